import Foundation
import ScreenModel
import StockScreens
import TestSupport
import XCTest

@testable import StockScreensCLI

/// The settings as the built program keeps them, run as a person runs it: a run of `drive`
/// draws by what the last one chose and speaks the language chosen where it names none; a
/// file it cannot read is said and left as it was; a `serve` killed with SIGKILL right after
/// it answers a choice has kept it. Every file is under a temporary folder.
final class SettingsProgramTests: XCTestCase {
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("program-settings-\(UUID().uuidString)", isDirectory: true)
  private var file: String { folder.appendingPathComponent("settings.json").path }
  private var watchlist: String { folder.appendingPathComponent("watchlist.json").path }

  override func setUpWithError() throws {
    guard BrowseBinary.url != nil else { throw XCTSkip(BrowseBinary.missingMessage) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private static let openSettings = #"{"event":"open","screen":"settings"}"#

  /// The updates `drive` wrote for `events`, with the settings' file and a watchlist of the
  /// test's, and `arguments`.
  private func drive(_ events: [String], _ arguments: [String] = []) throws -> [JSONValue] {
    let run = try Self.drive(events, settings: file, watchlist: watchlist, arguments)
    XCTAssertEqual(run.status, 0, run.stderr)
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

  func testAChoiceIsKept_AndTheNextRunDrawsByIt() throws {
    let first = try drive([Self.openSettings, #"{"event":"rise","rise":"green","id":"1"}"#])
    XCTAssertEqual(first.first?["appearance"], .object([.init("rise", "red")]))
    XCTAssertTrue(
      first.contains { $0["appearance"] == .object([.init("rise", "green")]) }, "\(first)")
    XCTAssertEqual(try SettingsFile(path: file).read().get(), Settings(rise: .green))
    let second = try drive([])
    XCTAssertEqual(second.first?["appearance"], .object([.init("rise", "green")]))
  }

  func testTheLanguageChosen_IsTheLocaleOfARunThatNamesNone() throws {
    _ = try drive([Self.openSettings, #"{"event":"language","language":"en"}"#])
    XCTAssertEqual(try drive([]).first?["title"], "Companies")
    XCTAssertEqual(try drive([], ["--locale", "zh-Hant"]).first?["title"], "公司列表")
    // play reads the user's settings only where --settings names them.
    let scenario = folder.appendingPathComponent("open.scenario")
    try Data("open directory\n".utf8).write(to: scenario)
    let play = { (arguments: [String]) in
      try ProgramRun.builtProduct(
        "stock-screens", arguments: ["play", scenario.path] + arguments,
        environment: [SettingsLocation.variable: self.file], within: .seconds(120))
    }
    XCTAssertTrue(try play([]).stdout.contains("# 公司列表"))
    XCTAssertTrue(try play(["--settings", file]).stdout.contains("# Companies"))
  }

  func testTheDirectory_OpensWithTheMarketChosen() throws {
    _ = try drive([Self.openSettings, #"{"event":"openingMarket","openingMarket":"listed"}"#])
    let opened = try drive([])
    XCTAssertTrue(
      opened.contains { update in
        guard case .array(let rows)? = update["rows"] else { return false }
        return rows.contains { $0["id"] == "company:2330" }
      }, "the listed market loads with no event: \(opened.last?.text ?? "")")
  }

  /// Two runs of `drive` at once on one file, one choosing the colour of a rise forty times,
  /// the other the market the directory opens with: the file keeps the last choice of each.
  func testTwoDrivesChangingTwoSettingsAtOnce_LoseNeithersChange() throws {
    let choices: [(String, [String])] = [
      ("rise", ["red", "green"]), ("openingMarket", ["listed", "emerging"]),
    ]
    let failures = Failures()
    let (file, watchlist) = (self.file, self.watchlist)
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
    XCTAssertEqual(failures.all, [])
    XCTAssertEqual(
      try SettingsFile(path: file).read().get(), Settings(rise: .green, openingMarket: .emerging))
  }

  /// What went wrong on other threads, for the test's own to say.
  private final class Failures: @unchecked Sendable {
    // Unchecked: `found` is read and written under `lock` only.
    private let lock = NSLock()
    private var found: [String] = []
    func add(_ failure: String) { lock.withLock { found.append(failure) } }
    var all: [String] { lock.withLock { found } }
  }

  func testAFileItCannotRead_IsSaidOnTheScreen_AndLeftAsItWas() throws {
    let bytes = Data(#"{"version":1,"rise":"blue"}"#.utf8)
    try bytes.write(to: URL(fileURLWithPath: file))
    let updates = try drive([Self.openSettings, #"{"event":"rise","rise":"green"}"#])
    let shown = updates.compactMap { update -> String? in
      guard case .array(let rows)? = update["rows"], case .string(let text)? = rows.first?["text"]
      else { return nil }
      return text
    }
    XCTAssertTrue(
      shown.contains { $0.contains(file) && $0.contains("「rise」") }, "\(shown)")
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: file)), bytes, "untouched")
    XCTAssertEqual(updates.last?["appearance"], .object([.init("rise", "green")]), "in memory")
  }

  /// A `serve` killed with SIGKILL right after it answers a choice, twenty times, each on the
  /// file the one before left: every choice it acknowledged is in the file.
  func testServeKilledRightAfterEachAnswer_KeptEveryChoiceItAcknowledged() async throws {
    let program = try XCTUnwrap(BrowseBinary.url)
    let (file, watchlist) = (self.file, self.watchlist)
    try await blockingCall("twenty runs of serve", within: .seconds(600)) {
      for number in 0..<20 {
        let rise = number.isMultiple(of: 2) ? "green" : "red"
        let server = try ServerProcess(
          program,
          arguments: ["serve", "--port", "0", "--settings", file, "--watchlist", watchlist])
        let port = try XCTUnwrap(URL(string: server.url)?.port.flatMap { UInt16(exactly: $0) })
        let client = try LoopbackHTTPClient(port: port)
        let created = try client.blockingRequest("POST", "/api/sessions")
        guard case .string(let session)? = try JSONValue(parsing: created.text)["session"] else {
          server.kill()
          return XCTFail("no session: \(created)")
        }
        _ = try client.blockingRequest(
          "POST", "/api/sessions/\(session)/events", body: Array(Self.openSettings.utf8))
        let answer = try client.blockingRequest(
          "POST", "/api/sessions/\(session)/events",
          body: Array(#"{"event":"rise","rise":"\#(rise)","id":1}"#.utf8))
        server.kill()
        client.close()
        XCTAssertEqual(answer.status, 200, answer.text)
        let kept = try SettingsFile(path: file).read().get().rise.rawValue
        XCTAssertEqual(kept, rise, "run \(number): \(rise) acknowledged")
      }
    }
  }
}
