import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// What a connection refuses, end to end: each refusal has its status and a plain-text
/// reason, the connection closes, and the server goes on answering good requests.
final class HTTPConnectionTests: XCTestCase {
  private typealias Fixtures = HTTPServerFixtures

  /// Sends `bytes` on a new connection and checks the refusal and that the server closes.
  private func assertRefused(
    _ bytes: String, by server: HTTPServer, status: Int, saying words: String,
    file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    let client = try LoopbackHTTPClient(port: server.port)
    defer { client.close() }
    try await client.send(bytes)
    let response = try await client.response()
    XCTAssertEqual(response.status, status, "\(response)", file: file, line: line)
    XCTAssertEqual(
      response.header("Content-Type"), "text/plain; charset=utf-8", file: file, line: line)
    XCTAssertEqual(response.header("Connection"), "close", file: file, line: line)
    XCTAssertTrue(response.text.contains(words), "\(response)", file: file, line: line)
    try await client.waitUntilClosedByServer(
      "the connection to close after a refusal", line: Int(line))
    try await Fixtures.assertServes(server, file: file, line: line)
  }

  func testAfterAClosingAnswer_WhatTheClientStillSends_IsDrainedUpTo1MiB_AndResetOnePast()
    async throws
  {
    try await Fixtures.withServer { server in
      for (extra, resets) in [((1 << 20) - 1, false), ((1 << 20) + (1 << 18), true)] {
        let client = try LoopbackHTTPClient(port: server.port)
        defer { client.close() }
        let answer = try await client.request("GET", "/", headers: ["Connection": "close"])
        XCTAssertEqual(answer.status, 200)
        let sent = (try? await client.send([UInt8](repeating: 0x61, count: extra))) != nil
        // Well inside the linger second: a reset then is the drain's limit, not its end.
        var reset = !sent
        if sent { reset = await client.isResetByServer(within: .milliseconds(300)) }
        XCTAssertEqual(reset, resets, "\(extra) bytes sent after the answer")
      }
      try await Fixtures.assertServes(server)
    }
  }

  func testForeignHost_Is421() async throws {
    try await Fixtures.withServer { server in
      try await assertRefused(
        "GET / HTTP/1.1\r\nHost: rebound.example:\(server.port)\r\n\r\n", by: server, status: 421,
        saying: "the Host \"rebound.example:\(server.port)\" is not this server")
      try await assertRefused(
        "GET / HTTP/1.1\r\nHost: [::1]:\(server.port)\r\n\r\n", by: server, status: 421,
        saying: "is not this server")
    }
  }

  func testCrossOriginPost_Is403_AndNeverReachesTheHandler() async throws {
    let reached = HTTPTestFlag()
    try await Fixtures.withServer(handler: { request in
      if request.method == "POST" { reached.raise() }
      return Fixtures.echo(request)
    }) { server in
      try await assertRefused(
        "POST /api/sessions HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
          + "Origin: http://evil.example\r\nContent-Length: 2\r\n\r\n{}",
        by: server, status: 403,
        saying: "requests from pages of \"http://evil.example\" are refused")
      XCTAssertFalse(reached.isRaised)
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      let sameOrigin = try await client.request(
        "POST", "/api/sessions", headers: ["Origin": "http://localhost:\(server.port)"], body: [1])
      XCTAssertEqual(sameOrigin.status, 200)
    }
  }

  func testMalformedRequests_Are400() async throws {
    try await Fixtures.withServer { server in
      try await assertRefused(
        "HELLO\r\n\r\n", by: server, status: 400, saying: "malformed request line: expected METHOD")
      try await assertRefused(
        "GET / HTTP/1.1\nHost: localhost\n\n", by: server, status: 400,
        saying: "line 1 ends with LF alone")
      try await assertRefused(
        "GET / HTTP/1.1\r\nHost: localhost:\(server.port)\r\nContent-Length: ten\r\n\r\n",
        by: server, status: 400, saying: "Content-Length \"ten\" is not a decimal number")
    }
  }

  func testChunkedBody_Is411_AndOtherVersions505() async throws {
    try await Fixtures.withServer { server in
      try await assertRefused(
        "POST / HTTP/1.1\r\nHost: localhost:\(server.port)\r\nTransfer-Encoding: chunked\r\n\r\n"
          + "2\r\n{}\r\n0\r\n\r\n",
        by: server, status: 411, saying: "send the body with a Content-Length")
      try await assertRefused(
        "GET / HTTP/2.0\r\n\r\n", by: server, status: 505, saying: "\"HTTP/2.0\" is not supported")
    }
  }

  func testLargeHead_Is431_AndLargeBody_Is413() async throws {
    let limits = HTTPParserLimits(maxHeadBytes: 1024, maxFieldCount: 8, maxBodyBytes: 64)
    try await Fixtures.withServer(HTTPServerConfiguration(limits: limits)) { server in
      let host = "Host: 127.0.0.1:\(server.port)\r\n"
      let cookie = "Cookie: " + String(repeating: "c", count: 2000) + "\r\n"
      try await assertRefused(
        "GET / HTTP/1.1\r\n\(host)\(cookie)\r\n", by: server, status: 431,
        saying: "larger than the limit of 1024 bytes")
      let fields = (1...9).map { "X-\($0): 1\r\n" }.joined()
      try await assertRefused(
        "GET / HTTP/1.1\r\n\(host)\(fields)\r\n", by: server, status: 431,
        saying: "more than 8 header fields")
      // The body is on its way when the refusal is written; the client still reads it.
      let body = String(repeating: "b", count: 100_000)
      try await assertRefused(
        "POST / HTTP/1.1\r\n\(host)Content-Length: \(body.utf8.count)\r\n\r\n\(body)", by: server,
        status: 413, saying: "the body of \"100000\" bytes is larger than the limit of 64 bytes")
    }
  }

  func testASlowRequest_Is408() async throws {
    let configuration = HTTPServerConfiguration(requestTimeout: .milliseconds(200))
    try await Fixtures.withServer(configuration) { server in
      try await assertRefused(
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n", by: server, status: 408,
        saying: "the request did not arrive whole within 0.2 seconds")
    }
  }

  func testAnIdleConnection_IsClosedWithoutAnAnswer() async throws {
    let configuration = HTTPServerConfiguration(idleTimeout: .milliseconds(100))
    try await Fixtures.withServer(configuration) { server in
      let idle = try LoopbackHTTPClient(port: server.port)
      defer { idle.close() }
      do {
        let response = try await idle.response()
        XCTFail("an idle connection was answered: \(response)")
      } catch LoopbackHTTPClient.Failure.closed {}
      let kept = try LoopbackHTTPClient(port: server.port)
      defer { kept.close() }
      let answered = try await kept.request("GET", "/")
      XCTAssertEqual(answered.status, 200)
      try await kept.waitUntilClosedByServer(
        "a kept-alive connection with no next request to close too")
    }
  }

  func testTheWriteTimeout_RunsOnlyWhileBytesWait_NotOnceAllIsWritten() async throws {
    let configuration = HTTPServerConfiguration(
      idleTimeout: .seconds(10), writeTimeout: .milliseconds(100))
    try await Fixtures.withServer(configuration) { server in
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      let first = try await client.request("GET", "/first")
      XCTAssertEqual(first.status, 200)
      let closed = await client.isClosedByServer(within: .milliseconds(400))
      XCTAssertFalse(closed, "kept alive past the write timeout, nothing left to write")
      let second = try await client.request("GET", "/second")
      XCTAssertEqual(second.text, "GET /second \n")
    }
  }

  func testConnectionsBeyondTheLimit_Get503_UntilOneCloses() async throws {
    try await Fixtures.withServer(HTTPServerConfiguration(maxConnections: 2)) { server in
      let first = try LoopbackHTTPClient(port: server.port)
      let second = try LoopbackHTTPClient(port: server.port)
      defer { second.close() }
      for client in [first, second] {
        let served = try await client.request("GET", "/")
        XCTAssertEqual(served.status, 200)
      }
      let third = try LoopbackHTTPClient(port: server.port)
      defer { third.close() }
      let refusal = try await third.request("GET", "/")
      XCTAssertEqual(refusal.status, 503)
      XCTAssertEqual(
        refusal.text, "the server has 2 open connections, its limit; try again when one closes\n")
      try await third.waitUntilClosedByServer("the refused connection to close")
      first.close()
      try await eventually("a place to free when the first closes") {
        server.openConnections < 2
      }
      try await Fixtures.assertServes(server)
    }
  }

  func testABadRequestAfterAGoodOne_OnOneConnection_IsAnsweredInTurn() async throws {
    try await Fixtures.withServer { server in
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      try await client.send(
        "GET /good HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\nBAD\r\n\r\n")
      let good = try await client.response()
      XCTAssertEqual(good.text, "GET /good \n")
      let bad = try await client.response()
      XCTAssertEqual(bad.status, 400)
      try await client.waitUntilClosedByServer("the connection to close after the 400")
    }
  }
}
