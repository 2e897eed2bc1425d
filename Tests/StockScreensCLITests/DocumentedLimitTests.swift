import LoopbackHTTP
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

@testable import LoopbackHTTP
@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// Each limit the program documents, at its default, on both sides: the largest input it
/// accepts and the smallest it refuses, with the error that names the limit.
final class DocumentedLimitTests: XCTestCase {
  private func parse(_ text: String) -> HTTPParseResult {
    HTTPRequestParser(limits: HTTPParserLimits()).parse(Array(text.utf8))
  }

  /// A GET whose head, the blank line included, is `bytes` long.
  private func head(ofBytes bytes: Int) -> String {
    let frame = "GET / HTTP/1.1\r\nHost: a\r\nX: \r\n\r\n"
    return frame.replacingOccurrences(
      of: "X: ", with: "X: " + String(repeating: "x", count: bytes - frame.utf8.count))
  }

  func testHeadOfTheDefault16KiB_IsARequestAndOneByteMoreIs431() {
    XCTAssertEqual(HTTPParserLimits().maxHeadBytes, 16_384)
    let exact = head(ofBytes: 16_384)
    XCTAssertEqual(exact.utf8.count, 16_384)
    guard case .request(_, let consumed) = parse(exact) else {
      return XCTFail("a head of exactly the limit: \(parse(exact))")
    }
    XCTAssertEqual(consumed, 16_384)
    XCTAssertEqual(parse(head(ofBytes: 16_385)), .failure(.headTooLarge(limit: 16_384)))
  }

  private func request(fields: Int) -> String {
    let extra = (1..<fields).map { "F\($0): v\r\n" }.joined()
    return "GET / HTTP/1.1\r\nHost: a\r\n" + extra + "\r\n"
  }

  func testTheDefaultHundredFields_AreARequestAndOneMoreIs431() {
    guard case .request(let accepted, _) = parse(request(fields: 100)) else {
      return XCTFail("100 fields: \(parse(request(fields: 100)))")
    }
    XCTAssertEqual(accepted.headers.fields.count, 100)
    XCTAssertEqual(parse(request(fields: 101)), .failure(.tooManyFields(limit: 100)))
  }

  func testBodyOfTheDefaultMebibyte_IsAwaitedAndOneByteMoreIs413() {
    let head = "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: "
    XCTAssertEqual(parse(head + "1048576\r\n\r\n"), .incomplete(missingBodyBytes: 1_048_576))
    XCTAssertEqual(
      parse(head + "1048577\r\n\r\n"),
      .failure(.bodyTooLarge(contentLength: "1048577", limit: 1_048_576)))
    let body = String(repeating: "b", count: 1_048_576)
    guard case .request(let request, _) = parse(head + "1048576\r\n\r\n" + body) else {
      return XCTFail("a body of exactly the limit")
    }
    XCTAssertEqual(request.body.count, 1_048_576)
  }

  func testDriveInputLineOfTheLimit_IsReadAndOneByteMoreIsReportedTooLong() {
    XCTAssertEqual(InputLines.maxLineBytes, 1 << 20)
    var splitter = LineSplitter(limit: InputLines.maxLineBytes)
    let exact = String(repeating: "a", count: InputLines.maxLineBytes)
    let lines = splitter.take(Array((exact + "\n" + exact + "b\n").utf8))
    XCTAssertEqual(lines.count, 2)
    XCTAssertEqual(lines.first, InputLine(number: 1, content: .text(exact)))
    XCTAssertEqual(lines.last, InputLine(number: 2, content: .tooLong(limit: 1 << 20)))
  }

  func testScenarioLineOfTheLimit_IsParsedAndOneByteMoreNamesTheLine() throws {
    XCTAssertEqual(ScenarioParser.maxLineBytes, 4096)
    let start = "load listed # "
    let exact = start + String(repeating: "n", count: 4096 - start.utf8.count)
    let steps = try ScenarioParser.parse("load otc\n" + exact + "\n", file: "t").steps
    XCTAssertEqual(steps.map(\.line), [1, 2])
    XCTAssertThrowsError(try ScenarioParser.parse("load otc\n" + exact + "n\n", file: "t")) {
      XCTAssertEqual(
        $0 as? ScenarioError,
        ScenarioError(file: "t", line: 2, message: "line is longer than 4096 bytes"))
    }
  }

  /// `play` reads a scenario file of at most 1 MiB: one of exactly that size plays, one byte
  /// more is refused naming the limit, and a sparse file of 2 GB is refused before any of it
  /// is read (it was read whole into memory).
  func testScenarioFileOfTheLimit_PlaysAndOneByteMoreIsRefusedUnread() throws {
    XCTAssertEqual(PlayCommand.maxScenarioBytes, 1 << 20)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenario-limit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = "open directory\n"
    let filler = "#" + String(repeating: "x", count: 98) + "\n"
    var text = command
    while text.utf8.count + filler.utf8.count <= 1 << 20 { text += filler }
    text += "#" + String(repeating: "y", count: (1 << 20) - text.utf8.count - 2) + "\n"
    XCTAssertEqual(text.utf8.count, 1 << 20)
    let exact = folder.appendingPathComponent("exact.scenario")
    try Data(text.utf8).write(to: exact)
    let played = try stockScreens(["play", exact.path])
    XCTAssertEqual(played.status, 0, played.stderr)
    XCTAssertTrue(played.stdout.hasPrefix("--- 1. open directory ---\n"), played.stdout)

    let past = folder.appendingPathComponent("past.scenario")
    try Data((text + "\n").utf8).write(to: past)
    let refused = try stockScreens(["play", past.path])
    XCTAssertEqual(refused.status, 2)
    XCTAssertTrue(
      refused.stderr.contains(
        "\(past.path): the scenario file is 1,048,577 bytes, more than the limit of 1,048,576"),
      refused.stderr)

    let huge = folder.appendingPathComponent("huge.scenario")
    XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: 2 << 30)
    try handle.close()
    let hugeRun = try stockScreens(["play", huge.path])
    XCTAssertEqual(hugeRun.status, 2)
    XCTAssertTrue(
      hugeRun.stderr.contains("is 2,147,483,648 bytes, more than the limit"), hugeRun.stderr)
  }

  /// A FIFO given as the scenario is named for what it is, and never waited on for a writer.
  func testScenarioFIFO_IsNotARegularFile() throws {
    let fifo = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenario-\(UUID().uuidString).fifo")
    guard mkfifo(fifo.path, 0o600) == 0 else { throw XCTSkip("mkfifo failed") }
    defer { try? FileManager.default.removeItem(at: fifo) }
    let run = try stockScreens(["play", fifo.path])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(
      run.stderr.contains(
        "\(fifo.path): the scenario file is a FIFO (named pipe), not a regular file"),
      run.stderr)
  }

  /// A NUL byte in a scenario is named with its line and column; it was read as a word
  /// break, and the rest of the line as a command (`unknown screen "directory"`).
  func testScenarioNULByte_IsNamedWithItsLineAndColumn() throws {
    XCTAssertThrowsError(
      try ScenarioParser.parse("open directory\nopen\u{0}directory\n", file: "t")
    ) {
      XCTAssertEqual(
        $0 as? ScenarioError,
        ScenarioError(
          file: "t", line: 2,
          message: "a NUL byte at column 5; a scenario is text, one command a line"))
    }
  }

  private func stockScreens(_ arguments: [String]) throws -> ProgramRun {
    do {
      return try ProgramRun.builtProduct("stock-screens", arguments: arguments)
    } catch let error as ProgramRunError {
      throw XCTSkip("\(error)")
    }
  }

  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      MarketData(market: market, companies: [], origin: .memory(name: "none"))
    }
  }

  /// The id of a new session, read from its answer's body.
  @MainActor
  private func open(_ frontEnd: WebFrontEnd) async throws -> String {
    let response = await frontEnd.respond(to: HTTPRequest(method: "POST", target: "/api/sessions"))
    XCTAssertEqual(response.status.code, 201)
    guard case .bytes(let body) = response.body,
      case .string(let id)? = try JSONValue(parsing: String(decoding: body, as: UTF8.self))[
        "session"]
    else { throw XCTSkip("no session id in the answer") }
    return id
  }

  @MainActor
  private func status(_ frontEnd: WebFrontEnd, _ id: String) async -> Int {
    await frontEnd.respond(to: HTTPRequest(method: "GET", target: "/api/sessions/\(id)"))
      .status.code
  }

  @MainActor
  func testTheDefault32Sessions_LiveTogetherAndThe33rdEndsTheOldest() async throws {
    // Opened as fast as the test can, past the openings a second a client is allowed.
    let frontEnd = WebFrontEnd(
      screens: AppSession.screens(source: Instant()),
      limits: WebFrontEndLimits(openingsPerSecond: 100))
    var ids: [String] = []
    for _ in 0..<32 { ids.append(try await open(frontEnd)) }
    XCTAssertEqual(frontEnd.sessionCount, 32)
    let alive = await status(frontEnd, ids[0])
    XCTAssertEqual(alive, 200, "at the limit, every session lives")
    // The first was just used: the second is now the one used longest ago.
    _ = try await open(frontEnd)
    XCTAssertEqual(frontEnd.sessionCount, 32)
    let ended = await status(frontEnd, ids[1])
    XCTAssertEqual(ended, 404)
    let kept = await status(frontEnd, ids[0])
    XCTAssertEqual(kept, 200)
  }
}
