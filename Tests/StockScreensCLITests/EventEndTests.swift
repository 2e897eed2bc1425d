import Foundation
import LoopbackHTTP
import ScreenFrontEnds
import ScreenModel
import StockScreens
import StockScreensCLI
import TaiwanMarket
import TestSupport
import XCTest

/// Every event with an id gets exactly one end, in `drive` and on `serve`'s streams: its
/// `done` when it is taken, or its error, carrying the id as it was written, when it is
/// refused (then no `done`); an id other than a string or a whole number within ±2^53 is
/// refused so, and nothing of its event is applied. A line over 1 MiB, or one that is not
/// JSON, ends so too, where its id can be read. Drive's `locale` event ends the same way.
final class EventEndTests: XCTestCase {
  /// The ids the protocol refuses, as written: each on a `load`, which would change the
  /// screen were it applied.
  static let refusedIDs = [
    "20.0", "1.5", "18446744073709551616", "-9223372036854775809", "1e30", "null", "true", "{}",
    "[1]", "9007199254740993", "-9007199254740993",
  ]

  private func program() throws -> DriveProcess {
    guard let binary = ProgramRun.builtProductURL("stock-screens") else {
      throw XCTSkip("stock-screens is not built; run swift build first")
    }
    return try DriveProcess(binary)
  }

  /// Sends `line` and reads until the message that names `id` (a done, or an error
  /// carrying it as written); returns what was written, as written.
  private func exchange(
    _ drive: DriveProcess, _ line: [UInt8], id: String, line number: Int = #line
  ) throws -> [String] {
    drive.send(bytes: line)
    return try drive.readTextUntil("the end of the event with the id \(id)", line: number) {
      let message = try JSONValue(parsing: $0)
      if message["error"] != nil { return $0.hasSuffix(#","id":\#(id)}"#) }
      return message["done"].map { $0.text == id || $0 == .string(id) } ?? false
    }
  }

  func testDrive_AnIDThatIsNoCause_IsRefusedCarryingIt_AndNothingIsApplied() throws {
    let drive = try program()
    _ = try drive.readUntil("the first screen") { $0["seq"] == .int(0) }
    for id in Self.refusedIDs {
      let written = try exchange(
        drive, Array(#"{"event":"load","market":"listed","id":\#(id)}"#.utf8), id: id)
      XCTAssertEqual(written.count, 1, "one message, the error: \(written)")
      XCTAssertTrue(
        written.last?.contains("written without a fraction or an exponent; not ") ?? false,
        "\(written)")
    }
    var seq: Int64 = 0
    for id in ["9007199254740992", "-9007199254740992", #""""#, #""20.0""#] {
      let written = try exchange(drive, Array(#"{"event":"retry","id":\#(id)}"#.utf8), id: id)
      let messages = try written.map { try JSONValue(parsing: $0) }
      XCTAssertEqual(messages.count, 2, "its update, then its done: \(written)")
      XCTAssertNotNil(messages.first?["cause"], "\(written)")
      seq += 1
      XCTAssertEqual(messages.first?["seq"], .int(seq), "no refused event made an update")
    }
    drive.endInput()
    XCTAssertEqual(try drive.readUntil("the end of drive's output") { _ in false }, [])
    XCTAssertEqual(try drive.waitForExit(), 0)
  }

  func testDrive_ALineOverTheLimit_NotJSON_OrRefused_EndsWithItsErrorCarryingItsID() throws {
    let drive = try program()
    _ = try drive.readUntil("the first screen") { $0["seq"] == .int(0) }
    let long =
      Array(#"{"id":"long","event":"filter","text":""#.utf8)
      + [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20) + Array(#""}"#.utf8)
    let cases: [([UInt8], String, String)] = [
      (long, #""long""#, "the line is longer than 1048576 bytes"),
      (Array(#"{"event":"back","id":7,}"#.utf8), "7", #"not JSON: unexpected "}""#),
      (
        Array(#"{"id":"u","event":"filter","text":""#.utf8) + [0xFF] + Array(#""}"#.utf8),
        #""u""#, "not JSON: bytes that are not UTF-8 at byte 35"
      ),
      (Array(#"{"event":"more","id":"m"}"#.utf8), #""m""#, "more works on the feed"),
    ]
    for (line, id, reason) in cases {
      let written = try exchange(drive, line, id: id)
      XCTAssertEqual(written.count, 1, "the error alone: \(written)")
      guard case .string(let error)? = try JSONValue(parsing: written.last ?? "")["error"] else {
        XCTFail("an error: \(written)")
        continue
      }
      XCTAssertTrue(error.contains(reason), "\(written)")
    }
    // No id can be read before what went wrong: the error names the line alone.
    drive.send(#"{"event":"back",,"id":"x"}"#)
    let unread = try drive.readUntil("the error of line 5") { $0["line"] == .int(5) }
    XCTAssertEqual(unread.count, 1)
    XCTAssertNil(unread.last?["id"], "\(unread)")
    drive.endInput()
    XCTAssertEqual(try drive.readUntil("the end of drive's output") { _ in false }, [])
    XCTAssertEqual(try drive.waitForExit(), 0)
  }

  /// `locale`, as the first line, is answered by the session's first update in that locale,
  /// carrying the event's id, and its done; anywhere else, or without a locale a catalog
  /// has, it is refused with the reason, the error its end.
  func testDrive_TheLocaleEvent_EndsWithItsDone_OrItsRefusal() throws {
    let drive = try program()
    _ = try drive.readUntil("the first screen") { $0["seq"] == .int(0) }
    let english = try exchange(
      drive, Array(#"{"event":"locale","locale":"en","id":"L"}"#.utf8), id: #""L""#)
    let messages = try english.map { try JSONValue(parsing: $0) }
    XCTAssertEqual(messages.map { $0["cause"] ?? $0["done"] }, ["L", "L"], "\(english)")
    XCTAssertEqual(messages.first?["title"], "Companies", "\(english)")
    let again = try exchange(
      drive, Array(#"{"event":"locale","locale":"zh-Hant","id":"M"}"#.utf8), id: #""M""#)
    XCTAssertEqual(
      try JSONValue(parsing: again.last ?? "")["error"],
      "locale: only the first line may ask for a locale; the session speaks en")
    drive.endInput()
    XCTAssertEqual(try drive.waitForExit(), 0)

    let hostile = "\u{1B}]0;" + String(repeating: "x", count: 10_000)
    let refusals: [(String, String)] = [
      (#"{"event":"locale","locale":"xx-bad","id":"B"}"#, #"no catalog has the locale "xx-bad""#),
      (#"{"event":"locale","id":"B"}"#, #"locale needs "locale": a locale such as en or zh-Hant"#),
      (
        JSONValue.object(["event": "locale", "locale": .string(hostile), "id": "B"]).text,
        #"no catalog has the locale "\u{1B}]0;"# + String(repeating: "x", count: 60)
          + #"…" (10004 characters)"#
      ),
    ]
    for (line, reason) in refusals {
      let first = try program()
      _ = try first.readUntil("the first screen") { $0["seq"] == .int(0) }
      let refused = try exchange(first, Array(line.utf8), id: #""B""#)
      XCTAssertEqual(refused.count, 1, "\(refused)")
      XCTAssertEqual(try JSONValue(parsing: refused.last ?? "")["error"], .string(reason))
      first.endInput()
      XCTAssertEqual(try first.readUntil("the end") { _ in false }, [], "no done")
      XCTAssertEqual(try first.waitForExit(), 0)
    }
  }

  /// Over serve, the refusal of an event with an id is the answer to its post and its last
  /// message on the session's stream; a taken event's is its done there.
  func testServe_EachEventWithAnID_EndsOnTheStreamWithItsDoneOrItsError() async throws {
    let frontEnd = await WebFrontEnd(source: EmbeddedSampleSource())
    let server = try frontEnd.serve(port: 0)
    let client = try LoopbackHTTPClient(port: server.port)
    let stream = try LoopbackHTTPClient(port: server.port)
    defer {
      client.close()
      stream.close()
    }
    let created = try await client.request("POST", "/api/sessions")
    guard case .string(let session)? = try JSONValue(parsing: created.text)["session"] else {
      throw XCTSkip("no session: \(created)")
    }
    try await stream.send("GET", "/api/sessions/\(session)/updates")
    _ = try await stream.responseHead()
    _ = try await stream.event()
    let posts: [(body: String, status: Int, end: String)] =
      Self.refusedIDs.map { (#"{"event":"retry","id":\#($0)}"#, 400, #","id":\#($0)}"#) } + [
        (#"{"event":"more","id":"m"}"#, 409, #","id":"m"}"#),
        (#"{"event":"back","id":"n",}"#, 400, #","id":"n"}"#),
        (#"{"event":"retry","id":"t"}"#, 200, #"{"protocol":2,"done":"t"}"#),
      ]
    for post in posts {
      let answer = try await client.request(
        "POST", "/api/sessions/\(session)/events", body: Array(post.body.utf8))
      XCTAssertEqual(answer.status, post.status, "\(post.body): \(answer.text)")
      if post.status != 200 { XCTAssertTrue(answer.text.hasSuffix(post.end), answer.text) }
      var ends: [String] = []
      while let data = try await stream.event() {
        if data.contains(#""error":"#) || data.contains(#""done":"#) {
          ends.append(data)
          break
        }
        XCTAssertEqual(post.status, 200, "an update for a refused event: \(data)")
      }
      XCTAssertEqual(ends.count, 1)
      XCTAssertTrue(ends.first?.hasSuffix(post.end) ?? false, "\(post.body): \(ends)")
    }
    await server.stop()
  }
}
