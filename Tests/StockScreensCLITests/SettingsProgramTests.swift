import Foundation
import ScreenModel
import StockScreens
import TestSupport
import Testing

@testable import StockScreensCLI

/// The settings as the built program keeps them, run as a person runs it: a run of `drive`
/// draws by what the last one chose and speaks the language chosen where it names none; a
/// file it cannot read is said and left as it was; a `serve` killed with SIGKILL right after
/// it answers a choice has kept it. Every file is under a temporary folder.
///
/// Each test has a folder of its own and waits on the programs from threads of its own
/// (`blockingCall`), so that Swift Testing runs them side by side and beside the others.
@Suite(.needsBuiltProgram) final class SettingsProgramTests: Sendable {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("program-settings-\(UUID().uuidString)", isDirectory: true)
  private var file: String { folder.appendingPathComponent("settings.json").path }
  private var watchlist: String { folder.appendingPathComponent("watchlist.json").path }

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private static let openSettings = #"{"event":"open","screen":"settings"}"#

  /// The updates `drive` wrote for `events`, with the settings' file and a watchlist of the
  /// test's, and `arguments`.
  private func drive(_ events: [String], _ arguments: [String] = []) async throws -> [JSONValue] {
    let (file, watchlist) = (self.file, self.watchlist)
    let run = try await blockingCall("drive \(arguments.joined(separator: " "))") {
      try Self.drive(events, settings: file, watchlist: watchlist, arguments)
    }
    #expect(run.status == 0, "\(run.stderr)")
    return try run.stdout.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
  }

  private static func drive(
    _ events: [String], settings: String, watchlist: String, _ arguments: [String] = []
  ) throws -> ProgramRun {
    try ProgramRun.builtProduct(
      "stock-screens",
      arguments: ["drive", "--protocol", "1", "--settings", settings, "--watchlist", watchlist]
        + arguments,
      input: Data(events.map { $0 + "\n" }.joined().utf8), within: .seconds(120))
  }

  @Test func aChoiceIsKept_AndTheNextRunDrawsByIt() async throws {
    let first = try await drive([Self.openSettings, #"{"event":"rise","rise":"green","id":"1"}"#])
    #expect(first.first?["appearance"] == .object([.init("rise", "red")]))
    #expect(
      first.contains { $0["appearance"] == .object([.init("rise", "green")]) }, "\(first)")
    #expect(try SettingsFile(path: file).read().get() == Settings(rise: .green))
    let second = try await drive([])
    #expect(second.first?["appearance"] == .object([.init("rise", "green")]))
  }

  @Test func theLanguageChosen_IsTheLocaleOfARunThatNamesNone() async throws {
    _ = try await drive([Self.openSettings, #"{"event":"language","language":"en"}"#])
    #expect(try await drive([]).first?["title"] == "Companies")
    #expect(try await drive([], ["--locale", "zh-Hant"]).first?["title"] == "公司列表")
    // play reads the user's settings only where --settings names them.
    let scenario = folder.appendingPathComponent("open.scenario")
    try Data("open directory\n".utf8).write(to: scenario)
    let file = self.file
    let play = { @Sendable (arguments: [String]) in
      try await blockingCall("play \(arguments.joined(separator: " "))") {
        try ProgramRun.builtProduct(
          "stock-screens", arguments: ["play", scenario.path] + arguments,
          environment: [SettingsLocation.variable: file], within: .seconds(120))
      }
    }
    #expect(try await play([]).stdout.contains("# 公司列表"))
    #expect(try await play(["--settings", file]).stdout.contains("# Companies"))
  }

  @Test func theDirectory_OpensWithTheMarketChosen() async throws {
    _ = try await drive([
      Self.openSettings, #"{"event":"openingMarket","openingMarket":"listed"}"#,
    ])
    let opened = try await drive([])
    #expect(
      opened.contains { update in
        guard case .array(let rows)? = update["rows"] else { return false }
        return rows.contains { $0["id"] == "company:2330" }
      }, "the listed market loads with no event: \(opened.last?.text ?? "")")
  }

  /// Two runs of `drive` at once on one file, one choosing the colour of a rise forty times,
  /// the other the market the directory opens with: the file keeps the last choice of each.
  @Test func twoDrivesChangingTwoSettingsAtOnce_LoseNeithersChange() async throws {
    let choices: [(String, [String])] = [
      ("rise", ["red", "green"]), ("openingMarket", ["listed", "emerging"]),
    ]
    let failures = Failures()
    let (file, watchlist) = (self.file, self.watchlist)
    try await blockingCall("two runs of drive at once") {
      DispatchQueue.concurrentPerform(iterations: 2) { side in
        let (event, values) = choices[side]
        let events =
          [Self.openSettings]
          + (0..<40).map { #"{"event":"\#(event)","\#(event)":"\#(values[$0 % 2])"}"# }
        do {
          let run = try Self.drive(events, settings: file, watchlist: watchlist)
          if run.status != 0 { failures.add("\(event): \(run.stderr)") }
        } catch {
          failures.add("\(event): \(error)")
        }
      }
    }
    #expect(failures.all == [])
    #expect(
      try SettingsFile(path: file).read().get() == Settings(rise: .green, openingMarket: .emerging))
  }

  /// What went wrong on other threads, for the test's own to say.
  private final class Failures: @unchecked Sendable {
    // Unchecked: `found` is read and written under `lock` only.
    private let lock = NSLock()
    private var found: [String] = []
    func add(_ failure: String) { lock.withLock { found.append(failure) } }
    var all: [String] { lock.withLock { found } }
  }

  @Test func aFileItCannotRead_IsSaidOnTheScreen_AndLeftAsItWas() async throws {
    let bytes = Data(#"{"version":1,"rise":"blue"}"#.utf8)
    try bytes.write(to: URL(fileURLWithPath: file))
    let updates = try await drive([Self.openSettings, #"{"event":"rise","rise":"green"}"#])
    let shown = updates.compactMap { update -> String? in
      guard case .array(let rows)? = update["rows"], case .string(let text)? = rows.first?["text"]
      else { return nil }
      return text
    }
    #expect(shown.contains { $0.contains(file) && $0.contains("「rise」") }, "\(shown)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes, "untouched")
    #expect(updates.last?["appearance"] == .object([.init("rise", "green")]), "in memory")
  }

  /// A `serve` killed with SIGKILL right after it answers a choice, twenty times, each on the
  /// file the one before left: every choice it acknowledged is in the file.
  @Test func serveKilledRightAfterEachAnswer_KeptEveryChoiceItAcknowledged() async throws {
    let program = try #require(BrowseBinary.url)
    let (file, watchlist) = (self.file, self.watchlist)
    // Each run's answer and the colour the file kept after it.
    let runs = try await blockingCall("twenty runs of serve", within: .seconds(600)) {
      var runs: [(rise: String, status: Int, text: String, kept: String)] = []
      for number in 0..<20 {
        let rise = number.isMultiple(of: 2) ? "green" : "red"
        let server = try ServerProcess(
          program,
          arguments: ["serve", "--port", "0", "--settings", file, "--watchlist", watchlist])
        let client = try LoopbackHTTPClient(port: try server.port())
        defer { client.close() }
        let session = try ServerProcess.openSession(on: client)
        _ = try client.blockingRequest(
          "POST", "/api/sessions/\(session)/events", body: Array(Self.openSettings.utf8))
        let answer = try client.blockingRequest(
          "POST", "/api/sessions/\(session)/events",
          body: Array(#"{"event":"rise","rise":"\#(rise)","id":1}"#.utf8))
        server.kill()
        let kept = try SettingsFile(path: file).read().get().rise.rawValue
        runs.append((rise, answer.status, answer.text, kept))
      }
      return runs
    }
    #expect(runs.count == 20)
    for (number, run) in runs.enumerated() {
      #expect(run.status == 200, "run \(number): \(run.text)")
      #expect(run.kept == run.rise, "run \(number): \(run.rise) acknowledged")
    }
  }
}
