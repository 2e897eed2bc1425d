import LoopbackHTTP
import XCTest

final class HTTPMessageTests: XCTestCase {
  func testStatus_TakesTheStandardReasonUnlessGivenOne() {
    XCTAssertEqual(
      HTTPStatus.requestHeaderFieldsTooLarge.description, "431 Request Header Fields Too Large")
    XCTAssertEqual(HTTPStatus(code: 429).reason, "Too Many Requests")
    XCTAssertEqual(HTTPStatus(code: 299).description, "299 Unknown")
    XCTAssertEqual(HTTPStatus(code: 200, reason: "Fine").description, "200 Fine")
  }

  func testStatus_ReasonsAreRFC9110s_ForEveryCodeThisServerKnows() {
    // The reason phrases of RFC 9110, section 15, for the codes the table holds; a code
    // between two of them is no one's.
    let rfc9110 = [
      100: "Continue", 200: "OK", 201: "Created", 204: "No Content", 301: "Moved Permanently",
      302: "Found", 304: "Not Modified", 400: "Bad Request", 403: "Forbidden",
      404: "Not Found", 405: "Method Not Allowed", 408: "Request Timeout", 409: "Conflict",
      410: "Gone", 411: "Length Required", 413: "Content Too Large",
      415: "Unsupported Media Type", 421: "Misdirected Request", 422: "Unprocessable Content",
      429: "Too Many Requests", 431: "Request Header Fields Too Large",
      500: "Internal Server Error", 501: "Not Implemented", 503: "Service Unavailable",
      505: "HTTP Version Not Supported",
    ]
    for code in 100...599 {
      XCTAssertEqual(HTTPStatus(code: code).reason, rfc9110[code] ?? "Unknown", "\(code)")
    }
    let named: [(HTTPStatus, Int)] = [
      (.ok, 200), (.created, 201), (.noContent, 204), (.badRequest, 400), (.forbidden, 403),
      (.notFound, 404), (.methodNotAllowed, 405), (.requestTimeout, 408),
      (.lengthRequired, 411), (.contentTooLarge, 413), (.misdirectedRequest, 421),
      (.tooManyRequests, 429), (.requestHeaderFieldsTooLarge, 431),
      (.internalServerError, 500), (.serviceUnavailable, 503), (.httpVersionNotSupported, 505),
    ]
    for (status, code) in named {
      XCTAssertEqual(status, HTTPStatus(code: code), "the name of \(code)")
    }
  }

  func testDefaults_AreTheOnesTheirDocumentationGives() {
    let server = HTTPServerConfiguration()
    XCTAssertEqual(server.port, 0, "a free port")
    XCTAssertEqual(server.maxConnections, 10_000)
    XCTAssertEqual(server.requestTimeout, .seconds(5))
    XCTAssertEqual(server.idleTimeout, .seconds(30))
    XCTAssertEqual(server.writeTimeout, .seconds(10))
    XCTAssertEqual(server.maxPendingOutput, 4 * 1024 * 1024)
    XCTAssertEqual(server.idleBeforeEviction, .seconds(1))
    XCTAssertEqual(server.limits, HTTPParserLimits())
    let parser = HTTPParserLimits()
    XCTAssertEqual(parser.maxHeadBytes, 16 * 1024, "a 16 KiB head")
    XCTAssertEqual(parser.maxFieldCount, 100)
    XCTAssertEqual(parser.maxBodyBytes, 1024 * 1024, "a 1 MiB body")
  }

  func testHeaders_LookUpNamesInAnyCaseInOrder() {
    var headers: HTTPHeaders = ["Accept": "text/html", "X-Tab": "1", "x-tab": "2"]
    XCTAssertEqual(headers["ACCEPT"], "text/html")
    XCTAssertEqual(headers["X-TAB"], "1")
    XCTAssertEqual(headers.values(named: "x-Tab"), ["1", "2"])
    XCTAssertNil(headers["Accept-Language"])
    headers.set("X-TAB", "3")
    XCTAssertEqual(headers.map(\.name), ["Accept", "X-TAB"])
    headers.remove(named: "accept")
    XCTAssertEqual(headers.fields, [HTTPField(name: "X-TAB", value: "3")])
    headers.add("X-Tab", "4")
    XCTAssertEqual(headers.count, 2)
  }

  func testHeaderNames_FoldOnlyASCIILetters() {
    let headers: HTTPHeaders = ["K\u{212A}": "kelvin"]
    XCTAssertNil(headers["kk"], "the Kelvin sign is not a K")
    XCTAssertEqual(headers["K\u{212A}"], "kelvin")
  }

  func testContainsToken_ReadsCommaListsInAnyCase() {
    let headers: HTTPHeaders = ["Connection": "keep-alive, Upgrade", "connection": " CLOSE "]
    XCTAssertTrue(headers.containsToken("close", inFieldNamed: "Connection"))
    XCTAssertTrue(headers.containsToken("upgrade", inFieldNamed: "connection"))
    XCTAssertFalse(headers.containsToken("keep", inFieldNamed: "Connection"))
  }

  func testPathAndQuery_SplitAtTheFirstQuestionMark() {
    let request = HTTPRequest(method: "GET", target: "/a/b?x=1?y")
    XCTAssertEqual(request.path, "/a/b")
    XCTAssertEqual(request.query, "x=1?y")
    XCTAssertNil(HTTPRequest(method: "GET", target: "/").query)
    XCTAssertEqual(HTTPRequest(method: "GET", target: "/?").query, "")
  }

  func testKeepsAlive_FollowsTheVersionAndConnectionField() {
    XCTAssertTrue(HTTPRequest(method: "GET", target: "/").keepsAlive)
    XCTAssertFalse(
      HTTPRequest(method: "GET", target: "/", headers: ["Connection": "close"]).keepsAlive)
    XCTAssertFalse(HTTPRequest(method: "GET", target: "/", version: .http10).keepsAlive)
    XCTAssertTrue(
      HTTPRequest(
        method: "GET", target: "/", version: .http10, headers: ["Connection": "Keep-Alive"]
      )
      .keepsAlive)
  }
}
