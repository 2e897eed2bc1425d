import Foundation
import LoopbackHTTP
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// The watchlist of `serve`, checked in the process: every tab of one front end shows the
/// same list, an add in one reaching the other's update stream; a tab whose session ended
/// for newer ones loses nothing of it; and a front end started again on the same file shows
/// what the last one kept. The file is under a temporary folder.
@MainActor
final class WebFrontEndWatchlistTests: XCTestCase {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("serve-watchlist-\(UUID().uuidString)", isDirectory: true)

  override func setUpWithError() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A front end whose watchlist is the test's file: what `serve --watchlist FILE` runs.
  private func frontEnd(maxSessions: Int = 32) -> WebFrontEnd {
    let file = WatchlistFile(path: folder.appendingPathComponent("watchlist.json").path)
    return WebFrontEnd(
      source: EmbeddedSampleSource(), maxSessions: maxSessions, watchlist: file.store)
  }

  private func respond(
    _ frontEnd: WebFrontEnd, _ method: String, _ path: String, body: String = "",
    line: Int = #line
  ) async throws -> HTTPResponse {
    let request = HTTPRequest(method: method, target: path, body: Array(body.utf8))
    return try await withDeadline("the answer to \(method) \(path)", line: line) {
      await frontEnd.respond(to: request)
    }
  }

  private func json(_ response: HTTPResponse) throws -> JSONValue {
    guard case .bytes(let body) = response.body else { throw Unexpected("no body: \(response)") }
    return try JSONValue(parsing: body)
  }

  private func open(_ frontEnd: WebFrontEnd) async throws -> String {
    let created = try await respond(frontEnd, "POST", "/api/sessions")
    guard case .string(let id)? = try json(created)["session"] else {
      throw Unexpected("no session in \(created)")
    }
    return id
  }

  /// Sends `event` to the session `id` and returns its update; then waits until its answers
  /// (a look-up) are in.
  @discardableResult
  private func send(
    _ event: String, to id: String, of frontEnd: WebFrontEnd, line: Int = #line
  ) async throws -> JSONValue {
    let answer = try await respond(frontEnd, "POST", "/api/sessions/\(id)/events", body: event)
    XCTAssertEqual(answer.status.code, 200, "\(event)", line: UInt(line))
    return try json(answer)
  }

  /// The row ids of the session's last update.
  private func rowIDs(of id: String, in frontEnd: WebFrontEnd) async throws -> [String] {
    let update = try json(try await respond(frontEnd, "GET", "/api/sessions/\(id)"))
    guard case .array(let rows)? = update["rows"] else { throw Unexpected("no rows: \(update)") }
    return rows.compactMap { entry in
      if case .string(let id)? = entry["row"]?["id"] { id } else { nil }
    }
  }

  /// Waits until the session `id` shows `expected`, its look-ups answered.
  private func waitUntil(
    _ id: String, in frontEnd: WebFrontEnd, shows expected: [String], line: Int = #line
  ) async throws {
    try await eventually("session \(id) to show \(expected)", line: line) {
      try await rowIDs(of: id, in: frontEnd) == expected
    }
  }

  private static let openWatchlist = #"{"event":"open","screen":"watchlist"}"#
  private static func add(_ code: String) -> String { #"{"event":"add","code":"\#(code)"}"# }

  func testTwoTabs_AnAddInOneIsAnUpdateOnTheOthersStream() async throws {
    let frontEnd = frontEnd()
    let (first, second) = (try await open(frontEnd), try await open(frontEnd))
    try await send(Self.openWatchlist, to: first, of: frontEnd)
    try await send(Self.openWatchlist, to: second, of: frontEnd)
    guard
      case .stream(let stream) = try await respond(
        frontEnd, "GET", "/api/sessions/\(second)/updates"
      ).body
    else { return XCTFail("the second tab's stream") }
    let events = StreamReader(stream)
    let current = try await events.next("the second tab's current screen")
    XCTAssertTrue(text(current).contains(#""id":"empty""#), text(current))
    try await send(Self.add("2330"), to: first, of: frontEnd)
    let update = try await events.next("the second tab's update for the first tab's add")
    XCTAssertTrue(text(update).contains(#""id":"company:2330""#), text(update))
    XCTAssertTrue(text(update).contains(#""screen":"watchlist""#), text(update))
  }

  func testATabWhoseSessionEndedForNewerOnes_LosesNothingOfTheWatchlist() async throws {
    let frontEnd = frontEnd(maxSessions: 2)
    let evicted = try await open(frontEnd)
    try await send(Self.openWatchlist, to: evicted, of: frontEnd)
    try await send(Self.add("2330"), to: evicted, of: frontEnd)
    try await waitUntil(evicted, in: frontEnd, shows: ["status", "company:2330"])
    _ = try await open(frontEnd)
    let newest = try await open(frontEnd)
    let gone = try await respond(frontEnd, "GET", "/api/sessions/\(evicted)")
    XCTAssertEqual(gone.status.code, 404, "the tab used longest ago ended")
    try await send(Self.openWatchlist, to: newest, of: frontEnd)
    try await waitUntil(newest, in: frontEnd, shows: ["status", "company:2330"])
  }

  func testTheWatchlist_IsDeclaredKept_SoThePageCanSaySo() async throws {
    let screens = try json(try await respond(frontEnd(), "GET", "/api/screens"))
    guard case .array(let list)? = screens["screens"] else { return XCTFail("\(screens)") }
    XCTAssertEqual(list.map { $0["kept"] }, [nil, nil, nil, .bool(true), nil, nil])
    let inMemory = try json(
      try await respond(WebFrontEnd(source: EmbeddedSampleSource()), "GET", "/api/screens"))
    XCTAssertFalse(inMemory.text.contains(#""kept""#), "a watchlist in memory is not kept")
  }

  func testTheScreens_NameTheProgram_ThatThePagesTitleFollows() async throws {
    let frontEnd = WebFrontEnd(source: EmbeddedSampleSource())
    let unnamed = try json(try await respond(frontEnd, "GET", "/api/screens"))
    XCTAssertNil(unnamed["program"], "a front end given no name names none")
    frontEnd.programName = "stock-screens"
    let named = try json(try await respond(frontEnd, "GET", "/api/screens"))
    XCTAssertEqual(named["program"], "stock-screens")
    XCTAssertEqual(named["screens"], unnamed["screens"])
  }

  func testAFrontEndStartedAgainOnTheFile_ShowsWhatTheLastKept() async throws {
    let before = frontEnd()
    let tab = try await open(before)
    try await send(Self.openWatchlist, to: tab, of: before)
    try await send(Self.add("2330"), to: tab, of: before)
    try await send(Self.add("1101"), to: tab, of: before)
    try await waitUntil(tab, in: before, shows: ["status", "company:1101", "company:2330"])
    let after = frontEnd()
    let again = try await open(after)
    try await send(Self.openWatchlist, to: again, of: after)
    try await waitUntil(again, in: after, shows: ["status", "company:1101", "company:2330"])
  }

  private func text(_ bytes: [UInt8]?) -> String {
    String(decoding: bytes ?? [], as: UTF8.self)
  }
}

/// An answer of another shape than the test expects.
private struct Unexpected: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
