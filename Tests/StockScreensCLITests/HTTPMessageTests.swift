import LoopbackHTTP
import StockScreensCLI
import XCTest

final class HTTPMessageTests: XCTestCase {
  func testStatus_TakesTheStandardReasonUnlessGivenOne() {
    XCTAssertEqual(
      HTTPStatus.requestHeaderFieldsTooLarge.description, "431 Request Header Fields Too Large")
    XCTAssertEqual(HTTPStatus(code: 429).reason, "Too Many Requests")
    XCTAssertEqual(HTTPStatus(code: 299).description, "299 Unknown")
    XCTAssertEqual(HTTPStatus(code: 200, reason: "Fine").description, "200 Fine")
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
