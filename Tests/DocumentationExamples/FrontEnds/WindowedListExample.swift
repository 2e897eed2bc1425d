import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import Testing

// docs: begin windowed-list
/// What a front end keeps of a long list in protocol 2: the rows of its window, in order.
struct WindowedList {
  /// The index in the full list of the window's first row.
  var from = 0
  /// How many rows the full list has.
  var count = 0
  /// The window's row objects.
  var rows: [JSONValue] = []

  /// Turns the previous update's window rows into `update`'s.
  mutating func apply(_ update: JSONValue) throws {
    guard case .int(let from)? = update["window"]?["from"],
      case .int(let length)? = update["window"]?["count"],
      case .int(let count)? = update["count"], let changes = update["changes"]
    else { throw UnexpectedAnswer(answer: update.text) }
    var given: [Int: JSONValue] = [:]
    for entry in update["rows"]?.elements ?? [] {
      if let index = entry["index"]?.number, let row = entry["row"] { given[index] = row }
    }
    let moves = (changes["moves"]?.elements ?? []).compactMap { move in
      move["from"]?.number.flatMap { old in move["to"]?.number.map { (old, $0) } }
    }
    // 1. The old rows that went or moved, the new slots that came or were moved into.
    let gone = Set(changes.indices("deletes") + moves.map(\.0))
    let taken = Set(changes.indices("inserts") + moves.map(\.1))
    var next = [JSONValue?](repeating: nil, count: Int(length))
    // 2. Moved rows, then the rows the update gives.
    for (old, new) in moves { next[new] = rows[old] }
    for (index, row) in given { next[index] = row }
    // 3. The old rows that stayed fill the free slots, both in order.
    var kept = rows.indices.filter { !gone.contains($0) }.map { rows[$0] }[...]
    for slot in next.indices where !taken.contains(slot) { next[slot] = kept.popFirst() }
    // 4. Rows whose content changed take their new object.
    for update in changes["updates"]?.elements ?? [] {
      if let new = update["new"]?.number { next[new] = given[new] }
    }
    rows = next.compactMap { $0 }
    (self.from, self.count) = (Int(from), Int(count))
  }
}

extension JSONValue {
  fileprivate var elements: [JSONValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }

  fileprivate var number: Int? {
    if case .int(let number) = self { Int(number) } else { nil }
  }

  /// The whole numbers of the array member `name`: a changeset's `deletes` or `inserts`.
  fileprivate func indices(_ name: String) -> [Int] {
    self[name]?.elements?.compactMap(\.number) ?? []
  }
}
// docs: end windowed-list

@Suite struct WindowedListExample {
  @Test func theArticlesUpdate_TurnsItsWindowIntoTheNewOne() throws {
    // docs: begin windowed-update
    var list = WindowedList(
      from: 40, count: 1867,
      rows: ["1101", "1102", "1103", "1104"].map { .object(["id": .string($0)]) })
    try list.apply(
      JSONValue(
        parsing: #"""
          {"protocol":2,"seq":9,"screen":"directory","title":"公司列表","count":1867,
           "window":{"from":42,"count":4},
           "changes":{"deletes":[0,1],"inserts":[2,3],"moves":[{"from":3,"to":0}],
                      "updates":[{"old":2,"new":1}]},
           "rows":[{"index":1,"row":{"id":"1103","text":"亞泥 ★"}},
                   {"index":2,"row":{"id":"1107"}},{"index":3,"row":{"id":"1108"}}]}
          """#))
    // docs: end windowed-update
    #expect(list.from == 42)
    #expect(list.rows.map { $0["id"] } == ["1104", "1103", "1107", "1108"].map(JSONValue.string))
    #expect(list.rows[1]["text"] == "亞泥 ★", "the updated row takes its new object")
  }

  @Test @MainActor func theEnginesUpdates_KeepTheListEqualToTheWindow() async throws {
    let session = AppSession.start(source: EmbeddedSampleSource())
    var list = WindowedList()
    try list.apply(JSONValue(parsing: session.current.first.utf8))
    var texts: [[UInt8]] = []
    session.observe { update in
      texts.append(update.utf8)
      return true
    }
    for event in [
      SessionEvent("window", EventArguments([.init("from", .int(5)), .init("count", .int(8))])),
      .load(.listed), .load(.otc), .filter("台"), .filter(""),
      SessionEvent("window", EventArguments([.init("from", .int(50))])), .filter("2"),
    ] {
      try await session.send(event)
      try await withDeadline("the answers to \(event)") { await session.waitUntilIdle() }
      for text in texts { try list.apply(JSONValue(parsing: text)) }
      texts = []
      let window = try #require(session.current.window)
      let engine = try session.current.windowRows.map { try JSONValue(parsing: $0.json) }
      #expect(list.rows == engine, "after \(event)")
      #expect(list.from == window.from && list.count == session.current.screen.count)
    }
  }
}
