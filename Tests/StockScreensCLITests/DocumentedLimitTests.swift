import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

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
    let frontEnd = WebFrontEnd(limits: WebFrontEndLimits(openingsPerSecond: 100)) { version in
      AppSession.start(source: Instant(), protocol: version)
    }
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
