import ScreenModel
import StockScreens
import TestSupport
import XCTest

/// Random event sequences against the feed, with answers held and released in any
/// order, failed, repeated, and cut from a source that changes between pages; checked after
/// every event against `ModelFeed` and the list's invariants.
final class FeedModelTests: XCTestCase {
  enum Action: CustomStringConvertible {
    /// The page size and the source's first item count; read only as the first action.
    case start(pageSize: Int, count: Int)
    case refresh
    case loadMore
    case retry
    /// Answers the held request at `slot` (modulo their number), or fails it.
    case answer(slot: Int, fail: Bool)
    /// Answers again a request answered before, with the page the source has now.
    case repeatAnswer(slot: Int)
    /// The source changes: an item inserted, removed or relabelled, chosen by `seed`.
    case change(seed: UInt64)

    var description: String {
      switch self {
      case .start(let size, let count): "start: page size \(size), \(count) items"
      case .refresh: "refresh"
      case .loadMore: "load more"
      case .retry: "retry"
      case .answer(let slot, let fail): "\(fail ? "fail" : "answer") held #\(slot)"
      case .repeatAnswer(let slot): "answer again answered #\(slot)"
      case .change(let seed):
        "source change \(seed % 3 == 0 ? "insert" : seed % 3 == 1 ? "remove" : "relabel") s\(seed)"
      }
    }
  }

  func testRandomSequences_AgreeWithTheReferenceModel() {
    let coverage = ModelCoverage()
    let runner = ModelRunner<Action>(
      generate: Self.sequence, play: { Self.play($0, coverage: coverage) },
      describe: \.description)
    // 2,000 sequences reach each situation below at least 286 times (an empty list, the
    // rarest; a refresh while loading more 315), and each of the 186 starts (page size, count)
    // about ten times on average: 6,000 reached the same situations three times as often in
    // three times the seconds.
    guard runner.run(sequences: 2_000, base: 0xFEED_8000) else { return }
    coverage.require(
      [
        "a refresh failed", "a load-more failed", "exhausted", "an empty list",
        "a late page discarded", "a refresh while loading more",
      ], atLeast: 100)
  }

  func testLateLoadMoreAfterARefresh_IsIgnoredByTheListAndTheModel() {
    var list = Feed<Numbered>(pageSize: 2)
    var model = ModelFeed(pageSize: 2)
    let first = PageRequest(id: 1, kind: .refresh, offset: 0, limit: 2)
    let late = PageRequest(id: 2, kind: .append, offset: 2, limit: 2)
    let events: [Feed<Numbered>.Event] = [
      .refreshRequested, .pageLoaded(first, [Numbered(id: 1), Numbered(id: 2)]),
      .loadMoreRequested, .refreshRequested, .pageLoaded(late, [Numbered(id: 3)]),
    ]
    for event in events {
      XCTAssertEqual(list.handle(event), model.apply(event), "\(event)")
      XCTAssertEqual(Array(list.rows), model.rows, "\(event)")
    }
    XCTAssertEqual(list.items.map(\.id), [1, 2])
    XCTAssertEqual(list.rows.first, .header(.loading))
  }

  // MARK: - Generating

  static func sequence(_ random: inout SplitMix64) -> [Action] {
    let start = Action.start(
      pageSize: Int.random(in: 1...6, using: &random), count: Int.random(in: 0...30, using: &random)
    )
    let length = Int.random(in: 1...30, using: &random)
    return [start] + (0..<length).map { _ in action(&random) }
  }

  static func action(_ random: inout SplitMix64) -> Action {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<14: return .refresh
    case 14..<36: return .loadMore
    case 36..<44: return .retry
    case 44..<82:
      return .answer(
        slot: Int.random(in: 0..<3, using: &random),
        fail: Int.random(in: 0..<5, using: &random) == 0)
    case 82..<90: return .repeatAnswer(slot: Int.random(in: 0..<4, using: &random))
    default: return .change(seed: random.next())
    }
  }
}

// MARK: - Playing

extension FeedModelTests {
  /// A request the list made, and how many refreshes had been asked for when it did.
  struct Sent {
    var request: PageRequest
    var refreshes: Int
  }

  /// The source and the requests in flight, as the test holds them.
  struct Harness {
    var items: [Numbered]
    var nextID: Int
    var held: [Sent] = []
    var answered: [Sent] = []
    var refreshes = 0
    /// Whether the last page the list took was short; nil before any.
    var lastTakenShort: Bool?

    init(count: Int) {
      items = (0..<count).map { Numbered(id: $0 + 1) }
      nextID = count + 1
    }

    func page(for request: PageRequest) -> [Numbered] {
      guard request.offset < items.count else { return [] }
      return Array(items[request.offset..<min(items.count, request.offset + request.limit)])
    }

    mutating func note(_ commands: [Feed<Numbered>.Command]) {
      for case .fetch(let request) in commands {
        if request.kind == .refresh { refreshes += 1 }
        held.append(Sent(request: request, refreshes: refreshes))
      }
    }

    mutating func change(_ seed: UInt64) {
      var random = SplitMix64(seed: seed)
      let position = Int.random(in: 0...items.count, using: &random)
      switch seed % 3 {
      case 0:
        items.insert(Numbered(id: nextID), at: position)
        nextID += 1
      case 1: if position < items.count { items.remove(at: position) }
      default: if position < items.count { items[position].label += "'" }
      }
    }
  }

  /// The event `action` sends, with the request it answers; nil when it sends none.
  static func event(
    for action: Action, _ harness: inout Harness
  ) -> (Feed<Numbered>.Event, Sent?)? {
    switch action {
    case .start: return nil
    case .refresh: return (.refreshRequested, nil)
    case .loadMore: return (.loadMoreRequested, nil)
    case .retry: return (.retryRequested, nil)
    case .answer(let slot, let fail):
      guard !harness.held.isEmpty else { return nil }
      let sent = harness.held.remove(at: slot % harness.held.count)
      harness.answered.append(sent)
      let reason = "第 \(sent.request.id) 頁失敗"
      return fail
        ? (.pageFailed(sent.request, reason: reason), sent)
        : (.pageLoaded(sent.request, harness.page(for: sent.request)), sent)
    case .repeatAnswer(let slot):
      guard !harness.answered.isEmpty else { return nil }
      let sent = harness.answered[slot % harness.answered.count]
      return (.pageLoaded(sent.request, harness.page(for: sent.request)), sent)
    case .change(let seed):
      harness.change(seed)
      return nil
    }
  }

  static func play(_ actions: [Action], coverage: ModelCoverage? = nil) -> ModelFailure? {
    var (pageSize, count) = (3, 10)
    if case .start(let size, let items)? = actions.first { (pageSize, count) = (size, items) }
    var list = Feed<Numbered>(pageSize: pageSize)
    var model = ModelFeed(pageSize: pageSize)
    var harness = Harness(count: count)
    for (step, action) in actions.enumerated() {
      guard let (event, sent) = event(for: action, &harness) else { continue }
      let before = list
      let commands = list.handle(event)
      let expected = model.apply(event)
      harness.note(commands)
      if commands != expected {
        return ModelFailure(step: step, message: "commands \(commands), model \(expected)")
      }
      if case .pageLoaded(let request, let page) = event,
        request == before.pendingRefresh || request == before.pendingAppend
      {
        harness.lastTakenShort = page.count < request.limit
      }
      if let problem = check(list, model: model, before: before, event: event, sent: sent, harness)
      {
        return ModelFailure(step: step, message: problem)
      }
      if let coverage { note(event, list, before, in: coverage) }
    }
    return nil
  }

  /// Notes the situations the step reached, for `ModelCoverage`.
  static func note(
    _ event: Feed<Numbered>.Event, _ list: Feed<Numbered>,
    _ before: Feed<Numbered>, in coverage: ModelCoverage
  ) {
    if case .failed = list.refreshState { coverage.note("a refresh failed") }
    if case .failed = list.appendState { coverage.note("a load-more failed") }
    if list.appendState == .exhausted { coverage.note("exhausted") }
    if list.rows.contains(where: { if case .empty = $0 { true } else { false } }) {
      coverage.note("an empty list")
    }
    if case .pageLoaded(let request, _) = event, request != before.pendingRefresh,
      request != before.pendingAppend
    {
      coverage.note("a late page discarded")
    }
    if case .refreshRequested = event, before.pendingAppend != nil {
      coverage.note("a refresh while loading more")
    }
  }

  /// The first way `list` breaks the model or an invariant, or nil.
  static func check(
    _ list: Feed<Numbered>, model: ModelFeed, before: Feed<Numbered>,
    event: Feed<Numbered>.Event, sent: Sent?, _ harness: Harness
  ) -> String? {
    let rows = Array(list.rows)
    if rows != model.rows {
      return "rows \(rows.map(\.title)), the model has \(model.rows.map(\.title))"
    }
    // The rows' own changes read only what was appended; they must be a full comparison's.
    let changes = list.rows.changes(since: before.rows)
    let compared = Changeset(from: Array(before.rows), to: rows)
    if changes != compared { return "the rows' changes \(changes), compared \(compared)" }
    let identities = rows.map(\.id)
    if Set(identities).count != identities.count { return "an identity appears twice" }
    if case .pageFailed = event, list.items != before.items {
      return "a failure changed the items on screen"
    }
    if list.appendState == .exhausted, harness.lastTakenShort != true {
      return "exhausted without a short page"
    }
    if let sent, sent.request.kind == .append, sent.refreshes < harness.refreshes,
      list.items != before.items
    {
      return "a load-more page sent before the last refresh was appended"
    }
    return nil
  }
}
