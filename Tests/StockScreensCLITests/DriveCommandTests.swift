import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// `drive`: events as lines in, updates and errors as lines out, in the order they happen.
final class DriveCommandTests: XCTestCase {
  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      EmbeddedSampleSource.data(for: market)
    }
  }

  /// Plays `lines` through the drive loop and returns every line it wrote, parsed.
  @MainActor
  private static func drive(
    _ lines: [String], protocol version: SessionProtocol = .v2
  ) async throws -> [JSONValue] {
    let (stream, continuation) = AsyncStream.makeStream(of: InputLine.self)
    for (offset, line) in lines.enumerated() {
      continuation.yield(InputLine(number: offset + 1, content: .text(line)))
    }
    continuation.finish()
    let output = Output()
    try await withDeadline("drive to end at the end of its input") { @MainActor in
      await DriveLoop.run(
        session: AppSession.start(source: Instant(), protocol: version), lines: stream,
        write: output.append)
    }
    return try output.text.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
  }

  func testBadLines_GetAnErrorNamingTheLine_AndTheSessionGoesOn() async throws {
    let written = try await Self.drive([
      #"{"event":"filter","text":"台積"}"#, "not json", #"{"event":"fly"}"#, "",
      #"{"event":"more"}"#, #"{"event":"filter","text":"聯"}"#,
    ])
    let errors = written.filter { $0["error"] != nil }
    XCTAssertEqual(errors.map { $0["line"] }, [.int(2), .int(3), .int(5)])
    XCTAssertEqual(
      errors.map { $0["error"] },
      [
        "not JSON: unexpected \"n\" where a value should be at byte 0",
        .string(
          "unknown event \"fly\"; events: open, load, retry, filter, select, watch, refresh, "
            + "more, website, email, call, add, remove, sort, market, industry, from, to, "
            + "closeFrom, closeTo, changeFrom, changeTo, watched, clear, rise, language, "
            + "openingMarket, back"),
        "more works on the feed; the screen here is the directory",
      ])
    XCTAssertTrue(errors.allSatisfy { $0["protocol"] == .int(2) })
    let updates = written.filter { $0["seq"] != nil }
    XCTAssertEqual(updates.map { $0["seq"] }, [.int(0), .int(1), .int(2)])
    XCTAssertEqual(updates.last?.firstText, "符合「聯」 0 筆 / 共 0 筆")
  }

  func testProtocol1_WritesEveryRow_AndRefusesTheWindow() async throws {
    let written = try await Self.drive(
      [#"{"event":"load","market":"listed"}"#, #"{"event":"window","from":0,"count":5}"#],
      protocol: .v1)
    XCTAssertEqual(
      written.compactMap { $0["error"] },
      ["window: protocol 1 sends every row; open the session with protocol 2"])
    XCTAssertTrue(written.allSatisfy { $0["protocol"] == .int(1) })
    let last = try XCTUnwrap(written.last { $0["seq"] != nil })
    XCTAssertEqual(last.rowCount, 31, "the status row and the 30 listed companies")
    XCTAssertNil(last["window"])
  }

  func testProtocol2_WritesTheWindowsRowsOnly() async throws {
    let written = try await Self.drive([
      #"{"event":"window","from":0,"count":10}"#, #"{"event":"load","market":"listed"}"#,
    ])
    let updates = written.filter { $0["seq"] != nil }
    XCTAssertEqual(updates.first?["count"], .int(1))
    XCTAssertEqual(updates.first?.rowCount, 1, "the first update inserts its window's rows")
    XCTAssertTrue(updates.allSatisfy { ($0.rowCount ?? 99) <= 10 }, "\(updates.map(\.rowCount))")
    let loaded = try XCTUnwrap(updates.last)
    XCTAssertEqual(loaded["count"], .int(31), "the status row and the 30 listed companies")
    XCTAssertEqual(loaded["window"], .object(["from": .int(0), "count": .int(10)]))
  }

  func testEndOfInput_WaitsForTheAnswersAndWritesThem() async throws {
    let written = try await Self.drive([
      #"{"event":"load","market":"listed","id":"a"}"#, #"{"event":"load","market":"otc"}"#,
    ])
    let updates = written.filter { $0["seq"] != nil }
    XCTAssertEqual(updates.map { $0["seq"] }, (0..<updates.count).map { .int(Int64($0)) })
    XCTAssertEqual(updates.count, 5, "the first screen, two loads, two answers")
    XCTAssertEqual(updates[1]["cause"], "a", "the event's id comes back on its update")
    let texts = updates.compactMap(\.firstText)
    XCTAssertTrue(
      texts.contains { $0.hasPrefix("已取得") && $0.hasSuffix("資料 - 數量 60 筆") }, "\(texts)")
  }

  func testAnEventWithAnId_EndsWithItsDoneAfterItsAnswers_OrWithItsErrorCarryingIt() async throws {
    let written = try await Self.drive([
      #"{"event":"load","market":"listed","id":"a"}"#, #"{"event":"more","id":"b"}"#,
      #"{"event":"filter","text":"台"}"#, "[1]",
    ])
    let texts = written.map(\.text)
    let doneA = try XCTUnwrap(texts.firstIndex(of: #"{"protocol":2,"done":"a"}"#), "\(texts)")
    let loaded = try XCTUnwrap(
      written.firstIndex { $0.firstText?.hasSuffix("30 筆") == true }, "\(texts)")
    XCTAssertLessThan(loaded, doneA, "the listed market's update comes before the load's done")
    let refused = try XCTUnwrap(written.first { $0["line"] == .int(2) })
    XCTAssertEqual(refused["id"], "b", "the error carries the id: it is the event's last message")
    XCTAssertEqual(
      written.compactMap { $0["done"]?.text }, [#""a""#],
      "one done for the event taken, none for the one refused or those without an id")
    XCTAssertEqual(written.filter { $0["line"] != nil }.map { $0["id"] }, ["b", nil])
  }

  func testTheWatchlist_IsDrivenByItsDeclaredEvents_NamedByNoLineOfDrive() async throws {
    let written = try await Self.drive(
      [
        #"{"event":"open","screen":"watchlist"}"#, #"{"event":"add","code":"2330"}"#,
        #"{"event":"add","code":"1101","id":"b"}"#, #"{"event":"sort","order":"capital"}"#,
        #"{"event":"sort","order":"name"}"#,
      ], protocol: .v1)
    let errors = written.compactMap { $0["error"] }
    XCTAssertEqual(errors, [.string("sort: unknown order \"name\"; orders: code, capital, change")])
    let updates = written.filter { $0["seq"] != nil }
    XCTAssertEqual(updates[1]["screen"], "watchlist")
    XCTAssertEqual(updates[1].firstText, "尚未加入自選股")
    let last = try XCTUnwrap(updates.last?["rows"])
    guard case .array(let rows) = last else { return XCTFail("rows are an array") }
    XCTAssertEqual(
      rows.map { $0["id"] }, ["status", "company:2330", "company:1101"], "both arrived, by capital")
    XCTAssertEqual(updates.last?.firstText, "自選股 2 檔 - 依資本額排序")
    XCTAssertEqual(rows[1]["action"]?.text, #"{"event":"select","code":"2330"}"#)
    XCTAssertEqual(
      rows[1]["actions"]?.text,
      #"[{"name":"remove","label":"移除自選股","key":"d","#
        + #""event":{"event":"remove","code":"2330"}}]"#)
  }

  func testTheBuiltProgram_ReadsStandardInputAndExitsZero() throws {
    guard let binary = ProgramRun.builtProductURL("stock-screens") else {
      throw XCTSkip("stock-screens is not built; run swift build first")
    }
    let program = try DriveProcess(binary)
    program.send(#"{"event":"load","market":"otc"}"#)
    program.send(#"{"event":"open","screen":"feed","pageSize":5}"#)
    program.send("oops")
    // Events apply as they arrive, so "more" waits for the first page: sent while the page
    // is still loading, the feed would rightly ignore it.
    var lines = try program.readUntil("the feed's first page of five") {
      $0["screen"] == "feed" && $0["count"] == .int(7)
    }
    program.send(#"{"event":"more"}"#)
    program.endInput()
    lines += try program.readUntil("the end of drive's output") { _ in false }
    XCTAssertEqual(try program.waitForExit(), 0)
    XCTAssertEqual(lines.filter { $0["error"] != nil }.map { $0["line"] }, [.int(3)])
    let last = try XCTUnwrap(lines.last { $0["screen"] == "feed" })
    XCTAssertEqual(last["count"], .int(12), "the header, two pages of five, the footer")
  }

  /// A client written from the docs: each event carries an id, and the client reads until
  /// that id's `done`, with no timer on silence.
  func testAClientThatReadsUntilDone_NeedsNoSilenceTimer() throws {
    guard let binary = ProgramRun.builtProductURL("stock-screens") else {
      throw XCTSkip("stock-screens is not built; run swift build first")
    }
    let program = try DriveProcess(binary)
    // An event's last message names it: its done, or its error.
    func exchange(_ event: String, id: String) throws -> [JSONValue] {
      program.send(event)
      return try program.readUntil("the end of event \(id)") {
        $0["done"] == .string(id) || ($0["error"] != nil && $0["id"] == .string(id))
      }
    }
    _ = try program.readUntil("the first screen") { $0["seq"] == .int(0) }
    let load = try exchange(#"{"event":"load","market":"otc","id":"1"}"#, id: "1")
    XCTAssertEqual(load.first?["cause"], "1")
    let status = load.dropLast().last?.firstText ?? ""
    XCTAssertTrue(status.hasPrefix("已取得 上櫃 資料"), "the answer came before done: \(status)")
    let feed = try exchange(#"{"event":"open","screen":"feed","pageSize":5,"id":"2"}"#, id: "2")
    let feedUpdates = feed.dropLast()
    XCTAssertEqual(feedUpdates.map(\.["screen"]), feedUpdates.map { _ in "feed" }, "no directory")
    XCTAssertEqual(feedUpdates.last?["count"], .int(7), "the first page of five is in")
    let whole = try exchange(#"{"event":"window","id":"3"}"#, id: "3")
    XCTAssertEqual(whole.count, 2, "one update, then done")
    XCTAssertEqual(whole.first?.rowCount, 7, "every row of the window, written again")
    let refused = try exchange(#"{"event":"fly","id":"4"}"#, id: "4")
    XCTAssertEqual(refused.count, 1, "the error alone, carrying the id")
    XCTAssertNotNil(refused.first?["error"])
    program.endInput()
    XCTAssertEqual(try program.readUntil("the end of drive's output") { _ in false }, [])
    XCTAssertEqual(try program.waitForExit(), 0)
  }

  func testLineSplitter_CRLFAndALastLineWithoutEnding() {
    var splitter = LineSplitter(limit: 8)
    XCTAssertEqual(
      splitter.take(Array("a\r\nbc\n".utf8)),
      [InputLine(number: 1, content: .text("a")), InputLine(number: 2, content: .text("bc"))])
    XCTAssertEqual(splitter.take(Array("de".utf8)), [])
    XCTAssertEqual(splitter.finish(), InputLine(number: 3, content: .text("de")))
  }

  func testLineSplitter_ALongLineIsSkippedNotHeld() {
    var splitter = LineSplitter(limit: 4)
    let lines = splitter.take(Array("123456789\nok\n".utf8))
    XCTAssertEqual(
      lines,
      [
        InputLine(number: 1, content: .tooLong(limit: 4)),
        InputLine(number: 2, content: .text("ok")),
      ])
    XCTAssertNil(splitter.finish())
  }
}

/// What the loop wrote, collected across tasks.
private final class Output: @unchecked Sendable {
  private var collected = ""
  private let lock = NSLock()

  func append(_ text: String) { lock.withLock { collected += text } }
  var text: String { lock.withLock { collected } }
}

extension JSONValue {
  /// How many rows an update carries.
  fileprivate var rowCount: Int? {
    guard case .array(let rows)? = self["rows"] else { return nil }
    return rows.count
  }

  /// The `text` of the window's first row, when the update gives its object.
  fileprivate var firstText: String? {
    guard case .array(let rows)? = self["rows"] else { return nil }
    // Protocol 1 lists every row; protocol 2 gives each with its index in the window.
    let first =
      self["protocol"] == .int(1)
      ? rows.first : rows.first(where: { $0["index"] == .int(0) })?["row"]
    guard case .string(let text)? = first?["text"] else { return nil }
    return text
  }
}
