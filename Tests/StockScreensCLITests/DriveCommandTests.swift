import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

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
  private static func drive(_ lines: [String]) async throws -> [JSONValue] {
    let (stream, continuation) = AsyncStream.makeStream(of: InputLine.self)
    for (offset, line) in lines.enumerated() {
      continuation.yield(InputLine(number: offset + 1, content: .text(line)))
    }
    continuation.finish()
    let output = Output()
    await DriveLoop.run(source: Instant(), lines: stream, write: output.append)
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
        "unknown event \"fly\"; events: open, load, retry, filter, select, back, refresh, more",
        "more works on the feed; the screen here is the directory",
      ])
    XCTAssertTrue(errors.allSatisfy { $0["protocol"] == .int(1) })
    let updates = written.filter { $0["seq"] != nil }
    XCTAssertEqual(updates.map { $0["seq"] }, [.int(0), .int(1), .int(2)])
    XCTAssertEqual(updates.last?["rows"]?.firstText, "符合「聯」 0 筆 / 共 0 筆")
  }

  func testEndOfInput_WaitsForTheAnswersAndWritesThem() async throws {
    let written = try await Self.drive([
      #"{"event":"load","market":"listed","id":"a"}"#, #"{"event":"load","market":"otc"}"#,
    ])
    let updates = written.filter { $0["seq"] != nil }
    XCTAssertEqual(updates.map { $0["seq"] }, (0..<updates.count).map { .int(Int64($0)) })
    XCTAssertEqual(updates.count, 5, "the first screen, two loads, two answers")
    XCTAssertEqual(updates[1]["cause"], "a", "the event's id comes back on its update")
    let texts = updates.compactMap { $0["rows"]?.firstText }
    XCTAssertTrue(
      texts.contains { $0.hasPrefix("已取得") && $0.hasSuffix("資料 - 數量 60 筆") }, "\(texts)")
  }

  func testTheBuiltProgram_ReadsStandardInputAndExitsZero() throws {
    let input = """
      {"event":"load","market":"otc"}
      {"event":"open","screen":"feed","pageSize":5}
      oops
      {"event":"more"}

      """
    let run: ProgramRun
    do {
      run = try ProgramRun.builtProduct(
        "stock-screens", arguments: ["drive"], input: Data(input.utf8))
    } catch let error as ProgramRunError {
      throw XCTSkip("\(error)")
    }
    XCTAssertEqual(run.status, 0, run.stderr)
    let lines = try run.stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    XCTAssertEqual(lines.filter { $0["error"] != nil }.map { $0["line"] }, [.int(3)])
    let last = try XCTUnwrap(lines.last { $0["screen"] == "feed" })
    guard case .array(let rows)? = last["rows"] else { return XCTFail("rows") }
    XCTAssertEqual(rows.count, 12, "the header, two pages of five, the footer")
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
  /// The `text` of the first row of a `rows` array.
  fileprivate var firstText: String? {
    guard case .array(let rows) = self, case .string(let text)? = rows.first?["text"] else {
      return nil
    }
    return text
  }
}
