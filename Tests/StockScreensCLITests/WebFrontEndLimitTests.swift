import LoopbackHTTP
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

@testable import LoopbackHTTP
@testable import ScreenFrontEnds
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
    WebFrontEnd(
      screens: AppSession.screens(source: EmbeddedSampleSource()), limits: limits,
      now: { clock.now })
  }

  /// The front end's answer to `request`, waited for with a bound.
  private func respond(
    _ frontEnd: WebFrontEnd, _ request: HTTPRequest, line: Int = #line
  ) async throws -> HTTPResponse {
    try await withDeadline("the answer to \(request.method) \(request.target)", line: line) {
      await frontEnd.respond(to: request)
    }
  }

  private func open(
    _ frontEnd: WebFrontEnd, line: Int = #line
  ) async throws -> (status: Int, id: String?) {
    let response = try await respond(
      frontEnd, HTTPRequest(method: "POST", target: "/api/sessions"), line: line)
    guard case .bytes(let body) = response.body else { return (response.status.code, nil) }
    let id: String? =
      if case .string(let id)? = try JSONValue(parsing: body)["session"] { id } else { nil }
    return (response.status.code, id)
  }

  private func get(
    _ frontEnd: WebFrontEnd, _ path: String, line: Int = #line
  ) async throws -> HTTPResponse {
    try await respond(frontEnd, HTTPRequest(method: "GET", target: path), line: line)
  }

  func testSessionsOpenedInASecond_AtTheLimitAndOnePast() async throws {
    let clock = TestClock()
    let frontEnd = frontEnd(WebFrontEndLimits(openingsPerSecond: 3), clock: clock)
    for _ in 0..<3 {
      let status = try await open(frontEnd).status
      XCTAssertEqual(status, 201)
    }
    let refused = try await respond(frontEnd, HTTPRequest(method: "POST", target: "/api/sessions"))
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

  /// The limits serve runs with when none is given: ten sessions opened in any second, the
  /// eleventh refused, and thirty-two live at once.
  func testTheDefaultLimits_TenOpeningsASecond_ThirtyTwoSessions() async throws {
    let clock = TestClock()
    let frontEnd = frontEnd(WebFrontEndLimits(), clock: clock)
    for _ in 0..<10 {
      let status = try await open(frontEnd).status
      XCTAssertEqual(status, 201)
    }
    let eleventh = try await open(frontEnd).status
    XCTAssertEqual(eleventh, 429)
    for _ in 0..<3 {
      clock.now = clock.now.advanced(by: .seconds(1))
      for _ in 0..<10 { _ = try await open(frontEnd) }
    }
    XCTAssertEqual(frontEnd.sessionCount, 32, "40 opened, the oldest 8 ended")
    XCTAssertEqual(WebFrontEndLimits().streamsPerSession, 4)
  }

  func testAtTheSessionLimit_ASessionWithALiveStreamIsNotTheFirstToEnd() async throws {
    let frontEnd = frontEnd(WebFrontEndLimits(maxSessions: 2, openingsPerSecond: 100))
    let watchedOpening = try await open(frontEnd)
    let watched = try XCTUnwrap(watchedOpening.id)
    let stream = try await get(frontEnd, "/api/sessions/\(watched)/updates")
    let idleOpening = try await open(frontEnd)
    let idle = try XCTUnwrap(idleOpening.id)
    _ = try await get(frontEnd, "/api/sessions/\(idle)")
    XCTAssertEqual(frontEnd.sessionCount, 2)
    _ = try await open(frontEnd)
    let watchedNow = try await get(frontEnd, "/api/sessions/\(watched)")
    let idleNow = try await get(frontEnd, "/api/sessions/\(idle)")
    XCTAssertEqual(watchedNow.status.code, 200, "used longest ago, but streamed: it stays")
    XCTAssertEqual(idleNow.status.code, 404, "the session nobody streams ends first")
    withExtendedLifetime(stream) {}
  }

  func testStreamsOfASession_TheOldestEndsPastTheLimit_AndTheNewerOnesGetTheNextUpdate()
    async throws
  {
    let frontEnd = frontEnd(WebFrontEndLimits(openingsPerSecond: 100, streamsPerSession: 2))
    let opening = try await open(frontEnd)
    let id = try XCTUnwrap(opening.id)
    var streams: [StreamReader<[UInt8]>] = []
    for _ in 0..<3 {
      guard case .stream(let stream) = try await get(frontEnd, "/api/sessions/\(id)/updates").body
      else { return XCTFail("a stream") }
      streams.append(StreamReader(stream))
    }
    // The two kept are read first: had the wrong stream been closed, one of them has ended,
    // and the test stops there instead of waiting for an end that does not come.
    for (index, name) in [(1, "the middle stream"), (2, "the newest stream")] {
      let screen = try await streams[index].next("\(name)'s first event")
      XCTAssertTrue(text(screen).contains(#""seq":0"#), "\(name) starts with the screen")
    }
    let event = HTTPRequest(
      method: "POST", target: "/api/sessions/\(id)/events",
      body: Array(#"{"event":"load","market":"otc"}"#.utf8))
    _ = try await respond(frontEnd, event)
    let middle = try await streams[1].next("the middle stream's next update")
    let second = try XCTUnwrap(middle, "the middle stream stays open")
    let newest = try await streams[2].next("the newest stream's next update")
    let third = try XCTUnwrap(newest, "the newest stream stays open")
    XCTAssertEqual(second, third, "one encoding of the update, for every stream")
    XCTAssertTrue(text(second).contains(#""seq":1"#), text(second))
    let first = try await streams[0].next("the oldest stream's first event")
    XCTAssertTrue(text(first).contains(#""seq":0"#), "the oldest had the session's screen")
    let ended = try await streams[0].next("the oldest stream to end when the third opened")
    XCTAssertNil(ended, "and no update after it: it closed when the third opened")
  }

  private func text(_ bytes: [UInt8]?) -> String {
    String(decoding: bytes ?? [], as: UTF8.self)
  }

  func testThePagesFiles_AreAnsweredWithoutTheMainActor() {
    let answer = Self.assetOffTheMainActor("/app.css")
    XCTAssertEqual(answer, 200)
    XCTAssertNil(Self.assetOffTheMainActor("/api/sessions"), "a session's route is not a file")
  }

  private nonisolated static func assetOffTheMainActor(_ path: String) -> Int? {
    WebFrontEnd.asset(for: HTTPRequest(method: "GET", target: path))?.status.code
  }

  /// The server's own refusals, made before any route is read, are the API's JSON error too:
  /// a body one byte past 1 MiB (413; one of 1 MiB reaches the route, which says it is no
  /// JSON), a foreign Host (421), a foreign Origin (403), a request line that is none (400).
  func testTheServersOwnRefusals_AreTheJSONErrorObject() async throws {
    let server = try frontEnd(WebFrontEndLimits()).serve(port: 0)
    let host = "Host: 127.0.0.1:\(server.port)\r\n"
    let limit = HTTPParserLimits().maxBodyBytes
    let requests: [(String, Int, String)] = [
      (
        "POST /api/sessions HTTP/1.1\r\n\(host)Content-Length: \(limit + 1)\r\n\r\n", 413,
        "is larger than the limit of \(limit) bytes"
      ),
      ("GET / HTTP/1.1\r\nHost: example.com\r\n\r\n", 421, "is not this server"),
      (
        "POST /api/sessions HTTP/1.1\r\n\(host)Origin: https://example.com\r\n"
          + "Content-Length: 0\r\n\r\n", 403, "are refused"
      ),
      ("HELLO\r\n\r\n", 400, "malformed request line"),
    ]
    for (request, status, words) in requests {
      let client = try LoopbackHTTPClient(port: server.port)
      try await client.send(request)
      let answer = try await client.response()
      client.close()
      XCTAssertEqual(answer.status, status, request)
      XCTAssertEqual(answer.header("Content-Type"), "application/json; charset=utf-8", request)
      let error = try JSONValue(parsing: answer.text)
      XCTAssertEqual(error["protocol"], .int(2), answer.text)
      guard case .string(let message)? = error["error"] else {
        XCTFail("no error member: \(answer.text)")
        continue
      }
      XCTAssertTrue(message.contains(words), message)
    }
    let client = try LoopbackHTTPClient(port: server.port)
    let whole = try await client.request(
      "POST", "/api/sessions",
      body: [UInt8](repeating: UInt8(ascii: " "), count: limit - 1) + [0x78])
    client.close()
    XCTAssertEqual(whole.status, 400, "a body of 1 MiB reaches the route")
    XCTAssertEqual(
      try JSONValue(parsing: whole.text)["error"], "a new session's body is a JSON object")
    await server.stop()
  }
}
