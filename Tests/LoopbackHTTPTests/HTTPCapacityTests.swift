import Foundation
import TestSupport
import XCTest

@testable import LoopbackHTTP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server at its capacity: the idlest connection makes room for a new one (idle
/// keep-alive before streams), so a new request is answered however full it is.
final class HTTPCapacityTests: XCTestCase {
  private typealias Fixtures = HTTPServerFixtures

  /// A server of `capacity` connections that may close any connection for a new one.
  private func evicting(_ capacity: Int) -> HTTPServerConfiguration {
    HTTPServerConfiguration(maxConnections: capacity, idleBeforeEviction: .zero)
  }

  func testCapacity_IsTheLimitUnlessDescriptorsLeaveLess() {
    let reserved = HTTPServer.reserved
    XCTAssertEqual(reserved, 128, "the descriptors the README says are kept back")
    XCTAssertEqual(HTTPServer.capacity(10_000, descriptors: 20_000), 10_000)
    XCTAssertEqual(HTTPServer.capacity(10_000, descriptors: 10_000 + reserved), 10_000)
    XCTAssertEqual(HTTPServer.capacity(10_000, descriptors: 10_000 + reserved - 1), 9_999)
    XCTAssertEqual(HTTPServer.capacity(10_000, descriptors: 1_000), 1_000 - reserved)
    XCTAssertEqual(HTTPServer.capacity(10_000, descriptors: 100), 1, "never below one")
  }

  func testStarting_RaisesTheSoftDescriptorLimitToTheHardOne() async throws {
    try await Fixtures.withServer { server in
      var limit = rlimit()
      #if canImport(Glibc)
        XCTAssertEqual(getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit), 0)
        XCTAssertEqual(limit.rlim_cur, limit.rlim_max)
      #else
        XCTAssertEqual(getrlimit(RLIMIT_NOFILE, &limit), 0)
      #endif
      let expected = HTTPServer.capacity(10_000, descriptors: Int(clamping: limit.rlim_cur))
      XCTAssertEqual(server.connectionCapacity, expected)
    }
  }

  #if canImport(Glibc)
    /// From a soft limit one below the hard one, raising it reaches the hard limit and says
    /// so: the number returned is the limit now in force, not the one found.
    func testRaising_FromBelowTheHardLimit_ReturnsTheLimitInForce() throws {
      let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
      var limit = rlimit()
      XCTAssertEqual(getrlimit(resource, &limit), 0)
      guard limit.rlim_max < rlim_t(Int32.max), limit.rlim_max > 1 else {
        throw XCTSkip("the hard descriptor limit \(limit.rlim_max) is not one to come back to")
      }
      var lowered = limit
      lowered.rlim_cur = limit.rlim_max - 1
      XCTAssertEqual(setrlimit(resource, &lowered), 0)
      defer { _ = setrlimit(resource, &limit) }
      XCTAssertEqual(DescriptorLimit.raise(), Int(limit.rlim_max))
      var now = rlimit()
      XCTAssertEqual(getrlimit(resource, &now), 0)
      XCTAssertEqual(now.rlim_cur, limit.rlim_max)
    }
  #endif

  #if canImport(Glibc)
    /// Out of descriptors with nothing to close, the listener rests and is tried again, the
    /// loop turning twice a rest (once at its end, once to try the listener) and never in
    /// between, and the connection waiting is served once a descriptor is free.
    func testOutOfDescriptors_TheListenerRests_AndServesTheWaitingOneOnceTheyAreBack()
      async throws
    {
      // Nothing is closed to make room: the connection kept below is never quiet enough.
      let configuration = HTTPServerConfiguration(idleBeforeEviction: .seconds(3600))
      try await Fixtures.withServer(configuration) { server in
        // One request answered first, so that an answer's wake has come and gone, as on
        // any server that has served.
        let served = try LoopbackHTTPClient(port: server.port)
        defer { served.close() }
        let answered = try await served.request("GET", "/served")
        XCTAssertEqual(answered.status, 200)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        var limit = rlimit()
        XCTAssertEqual(getrlimit(resource, &limit), 0)
        let lowest = open("/dev/null", O_RDONLY)
        XCTAssertGreaterThanOrEqual(lowest, 0)
        _ = close(lowest)
        // Room for one more descriptor, the client's: the server's accept finds none.
        var lowered = limit
        lowered.rlim_cur = rlim_t(lowest + 1)
        XCTAssertEqual(setrlimit(resource, &lowered), 0)
        var restored = false
        defer { if !restored { _ = setrlimit(resource, &limit) } }
        let client = try LoopbackHTTPClient(port: server.port)
        defer { client.close() }
        try await client.send("GET", "/waiting")
        // The pause gives a spinning loop (a wake never drained, a timeout of zero, a
        // listener tried again at once) time to show; a resting one passes however long or
        // short it is, as the count of its turns follows the count of its rests.
        let before = server.loopActivity
        try await Task.sleep(for: .milliseconds(400))
        let after = server.loopActivity
        XCTAssertEqual(setrlimit(resource, &limit), 0)
        restored = true
        let rests = after.listenerPauses - before.listenerPauses
        XCTAssertLessThanOrEqual(
          after.turns - before.turns, 2 * rests + 2,
          "turns of the event loop out of descriptors, beyond two for each of its \(rests) rests")
        let response = try await client.response()
        XCTAssertEqual(response.text, "GET /waiting \n")
      }
    }
  #endif

  func testAtCapacity_AllAreServed_AndOneMoreClosesTheIdlest() async throws {
    try await Fixtures.withServer(evicting(3)) { server in
      var clients: [LoopbackHTTPClient] = []
      for number in 1...3 {
        let client = try LoopbackHTTPClient(port: server.port)
        let response = try await client.request("GET", "/\(number)")
        XCTAssertEqual(response.status, 200)
        clients.append(client)
      }
      defer { clients.forEach { $0.close() } }
      XCTAssertEqual(server.openConnections, 3, "at the limit every connection stays")
      let fourth = try LoopbackHTTPClient(port: server.port)
      defer { fourth.close() }
      let answered = try await fourth.request("GET", "/4")
      XCTAssertEqual(answered.text, "GET /4 \n", "one past the limit is served too")
      try await clients[0].waitUntilClosedByServer(
        "the connection quiet for longest to close to make room")
      for client in clients.dropFirst() {
        let closed = await client.isClosedByServer(within: .milliseconds(50))
        XCTAssertFalse(closed)
      }
      XCTAssertEqual(server.openConnections, 3)
    }
  }

  func testAtCapacity_AnIdleConnectionGoesBeforeAnOlderStream() async throws {
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
    let ended = HTTPTestFlag()
    continuation.onTermination = { _ in ended.raise() }
    try await Fixtures.withServer(
      evicting(2), handler: { $0.path == "/events" ? .eventStream(stream) : Fixtures.echo($0) }
    ) { server in
      let streaming = try LoopbackHTTPClient(port: server.port)
      defer { streaming.close() }
      try await streaming.send("GET", "/events")
      _ = try await streaming.responseHead()
      let idle = try LoopbackHTTPClient(port: server.port)
      defer { idle.close() }
      _ = try await idle.request("GET", "/")
      let third = try LoopbackHTTPClient(port: server.port)
      defer { third.close() }
      let answered = try await third.request("GET", "/third")
      XCTAssertEqual(answered.status, 200)
      try await idle.waitUntilClosedByServer("the idle connection to close for the third")
      XCTAssertFalse(ended.isRaised, "the stream, though older, stays")
    }
  }

  func testAtCapacity_AStreamWrittenToLately_IsNotTheIdlest() async throws {
    let first = AsyncStream<[UInt8]>.makeStream()
    let second = AsyncStream<[UInt8]>.makeStream()
    let (firstEnded, secondEnded) = (HTTPTestFlag(), HTTPTestFlag())
    first.continuation.onTermination = { _ in firstEnded.raise() }
    second.continuation.onTermination = { _ in secondEnded.raise() }
    try await Fixtures.withServer(
      evicting(2),
      handler: { request in
        switch request.path {
        case "/events/1": .eventStream(first.stream)
        case "/events/2": .eventStream(second.stream)
        default: Fixtures.echo(request)
        }
      }
    ) { server in
      var streams: [LoopbackHTTPClient] = []
      for number in 1...2 {
        let client = try LoopbackHTTPClient(port: server.port)
        try await client.send("GET", "/events/\(number)")
        _ = try await client.responseHead()
        streams.append(client)
      }
      defer { streams.forEach { $0.close() } }
      first.continuation.yield(ServerSentEvent(data: "news").bytes)
      let news = try await streams[0].event()
      XCTAssertEqual(news, "news")
      let third = try LoopbackHTTPClient(port: server.port)
      defer { third.close() }
      let answered = try await third.request("GET", "/third")
      XCTAssertEqual(answered.status, 200)
      try await eventually("the stream with no write since it opened to be closed") {
        secondEnded.isRaised
      }
      XCTAssertFalse(firstEnded.isRaised, "the stream written to last stays")
    }
  }

  func testRefusals_AtTheirLimit_AreAnswered503_AndOnePastIt_AreClosedUnanswered() async throws {
    // One connection served, so one refusal at a time (`refusals` is at most the capacity).
    let configuration = HTTPServerConfiguration(maxConnections: 1, idleBeforeEviction: .seconds(60))
    try await Fixtures.withServer(configuration) { server in
      let served = try LoopbackHTTPClient(port: server.port)
      defer { served.close() }
      _ = try await served.request("GET", "/")
      let refused = try LoopbackHTTPClient(port: server.port)
      let refusal = try await refused.response()
      XCTAssertEqual(refusal.status, 503, "at the limit of refusals, one is answered")
      let dropped = try LoopbackHTTPClient(port: server.port)
      defer { dropped.close() }
      do {
        let response = try await dropped.response()
        XCTFail("one past the limit of refusals was answered: \(response)")
      } catch LoopbackHTTPClient.Failure.closed {}
      refused.close()
      try await eventually("a refusal's place to free when its client goes: a 503 again") {
        let again = try LoopbackHTTPClient(port: server.port)
        defer { again.close() }
        return (try? await again.response())?.status == 503
      }
    }
  }

  func testACapFullOfIdleAndHalfSentConnections_StillAnswersANewRequest() async throws {
    let quiet = Duration.milliseconds(50)
    let configuration = HTTPServerConfiguration(maxConnections: 40, idleBeforeEviction: quiet)
    try await Fixtures.withServer(configuration) { server in
      var holders: [LoopbackHTTPClient] = []
      defer { holders.forEach { $0.close() } }
      for number in 0..<40 {
        let client = try LoopbackHTTPClient(port: server.port)
        if number.isMultiple(of: 2) { try await client.send("GET /half HTTP/1.1\r\nHo") }
        holders.append(client)
      }
      try await eventually("40 open connections") { server.openConnections == 40 }
      // Long enough for the holders to be quiet, which is what lets capacity close one.
      try await Task.sleep(for: quiet)
      for number in 1...5 {
        let page = try LoopbackHTTPClient(port: server.port)
        defer { page.close() }
        let answer = try await page.request("GET", "/page/\(number)")
        XCTAssertEqual(answer.text, "GET /page/\(number) \n")
      }
      XCTAssertLessThanOrEqual(server.openConnections, 40)
    }
  }

  func testHalfSentRequests_BeyondTheirTimeout_Get408AndClose_WhileOthersAreServed() async throws {
    let configuration = HTTPServerConfiguration(requestTimeout: .milliseconds(150))
    try await Fixtures.withServer(configuration) { server in
      var halves: [LoopbackHTTPClient] = []
      defer { halves.forEach { $0.close() } }
      for _ in 0..<20 {
        let client = try LoopbackHTTPClient(port: server.port)
        try await client.send("POST / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n")
        halves.append(client)
      }
      try await Fixtures.assertServes(server)
      for client in halves {
        let refusal = try await client.response()
        XCTAssertEqual(refusal.status, 408)
        XCTAssertEqual(refusal.text, "the request did not arrive whole within 150 milliseconds\n")
        try await client.waitUntilClosedByServer("the connection to close after its 408")
      }
      try await eventually("every connection to close") { server.openConnections == 0 }
    }
  }
}
