import Foundation
import LibraryTestSupport
import ScreenModel
import TestSupport
import XCTest

@testable import ScreenFrontEnds

/// `drive --help` says what drive prints by default: every member a run writes, in either
/// protocol, is in the help, and every member the help shows is one a run writes.
final class DriveHelpTests: XCTestCase {
  private static let program = FrontEndProgram("alerts", summary: "price alerts.") { _ in
    // A save whose result the list does not take: the update names it in "problems".
    [AlertScreens.list, AlertScreens.draft(saving: { .close(returning: $0) })]
  }

  private static let lines = [
    #"{"event":"add","id":"a"}"#, #"{"event":"code","text":"2330","id":"c"}"#,
    #"{"event":"save","id":"s"}"#, "not json", #"{"event":"window","from":0,"count":1}"#,
    #"{"event":"window"}"#,
  ]

  /// Every member name in `value`, at any depth.
  private func names(in value: JSONValue) -> Set<String> {
    switch value {
    case .object(let members):
      members.reduce(into: Set(members.map(\.key))) { $0.formUnion(names(in: $1.value)) }
    case .array(let items): items.reduce(into: []) { $0.formUnion(names(in: $1)) }
    default: []
    }
  }

  /// The members written outside rows and controls, whose own members the help leaves to
  /// the schema: the message's, the window's, the changes' and each row item's.
  private func protocolNames(in message: JSONValue) -> Set<String> {
    guard case .object(let members) = message else { return [] }
    var found = Set(members.map(\.key))
    for key in ["window", "changes"] { found.formUnion(message[key].map(names) ?? []) }
    if case .array(let items)? = message["rows"], message["protocol"] == .int(2) {
      for case .object(let item) in items { found.formUnion(item.map(\.key)) }
    }
    return found
  }

  /// The member names the help writes in its samples of output, `"name":`, leaving out the
  /// events it names (`{"event":"window",…}`).
  private func helpNames(_ help: String) -> Set<String> {
    let text = help.replacingOccurrences(
      of: #"\{"event":[^}]*\}"#, with: "", options: .regularExpression)
    let pattern = try! NSRegularExpression(pattern: #""([a-z]+)":"#)
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      pattern.matches(in: text, range: range).compactMap {
        Range($0.range(at: 1), in: text).map { String(text[$0]) }
      })
  }

  @MainActor
  private func run(protocol version: SessionProtocol) async throws -> [JSONValue] {
    let (stream, continuation) = AsyncStream.makeStream(of: InputLine.self)
    for (offset, line) in Self.lines.enumerated() {
      continuation.yield(InputLine(number: offset + 1, content: .text(line)))
    }
    continuation.finish()
    let session = ScreenSession(
      screens: [AlertScreens.list, AlertScreens.draft(saving: { .close(returning: $0) })],
      protocol: version)
    let written = WrittenLines()
    try await withDeadline("drive to end at the end of its input") { @MainActor in
      await DriveLoop.run(session: session, lines: stream, write: written.append)
    }
    return try written.text.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
  }

  @MainActor
  func testTheHelp_NamesEveryMemberARunWrites_InEitherProtocol() async throws {
    let help = FrontEndHelp.drive(Self.program)
    XCTAssertTrue(help.contains(FrontEndHelp.driveOutput))
    let shown = helpNames(FrontEndHelp.driveOutput)
    for version in [SessionProtocol.v2, .v1] {
      let messages = try await run(protocol: version)
      let written = messages.reduce(into: Set<String>()) { $0.formUnion(protocolNames(in: $1)) }
      XCTAssertEqual(
        written.subtracting(shown), [], "written by protocol \(version.number), not in the help")
      for name in ["cause", "problems", "controls", "done", "error", "line"] {
        XCTAssertTrue(written.contains(name), "the run wrote no \(name): \(messages)")
      }
    }
  }

  @MainActor
  func testEveryMemberTheHelpShows_IsOneARunWrites() async throws {
    let messages = try await run(protocol: .v2) + (try await run(protocol: .v1))
    var written = messages.reduce(into: Set<String>()) { $0.formUnion(names(in: $1)) }
    // The alerts never move a row: a move's members are those the changes' writer gives one.
    let moved = Changeset(moves: [Changeset.Move(from: 1, to: 0)])
    written.formUnion(names(in: moved.json))
    XCTAssertEqual(helpNames(FrontEndHelp.driveOutput).subtracting(written), [])
  }
}

/// What drive wrote, from whichever thread it writes on.
final class WrittenLines: @unchecked Sendable {
  private var collected = ""
  private let lock = NSLock()

  func append(_ text: String) { lock.withLock { collected += text } }
  var text: String { lock.withLock { collected } }
}
