import Foundation
import ScreenFrontEnds
import ScreenModel
import ScreenModelTesting
import StockScreens
import StockScreensCLI
import TaiwanMarket
import TestSupport
import XCTest

/// Plays every `Tests/Scenarios/*.scenario` on the embedded sample and its quotes, as `play`
/// does, and compares its
/// storyboard with `Snapshots/Scenarios/<name>.txt`: the text
/// `stock-screens play --clock 2026-12-03T08:59:50+08:00 FILE` prints, the watchlist's market
/// clock starting at that moment and moving only by each scenario's `wait`.
final class ScenarioSnapshotTests: XCTestCase {
  private var scenarioFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios")
  }

  private func scenarioFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: scenarioFolder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "scenario" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  func testEveryScenarioMatchesItsStoryboard() async throws {
    let files = try scenarioFiles()
    XCTAssertGreaterThanOrEqual(files.count, 10, "the scenarios cover the stories end to end")
    for file in files {
      let name = file.deletingPathExtension().lastPathComponent
      let text = try String(contentsOf: file, encoding: .utf8)
      let scenario = try ScenarioParser.parse(text, file: file.lastPathComponent)
      let storyboard = try await Self.storyboard(of: scenario)
      assertTextSnapshot(of: storyboard, atPath: "Scenarios/\(name).txt")
    }
  }

  /// The moment every scenario's clock starts at.
  static let start = WallTime(iso8601: "2026-12-03T08:59:50+08:00")!

  /// The storyboard `stock-screens play --clock … FILE` prints for `scenario` on the
  /// embedded sample and its day's quotes.
  @MainActor
  static func storyboard(of scenario: Scenario) async throws -> String {
    let player = ScenarioPlayer(
      source: EmbeddedSampleSource(), quotes: EmbeddedQuoteSource(), live: .app(), clock: start)
    var printer = StoryboardPrinter(words: .source)
    var output = ""
    try await player.play(scenario) { output += printer.text(for: $0) }
    return output
  }
}
