import LoopbackHTTP
import StockScreensCLI
import XCTest

final class HTTPRequestParserTests: XCTestCase {
  private let get =
    "GET /api/sessions?tab=2 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\n\r\n"
  private let post =
    "POST /api/sessions/7/events HTTP/1.1\r\nHost: localhost:8080\r\n"
    + "Content-Length: 17\r\n\r\n{\"event\":\"back\"}\n"

  private func parse(_ text: String, limits: HTTPParserLimits = HTTPParserLimits())
    -> HTTPParseResult
  {
    HTTPRequestParser(limits: limits).parse(Array(text.utf8))
  }

  private func error(_ text: String, limits: HTTPParserLimits = HTTPParserLimits())
    -> HTTPRequestError?
  {
    guard case .failure(let error) = parse(text, limits: limits) else { return nil }
    return error
  }

  private func request(_ text: String, file: StaticString = #filePath, line: UInt = #line)
    throws -> HTTPRequest
  {
    guard case .request(let request, let consumed) = parse(text) else {
      XCTFail("\(parse(text))", file: file, line: line)
      throw XCTSkip("no request")
    }
    XCTAssertEqual(consumed, text.utf8.count, file: file, line: line)
    return request
  }

  func testGet_ReadsMethodTargetVersionAndFields() throws {
    let request = try request(get)
    XCTAssertEqual(request.method, "GET")
    XCTAssertEqual(request.target, "/api/sessions?tab=2")
    XCTAssertEqual(request.path, "/api/sessions")
    XCTAssertEqual(request.query, "tab=2")
    XCTAssertEqual(request.version, .http11)
    XCTAssertEqual(request.headers.fields.map(\.name), ["Host", "Accept"])
    XCTAssertEqual(request.headers["host"], "127.0.0.1:8080")
    XCTAssertEqual(request.body, [])
  }

  func testPost_TakesExactlyContentLengthBytes() throws {
    let request = try request(post)
    XCTAssertEqual(String(decoding: request.body, as: UTF8.self), "{\"event\":\"back\"}\n")
    XCTAssertEqual(request.body.count, 17)
  }

  func testFieldValues_AreTrimmedAndKeepInnerSpaceAndUTF8() throws {
    let request = try request(
      "GET / HTTP/1.1\r\nHost:localhost:1\r\nX-Name: \t 台積 電\t \r\nX-Empty:\r\n\r\n")
    XCTAssertEqual(request.headers["x-name"], "台積 電")
    XCTAssertEqual(request.headers["X-EMPTY"], "")
    XCTAssertEqual(request.headers["Host"], "localhost:1")
  }

  func testHTTP10_NeedsNoHost() throws {
    let request = try request("GET / HTTP/1.0\r\n\r\n")
    XCTAssertEqual(request.version, .http10)
    XCTAssertNil(request.headers["Host"])
  }

  func testEmptyLinesBeforeTheRequestLine_AreSkipped() throws {
    XCTAssertEqual(try request("\r\n\r\n" + get).target, "/api/sessions?tab=2")
  }

  func testIncompleteHead_AsksForMoreBytes() {
    for cut in [0, 1, 15, get.utf8.count - 1] {
      XCTAssertEqual(
        HTTPRequestParser().parse(Array(get.utf8.prefix(cut))), .incomplete(missingBodyBytes: nil),
        "cut at \(cut)")
    }
  }

  func testIncompleteBody_SaysHowManyBytesAreMissing() {
    let cut = Array(post.utf8.dropLast(5))
    XCTAssertEqual(HTTPRequestParser().parse(cut), .incomplete(missingBodyBytes: 5))
  }

  func testPipelinedRequests_ParseOneAtATime() throws {
    let bytes = Array((post + get).utf8)
    guard case .request(let first, let consumed) = HTTPRequestParser().parse(bytes) else {
      return XCTFail("no first request")
    }
    XCTAssertEqual(first.method, "POST")
    XCTAssertEqual(consumed, post.utf8.count)
    guard case .request(let second, let rest) = HTTPRequestParser().parse(bytes[consumed...]) else {
      return XCTFail("no second request")
    }
    XCTAssertEqual(second.method, "GET")
    XCTAssertEqual(rest, get.utf8.count)
  }

  func testRequestLineErrors_Are400AndSayWhatWasWrong() {
    let cases: [(String, String)] = [
      ("GET  / HTTP/1.1", "parted by single spaces"),
      ("GET / HTTP/1.1 ", "parted by single spaces"),
      ("GET /", "parted by single spaces"),
      ("G(T / HTTP/1.1", "the method \"G(T\" is not a token"),
      ("GET http://127.0.0.1/ HTTP/1.1", "does not start with /"),
      ("OPTIONS * HTTP/1.1", "does not start with /"),
      ("GET /a#b HTTP/1.1", "the target holds \"#\""),
      ("GET /\u{7F} HTTP/1.1", "the target holds \"\\x7F\""),
      ("GET / HTTP/1.1x", "the version \"HTTP/1.1x\" is not HTTP/1.1 or HTTP/1.0"),
      ("GET / http/1.1", "the version \"http/1.1\""),
    ]
    for (line, words) in cases {
      let error = error(line + "\r\nHost: a\r\n\r\n")
      XCTAssertEqual(error?.status, .badRequest, line)
      XCTAssertTrue(
        error?.description.contains(words) ?? false, "\(line): \(String(describing: error))")
    }
  }

  func testOtherVersions_Are505() {
    XCTAssertEqual(error("GET / HTTP/2.0\r\n\r\n"), .unsupportedVersion("HTTP/2.0"))
    XCTAssertEqual(error("GET / HTTP/1.2\r\n\r\n")?.status, .httpVersionNotSupported)
    XCTAssertEqual(error("GET / HTTP/0.9\r\n")?.status.code, 505, "decided when the line ends")
  }

  func testFieldErrors_Are400AndNameTheLine() {
    XCTAssertEqual(
      error("GET / HTTP/1.1\r\nHost: a\r\nNo colon here\r\n\r\n"),
      .malformedField(line: 3, reason: "no colon after the field name in \"No colon here\""))
    XCTAssertEqual(
      error("GET / HTTP/1.1\r\nHost : a\r\n\r\n"),
      .malformedField(line: 2, reason: "the field name \"Host \" is not a token"))
    XCTAssertEqual(
      error("GET / HTTP/1.1\r\nHost: a\r\nX: 1\r\n  folded\r\n\r\n"),
      .malformedField(line: 4, reason: "a folded line (starting with white space)"))
    XCTAssertEqual(
      error("GET / HTTP/1.1\r\nHost: a\r\nX: a\u{0}b\r\n\r\n"),
      .malformedField(line: 3, reason: "the value of \"X\" holds the control byte \"\\x00\""))
    XCTAssertEqual(error("GET / HTTP/1.1\r\n: a\r\n\r\n")?.status, .badRequest)
  }

  func testBareLineFeedAndCarriageReturn_Are400() {
    XCTAssertEqual(error("GET / HTTP/1.1\nHost: a\r\n\r\n"), .bareLineFeed(line: 1))
    XCTAssertEqual(error("GET / HTTP/1.1\r\nHost: a\n\r\n"), .bareLineFeed(line: 2))
    XCTAssertEqual(error("GET / HTTP/1.1\r\nHost: a\r\n\n"), .bareLineFeed(line: 3))
    XCTAssertEqual(error("GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n"), .bareCarriageReturn(line: 2))
    XCTAssertEqual(error("GET / HTTP/1.1\r\r\n"), .bareCarriageReturn(line: 1))
    XCTAssertEqual(
      HTTPRequestError.bareLineFeed(line: 2).description,
      "line 2 ends with LF alone; lines end with CR LF")
  }

  func testHostRules_Are400() {
    XCTAssertEqual(error("GET / HTTP/1.1\r\nAccept: */*\r\n\r\n"), .missingHost)
    XCTAssertEqual(
      error("GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n"), .repeatedField(name: "Host"))
  }

  func testContentLengthRules_Are400() {
    let head = "POST / HTTP/1.1\r\nHost: a\r\n"
    for value in ["-1", "+5", "1a", "0x10", "1 2", "", "5, 5", "١"] {
      XCTAssertEqual(
        error(head + "Content-Length: \(value)\r\n\r\n"), .invalidContentLength(value: value), value
      )
    }
    XCTAssertEqual(
      error(head + "Content-Length: 1\r\nContent-Length: 1\r\n\r\nx"),
      .repeatedField(name: "Content-Length"))
  }

  func testTransferEncoding_ChunkedIs411_OthersAnd_WithContentLengthAre400() {
    let head = "POST / HTTP/1.1\r\nHost: a\r\n"
    XCTAssertEqual(error(head + "Transfer-Encoding: chunked\r\n\r\n"), .chunkedBody)
    XCTAssertEqual(error(head + "Transfer-Encoding: gzip, Chunked\r\n\r\n")?.status.code, 411)
    XCTAssertEqual(
      error(head + "Transfer-Encoding: gzip\r\n\r\n"), .unsupportedTransferEncoding(value: "gzip"))
    XCTAssertEqual(
      error(head + "Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\nabc"),
      .transferEncodingWithContentLength)
  }

  func testHeadLimit_AcceptsTheLimitExactlyAndRefusesOneByteMoreWith431() {
    let limits = HTTPParserLimits(maxHeadBytes: get.utf8.count)
    guard case .request = parse(get, limits: limits) else { return XCTFail("at the limit") }
    let over = HTTPParserLimits(maxHeadBytes: get.utf8.count - 1)
    XCTAssertEqual(error(get, limits: over), .headTooLarge(limit: get.utf8.count - 1))
    // A head that never ends is refused once the limit is reached, not when it ends.
    let endless = "GET /" + String(repeating: "a", count: 100)
    XCTAssertEqual(error(endless, limits: HTTPParserLimits(maxHeadBytes: 64))?.status.code, 431)
    XCTAssertEqual(
      parse(String(endless.prefix(63)), limits: HTTPParserLimits(maxHeadBytes: 64)),
      .incomplete(missingBodyBytes: nil))
  }

  func testFieldCountLimit_Is431() {
    let limits = HTTPParserLimits(maxFieldCount: 2)
    guard case .request = parse(get, limits: limits) else { return XCTFail("two fields") }
    XCTAssertEqual(
      error("GET / HTTP/1.1\r\nHost: a\r\nA: 1\r\nB: 2\r\n\r\n", limits: limits),
      .tooManyFields(limit: 2))
  }

  func testBodyLimit_Is413BeforeTheBodyArrives() {
    let limits = HTTPParserLimits(maxBodyBytes: 17)
    guard case .request = parse(post, limits: limits) else { return XCTFail("at the limit") }
    let head = "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 18\r\n\r\n"
    XCTAssertEqual(error(head, limits: limits), .bodyTooLarge(contentLength: "18", limit: 17))
    let huge = String(repeating: "9", count: 40)
    XCTAssertEqual(
      error("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: \(huge)\r\n\r\n")?.status.code, 413)
    XCTAssertEqual(
      error(
        "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 0000000000000000000000017\r\n\r\n",
        limits: limits),
      nil, "leading zeros are a number like any other")
  }

  func testErrorDescriptions_QuoteWhatWasSentSafely() {
    let error = error("GET / HTTP/1.1\r\nHost: a\r\n\u{1B}[31m\r\n\r\n")
    XCTAssertEqual(
      error?.description,
      "malformed header field on line 3: no colon after the field name in \"\\x1B[31m\"")
    let long = String(repeating: "x", count: 100)
    XCTAssertEqual(
      self.error("GET / HTTP/1.1\r\nHost: a\r\n\(long)\r\n\r\n")?.description,
      "malformed header field on line 3: no colon after the field name in \""
        + String(repeating: "x", count: 40) + "…\"")
  }
}
