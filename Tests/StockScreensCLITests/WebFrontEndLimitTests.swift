import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

@testable import StockScreensCLI

/// What one client can take of the web front end, checked in the process: sessions opened a
/// second, sessions live at once (and which goes), streams a session, and the page's files
/// answered without the main actor.
@MainActor
final class WebFrontEndLimitTests: XCTestCase {
  /// A clock the test moves by hand.
  private final class TestClock: @unchecked Sendable {
    // Unchecked: read and moved on the main actor only, by the test and the front end.
    var now = ContinuousClock.now
  }

  private func frontEnd(_ limits: WebFrontEndLimits, clock: TestClock = TestClock()) -> WebFrontEnd
  {
    WebFrontEnd(limits: limits, now: { clock.now }) { version in
      AppSession.start(source: EmbeddedSampleSource(), protocol: version)
    }
  }

  private func open(_ frontEnd: WebFrontEnd) async throws -> (status: Int, id: String?) {
    let response = await frontEnd.respond(to: HTTPRequest(method: "POST", target: "/api/sessions"))
    guard case .bytes(let body) = response.body else { return (response.status.code, nil) }
    let id: String? =
      if case .string(let id)? = try JSONValue(parsing: body)["session"] { id } else { nil }
    return (response.status.code, id)
  }

  private func get(_ frontEnd: WebFrontEnd, _ path: String) async -> HTTPResponse {
    await frontEnd.respond(to: HTTPRequest(method: "GET", target: path))
  }

  func testSessionsOpenedInASecond_AtTheLimitAndOnePast() async throws {
    let clock = TestClock()
    let frontEnd = frontEnd(WebFrontEndLimits(openingsPerSecond: 3), clock: clock)
    for _ in 0..<3 {
      let status = try await open(frontEnd).status
      XCTAssertEqual(status, 201)
    }
    let refused = await frontEnd.respond(to: HTTPRequest(method: "POST", target: "/api/sessions"))
    XCTAssertEqual(refused.status.code, 429)
    guard case .bytes(let body) = refused.body else { return XCTFail("a body") }
    XCTAssertEqual(
      try JSONValue(parsing: body)["error"],
      "too many sessions opened in a second (3); try again")
    XCTAssertEqual(frontEnd.sessionCount, 3, "nothing ended for the refused one")
    clock.now = clock.now.advanced(by: .milliseconds(999))
    let stillRefused = try await open(frontEnd).status
    XCTAssertEqual(stillRefused, 429)
    clock.now = clock.now.advanced(by: .milliseconds(1))
    let again = try await open(frontEnd).status
    XCTAssertEqual(again, 201, "a second after the first, one more may open")
  }

  func testAtTheSessionLimit_ASessionWithALiveStreamIsNotTheFirstToEnd() async throws {
    let frontEnd = frontEnd(WebFrontEndLimits(maxSessions: 2, openingsPerSecond: 100))
    let watchedOpening = try await open(frontEnd)
    let watched = try XCTUnwrap(watchedOpening.id)
    let stream = await get(frontEnd, "/api/sessions/\(watched)/updates")
    let idleOpening = try await open(frontEnd)
    let idle = try XCTUnwrap(idleOpening.id)
    _ = await get(frontEnd, "/api/sessions/\(idle)")
    XCTAssertEqual(frontEnd.sessionCount, 2)
    _ = try await open(frontEnd)
    let watchedNow = await get(frontEnd, "/api/sessions/\(watched)")
    let idleNow = await get(frontEnd, "/api/sessions/\(idle)")
    XCTAssertEqual(watchedNow.status.code, 200, "used longest ago, but streamed: it stays")
    XCTAssertEqual(idleNow.status.code, 404, "the session nobody streams ends first")
    withExtendedLifetime(stream) {}
  }

  func testStreamsOfASession_TheOldestClosesPastTheLimit_AndAllShareTheSameBytes() async throws {
    let frontEnd = frontEnd(WebFrontEndLimits(openingsPerSecond: 100, streamsPerSession: 2))
    let opening = try await open(frontEnd)
    let id = try XCTUnwrap(opening.id)
    var streams: [AsyncStream<[UInt8]>.Iterator] = []
    for _ in 0..<3 {
      guard case .stream(let stream) = await get(frontEnd, "/api/sessions/\(id)/updates").body
      else { return XCTFail("a stream") }
      streams.append(stream.makeAsyncIterator())
    }
    let first = await streams[0].next()
    XCTAssertNotNil(first, "the first stream had the session's screen")
    let ended = await streams[0].next()
    XCTAssertNil(ended, "and closed when the third opened")
    let event = HTTPRequest(
      method: "POST", target: "/api/sessions/\(id)/events",
      body: Array(#"{"event":"load","market":"otc"}"#.utf8))
    _ = await frontEnd.respond(to: event)
    _ = await streams[1].next()
    _ = await streams[2].next()
    let second = await streams[1].next()
    let third = await streams[2].next()
    XCTAssertEqual(second, third, "one encoding of the update, for every stream")
    XCTAssertTrue(String(decoding: second ?? [], as: UTF8.self).contains(#""seq":1"#))
  }

  func testThePagesFiles_AreAnsweredWithoutTheMainActor() {
    let answer = Self.assetOffTheMainActor("/app.css")
    XCTAssertEqual(answer, 200)
    XCTAssertNil(Self.assetOffTheMainActor("/api/sessions"), "a session's route is not a file")
  }

  private nonisolated static func assetOffTheMainActor(_ path: String) -> Int? {
    WebFrontEnd.asset(for: HTTPRequest(method: "GET", target: path))?.status.code
  }
}
