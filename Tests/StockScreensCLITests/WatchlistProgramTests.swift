import Foundation
import ScreenModel
import TestSupport
import XCTest

@testable import StockScreensCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The watchlist as the built program keeps it, run as a person runs it: a run of `drive` or
/// `serve` reads what the last one wrote; `STOCK_SCREENS_WATCHLIST` names the file, and
/// `play` keeps an empty one in memory unless `--watchlist` names one; a `drive` killed
/// with SIGKILL while it saves leaves the old list or the new, never a part. Every file is
/// under a temporary folder, given by option or by environment: no run reads or writes the
/// user's own.
final class WatchlistProgramTests: XCTestCase {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("program-watchlist-\(UUID().uuidString)", isDirectory: true)
  private var file: String { folder.appendingPathComponent("watchlist.json").path }

  override func setUpWithError() throws {
    guard BrowseBinary.url != nil else { throw XCTSkip(BrowseBinary.missingMessage) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private static let openWatchlist = #"{"event":"open","screen":"watchlist"}"#
  private static func add(_ code: String) -> String { #"{"event":"add","code":"\#(code)"}"# }

  /// `drive` with `arguments`, fed `events`; the row ids of the last update it wrote, which
  /// in protocol 1 holds every row.
  private func drive(
    _ events: [String], _ arguments: [String], environment: [String: String] = [:]
  ) throws -> [String] {
    let run = try ProgramRun.builtProduct(
      "stock-screens", arguments: ["drive", "--protocol", "1"] + arguments,
      environment: environment,
      input: Data(events.map { $0 + "\n" }.joined().utf8), within: .seconds(120))
    XCTAssertEqual(run.status, 0, run.stderr)
    let last = try XCTUnwrap(run.stdout.split(separator: "\n").last.map(String.init))
    return try Self.rowIDs(of: JSONValue(parsing: last))
  }

  /// The ids of the rows an update carries: every row in protocol 1; in protocol 2, those of
  /// a window's first update, which carries every row of its window.
  private static func rowIDs(of update: JSONValue) throws -> [String] {
    guard case .array(let rows)? = update["rows"] else { return [] }
    return rows.compactMap { entry in
      if case .string(let id)? = (entry["row"] ?? entry)["id"] { id } else { nil }
    }
  }

  /// The codes the file holds, read as the program reads it.
  private func kept() throws -> [String] {
    try WatchlistFile(path: file).read().get().map(\.code)
  }

  func testARunOfDrive_ShowsWhatTheRunBeforeItKept() throws {
    let first = try drive(
      [Self.openWatchlist, Self.add("2330"), Self.add("1101")], ["--watchlist", file])
    // The program's watchlist opens with its market clock on top.
    XCTAssertEqual(first, ["marketClock", "status", "company:1101", "company:2330"])
    XCTAssertEqual(try kept().sorted(), ["1101", "2330"])
    let second = try drive([Self.openWatchlist], ["--watchlist", file])
    XCTAssertEqual(second, ["marketClock", "status", "company:1101", "company:2330"])
  }

  func testTheEnvironmentNamesTheFileForDrive_PlayKeepsItsOwnUnlessGivenOne() throws {
    _ = try drive(
      [Self.openWatchlist, Self.add("2330")], [], environment: ["STOCK_SCREENS_WATCHLIST": file])
    XCTAssertEqual(try kept(), ["2330"])
    let scenario = folder.appendingPathComponent("open.scenario")
    try Data("open watchlist\n".utf8).write(to: scenario)
    let play = { (arguments: [String]) in
      try ProgramRun.builtProduct(
        "stock-screens", arguments: ["play", scenario.path] + arguments,
        environment: ["STOCK_SCREENS_WATCHLIST": self.file], within: .seconds(120))
    }
    let reproducible = try play([])
    XCTAssertEqual(reproducible.status, 0, reproducible.stderr)
    XCTAssertTrue(reproducible.stdout.contains("尚未加入自選股"), reproducible.stdout)
    let given = try play(["--watchlist", file])
    XCTAssertTrue(given.stdout.contains("台積電 - (2330)"), given.stdout)
  }

  func testServe_ShowsTheFilesList_InANewTab() async throws {
    let program = try XCTUnwrap(BrowseBinary.url)
    _ = try drive([Self.openWatchlist, Self.add("6488")], ["--watchlist", file])
    let file = self.file
    let ids = try await blockingCall("serve to show the watchlist", within: .seconds(120)) {
      let server = try ServerProcess(
        program, arguments: ["serve", "--port", "0", "--watchlist", file])
      defer { server.stop() }
      let port = try XCTUnwrap(URL(string: server.url)?.port.flatMap { UInt16(exactly: $0) })
      let client = try LoopbackHTTPClient(port: port)
      defer { client.close() }
      let created = try client.blockingRequest("POST", "/api/sessions")
      guard case .string(let session)? = try JSONValue(parsing: created.text)["session"] else {
        throw XCTSkip("no session: \(created)")
      }
      let update = try client.blockingRequest(
        "POST", "/api/sessions/\(session)/events", body: Array(Self.openWatchlist.utf8))
      return try Self.rowIDs(of: JSONValue(parsing: update.text))
    }
    XCTAssertEqual(ids, ["marketClock", "status", "company:6488"])
  }

  func testBrowse_TakesTheFile() throws {
    let run = try ProgramRun.builtProduct(
      "stock-screens", arguments: ["browse", "--watchlist", file], within: .seconds(120))
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(
      run.stderr.contains("browse needs a terminal"), "the option is taken: \(run.stderr)")
  }

  /// A `serve` killed with SIGKILL right after it answers an add or a removal, twenty times,
  /// each on the file the one before left: ten adds then ten removals, so that the list goes
  /// through every length from none to ten and back, and every change it acknowledged is in
  /// the file.
  func testServeKilledRightAfterEachAnswer_KeptEveryChangeItAcknowledged() async throws {
    let program = try XCTUnwrap(BrowseBinary.url)
    let file = self.file
    let codes = ["1101", "2330", "6488", "2603", "6643", "1260", "2317", "3008", "1216", "2412"]
    try await blockingCall("twenty runs of serve", within: .seconds(600)) {
      var expected: [String] = []
      for number in 0..<(2 * codes.count) {
        let code = codes[number % codes.count]
        let event = expected.contains(code) ? "remove" : "add"
        let server = try ServerProcess(
          program, arguments: ["serve", "--port", "0", "--watchlist", file])
        let port = try XCTUnwrap(URL(string: server.url)?.port.flatMap { UInt16(exactly: $0) })
        let client = try LoopbackHTTPClient(port: port)
        let created = try client.blockingRequest("POST", "/api/sessions")
        guard case .string(let session)? = try JSONValue(parsing: created.text)["session"] else {
          server.kill()
          return XCTFail("no session: \(created)")
        }
        _ = try client.blockingRequest(
          "POST", "/api/sessions/\(session)/events", body: Array(Self.openWatchlist.utf8))
        let answer = try client.blockingRequest(
          "POST", "/api/sessions/\(session)/events",
          body: Array(#"{"event":"\#(event)","code":"\#(code)","id":1}"#.utf8))
        server.kill()
        client.close()
        XCTAssertEqual(answer.status, 200, answer.text)
        if event == "add" { expected.append(code) } else { expected.removeAll { $0 == code } }
        let kept = try WatchlistFile(path: file).read().get().map(\.code)
        XCTAssertEqual(kept, expected, "run \(number): \(event) \(code) acknowledged")
      }
    }
  }

  /// Two and then ten runs of `drive` on one file, started together, each adding three
  /// companies of its own and removing the second: the file keeps every change of every run,
  /// and each run's watchlist, while it shows, comes to show the others' changes too.
  func testManyDrivesOnOneFile_LoseNoChange_AndEachSeesTheOthers() throws {
    let codes = [
      "1101", "1102", "1216", "1301", "1590", "1737", "2002", "2207", "2303", "2308", "2317",
      "2330", "2357", "2412", "2454", "2465", "2603", "2609", "2834", "2881", "2882", "2912",
      "3008", "3673", "5871", "6415", "6531", "6902", "9910", "1240",
    ]
    for count in [2, 10] {
      try? FileManager.default.removeItem(atPath: file)
      let mine = (0..<count).map { Array(codes[(3 * $0)..<(3 * $0 + 3)]) }
      let expected = Set(mine.flatMap { [$0[0], $0[2]] })
      let runs = try mine.map { own in try DriveRun(file: file, codes: own) }
      defer { runs.forEach { $0.end() } }
      for run in runs { try run.waitForItsChanges() }
      XCTAssertEqual(Set(try kept()), expected, "\(count) runs: the file keeps every change")
      for (number, run) in runs.enumerated() {
        try run.waitToShow(expected, "run \(number) of \(count) to show every run's changes")
      }
    }
  }

  /// Drives one run after another on one file, each killed with SIGKILL after a number of
  /// updates the seed chooses, while its adds are being looked up and saved: after each, the
  /// file reads, holds what the runs before it kept, and nothing that was not added.
  func testDriveKilledWhileItSaves_LeavesTheOldListOrTheNew() throws {
    let program = try XCTUnwrap(BrowseBinary.url)
    var random = SplitMix64(seed: 34)
    let codes = ["1101", "2330", "6488", "2603", "6643", "1260", "2317", "3008"]
    var before: [String] = []
    for run in 0..<8 {
      let process = Process()
      process.executableURL = program
      process.arguments = ["drive", "--watchlist", file]
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.runWatched()
      let lines = PipeReader(output)
      let events = [Self.openWatchlist] + codes.map(Self.add) + [Self.openWatchlist]
      input.fileHandleForWriting.write(Data(events.map { $0 + "\n" }.joined().utf8))
      let updates = Int.random(in: 1...(2 * codes.count), using: &random)
      for number in 0..<updates {
        _ = try lines.line("update \(number) of run \(run)", within: .seconds(60))
      }
      kill(process.processIdentifier, SIGKILL)
      try process.waitUntilExit("run \(run) to end once killed")
      let after = try kept()
      XCTAssertEqual(Array(after.prefix(before.count)), before, "run \(run) lost what was kept")
      XCTAssertTrue(Set(after).isSubset(of: codes), "run \(run): \(after)")
      XCTAssertEqual(Set(after).count, after.count, "run \(run): each company once")
      before = after
    }
    XCTAssertFalse(before.isEmpty, "some run saved something")
  }
}

/// A run of `drive --protocol 1` on a watchlist file, fed its events at once: it opens the
/// watchlist, adds its three codes and removes the second, each event with an id.
private final class DriveRun {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lines: PipeReader
  /// The companies the last update showed.
  private(set) var shown: Set<String> = []

  init(file: String, codes: [String]) throws {
    let program = try XCTUnwrap(BrowseBinary.url)
    process.executableURL = program
    process.arguments = ["drive", "--protocol", "1", "--watchlist", file]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    lines = PipeReader(output)
    try process.runWatched()
    let events =
      [#"{"event":"open","screen":"watchlist","id":"open"}"#]
      + codes.map { #"{"event":"add","code":"\#($0)","id":"add \#($0)"}"# }
      + [#"{"event":"remove","code":"\#(codes[1])","id":"last"}"#]
    input.fileHandleForWriting.write(Data(events.map { $0 + "\n" }.joined().utf8))
  }

  /// Reads updates until the `done` of its last event: its changes are kept then.
  func waitForItsChanges() throws {
    while true {
      let line = try XCTUnwrap(try lines.line("drive's done of its last event"), "drive ended")
      let message = try JSONValue(parsing: line)
      take(message)
      XCTAssertNil(message["error"], line)
      if message["done"] == .string("last") { return }
    }
  }

  /// Reads updates until the watchlist shows `codes`; its look at the file comes each second.
  func waitToShow(_ codes: Set<String>, _ what: String) throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while shown != codes {
      let left = deadline - ContinuousClock.now
      guard left > .zero, let line = try lines.line(what, within: left) else {
        return XCTFail("\(what): it shows \(shown.sorted())")
      }
      take(try JSONValue(parsing: line))
    }
  }

  /// Notes the companies an update shows.
  private func take(_ message: JSONValue) {
    guard case .array(let rows)? = message["rows"] else { return }
    shown = Set(
      rows.compactMap { row -> String? in
        guard case .string(let id)? = row["id"], id.hasPrefix("company:") else { return nil }
        return String(id.dropFirst("company:".count))
      })
  }

  func end() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
