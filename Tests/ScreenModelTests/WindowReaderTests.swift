import Foundation
import ScreenModel
import ScreenModelTesting
import TestSupport
import XCTest

/// Protocol 2 read as a front end in another language reads it: each update parsed by
/// `JSONSerialization` and applied to the window's rows by the steps the protocol's
/// description gives, written here apart from the engine; after every update the rows must
/// be the engine's rows for that window.
@MainActor
final class WindowReaderTests: XCTestCase {
  /// The rows a front end keeps: the window's row objects, in order.
  private struct Reader {
    var rows: [NSDictionary] = []
    var from = 0
    var count = 0
    /// How many of each change the script made the reader apply: the script must make all.
    var seen = (moves: 0, updates: 0, deletes: 0)

    mutating func apply(_ text: String) throws {
      let update = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      XCTAssertEqual(update["protocol"] as? Int, 2)
      let window = try XCTUnwrap(update["window"] as? [String: Int])
      let changes = try XCTUnwrap(update["changes"] as? [String: Any])
      let deletes = try XCTUnwrap(changes["deletes"] as? [Int])
      let inserts = try XCTUnwrap(changes["inserts"] as? [Int])
      let moves = try XCTUnwrap(changes["moves"] as? [[String: Int]])
      let updates = try XCTUnwrap(changes["updates"] as? [[String: Int]])
      var given: [Int: NSDictionary] = [:]
      for entry in try XCTUnwrap(update["rows"] as? [[String: Any]]) {
        given[try XCTUnwrap(entry["index"] as? Int)] = try XCTUnwrap(entry["row"] as? NSDictionary)
      }
      seen.moves += moves.count
      seen.updates += updates.count
      seen.deletes += deletes.count
      let length = try XCTUnwrap(window["count"])
      let gone = Set(deletes + moves.compactMap { $0["from"] })
      let taken = Set(inserts + moves.compactMap { $0["to"] })
      var next = [NSDictionary?](repeating: nil, count: length)
      for move in moves { next[move["to"]!] = rows[move["from"]!] }
      for (index, row) in given { next[index] = row }
      var kept = rows.indices.filter { !gone.contains($0) }.map { rows[$0] }[...]
      for slot in next.indices where !taken.contains(slot) {
        next[slot] = try XCTUnwrap(kept.popFirst(), "more free slots than rows kept")
      }
      XCTAssertTrue(kept.isEmpty, "old rows left with no slot")
      for entry in updates { next[entry["new"]!] = try XCTUnwrap(given[entry["new"]!]) }
      rows = try next.map { try XCTUnwrap($0) }
      from = try XCTUnwrap(window["from"])
      count = try XCTUnwrap(update["count"] as? Int)
    }
  }

  func testSeededScript_OnALargeList_KeepsTheReadersRowsEqualToTheEngines() async throws {
    let session = ScreenSession(screens: NumberScreens.declarations(built: BuiltRows()))
    var reader = Reader()
    try reader.apply(session.current.first.text)
    try await Self.play(steps: 400, on: session) { step in
      for update in step.updates { try reader.apply(update.text) }
      let total = session.current.screen.count
      let from = min(step.requested.from, max(0, total - step.requested.count))
      let range = from..<(from + min(step.requested.count, total - from))
      let engine = try session.current.screen.windowRows(range).map {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.json)) as? NSDictionary)
      }
      XCTAssertEqual(reader.count, total, "step \(step.index)")
      XCTAssertEqual(reader.from, from, "step \(step.index): \(step.event)")
      XCTAssertEqual(reader.rows, engine, "step \(step.index): \(step.event)")
      return reader.rows == engine
    }
    XCTAssertGreaterThan(reader.seen.moves, 0, "the script moved no row")
    XCTAssertGreaterThan(reader.seen.updates, 0, "the script changed no row")
    XCTAssertGreaterThan(reader.seen.deletes, 0, "the script deleted no row")
  }

  /// The script's first 60 steps as the engine wrote them, for the page's own list to apply
  /// in `Tests/Page` (node, no browser): a JSON line an update, the session's first update
  /// first, each with the ids of its window's rows, `{"update":{…},"ids":["0","1",…]}`. Sixty
  /// steps hold every kind of change, window moves and changes of screen in some 200 KB.
  func testSeededScript_RecordedForThePage() async throws {
    let session = ScreenSession(screens: NumberScreens.declarations(built: BuiltRows()))
    var lines = [Self.line(session.current.first)]
    try await Self.play(steps: 60, on: session) { step in
      lines += step.updates.map(Self.line)
      return true
    }
    let jsonLines = TextSnapshotting<String>(pathExtension: "jsonl") { $0 }
    assertTextSnapshot(of: lines.joined(separator: "\n") + "\n", as: jsonLines)
  }

  private static func line(_ update: SessionUpdate) -> String {
    let ids = JSONValue.array(update.windowRows.map { .string($0.key) })
    return #"{"update":"# + update.text + #","ids":"# + ids.text + "}"
  }

  /// One step of the script: the event sent, the updates it made, in order, and the window
  /// the script last asked for on the screen on top.
  private struct Step {
    var index: Int
    var event: [String: Any]
    var updates: [SessionUpdate]
    var requested: (from: Int, count: Int)
  }

  /// Sends `steps` events of the script seeded with 24 to `session`, calling `check` after
  /// each, until it returns false.
  private static func play(
    steps: Int, on session: ScreenSession, _ check: (Step) throws -> Bool
  ) async throws {
    var made: [SessionUpdate] = []
    session.observe { update in
      made.append(update)
      return true
    }
    var random = SplitMix64(seed: 24)
    // The window each screen of the stack asked for: a screen opened starts with the first
    // 100 rows, and the one `back` shows again has its own.
    var requested = [(from: 0, count: 100)]
    for index in 0..<steps {
      let shown = session.current.windowRows.compactMap { Int($0.key) }
      let event = Self.event(&random, total: session.current.screen.count, shown: shown)
      let json = try JSONValue(parsing: Array(JSONSerialization.data(withJSONObject: event)))
      let before = session.screens.count
      let taken = (try? await session.send(SessionEvent(json: json))) != nil
      if taken, event["event"] as? String == "window" {
        requested[requested.count - 1] = (event["from"] as! Int, event["count"] as! Int)
      }
      if session.screens.count > before { requested.append((0, 100)) }
      if session.screens.count < before { requested.removeLast() }
      let step = Step(index: index, event: event, updates: made, requested: requested.last!)
      made = []
      guard try check(step) else { return }
    }
  }

  /// A search, a load, a reversal, a star, a window move, or a trip to a number's screen and back.
  /// A star goes mostly to a number shown, so that rows of the window change content.
  private static func event(
    _ random: inout SplitMix64, total: Int, shown: [Int]
  ) -> [String: Any] {
    let roll = random.next() % 100
    switch roll {
    case 0..<30:
      let text = (0..<Int(random.next() % 5)).map { _ in String(random.next() % 10) }.joined()
      return ["event": "search", "text": text]
    case 30..<36:
      let most: UInt64 = roll < 33 ? 300 : 50_000
      return ["event": "load", "count": Int(random.next() % most)]
    case 36..<40: return ["event": "reverse"]
    case 40..<55:
      let value =
        shown.isEmpty || roll < 43
        ? Int(random.next() % 2_000) : shown[Int(random.next() % UInt64(shown.count))]
      return ["event": "star", "value": value]
    case 55..<90:
      let count = roll < 60 ? 1 + Int(random.next() % 1_000) : 1 + Int(random.next() % 80)
      let near = Int(random.next() % 2) == 0
      let from = near ? Int(random.next() % 200) : Int(random.next() % UInt64(total + 50))
      return ["event": "window", "from": from, "count": count]
    case 90..<95: return ["event": "open-number", "value": Int(random.next() % 100)]
    default: return ["event": "back"]
    }
  }
}
