import Foundation
import TestSupport
import XCTest

@testable import LoopbackHTTP

/// The server end to end over 127.0.0.1: round trips, keep-alive, streams, stopping.
final class HTTPServerTests: XCTestCase {
  private typealias Fixtures = HTTPServerFixtures

  func testPortZero_BindsAFreePortOnLoopbackOnly() async throws {
    try await Fixtures.withServer { server in
      XCTAssertNotEqual(server.port, 0)
      XCTAssertEqual(server.url, "http://127.0.0.1:\(server.port)/")
      // Linux lists sockets with their addresses, IPv4 and IPv6 apart: 0100007F is 127.0.0.1.
      // The tables are read whole: a read of a page would miss the server on a machine with
      // a hundred sockets.
      guard let ipv4 = KernelFile.read("/proc/net/tcp") else {
        throw XCTSkip("no /proc/net/tcp to read the bound address from")
      }
      let ipv6 = KernelFile.read("/proc/net/tcp6") ?? ""
      let digits: String = String(server.port, radix: 16, uppercase: true)
      let padding: String = String(repeating: "0", count: 4 - digits.count)
      let suffix: String = ":" + padding + digits
      // Each line: the slot, the local address, the remote one, the state (0A: listening).
      var listening: [String] = []
      for line: Substring in (ipv4 + ipv6).split(separator: "\n") {
        let fields: [Substring] = line.split(separator: " ")
        guard fields.count > 3, fields[1].hasSuffix(suffix), fields[3] == "0A" else { continue }
        listening.append(String(fields[1]))
      }
      XCTAssertEqual(listening, ["0100007F" + suffix])
    }
  }

  func testABusyPort_IsAnErrorThatNamesIt() async throws {
    try await Fixtures.withServer { server in
      let configuration = HTTPServerConfiguration(port: server.port)
      XCTAssertThrowsError(try HTTPServer(configuration: configuration) { _ in .text("") }) {
        let error = $0 as? HTTPServerError
        XCTAssertEqual(error, .system(call: "bind", port: server.port, code: EADDRINUSE))
        XCTAssertTrue(
          error?.description.hasPrefix("could not listen on 127.0.0.1:\(server.port) (bind): ")
            ?? false, "\(String(describing: error))")
      }
    }
  }

  func testGetAndPost_RoundTrip() async throws {
    try await Fixtures.withServer { server in
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      let get = try await client.request("GET", "/api/sessions?tab=1")
      XCTAssertEqual(get.status, 200)
      XCTAssertEqual(get.header("content-type"), "text/plain; charset=utf-8")
      XCTAssertEqual(get.text, "GET /api/sessions?tab=1 \n")
      let event = Array("{\"event\":\"filter\",\"text\":\"台積\"}".utf8)
      let post = try await client.request(
        "POST", "/api/sessions/1/events", headers: ["Origin": "http://127.0.0.1:\(server.port)"],
        body: event)
      XCTAssertEqual(
        post.text, "POST /api/sessions/1/events {\"event\":\"filter\",\"text\":\"台積\"}\n")
      XCTAssertEqual(post.header("Content-Length"), "\(post.body.count)")
    }
  }

  func testAnAnswerLargerThanTheSocketTakes_ArrivesWhole_OverManyWrites() async throws {
    // 8 MiB: more than one send takes (a socket's send buffer grows to 4 MiB at most), so
    // the server writes the rest each time poll says the socket has room again.
    let body = (0..<(1 << 23)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 12) }
    try await Fixtures.withServer(handler: { _ in HTTPResponse(body: body) }) { server in
      let client = try LoopbackHTTPClient(port: server.port, timeout: .seconds(60))
      defer { client.close() }
      let response = try await client.request("GET", "/large")
      XCTAssertEqual(response.body.count, body.count)
      XCTAssertTrue(response.body == body, "the bytes arrive in order, none lost")
      let next = try await client.request("GET", "/large")
      XCTAssertEqual(next.body.count, body.count, "and the connection serves the next one")
    }
  }

  func testAConnectionGivenDescriptorZero_IsServed() async throws {
    // A process started with its standard input closed has descriptor 0 free, and the
    // next socket accepted is given it: zero is a descriptor like any other.
    let input = dup(0)
    guard input >= 0 else { throw XCTSkip("no standard input to set aside") }
    defer {
      _ = dup2(input, 0)
      _ = close(input)
    }
    try await Fixtures.withServer { server in
      let client = try LoopbackHTTPClient(port: server.port) { _ = close(0) }
      defer { client.close() }
      let response = try await client.request("GET", "/zero", headers: ["Connection": "close"])
      XCTAssertEqual(response.text, "GET /zero \n")
      client.close()
      try await eventually("the server to close descriptor 0 with the connection") {
        fcntl(0, F_GETFD) < 0
      }
    }
  }

  func testAnIdleServer_TurnsItsLoopNoMore() async throws {
    try await Fixtures.withServer { server in
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      let answered = try await client.request("GET", "/")
      XCTAssertEqual(answered.status, 200)
      // Idle with a kept-alive connection and its answer's wake already taken, nothing is due
      // for the idle timeout's 30 seconds: the loop finishes the turn that wrote the answer,
      // and perhaps one more, then rests in poll. One that spun (a wake never drained, a
      // timeout of zero) would turn thousands of times meanwhile. The pause only gives a
      // spinning loop time to show; a resting one passes however long or short it is.
      let before = server.loopActivity.turns
      try await Task.sleep(for: .milliseconds(300))
      let turns = server.loopActivity.turns - before
      XCTAssertLessThanOrEqual(turns, 2, "turns of the event loop with nothing to do")
      let again = try await client.request("GET", "/again")
      XCTAssertEqual(again.text, "GET /again \n")
    }
  }

  func testKeepAlive_ServesManyRequestsOnOneConnection() async throws {
    try await Fixtures.withServer { server in
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      for number in 1...5 {
        let response = try await client.request("GET", "/\(number)")
        XCTAssertEqual(response.text, "GET /\(number) \n")
        XCTAssertNil(response.header("Connection"))
      }
      XCTAssertEqual(server.openConnections, 1)
      let closed = await client.isClosedByServer(within: .milliseconds(50))
      XCTAssertFalse(closed)
    }
  }

  func testConnectionClose_AndHTTP10_CloseAfterTheResponse() async throws {
    try await Fixtures.withServer { server in
      let client = try LoopbackHTTPClient(port: server.port)
      let response = try await client.request("GET", "/", headers: ["Connection": "close"])
      XCTAssertEqual(response.header("Connection"), "close")
      try await client.waitUntilClosedByServer("the server to close after Connection: close")
      client.close()
      let old = try LoopbackHTTPClient(port: server.port)
      try await old.send("GET /old HTTP/1.0\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
      let oldResponse = try await old.response()
      XCTAssertEqual(oldResponse.text, "GET /old \n")
      XCTAssertEqual(oldResponse.header("Connection"), "close")
      old.close()
    }
  }

  func testPipelinedRequests_AreAnsweredInOrder() async throws {
    try await Fixtures.withServer { server in
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      let host = "Host: localhost:\(server.port)\r\n"
      try await client.send(
        "GET /a HTTP/1.1\r\n\(host)\r\nPOST /b HTTP/1.1\r\n\(host)Content-Length: 2\r\n\r\nhiGET /c HTTP/1.1\r\n\(host)\r\n"
      )
      var texts: [String] = []
      for _ in 0..<3 { texts.append(try await client.response().text) }
      XCTAssertEqual(texts, ["GET /a \n", "POST /b hi\n", "GET /c \n"])
    }
  }

  func testHead_SendsTheLengthButNoBody() async throws {
    try await Fixtures.withServer { server in
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      try await client.send("HEAD", "/x")
      let head = try await client.responseHead()
      XCTAssertEqual(head.header("Content-Length"), "\("HEAD /x \n".utf8.count)")
      // Had a body followed, it would be read as this response's status line.
      let next = try await client.request("GET", "/y")
      XCTAssertEqual(next.text, "GET /y \n")
    }
  }

  func testHandlerRefusals_429And503_ReachTheClient() async throws {
    try await Fixtures.withServer(handler: { request in
      request.path == "/sessions"
        ? .text("too many sessions; close a tab", status: .tooManyRequests)
        : .text("busy", status: .serviceUnavailable)
    }) { server in
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      let many = try await client.request("POST", "/sessions")
      XCTAssertEqual(many.status, 429)
      XCTAssertEqual(many.reason, "Too Many Requests")
      XCTAssertEqual(many.text, "too many sessions; close a tab\n")
      let busy = try await client.request("GET", "/")
      XCTAssertEqual(busy.status, 503, "the connection stays")
    }
  }

  @MainActor
  func testAHandlerOnTheMainActor_IsAnsweredWhileTheTestWaitsOnIt() async throws {
    try await Fixtures.withServer(handler: { request in
      await MainActor.run { .text("main thread: \(Thread.isMainThread)") }
    }) { server in
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      let response = try await client.request("GET", "/")
      XCTAssertEqual(response.text, "main thread: true\n")
    }
  }

  func testEventStream_WritesEventsAsTheyComeAndEndsWhenTheClientGoes() async throws {
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
    let ended = HTTPTestFlag()
    continuation.onTermination = { _ in ended.raise() }
    try await Fixtures.withServer(handler: { request in
      request.path == "/events" ? .eventStream(stream) : Fixtures.echo(request)
    }) { server in
      let client = try LoopbackHTTPClient(port: server.port)
      try await client.send("GET", "/events")
      let head = try await client.responseHead()
      XCTAssertEqual(head.status, 200)
      XCTAssertEqual(head.header("Content-Type"), "text/event-stream")
      XCTAssertEqual(head.header("Cache-Control"), "no-cache")
      XCTAssertNil(head.header("Content-Length"))
      for number in 1...3 {
        continuation.yield(ServerSentEvent(data: "{\"seq\":\(number)}\nline 2").bytes)
        let event = try await client.event()
        XCTAssertEqual(event, "{\"seq\":\(number)}\nline 2")
      }
      continuation.yield(ServerSentEvent.heartbeat)
      continuation.yield(ServerSentEvent(data: "after a heartbeat").bytes)
      let afterHeartbeat = try await client.event()
      XCTAssertEqual(afterHeartbeat, "after a heartbeat")
      XCTAssertFalse(ended.isRaised)
      client.close()
      try await eventually("the stream to learn that the client went away") { ended.isRaised }
      try await Fixtures.assertServes(server)
    }
  }

  func testEventStream_ThatFinishes_ClosesTheConnection() async throws {
    try await Fixtures.withServer(handler: { _ in
      .eventStream(
        AsyncStream { continuation in
          continuation.yield(ServerSentEvent(data: "only").bytes)
          continuation.finish()
        })
    }) { server in
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      try await client.send("GET", "/events")
      _ = try await client.responseHead()
      let only = try await client.event()
      XCTAssertEqual(only, "only")
      let end = try await client.event()
      XCTAssertNil(end)
    }
  }

  func testHeadOfAStream_IsTheHeadAlone() async throws {
    try await Fixtures.withServer(handler: { _ in
      .eventStream(AsyncStream { $0.yield(ServerSentEvent(data: "never sent").bytes) })
    }) { server in
      let client = try LoopbackHTTPClient(port: server.port)
      defer { client.close() }
      try await client.send("HEAD", "/events")
      let head = try await client.responseHead()
      XCTAssertEqual(head.header("Content-Type"), "text/event-stream")
      let end = try await client.event()
      XCTAssertNil(end, "no event follows the head")
    }
  }

  func testStop_EndsStreamsAndWaitingHandlersAndClosesConnections() async throws {
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
    let ended = HTTPTestFlag()
    continuation.onTermination = { _ in ended.raise() }
    let server = try HTTPServer { request in
      if request.path == "/events" { return .eventStream(stream) }
      try? await Task.sleep(for: .seconds(60))
      return .text("late")
    }
    let streaming = try LoopbackHTTPClient(port: server.port)
    try await streaming.send("GET", "/events")
    _ = try await streaming.responseHead()
    let waiting = try LoopbackHTTPClient(port: server.port)
    try await waiting.send("GET", "/slow")
    let idle = try LoopbackHTTPClient(port: server.port)
    try await Fixtures.stop(server)
    XCTAssertTrue(ended.isRaised, "stop() returned, with the stream ended")
    for (client, name) in [
      (streaming, "the stream's"), (waiting, "the waiting"), (idle, "the idle"),
    ] {
      try await client.waitUntilClosedByServer("\(name) connection to close on stop()")
      client.close()
    }
    XCTAssertThrowsError(try LoopbackHTTPClient(port: server.port), "nothing listens any more")
    try await Fixtures.stop(server)
  }

  func testManyServers_StartAndStop() async throws {
    for _ in 0..<20 {
      try await Fixtures.withServer { server in
        let client = try LoopbackHTTPClient(port: server.port)
        let response = try await client.request("GET", "/")
        XCTAssertEqual(response.status, 200)
        client.close()
      }
    }
  }
}
