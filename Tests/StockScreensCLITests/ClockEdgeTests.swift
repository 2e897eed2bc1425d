import Foundation
import LoopbackHTTP
import ScreenModel
import TestSupport
import Testing

/// `--clock` at the edges of the years it takes (0000 to 9999, with any offset) and one past
/// them, through the built program as a person runs it: the market clock ticks, `play`'s
/// week-long wait and `drive`'s and `serve`'s running clocks trap nowhere, and a time past
/// the range is refused naming it. Before, a timer's next tick overflowed 64 bits of
/// nanoseconds outside 1677–2262.
///
/// Each test waits on the programs it starts from a thread of its own (`blockingCall`), so
/// that Swift Testing runs them beside the others.
@Suite(.needsBuiltProgram) struct ClockEdgeTests {
  /// The first and last moments the option takes, and the one the issue trapped at.
  private static let edges = [
    "9999-12-31T23:59:59+00:00", "0000-01-01T00:00:00+23:59", "2262-04-11T23:47:15Z",
  ]
  private static let openWatchlist = #"{"event":"open","screen":"watchlist","id":"w"}"#

  private func program() throws -> URL {
    try #require(BrowseBinary.url, Comment(rawValue: BrowseBinary.missingMessage))
  }

  /// `stock-screens` with `arguments`, run on a thread of its own.
  private func run(_ arguments: [String]) async throws -> ProgramRun {
    try await blockingCall("stock-screens \(arguments.joined(separator: " "))") {
      try ProgramRun.builtProduct("stock-screens", arguments: arguments, within: .seconds(120))
    }
  }

  @Test func play_TicksAtTheEdges_AndEachFrontEndRefusesOnePast() async throws {
    let folder = try TemporaryPackage(prefix: "clock-edges")
    try folder.write("open watchlist\nwait 1s\nwait 1h\n", at: "edge.scenario")
    let path = folder.root.appendingPathComponent("edge.scenario").path
    let expected = [
      "9999-12-31T23:59:59+00:00": [
        "已收盤 距開盤 49:00:01 · 01/01（六）07:59:59", "已收盤 距開盤 49:00:00 · 01/01（六）08:00:00",
        "已收盤 距開盤 48:00:00 · 01/01（六）09:00:00",
      ],
      "0000-01-01T00:00:00+23:59": [
        "盤前 距開盤 00:59:00 · 12/31（五）08:01:00", "盤前 距開盤 00:58:59 · 12/31（五）08:01:01",
        "盤中 距收盤 04:28:59 · 12/31（五）09:01:01",
      ],
      "2262-04-11T23:47:15Z": [
        "已收盤 距開盤 49:12:45 · 04/12（六）07:47:15", "已收盤 距開盤 49:12:44 · 04/12（六）07:47:16",
        "已收盤 距開盤 48:12:44 · 04/12（六）08:47:16",
      ],
    ]
    for clock in Self.edges {
      let run = try await run(["play", path, "--clock", clock])
      #expect(run.status == 0, "\(clock): \(run.stderr)")
      let rows = run.stdout.split(separator: "\n").filter { $0.contains("台北") }
      let wanted = expected[clock] ?? []
      #expect(rows.count == wanted.count, "\(clock): \(run.stdout)")
      for (row, text) in zip(rows, wanted) { #expect(row.contains(text), "\(row) \(text)") }
    }
    let commands = [["play", path], ["drive"], ["serve", "--port", "0"]]
    for (command, past) in zip(commands, ["10000-01-01T00:00:00+00:00", "-0001-12-31T23:59:59Z"])
      + [(commands[2], "9999-12-31T23:59:59+00:00x")]
    {
      let run = try await run(command + ["--clock", past])
      #expect(run.status == 2, "\(command) \(past)")
      #expect(
        run.stderr.contains(
          "--clock needs a time with its offset, of a year from 0000 to 9999, such as "
            + "2026-12-03T08:59:50+08:00, not \(past)"), "\(run.stderr)")
    }
  }

  /// `drive`'s clock runs at the wall clock's pace: the watchlist opens, and its clock row
  /// ticks past the moment where it used to trap.
  @Test func drive_TicksAtTheEdges() async throws {
    let binary = try program()
    for clock in Self.edges {
      let (opened, tick, status) = try await blockingCall("drive --clock \(clock)") {
        let drive = try DriveProcess(binary, arguments: ["--clock", clock])
        drive.send(Self.openWatchlist)
        let opened = try drive.readUntil("the watchlist's done") { $0["done"] == "w" }
        let tick = try drive.readUntil("a tick of the market clock") {
          $0["seq"].map { $0 != .int(0) && $0 != .int(1) } ?? false
        }
        drive.endInput()
        _ = try drive.readUntil("the end of drive's output") { _ in false }
        return (opened, tick, try drive.waitForExit())
      }
      #expect(opened.first { $0["error"] != nil } == nil, "\(clock): \(opened)")
      #expect(tick.last?["screen"] == "watchlist", "\(clock)")
      #expect(status == 0, "\(clock)")
    }
  }

  /// One session ticks from the last seconds of 9999 into 10000 (UTC), while another opens
  /// and is served: the server outlives every session's clock.
  @Test func serve_OneSessionTickingPastTheEdge_EndsNoOther() async throws {
    let binary = try program()
    let watchlist = FileManager.default.temporaryDirectory
      .appendingPathComponent("clock-edge-\(UUID().uuidString).json").path
    let server = try await blockingCall("serve to start", within: .seconds(120)) {
      try ServerProcess(
        binary,
        arguments: [
          "serve", "--port", "0", "--watchlist", watchlist, "--clock", "9999-12-31T23:59:58+00:00",
        ])
    }
    defer { server.stop() }
    let port = try #require(URL(string: server.url)?.port.flatMap { UInt16(exactly: $0) })
    let client = try LoopbackHTTPClient(port: port)
    defer { client.close() }
    let first = try await Self.openSession(on: client)
    let opened = try await client.request(
      "POST", "/api/sessions/\(first)/events", body: Array(Self.openWatchlist.utf8))
    #expect(opened.status == 200, "\(opened.text)")
    let stream = try LoopbackHTTPClient(port: port)
    defer { stream.close() }
    try await stream.send("GET", "/api/sessions/\(first)/updates")
    _ = try await stream.responseHead()
    var reached = false
    // 10000-01-01T00:00:00Z is 08:00:00 in Taipei; the row writes no year.
    while !reached, let data = try await stream.event() {
      reached = Self.isPastTheEdge(data)
    }
    #expect(reached, "the stream ended before the clock reached 10000-01-01T00:00:00Z")
    let second = try await Self.openSession(on: client)
    let loaded = try await client.request(
      "POST", "/api/sessions/\(second)/events",
      body: Array(#"{"event":"load","market":"otc"}"#.utf8))
    #expect(loaded.status == 200, "\(loaded.text)")
  }

  /// Whether an update's clock row reads 08:00:00 or later on 01/01, in Taipei: at or past
  /// 10000-01-01T00:00:00Z. A server kept from running for a while skips seconds, so the
  /// first tick past the edge may read 08:00:10 as well as 08:00:00.
  private static func isPastTheEdge(_ update: String) -> Bool {
    guard let day = update.range(of: "01/01（六）") else { return false }
    let time = update[day.upperBound...].prefix(8)
    return time.count == 8 && time >= "08:00:00"
  }

  private static func openSession(on client: LoopbackHTTPClient) async throws -> String {
    let created = try await client.request("POST", "/api/sessions")
    let session = try JSONValue(parsing: created.text)["session"]
    let id: String? = if case .string(let id)? = session { id } else { nil }
    return try #require(id, "no session: \(created)")
  }
}
