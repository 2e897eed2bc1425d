import Foundation
import Testing

@testable import StockScreens

/// The keeping both the watchlist and the settings use, on a value of its own: a read that
/// finds the value as it was changes nothing; changes a save failed to keep are made again
/// with the next change and over what another program kept; a change that makes nothing is
/// neither kept nor remembered; a change reaches every follower but the one that made it.
@MainActor
struct KeptStoreTests {
  /// Tags, in the order added; adding one there already makes nothing.
  private struct Tags: KeptState {
    var value: [String] = []
    var problem: Refusal?
    var revision = 0

    static func applying(_ changes: [String], to tags: [String]) -> [String]? {
      let added = changes.reduce(tags) { $0.contains($1) ? $0 : $0 + [$1] }
      return added == tags ? nil : added
    }
  }

  private struct Refusal: Error, Hashable {
    var why: String
  }

  /// A keeper in memory: the tags kept, which another program may replace, each update's
  /// changes, and whether updates fail.
  private final class Shelf: @unchecked Sendable {
    // Unchecked: every field is read and written under `lock`.
    private let lock = NSLock()
    private var held: [String]
    private var asked: [[String]] = []
    private var refusing = false

    init(_ tags: [String]) { held = tags }

    var kept: [String] {
      get { lock.withLock { held } }
      set { lock.withLock { held = newValue } }
    }
    var updates: [[String]] { lock.withLock { asked } }
    var fails: Bool {
      get { lock.withLock { refusing } }
      set { lock.withLock { refusing = newValue } }
    }

    var keeper: KeptStore<Tags>.Keeper {
      KeptStore<Tags>.Keeper(
        load: { self.lock.withLock { .success(self.held) } },
        update: { changes in
          self.lock.withLock {
            self.asked.append(changes)
            if self.refusing { return .failure(Refusal(why: "disk full")) }
            self.held = Tags.applying(changes, to: self.held) ?? self.held
            return .success(self.held)
          }
        })
    }
  }

  @Test func aValueReadAgainAsItWas_IsNoChange_AndOneAnotherProgramChangedIsToldOnce() {
    let shelf = Shelf(["a"])
    let store = KeptStore(initial: Tags(), keeper: shelf.keeper)
    let first = store.stored
    var told: [[String]] = []
    store.follow { tags in
      told.append(tags.value)
      return true
    }
    #expect(!store.refresh())
    #expect(store.stored == first)
    shelf.kept = ["a", "b"]
    #expect(store.refresh())
    #expect(store.stored == Tags(value: ["a", "b"], revision: first.revision + 1))
    #expect(told == [["a", "b"]])
  }

  @Test func changesASaveFailedToKeep_AreMadeAgain_OverWhatWasKeptMeanwhile() {
    let shelf = Shelf(["a"])
    let store = KeptStore(initial: Tags(), keeper: shelf.keeper)
    shelf.fails = true
    let refused = store.record("b", from: nil)
    #expect(refused.value == ["a", "b"], "shown in this run")
    #expect(refused.problem == Refusal(why: "disk full"))
    #expect(store.record("a", from: nil).value == ["a", "b"], "a makes nothing")
    // Another program adds c: read again, it shows under the change not kept, still said.
    shelf.kept = ["a", "c"]
    store.refresh()
    #expect(store.stored.value == ["a", "c", "b"])
    #expect(store.stored.problem == Refusal(why: "disk full"))
    shelf.fails = false
    let kept = store.record("d", from: nil)
    #expect(shelf.updates == [["b"], ["b", "a"], ["b", "d"]], "a made nothing, not kept")
    #expect(kept == Tags(value: ["a", "c", "b", "d"], revision: kept.revision))
    #expect(shelf.kept == ["a", "c", "b", "d"])
  }

  @Test func inMemory_AChangeReachesEveryFollowerButItsOrigin_AndOneThatMakesNothingNone() {
    let store = KeptStore(initial: Tags(value: ["a"]), keeper: nil)
    #expect(!store.keepsOnDisk)
    var told: [String] = []
    store.follow { tags in
      told.append("first \(tags.value.joined()) r\(tags.revision)")
      return true
    }
    #expect(store.stored == Tags(value: ["a"]))
    #expect(told == ["first a r0"], "a follower that has not read it learns it when read")
    store.follow { _ in
      told.append("gone")
      return false
    }
    #expect(store.record("a", from: nil) == Tags(value: ["a"]), "made nothing")
    #expect(store.record("b", from: nil) == Tags(value: ["a", "b"], revision: 1))
    #expect(store.record("c", from: 1) == Tags(value: ["a", "b", "c"], revision: 2))
    // Followers are told in no order; the second let go, and the first made c.
    #expect(told.sorted() == ["first a r0", "first ab r1", "gone"])
  }
}
