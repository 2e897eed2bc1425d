import Foundation
import ScreenFrontEnds
import ScreenModel
import ScreenModelTesting
import TaiwanMarket
import XCTest

@testable import StockScreensCLI

/// The market clock's storyboard (`Tests/Scenarios/market-clock.scenario`) in English and in
/// the pseudo-locale, played as `ScenarioSnapshotTests` plays its zh-Hant reference: from
/// the same moment, moving only by the scenario's `wait`.
final class MarketClockStoryboardTests: XCTestCase {
  private static let locales = ["en", "en-XA"]

  @MainActor
  func testMarketClock_InEnglishAndThePseudoLocale() async throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenarios/market-clock.scenario")
    let scenario = try ScenarioParser.parse(
      String(contentsOf: file, encoding: .utf8), file: file.lastPathComponent)
    var texts: [String: String] = [:]
    for locale in Self.locales {
      let words = Words(locale: locale)
      let player = ScenarioPlayer(
        StockScenario.stage(source: EmbeddedSampleSource(), live: .app()),
        clock: ScenarioSnapshotTests.start, words: words)
      var printer = StoryboardPrinter(words: words)
      var output = ""
      try await player.play(scenario) { output += printer.text(for: $0) }
      texts[locale] = output
    }
    XCTAssertTrue(
      texts["en"]?.contains("Pre-market, opens in 00:00:10") ?? false,
      "the clock's first row in English")
    assertTextSnapshot(in: Self.locales) { texts[$0.locale] ?? "" }
  }
}
