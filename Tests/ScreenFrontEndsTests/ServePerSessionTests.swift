import CommandLineSyntax
import Foundation
import ScreenModel
import TestSupport
import XCTest

@testable import ScreenFrontEnds

/// `serve` makes a program's screens, and the sources they hold, once a session when the
/// program asks for it: a failure injected in one tab is seen by that tab's session only.
final class ServePerSessionTests: XCTestCase {
  /// A source whose next load fails once told to.
  private final class Switch: @unchecked Sendable {
    private let lock = NSLock()
    private var failing = false

    func failNext() { lock.withLock { failing = true } }

    /// True for a load that succeeds; a failure injected is used up.
    func load() -> Bool {
      lock.withLock {
        defer { failing = false }
        return !failing
      }
    }
  }

  /// Loads from the session's source as each event comes, so that the update an event
  /// answers with holds its result.
  private struct Loads: ScreenController {
    enum Event: Hashable, Sendable {
      case fail, load
    }

    struct Line: DescribedRow {
      var index: Int
      var text: RowText
      var id: String { "\(index)" }
      var action: Event? { nil }
    }

    let source: Switch
    var results: [String] = []
    var title: String { "載入" }
    var rows: [Line] { results.enumerated().map { Line(index: $0, text: RowText($1)) } }

    mutating func handle(_ event: Event) -> [Never] {
      switch event {
      case .fail: source.failNext()
      case .load: results.append(source.load() ? "loaded" : "failed")
      }
      return []
    }
  }

  private static func program(perSession: Bool) -> FrontEndProgram {
    var program = FrontEndProgram("loads", summary: "loads that fail when told.") { _ in
      let source = Switch()
      return [
        ScreenDeclaration(
          "loads", summary: "loads",
          events: [
            EventForm("fail", Loads.Event.fail, summary: "fail the next load"),
            EventForm("load", Loads.Event.load, summary: "load"),
          ],
          open: { requests in ScreenDriver(Loads(source: source), requests: requests) })
      ]
    }
    program.makesScreensPerSession = perSession
    return program
  }

  /// What each of two sessions shows after the first is told to fail and both load.
  private func twoSessions(perSession: Bool) async throws -> (first: String, second: String) {
    let program = Self.program(perSession: perSession)
    let parsed = try program.parse(["--port", "0"], as: program.serveSyntax)
    let frontEnd = try await ServeCommand.frontEnd(
      program, parsed, console: Console(out: { _ in }, err: { _ in }))
    let server = try frontEnd.serve(port: 0)
    let client = try LoopbackHTTPClient(port: server.port)
    defer { client.close() }
    var ids: [String] = []
    for _ in 0..<2 {
      let created = try await client.request("POST", "/api/sessions")
      guard case .string(let id)? = try JSONValue(parsing: created.text)["session"] else {
        throw XCTSkip("no session in \(created)")
      }
      ids.append(id)
    }
    func send(_ id: String, _ event: String) async throws -> String {
      let answer = try await client.request(
        "POST", "/api/sessions/\(id)/events", body: Array(#"{"event":"\#(event)"}"#.utf8))
      XCTAssertEqual(answer.status, 200, answer.text)
      return answer.text
    }
    _ = try await send(ids[0], "fail")
    let second = try await send(ids[1], "load")
    let first = try await send(ids[0], "load")
    try await withDeadline("the server to stop") { await server.stop() }
    return (first, second)
  }

  func testSessionsOfAProgramThatAsks_HaveSourcesOfTheirOwn() async throws {
    let (first, second) = try await twoSessions(perSession: true)
    XCTAssertTrue(first.contains(#""failed""#), "the tab told to fail fails: \(first)")
    XCTAssertTrue(second.contains(#""loaded""#), "the other tab loads: \(second)")
  }

  func testSessionsShareTheSourcesByDefault() async throws {
    let (first, second) = try await twoSessions(perSession: false)
    XCTAssertTrue(second.contains(#""failed""#), "the failure is whoever asks first's: \(second)")
    XCTAssertTrue(first.contains(#""loaded""#), "\(first)")
  }
}
