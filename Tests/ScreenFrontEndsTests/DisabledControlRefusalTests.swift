import Foundation
import LibraryTestSupport
import LoopbackHTTP
import ScreenModel
import TestSupport
import XCTest

@testable import ScreenFrontEnds

/// A press of a disabled button is refused by every front end the same way: `drive` writes
/// the protocol's error naming the control, and `serve` answers 409 with that error.
@MainActor
final class DisabledControlRefusalTests: XCTestCase {
  private static let refused = #"save: the button \"save\" (儲存) is disabled"#

  func testDrive_WritesTheErrorWithTheControl_AndNoUpdate() async throws {
    let (stream, continuation) = AsyncStream.makeStream(of: InputLine.self)
    for (number, line) in [#"{"event":"add"}"#, #"{"event":"save","id":"s"}"#].enumerated() {
      continuation.yield(InputLine(number: number + 1, content: .text(line)))
    }
    continuation.finish()
    let written = WrittenLines()
    let session = ScreenSession(screens: [AlertScreens.list, AlertScreens.draft()])
    try await withDeadline("drive to end at the end of its input") { @MainActor in
      await DriveLoop.run(session: session, lines: stream, write: written.append)
    }
    let lines = written.text.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      lines.last,
      #"{"protocol":2,"error":"\#(Self.refused)","line":2,"id":"s","control":"save"}"#,
      written.text)
    XCTAssertEqual(session.screens, ["alerts", "draft"], "the draft stays")
  }

  func testServe_AnswersConflictWithTheControl() async throws {
    let frontEnd = WebFrontEnd(screens: [AlertScreens.list, AlertScreens.draft()])
    let created = await frontEnd.respond(to: HTTPRequest(method: "POST", target: "/api/sessions"))
    guard case .bytes(let bytes) = created.body,
      case .string(let id)? = try JSONValue(parsing: bytes)["session"]
    else { return XCTFail("no session") }
    func send(_ event: String) async -> HTTPResponse {
      await frontEnd.respond(
        to: HTTPRequest(
          method: "POST", target: "/api/sessions/\(id)/events", body: Array(event.utf8)))
    }
    _ = await send(#"{"event":"add"}"#)
    let answer = await send(#"{"event":"save"}"#)
    XCTAssertEqual(answer.status, .conflict)
    guard case .bytes(let error) = answer.body else { return XCTFail("no error body") }
    XCTAssertEqual(
      String(decoding: error, as: UTF8.self),
      #"{"protocol":2,"error":"\#(Self.refused)","control":"save"}"#)
  }
}
