import Foundation
import LibraryTestSupport
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

@testable import LoopbackHTTP
@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// Time and subscriptions in the front ends: `wait` in a scenario, `--clock` in `play`,
/// `drive` and `serve`, and subscriptions cancelled where a front end ends a session.
@MainActor
final class LiveFrontEndTests: XCTestCase {
  private func commands(_ text: String) throws -> [ScenarioCommand] {
    try ScenarioParser.parse(text, file: "t.scenario").steps.map(\.command)
  }

  func testWait_ReadsADuration_AndRefusesAnythingElse() throws {
    XCTAssertEqual(
      try commands("wait 5s\nwait 1h30m\nwait 500ms\nwait 2d\nwait 1m500ms\nwait 7d"),
      [
        .wait(.seconds(5)), .wait(.seconds(5400)), .wait(.milliseconds(500)),
        .wait(.seconds(172_800)), .wait(.milliseconds(60_500)), .wait(.seconds(604_800)),
      ])
    for (line, message) in [
      ("wait", "wait DURATION: one duration such as 5s, 2m, 1h30m, 500ms or 2d"),
      ("wait 5", "wait DURATION: one duration such as 5s, 2m, 1h30m, 500ms or 2d"),
      ("wait 1s1h", "wait DURATION: one duration such as 5s, 2m, 1h30m, 500ms or 2d"),
      ("wait 0s", "wait DURATION: one duration such as 5s, 2m, 1h30m, 500ms or 2d"),
      ("wait 5s 5s", "wait DURATION: one duration such as 5s, 2m, 1h30m, 500ms or 2d"),
      ("wait 8d", "wait: at most 7d at a time"),
      // One past the limit, and far past it: the same reason, never the generic one.
      ("wait 7d1ms", "wait: at most 7d at a time"),
      ("wait 15d", "wait: at most 7d at a time"),
      ("wait 999999999d23h59m59s999ms", "wait: at most 7d at a time"),
    ] {
      XCTAssertThrowsError(try commands("open watchlist\n" + line), line) { error in
        XCTAssertEqual("\(error)", "t.scenario:2: \(message)")
      }
    }
  }

  func testPlay_StartsItsVirtualClockAtTheClockOption() async throws {
    let folder = try TemporaryPackage(prefix: "live-play")
    try folder.write("open watchlist\nwait 2s\n", at: "clock.scenario")
    let path = folder.root.appendingPathComponent("clock.scenario").path
    let output = OutputCollector()
    let status = await StockScreensTool.run(
      ["play", path, "--clock", "2026-12-04T13:29:59+08:00"], console: output.console)
    XCTAssertEqual(status, 0, output.errors)
    XCTAssertTrue(output.text.contains("盤中 距收盤 00:00:01 · 12/04（五）13:29:59"), output.text)
    XCTAssertTrue(output.text.contains("已收盤 距開盤 67:29:59 · 12/04（五）13:30:01"), output.text)

    let refused = OutputCollector()
    let code = await StockScreensTool.run(
      ["play", path, "--clock", "13:29:59"], console: refused.console)
    XCTAssertEqual(code, 2)
    XCTAssertTrue(
      refused.errors.contains(
        "--clock needs a time with its offset, of a year from 0000 to 9999, such as "
          + "2026-12-03T08:59:50+08:00, not 13:29:59"),
      refused.errors)
  }

  func testDrive_EndsAtTheEndOfItsInput_CancellingTheMarketClock() async throws {
    let (lines, input) = AsyncStream.makeStream(of: InputLine.self)
    input.yield(InputLine(number: 1, content: .text(#"{"event":"open","screen":"watchlist"}"#)))
    input.finish()
    // Fifty minutes before the open: the row reads 盤前 however slowly the test runs.
    let clock = SessionClock(startingAt: WallTime(iso8601: "2026-12-03T08:10:00+08:00")!)
    let session = AppSession.start(source: EmbeddedSampleSource(), live: .app(), clock: clock)
    let output = OutputCollector()
    try await withDeadline("drive to end at the end of its input, a clock ticking") {
      @MainActor in
      await DriveLoop.run(session: session, lines: lines, write: output.console.out)
    }
    XCTAssertEqual(clock.timerCount, 0)
    XCTAssertTrue(session.subscriptionIDs.isEmpty)
    XCTAssertTrue(output.text.contains(#""text":"盤前 距開盤 00:"#), output.text)
  }

  func testServe_CancelsTheSubscriptionsOfASessionItEnds() async throws {
    var made: [ScreenSession] = []
    let screens = AppSession.screens(source: EmbeddedSampleSource(), live: .app())
    let frontEnd = WebFrontEnd(screens: screens, limits: WebFrontEndLimits(maxSessions: 1)) {
      version in
      let session = ScreenSession(
        screens: screens, protocol: version, clock: .virtual(at: .system()))
      made.append(session)
      return session
    }
    let first = try await open(frontEnd)
    _ = try await respond(
      frontEnd,
      HTTPRequest(
        method: "POST", target: "/api/sessions/\(first)/events",
        body: Array(#"{"event":"open","screen":"watchlist"}"#.utf8)))
    XCTAssertEqual(made[0].clock.timerCount, 1)
    _ = try await open(frontEnd)
    XCTAssertEqual(made.count, 2)
    XCTAssertEqual(made[0].clock.timerCount, 0, "the session the second one ended ticks no more")
    XCTAssertTrue(made[0].subscriptionIDs.isEmpty)
  }

  private func respond(
    _ frontEnd: WebFrontEnd, _ request: HTTPRequest, line: Int = #line
  ) async throws -> HTTPResponse {
    try await withDeadline("the answer to \(request.method) \(request.target)", line: line) {
      await frontEnd.respond(to: request)
    }
  }

  private func open(_ frontEnd: WebFrontEnd) async throws -> String {
    let response = try await respond(frontEnd, HTTPRequest(method: "POST", target: "/api/sessions"))
    guard case .bytes(let body) = response.body else { return "" }
    let id: String? =
      if case .string(let id)? = try JSONValue(parsing: body)["session"] { id } else { nil }
    return try XCTUnwrap(id, "a new session's id")
  }
}
