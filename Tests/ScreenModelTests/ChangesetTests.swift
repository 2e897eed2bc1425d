import ScreenModel
import TestSupport
import XCTest

final class ChangesetTests: XCTestCase {
  private struct Item: Hashable {
    var id: String
    var content = 0
  }

  private func changes(_ old: [Item], _ new: [Item]) -> Changeset {
    Changeset(from: old, to: new, identifiedBy: \.id)
  }

  private func items(_ ids: String) -> [Item] {
    ids.map { Item(id: String($0)) }
  }

  func testEqualArrays_HaveNoChanges() {
    XCTAssertTrue(changes([], []).isEmpty)
    XCTAssertTrue(changes(items("abc"), items("abc")).isEmpty)
    XCTAssertEqual(changes(items("abc"), items("abc")).stages, [])
  }

  func testInsertsAndDeletes() {
    let changeset = changes(items("abcd"), items("axcyd"))
    XCTAssertEqual(changeset.deletes, [1])
    XCTAssertEqual(changeset.inserts, [1, 3])
    XCTAssertEqual(changeset.moves, [])
    XCTAssertEqual(changeset.description, "+2 -1 ~0 >0")
  }

  func testFromEmptyAndToEmpty() {
    XCTAssertEqual(changes([], items("ab")).inserts, [0, 1])
    XCTAssertEqual(changes(items("ab"), []).deletes, [0, 1])
  }

  func testMovingLastToFirst_IsOneMove() {
    let changeset = changes(items("abcdef"), items("fabcde"))
    XCTAssertEqual(changeset.moves, [Changeset.Move(from: 5, to: 0)])
    XCTAssertTrue(changeset.inserts.isEmpty && changeset.deletes.isEmpty)
  }

  func testMovingFirstToLast_IsOneMove() {
    let changeset = changes(items("abcdef"), items("bcdefa"))
    XCTAssertEqual(changeset.moves, [Changeset.Move(from: 0, to: 5)])
  }

  func testSwap_IsOneMove() {
    XCTAssertEqual(changes(items("ab"), items("ba")).moves.count, 1)
  }

  func testSameIdentityNewContent_IsAnUpdate() {
    let old = [Item(id: "a"), Item(id: "b", content: 1), Item(id: "c")]
    let new = [Item(id: "a"), Item(id: "b", content: 2), Item(id: "c")]
    let changeset = changes(old, new)
    XCTAssertEqual(changeset.updates, [Changeset.Update(old: 1, new: 1)])
    XCTAssertEqual(changeset.stages, [.update([Changeset.Update(old: 1, new: 1)])])
    XCTAssertEqual(changeset.apply(to: old, taking: new), new)
  }

  func testStages_OrderUpdatesDeletesThenInsertsAndMoves() {
    let old = [Item(id: "a"), Item(id: "b"), Item(id: "c", content: 1), Item(id: "d")]
    let new = [Item(id: "d"), Item(id: "c", content: 2), Item(id: "x"), Item(id: "a")]
    let changeset = changes(old, new)
    XCTAssertEqual(changeset.stages.count, 3)
    guard case .update(let updates) = changeset.stages[0],
      case .delete(let deletes) = changeset.stages[1],
      case .insertAndMove(let inserts, let moves) = changeset.stages[2]
    else { return XCTFail("unexpected stages \(changeset.stages)") }
    XCTAssertEqual(updates, [Changeset.Update(old: 2, new: 1)])
    XCTAssertEqual(deletes, [1])
    XCTAssertEqual(inserts, [2])
    // After the deletion the rows are a, c, d: moves count from there.
    XCTAssertTrue(moves.allSatisfy { $0.from < 3 }, "\(moves)")
    XCTAssertEqual(changeset.apply(to: old, taking: new), new)
  }

  func testDuplicateIdentities_DoNotCrashAndStillApply() {
    let cases: [(String, String)] = [
      ("aab", "aba"), ("aaa", "a"), ("a", "aaa"), ("abab", "baba"), ("aa", "bb"), ("xaax", "axxa"),
    ]
    for (oldIDs, newIDs) in cases {
      let old = items(oldIDs)
      let new = items(newIDs)
      XCTAssertEqual(changes(old, new).apply(to: old, taking: new), new, "\(oldIDs) → \(newIDs)")
    }
  }

  func testScreenRows_UseTheirIdentity() {
    let old = [TestRow(id: 1, cells: ["a"]), TestRow(id: 2, cells: ["b"])]
    let new = [TestRow(id: 2, cells: ["B"]), TestRow(id: 3, cells: ["c"])]
    let changeset = Screen(title: "t", rows: new).changes(since: Screen(title: "t", rows: old))
    XCTAssertEqual(changeset.deletes, [0])
    XCTAssertEqual(changeset.inserts, [1])
    XCTAssertEqual(changeset.updates, [Changeset.Update(old: 1, new: 0)])
  }

  /// Thousands of seeded random pairs: applying each changeset to the old array must give
  /// the new one exactly, and every index must be in range.
  func testProperty_ApplyingTheChangesetYieldsTheNewArray() {
    var generator = SplitMix64(seed: 0x5EED_C4A6)
    for round in 0..<5_000 {
      let alphabet = Int.random(in: 1...40, using: &generator)
      let old = randomItems(count: Int.random(in: 0...30, using: &generator), alphabet, &generator)
      var new = old.shuffled(using: &generator).filter { _ in
        Int.random(in: 0..<5, using: &generator) > 0
      }
      new += randomItems(count: Int.random(in: 0...8, using: &generator), alphabet, &generator)
      new.shuffle(using: &generator)
      if round % 3 == 0 { new = old.filter { _ in Bool.random(using: &generator) } }
      let changeset = changes(old, new)
      XCTAssertEqual(changeset.apply(to: old, taking: new), new, "round \(round): \(old) → \(new)")
      XCTAssertTrue(changeset.deletes.allSatisfy(old.indices.contains))
      XCTAssertTrue(changeset.inserts.allSatisfy(new.indices.contains))
      XCTAssertEqual(old.count - changeset.deletes.count + changeset.inserts.count, new.count)
    }
  }

  func testProperty_UniqueIdentitiesGiveFewMoves() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<500 {
      let old = (0..<60).map { Item(id: "\($0)") }
      var new = old
      let from = Int.random(in: 0..<new.count, using: &generator)
      let element = new.remove(at: from)
      new.insert(element, at: Int.random(in: 0...new.count, using: &generator))
      let changeset = changes(old, new)
      XCTAssertLessThanOrEqual(changeset.moves.count, 1, "one element moved: \(changeset.moves)")
      XCTAssertEqual(changeset.apply(to: old, taking: new), new)
    }
  }

  /// `newIndex(ofOld:)` follows each element: to where the new array holds its identity,
  /// or nil when it is gone; checked on seeded random pairs of unique identities.
  func testProperty_NewIndexFollowsEachElement() {
    var generator = SplitMix64(seed: 0x1DE7)
    for round in 0..<2_000 {
      let old = (0..<Int.random(in: 0...25, using: &generator)).map { Item(id: "\($0)") }
      var new = old.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }
      new.shuffle(using: &generator)
      if round % 2 == 0 { new.sort { Int($0.id)! < Int($1.id)! } }
      for extra in 0..<Int.random(in: 0...5, using: &generator) {
        new.insert(Item(id: "new\(extra)"), at: Int.random(in: 0...new.count, using: &generator))
      }
      let changeset = changes(old, new)
      for (index, element) in old.enumerated() {
        XCTAssertEqual(
          changeset.newIndex(ofOld: index), new.firstIndex { $0.id == element.id },
          "round \(round): \(element.id) of \(old.map(\.id)) → \(new.map(\.id))")
      }
    }
    XCTAssertNil(changes([Item(id: "a")], [Item(id: "a")]).newIndex(ofOld: -1))
  }

  private func randomItems(count: Int, _ alphabet: Int, _ generator: inout SplitMix64) -> [Item] {
    (0..<count).map { _ in
      Item(
        id: "\(Int.random(in: 0..<alphabet, using: &generator))",
        content: Int.random(in: 0..<3, using: &generator))
    }
  }
}
