import LoopbackHTTP
import StockScreensCLI
import XCTest

final class HTTPLoopbackPolicyTests: XCTestCase {
  private let policy = HTTPLoopbackPolicy(port: 8080)

  private func violation(_ headers: HTTPHeaders, method: String = "GET")
    -> HTTPLoopbackPolicy.Violation?
  {
    policy.violation(by: HTTPRequest(method: method, target: "/", headers: headers))
  }

  func testLoopbackHosts_WithThePort_AreAccepted() {
    for host in ["127.0.0.1:8080", "localhost:8080", "LocalHost:8080"] {
      XCTAssertNil(violation(["Host": host]), host)
    }
  }

  func testOtherHosts_AreRefusedWith421() {
    for host in [
      "evil.test:8080", "evil.test", "127.0.0.1", "localhost", "127.0.0.1:8081", "[::1]:8080",
      "localhost.:8080", "127.0.0.1:8080.evil.test", "0.0.0.0:8080", "",
    ] {
      let violation = violation(["Host": host])
      XCTAssertEqual(violation, .foreignHost(host, port: 8080), host)
      XCTAssertEqual(violation?.status.code, 421, host)
    }
    XCTAssertEqual(violation([:]), .foreignHost(nil, port: 8080))
  }

  func testPort80_AlsoAcceptsHostsWithoutAPort() {
    let policy = HTTPLoopbackPolicy(port: 80)
    for host in ["127.0.0.1", "localhost", "localhost:80"] {
      XCTAssertNil(
        policy.violation(by: HTTPRequest(method: "GET", target: "/", headers: ["Host": host])))
    }
  }

  func testOwnOrigins_AndNoOrigin_AreAccepted() {
    XCTAssertNil(violation(["Host": "localhost:8080"], method: "POST"))
    XCTAssertNil(
      violation(["Host": "localhost:8080", "Origin": "http://localhost:8080"], method: "POST"))
    XCTAssertNil(
      violation(["Host": "localhost:8080", "Origin": "http://127.0.0.1:8080"], method: "POST"))
  }

  func testForeignOrigins_AreRefusedWith403_WhateverTheMethod() {
    for origin in [
      "http://evil.test", "null", "https://127.0.0.1:8080", "http://127.0.0.1:8081",
      "http://localhost:8080/", "http://127.0.0.1:8080.evil.test",
    ] {
      for method in ["POST", "GET", "DELETE"] {
        let violation = violation(["Host": "127.0.0.1:8080", "Origin": origin], method: method)
        XCTAssertEqual(violation, .foreignOrigin(origin, port: 8080), "\(method) from \(origin)")
        XCTAssertEqual(violation?.status, .forbidden)
      }
    }
  }

  func testDescriptions_SayWhatIsAccepted() {
    XCTAssertEqual(
      HTTPLoopbackPolicy.Violation.foreignHost("evil.test:8080", port: 8080).description,
      "the Host \"evil.test:8080\" is not this server; use http://127.0.0.1:8080/ or "
        + "http://localhost:8080/")
    XCTAssertEqual(
      HTTPLoopbackPolicy.Violation.foreignOrigin("http://evil.test", port: 8080).description,
      "requests from pages of \"http://evil.test\" are refused; only pages of "
        + "http://127.0.0.1:8080 and http://localhost:8080 may call this server")
  }
}
