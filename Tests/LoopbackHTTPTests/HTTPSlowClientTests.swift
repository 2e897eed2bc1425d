import Foundation
import TestSupport
import XCTest

@testable import LoopbackHTTP

/// Clients that read slowly or not at all, and many that say nothing: each costs its own
/// buffer, and no one else waits for it.
final class HTTPSlowClientTests: XCTestCase {
  private typealias Fixtures = HTTPServerFixtures

  func testPendingOutput_TakesAChunkUpToTheLimit_AndRefusesOnePast() {
    XCTAssertTrue(HTTPEventLoop.takes(100, behind: 900, limit: 1000), "at the limit")
    XCTAssertFalse(HTTPEventLoop.takes(101, behind: 900, limit: 1000), "one past it")
    XCTAssertTrue(HTTPEventLoop.takes(5000, behind: 0, limit: 1000), "one chunk always goes")
    XCTAssertFalse(HTTPEventLoop.takes(1, behind: 1000, limit: 1000))
  }

  func testAnOutputBuffer_WritesInOrder_AndDropsWrittenChunks_SoALongStreamStaysSmall() {
    var buffer = OutputBuffer()
    var written: [UInt8] = []
    for round in 0..<3 {
      for index in 0..<100 { buffer.append([UInt8(index), UInt8(round)]) }
      while let next = buffer.next {
        // Half a chunk at a time: a write may take part of one.
        written += next.prefix(1)
        buffer.consume(1)
        XCTAssertLessThanOrEqual(
          buffer.chunksHeld - (buffer.count + 1) / 2, 64, "written ones held")
      }
      XCTAssertTrue(buffer.isEmpty)
      XCTAssertEqual(buffer.chunksHeld, 0, "all written: nothing held")
    }
    XCTAssertEqual(written, (0..<3).flatMap { round in (0..<100).flatMap { [$0, round] } })
    XCTAssertNil(buffer.next)
  }

  func testAPausedListener_IsLeftOutOfTheWait_UntilThePauseEnds() {
    let now = ContinuousClock.now
    let (soon, later) = (now + .milliseconds(10), now + .milliseconds(50))
    func wait(_ deadline: ContinuousClock.Instant?, _ paused: ContinuousClock.Instant?) -> String {
      let (until, watches) = HTTPEventLoop.wait(
        until: deadline, listenerPausedUntil: paused, now: now)
      let named = [nil: "none", now: "now", soon: "soon", later: "later"][until] ?? "other"
      return "\(named) \(watches ? "watching" : "paused")"
    }
    XCTAssertEqual(wait(nil, nil), "none watching", "no pause, no deadline: waits for events")
    XCTAssertEqual(wait(soon, nil), "soon watching")
    XCTAssertEqual(wait(nil, later), "later paused", "the pause's end ends the wait")
    XCTAssertEqual(wait(soon, later), "soon paused", "an earlier deadline still ends it")
    XCTAssertEqual(wait(later, soon), "soon paused")
    XCTAssertEqual(wait(later, now), "later watching", "a pause ending now is over")
    XCTAssertEqual(wait(nil, now - .milliseconds(1)), "none watching")
  }

  func testTimeoutsInMessages_AreWrittenInTheirLeastUnit() {
    XCTAssertEqual(Duration.seconds(1).secondsText, "1 second")
    XCTAssertEqual(Duration.seconds(5).secondsText, "5 seconds")
    XCTAssertEqual(Duration.milliseconds(200).secondsText, "0.2 seconds")
    XCTAssertEqual(Duration.milliseconds(1_500).secondsText, "1.5 seconds")
    XCTAssertEqual(Duration.milliseconds(250).secondsText, "250 milliseconds")
    XCTAssertEqual(Duration.milliseconds(2_001).secondsText, "2001 milliseconds")
  }

  func testALingeringConnection_DropsUpTo1MiB_AndClosesAtIt() {
    XCTAssertEqual(HTTPEventLoop.lingerBytes, 1 << 20, "as HTTPServer documents")
    XCTAssertTrue(HTTPEventLoop.keepsLingering(after: 0, reading: (1 << 20) - 1), "under it")
    XCTAssertTrue(HTTPEventLoop.keepsLingering(after: 1 << 19, reading: (1 << 19) - 1))
    XCTAssertFalse(HTTPEventLoop.keepsLingering(after: 1 << 19, reading: 1 << 19), "at it")
    XCTAssertFalse(HTTPEventLoop.keepsLingering(after: (1 << 20) - 1, reading: 2), "past it")
  }

  func testAStreamWhoseClientDoesNotRead_IsClosedAtItsOutputLimit_AndBlocksNoOne() async throws {
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
    let ended = HTTPTestFlag()
    continuation.onTermination = { _ in ended.raise() }
    let configuration = HTTPServerConfiguration(maxPendingOutput: 256 << 10)
    try await Fixtures.withServer(
      configuration, handler: { $0.path == "/events" ? .eventStream(stream) : Fixtures.echo($0) }
    ) { server in
      let slow = try LoopbackHTTPClient(port: server.port)
      defer { slow.close() }
      try await slow.send("GET", "/events")
      _ = try await slow.responseHead()
      // Far more than the socket buffers on both sides hold, so the rest waits in the
      // server, and the client reads none of it.
      let chunk = ServerSentEvent(data: String(repeating: "x", count: 64 << 10)).bytes
      for _ in 0..<1024 where !ended.isRaised {
        continuation.yield(chunk)
        try await Fixtures.assertServes(server)
      }
      try await eventually("the stream to end once its client leaves too much unread") {
        ended.isRaised
      }
      try await slow.waitUntilClosedByServer("the slow client's connection to close")
      try await Fixtures.assertServes(server)
    }
  }

  func testManyIdleConnectionsAndStreams_DelayNoRequest() async throws {
    let (idleCount, streamCount) = (500, 100)
    let updates = UpdateStreams()
    try await Fixtures.withServer(
      handler: { request in
        request.path == "/events" ? .eventStream(updates.open()) : Fixtures.echo(request)
      }
    ) { server in
      var held: [LoopbackHTTPClient] = []
      defer { held.forEach { $0.close() } }
      for _ in 0..<idleCount { held.append(try LoopbackHTTPClient(port: server.port)) }
      for _ in 0..<streamCount {
        let client = try LoopbackHTTPClient(port: server.port)
        try await client.send("GET", "/events")
        _ = try await client.responseHead()
        held.append(client)
      }
      try await eventually("\(idleCount + streamCount) open connections") {
        server.openConnections == idleCount + streamCount
      }
      updates.send(ServerSentEvent(data: "to all").bytes)
      let page = try LoopbackHTTPClient(port: server.port)
      defer { page.close() }
      for number in 1...20 {
        let answer = try await page.request("GET", "/\(number)")
        XCTAssertEqual(answer.text, "GET /\(number) \n")
      }
      for client in held.suffix(streamCount) {
        let event = try await client.event()
        XCTAssertEqual(event, "to all")
      }
    }
  }
}

/// Streams opened by a handler, each sent every chunk.
private final class UpdateStreams: @unchecked Sendable {
  private let lock = NSLock()
  private var continuations: [AsyncStream<[UInt8]>.Continuation] = []

  func open() -> AsyncStream<[UInt8]> {
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
    lock.withLock { continuations.append(continuation) }
    return stream
  }

  func send(_ chunk: [UInt8]) {
    for continuation in lock.withLock({ continuations }) { continuation.yield(chunk) }
  }
}
