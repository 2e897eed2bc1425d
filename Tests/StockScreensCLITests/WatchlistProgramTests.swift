import Foundation
import ScreenModel
import TestSupport
import Testing

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
///
/// Each test has a folder of its own and waits on the programs from threads of its own
/// (`blockingCall`), so that Swift Testing runs them side by side and beside the others.
@Suite(.needsBuiltProgram) final class WatchlistProgramTests: Sendable {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("program-watchlist-\(UUID().uuidString)", isDirectory: true)
  private var file: String { folder.appendingPathComponent("watchlist.json").path }

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// `stock-screens` with `arguments`, run on a thread of its own.
  private func run(
    _ arguments: [String], environment: [String: String] = [:], input: Data? = nil
  ) async throws -> ProgramRun {
    try await blockingCall("stock-screens \(arguments.joined(separator: " "))") {
      try ProgramRun.builtProduct(
        "stock-screens", arguments: arguments, environment: environment, input: input,
        within: .seconds(120))
    }
  }

  private static let openWatchlist = #"{"event":"open","screen":"watchlist"}"#
  private static func add(_ code: String) -> String { #"{"event":"add","code":"\#(code)"}"# }

  /// `drive` with `arguments`, fed `events`; the row ids of the last update it wrote, which
  /// in protocol 1 holds every row.
  private func drive(
    _ events: [String], _ arguments: [String], environment: [String: String] = [:]
  ) async throws -> [String] {
    let run = try await run(
      ["drive", "--protocol", "1"] + arguments, environment: environment,
      input: Data(events.map { $0 + "\n" }.joined().utf8))
    #expect(run.status == 0, "\(run.stderr)")
    let last = try #require(run.stdout.split(separator: "\n").last.map(String.init))
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

  @Test func aRunOfDrive_ShowsWhatTheRunBeforeItKept() async throws {
    let first = try await drive(
      [Self.openWatchlist, Self.add("2330"), Self.add("1101")], ["--watchlist", file])
    // The program's watchlist opens with its market clock on top.
    #expect(first == ["marketClock", "status", "company:1101", "company:2330"])
    #expect(try kept().sorted() == ["1101", "2330"])
    let second = try await drive([Self.openWatchlist], ["--watchlist", file])
    #expect(second == ["marketClock", "status", "company:1101", "company:2330"])
  }

  @Test func theEnvironmentNamesTheFileForDrive_PlayKeepsItsOwnUnlessGivenOne() async throws {
    let environment = ["STOCK_SCREENS_WATCHLIST": file]
    _ = try await drive([Self.openWatchlist, Self.add("2330")], [], environment: environment)
    #expect(try kept() == ["2330"])
    let scenario = folder.appendingPathComponent("open.scenario")
    try Data("open watchlist\n".utf8).write(to: scenario)
    let reproducible = try await run(["play", scenario.path], environment: environment)
    #expect(reproducible.status == 0, "\(reproducible.stderr)")
    #expect(reproducible.stdout.contains("尚未加入自選股"), "\(reproducible.stdout)")
    let given = try await run(
      ["play", scenario.path, "--watchlist", file], environment: environment)
    #expect(given.stdout.contains("台積電 - (2330)"), "\(given.stdout)")
  }

  @Test func serve_ShowsTheFilesList_InANewTab() async throws {
    let program = try #require(BrowseBinary.url)
    _ = try await drive([Self.openWatchlist, Self.add("6488")], ["--watchlist", file])
    let file = self.file
    let ids = try await blockingCall("serve to show the watchlist", within: .seconds(120)) {
      let server = try ServerProcess(
        program, arguments: ["serve", "--port", "0", "--watchlist", file])
      defer { server.stop() }
      let client = try LoopbackHTTPClient(port: try server.port())
      defer { client.close() }
      let session = try ServerProcess.openSession(on: client)
      let update = try client.blockingRequest(
        "POST", "/api/sessions/\(session)/events", body: Array(Self.openWatchlist.utf8))
      return try Self.rowIDs(of: JSONValue(parsing: update.text))
    }
    #expect(ids == ["marketClock", "status", "company:6488"])
  }

  @Test func browse_TakesTheFile() async throws {
    let run = try await run(["browse", "--watchlist", file])
    #expect(run.status == 2)
    #expect(run.stderr.contains("browse needs a terminal"), "the option is taken: \(run.stderr)")
  }

  /// A `serve` killed with SIGKILL right after it answers an add or a removal, twenty times,
  /// each on the file the one before left: ten adds then ten removals, so that the list goes
  /// through every length from none to ten and back, and every change it acknowledged is in
  /// the file.
  @Test func serveKilledRightAfterEachAnswer_KeptEveryChangeItAcknowledged() async throws {
    let program = try #require(BrowseBinary.url)
    let file = self.file
    let codes = ["1101", "2330", "6488", "2603", "6643", "1260", "2317", "3008", "1216", "2412"]
    // Each run's answer and what the file kept after it, against what was acknowledged.
    let runs = try await blockingCall("twenty runs of serve", within: .seconds(600)) {
      var expected: [String] = []
      var runs: [(what: String, status: Int, text: String, kept: [String], expected: [String])] =
        []
      for number in 0..<(2 * codes.count) {
        let code = codes[number % codes.count]
        let event = expected.contains(code) ? "remove" : "add"
        let server = try ServerProcess(
          program, arguments: ["serve", "--port", "0", "--watchlist", file])
        let client = try LoopbackHTTPClient(port: try server.port())
        defer { client.close() }
        let session = try ServerProcess.openSession(on: client)
        _ = try client.blockingRequest(
          "POST", "/api/sessions/\(session)/events", body: Array(Self.openWatchlist.utf8))
        let answer = try client.blockingRequest(
          "POST", "/api/sessions/\(session)/events",
          body: Array(#"{"event":"\#(event)","code":"\#(code)","id":1}"#.utf8))
        server.kill()
        if event == "add" { expected.append(code) } else { expected.removeAll { $0 == code } }
        let kept = try WatchlistFile(path: file).read().get().map(\.code)
        runs.append(("run \(number): \(event) \(code)", answer.status, answer.text, kept, expected))
      }
      return runs
    }
    #expect(runs.count == 2 * codes.count)
    for run in runs {
      #expect(run.status == 200, "\(run.what): \(run.text)")
      #expect(run.kept == run.expected, "\(run.what) acknowledged")
    }
  }

  /// Two and then ten runs of `drive` on one file, started together, each adding three
  /// companies of its own and removing the second: the file keeps every change of every run,
  /// and each run's watchlist, while it shows, comes to show the others' changes too.
  @Test func manyDrivesOnOneFile_LoseNoChange_AndEachSeesTheOthers() async throws {
    let codes = [
      "1101", "1102", "1216", "1301", "1590", "1737", "2002", "2207", "2303", "2308", "2317",
      "2330", "2357", "2412", "2454", "2465", "2603", "2609", "2834", "2881", "2882", "2912",
      "3008", "3673", "5871", "6415", "6531", "6902", "9910", "1240",
    ]
    let file = self.file
    for count in [2, 10] {
      try? FileManager.default.removeItem(atPath: file)
      let mine = (0..<count).map { Array(codes[(3 * $0)..<(3 * $0 + 3)]) }
      let expected = Set(mine.flatMap { [$0[0], $0[2]] })
      let kept = try await blockingCall("\(count) runs of drive on one file") {
        let runs = try mine.map { own in try DriveRun(file: file, codes: own) }
        defer { runs.forEach { $0.end() } }
        for run in runs { try run.waitForItsChanges() }
        let kept = try WatchlistFile(path: file).read().get().map(\.code)
        for (number, run) in runs.enumerated() {
          try run.waitToShow(expected, "run \(number) of \(count) to show every run's changes")
        }
        return kept
      }
      #expect(Set(kept) == expected, "\(count) runs: the file keeps every change")
    }
  }

  /// Drives one run after another on one file, each killed with SIGKILL after a number of
  /// updates the seed chooses, while its adds are being looked up and saved: after each, the
  /// file reads, holds what the runs before it kept, and nothing that was not added.
  @Test func driveKilledWhileItSaves_LeavesTheOldListOrTheNew() async throws {
    let program = try #require(BrowseBinary.url)
    let file = self.file
    let codes = ["1101", "2330", "6488", "2603", "6643", "1260", "2317", "3008"]
    // What the file held after each run.
    let kept = try await blockingCall("eight runs of drive, each killed") {
      try Self.killedWhileSaving(program, file: file, codes: codes)
    }
    var before: [String] = []
    for (run, after) in kept.enumerated() {
      #expect(Array(after.prefix(before.count)) == before, "run \(run) lost what was kept")
      #expect(Set(after).isSubset(of: codes), "run \(run): \(after)")
      #expect(Set(after).count == after.count, "run \(run): each company once")
      before = after
    }
    #expect(kept.count == 8)
    #expect(!before.isEmpty, "some run saved something")
  }

  /// Eight runs of `drive` on `file` one after another, each killed after a number of updates
  /// the seed chooses; what the file held after each.
  private static func killedWhileSaving(
    _ program: URL, file: String, codes: [String]
  ) throws -> [[String]] {
    var random = SplitMix64(seed: 34)
    var kept: [[String]] = []
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
      kept.append(try WatchlistFile(path: file).read().get().map(\.code))
    }
    return kept
  }
}
