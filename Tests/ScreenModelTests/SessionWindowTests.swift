import Foundation
import ScreenModel
import TestSupport
import XCTest

/// Protocol 2: the session's window, its limits, what its updates say, and the rows built
/// for them.
@MainActor
final class SessionWindowTests: XCTestCase {
  private func session(
    _ built: BuiltRows = BuiltRows(), protocol version: SessionProtocol = .v2
  ) -> ScreenSession {
    ScreenSession(screens: NumberScreens.declarations(built: built), protocol: version)
  }

  private func send(_ session: ScreenSession, _ text: String) async throws -> SessionUpdate {
    let json = try JSONValue(parsing: text)
    return try await session.send(SessionEvent(json: json), cause: SessionEvent.cause(of: json))
  }

  private func object(_ update: SessionUpdate) throws -> [String: Any] {
    try XCTUnwrap(JSONSerialization.jsonObject(with: Data(update.utf8)) as? [String: Any])
  }

  func testDefaultWindow_IsTheFirst100Rows_AndTheFirstUpdateInsertsThemAll() async throws {
    let session = session()
    XCTAssertEqual(session.window, WindowRequest.initial)
    let update = try await send(session, #"{"event":"load","count":250}"#)
    let json = try object(update)
    XCTAssertEqual(json["protocol"] as? Int, 2)
    XCTAssertEqual(json["count"] as? Int, 250)
    XCTAssertEqual(json["window"] as? [String: Int], ["from": 0, "count": 100])
    XCTAssertEqual((json["rows"] as? [Any])?.count, 100, "every row came into the window")
    let first = try object(update.first)
    let changes = try XCTUnwrap(first["changes"] as? [String: Any])
    XCTAssertEqual(changes["inserts"] as? [Int], Array(0..<100))
    XCTAssertEqual((first["rows"] as? [[String: Any]])?.map { $0["index"] as? Int }, Array(0..<100))
  }

  func testWindowCount_TakesOneAndAThousand_AndRefusesZeroAndAThousandAndOne() async throws {
    let session = session()
    _ = try await send(session, #"{"event":"load","count":5000}"#)
    for count in [1, WindowRequest.maxCount] {
      let update = try await send(session, #"{"event":"window","from":10,"count":\#(count)}"#)
      XCTAssertEqual(update.window?.count, count)
      XCTAssertEqual(update.window?.from, 10)
    }
    for count in [0, WindowRequest.maxCount + 1] {
      do {
        _ = try await send(session, #"{"event":"window","from":0,"count":\#(count)}"#)
        XCTFail("count \(count) was taken")
      } catch let error as SessionEventError {
        XCTAssertEqual(error.kind, .invalid)
        XCTAssertEqual(error.message, "window: \"count\" must be 1…1000, not \(count)")
      }
    }
    XCTAssertEqual(session.window.count, WindowRequest.maxCount, "a refused window changes nothing")
  }

  func testWindowFrom_TakesZero_AndRefusesMinusOneAndWhatIsNoNumber() async throws {
    let session = session()
    let update = try await send(session, #"{"event":"window","from":0,"count":5}"#)
    XCTAssertEqual(update.window?.from, 0)
    let refusals = [
      #"{"event":"window","from":-1,"count":5}"#: #"window: "from" must be 0 or more, not -1"#,
      #"{"event":"window","from":"top"}"#: #"window: "from" must be a whole number"#,
      #"{"event":"window","count":2.5}"#: #"window: "count" must be a whole number"#,
    ]
    for (event, message) in refusals {
      do {
        _ = try await send(session, event)
        XCTFail("\(event) was taken")
      } catch let error as SessionEventError {
        XCTAssertEqual(error.message, message)
      }
    }
  }

  func testProtocol1_RefusesTheWindow_AndWritesEveryRow() async throws {
    let session = session(protocol: .v1)
    let update = try await send(session, #"{"event":"load","count":150}"#)
    let json = try object(update)
    XCTAssertEqual(json["protocol"] as? Int, 1)
    XCTAssertEqual((json["rows"] as? [Any])?.count, 150)
    XCTAssertNil(json["window"])
    do {
      _ = try await send(session, #"{"event":"window","from":0,"count":5}"#)
      XCTFail("protocol 1 took a window")
    } catch let error as SessionEventError {
      XCTAssertEqual(error.kind, .refused)
      XCTAssertEqual(
        error.message, "window: protocol 1 sends every row; open the session with protocol 2")
    }
  }

  func testWindowPastTheEnd_IsClampedToTheLastRows() async throws {
    let session = session()
    _ = try await send(session, #"{"event":"load","count":30}"#)
    let update = try await send(session, #"{"event":"window","from":500,"count":20}"#)
    XCTAssertEqual(update.window?.from, 10)
    XCTAssertEqual(update.windowRows.map(\.key), (10..<30).map(String.init))
    let larger = try await send(session, #"{"event":"window","from":500,"count":50}"#)
    XCTAssertEqual(larger.window?.from, 0)
    XCTAssertEqual(larger.window?.count, 30)
    XCTAssertEqual(session.window.from, 500, "the window asked for is kept for a longer list")
  }

  func testWindowThatMoved_KeepsTheRowsThatStay_AndInsertsOnlyThoseThatCame() async throws {
    let session = session()
    _ = try await send(session, #"{"event":"load","count":1000}"#)
    _ = try await send(session, #"{"event":"window","from":100,"count":10}"#)
    let moved = try await send(session, #"{"event":"window","from":104,"count":10,"id":"w"}"#)
    XCTAssertEqual(moved.cause, "w")
    XCTAssertEqual(moved.window?.changes, Changeset(deletes: [0, 1, 2, 3], inserts: [6, 7, 8, 9]))
    let rows = try XCTUnwrap(try object(moved)["rows"] as? [[String: Any]])
    XCTAssertEqual(rows.map { $0["index"] as? Int }, [6, 7, 8, 9])
    XCTAssertEqual(
      rows.map { ($0["row"] as? [String: Any])?["id"] as? String }, ["110", "111", "112", "113"])
  }

  func testReversedRows_AreMovesWithNoObject() async throws {
    let session = session()
    _ = try await send(session, #"{"event":"load","count":3}"#)
    let update = try await send(session, #"{"event":"reverse"}"#)
    XCTAssertEqual(update.windowRows.map(\.key), ["2", "1", "0"])
    XCTAssertEqual(update.window?.changes.moves.isEmpty, false, "\(update.text)")
    XCTAssertEqual((try object(update)["rows"] as? [Any])?.count, 0)
  }

  func testStarredRow_IsAnUpdateWithItsObject() async throws {
    let session = session()
    _ = try await send(session, #"{"event":"load","count":50}"#)
    let update = try await send(session, #"{"event":"star","value":3}"#)
    XCTAssertEqual(update.window?.changes, Changeset(updates: [.init(old: 3, new: 3)]))
    let rows = try XCTUnwrap(try object(update)["rows"] as? [[String: Any]])
    XCTAssertEqual(rows.count, 1)
    XCTAssertEqual((rows.first?["row"] as? [String: Any])?["text"] as? String, "3 ★")
  }

  func testEachScreen_KeepsItsOwnWindow_ANewOneStartsAtTheDefault_BackRestoresIt() async throws {
    let session = session()
    _ = try await send(session, #"{"event":"load","count":500}"#)
    _ = try await send(session, #"{"event":"window","from":200,"count":2}"#)
    let opened = try await send(session, #"{"event":"open-number","value":7}"#)
    XCTAssertEqual(opened.screen.name, "number")
    XCTAssertEqual(opened.window?.changes, Changeset(deletes: [0, 1], inserts: [0]))
    XCTAssertEqual(session.window, WindowRequest.initial, "the two-row window stays with the list")
    let moved = try await send(session, #"{"event":"window","from":0,"count":1}"#)
    XCTAssertEqual(moved.window?.count, 1)
    let back = try await send(session, #"{"event":"back"}"#)
    XCTAssertEqual(session.window, try WindowRequest(from: 200, count: 2))
    XCTAssertEqual(back.window?.from, 200)
    XCTAssertEqual(back.windowRows.map(\.key), ["200", "201"])
    XCTAssertEqual(back.window?.changes, Changeset(deletes: [0], inserts: [0, 1]))
    let again = try await send(session, #"{"event":"open-number","value":8}"#)
    XCTAssertEqual(again.window?.count, 1, "a screen opened again starts anew")
    XCTAssertEqual(session.window, WindowRequest.initial)
  }

  /// Two tabs whose rows have the same ids and the same bytes: going to the other, and back,
  /// replaces every row of the window and writes each, each tab with its own window. Rows
  /// matched by id across screens would send no row at all.
  func testAnotherScreenWithTheSameRows_ReplacesEveryRow_InItsOwnWindow() async throws {
    let session = ScreenSession(
      screens: ["quotes", "pins"].map { AnyScreenDeclaration(QuoteScreens.list($0, prices: [:])) }
        + [AnyScreenDeclaration(QuoteScreens.detail)],
      protocol: .v2)
    for screen in ["pins", "quotes"] {
      _ = try await send(session, #"{"event":"open","screen":"\#(screen)"}"#)
      for symbol in ["AAPL", "MSFT", "TSLA", "2330"] {
        _ = try await send(session, #"{"event":"add","symbol":"\#(symbol)"}"#)
      }
      try await withDeadline("the quotes of \(screen)") { await session.waitUntilIdle() }
    }
    let rows = ["header", "AAPL", "MSFT", "TSLA", "2330"]
    _ = try await send(session, #"{"event":"window","from":1,"count":2}"#)
    let pins = try await send(session, #"{"event":"open","screen":"pins"}"#)
    XCTAssertEqual(session.window, WindowRequest.initial, "pins were never moved")
    XCTAssertEqual(pins.window?.from, 0)
    XCTAssertEqual(pins.windowRows.map(\.key), rows)
    XCTAssertEqual(pins.window?.changes, Changeset(deletes: [0, 1], inserts: Array(0..<5)))
    let written = try XCTUnwrap(try object(pins)["rows"] as? [[String: Any]])
    XCTAssertEqual(written.map { $0["index"] as? Int }, Array(0..<5), "every row, written")
    let quotes = try await send(session, #"{"event":"open","screen":"quotes"}"#)
    XCTAssertEqual(session.window, try WindowRequest(from: 1, count: 2), "shown again, its own")
    XCTAssertEqual(quotes.window?.from, 1)
    XCTAssertEqual(quotes.windowRows.map(\.key), ["AAPL", "MSFT"])
    XCTAssertEqual(quotes.window?.changes, Changeset(deletes: Array(0..<5), inserts: [0, 1]))
  }

  func testWindowWithoutMembers_ReadsTheWindowAgainWhole() async throws {
    let session = session()
    _ = try await send(session, #"{"event":"load","count":50}"#)
    _ = try await send(session, #"{"event":"window","from":10,"count":3}"#)
    let unchanged = try await send(session, #"{"event":"window","from":10}"#)
    XCTAssertEqual(unchanged.window?.changes, Changeset(), "a window that stays sends no row")
    let whole = try await send(session, #"{"event":"window","id":"r"}"#)
    XCTAssertEqual(whole.cause, "r")
    XCTAssertEqual(whole.window?.changes, Changeset(deletes: [0, 1, 2], inserts: [0, 1, 2]))
    let rows = try XCTUnwrap(try object(whole)["rows"] as? [[String: Any]])
    XCTAssertEqual(rows.map { $0["index"] as? Int }, [0, 1, 2], "every row of the window, written")
    XCTAssertEqual(session.window, try WindowRequest(from: 10, count: 3), "the window stays")
    let next = try await send(session, #"{"event":"window","from":10}"#)
    XCTAssertEqual(next.window?.changes, Changeset(), "only the one update reads it whole")
  }

  /// 30,000 rows, 70 times the most a right session builds for these seven updates (seven
  /// windows of 60): one that built every row would build them all at the load.
  func testLongList_BuildsOnlyTheWindowsRows() async throws {
    let built = BuiltRows()
    let session = session(built)
    var steps = 0
    for event in [
      #"{"event":"window","from":0,"count":60}"#, #"{"event":"load","count":30000}"#,
      #"{"event":"search","text":"1"}"#, #"{"event":"search","text":"12"}"#,
      #"{"event":"search","text":""}"#, #"{"event":"window","from":29000,"count":60}"#,
      #"{"event":"star","value":29990}"#,
    ] {
      let update = try await send(session, event)
      steps += 1
      _ = update.utf8
    }
    XCTAssertEqual(session.current.screen.count, 30_000)
    XCTAssertLessThanOrEqual(
      built.count, steps * 60, "\(built.count) rows built for \(steps) updates")
    XCTAssertGreaterThan(built.count, 0)
  }
}
