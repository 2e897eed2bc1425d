import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import TerminalControl
import XCTest

import enum TerminalControl.Key

@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// The front ends' own words in every shipped locale and in the pseudo-locale, each state a
/// reference per locale (`name.txt` in zh-Hant, `name.en.txt`, `name.en-XA.txt` beside it):
/// browse's frames at 80 columns and play's storyboard lines. In `en-XA` each word of the
/// package's catalog and of the stock app's is bracketed, and in `en` no Chinese is left but
/// the data's.
final class FrontEndLocaleSnapshotTests: XCTestCase {
  private typealias F = BrowseFixtures
  private static let locales = [Words.sourceLocale, "en", "en-XA"]

  /// The frame of `model`, checked to fit its window: a line that grew past it is cut.
  private func frame(_ model: BrowseModel, line: UInt = #line) -> BrowseFrame {
    let frame = BrowseFrame(model)
    for text in frame.lines.map(\.text) {
      XCTAssertLessThanOrEqual(DisplayWidth.of(text), model.state.size.width, text, line: line)
    }
    return frame
  }

  func testDirectory_ListedLoaded() {
    assertTextSnapshot(in: Self.locales) { words in
      var model = F.model(words: words)
      F.press([.down, .down], on: &model)
      return frame(model)
    }
  }

  func testDirectory_Searching() {
    assertTextSnapshot(in: Self.locales) { words in
      var model = F.model(
        directory: F.directory(loaded: [.listed, .otc], words: words), words: words)
      F.press([.character("/")] + F.typing("台積"), on: &model)
      F.show(F.directory(loaded: [.listed, .otc], filter: "台積", words: words), on: &model)
      let searching = frame(model)
      let line = searching.lines[1].text
      let typed = line.range(of: "台積").map { DisplayWidth.of(String(line[..<$0.upperBound])) }
      XCTAssertEqual(searching.cursor?.column, typed, "\(words.locale): after the text typed")
      return searching
    }
  }

  func testProfile_OnTopOfTheDirectory() throws {
    assertTextSnapshot(in: Self.locales) { words in
      var model = F.model(words: words)
      if let profile = F.profile("2330", words: words) {
        F.show(profile, on: &model, stack: ["directory", "profile"])
      } else {
        XCTFail("the sample has no 2330")
      }
      return frame(model)
    }
  }

  func testFeed_AtItsEnd() {
    assertTextSnapshot(in: Self.locales) { words in
      var model = F.model(words: words)
      F.show(F.feed(pages: 2, words: words), on: &model, stack: ["feed"])
      F.press([.end], on: &model)
      return frame(model)
    }
  }

  /// Every frame above in English holds no Chinese but the sample's own: names, full names,
  /// the people and places of a profile.
  func testEnglishFrames_HoldNoChineseButTheData() throws {
    let english = Words(locale: "en")
    var directory = F.model(words: english)
    F.press([.down, .down], on: &directory)
    var feed = F.model(words: english)
    F.show(F.feed(pages: 2, words: english), on: &feed, stack: ["feed"])
    F.press([.end], on: &feed)
    var profile = F.model(words: english)
    F.show(
      try XCTUnwrap(F.profile("2330", words: english)), on: &profile,
      stack: ["directory", "profile"])
    let data = Set(
      Market.allCases.flatMap { EmbeddedSampleSource.data(for: $0).companies }.flatMap {
        [
          $0.shortName, $0.fullName, $0.chairman, $0.generalManager, $0.spokesperson,
          $0.spokespersonTitle, $0.parValue, $0.transferAgent, $0.address,
        ].compactMap { $0 }
      })
    for model in [directory, feed, profile] {
      for line in BrowseFrame(model).lines.map(\.text) {
        var rest = line
        for text in data.sorted(by: { $0.count > $1.count }) {
          rest = rest.replacingOccurrences(of: text, with: "")
        }
        XCTAssertFalse(rest.unicodeScalars.contains { (0x3000...0x9FFF).contains($0.value) }, line)
      }
    }
  }

  func testPseudoLocale_MarksEveryPartOfTheKeyHelpThePackageSays() {
    var model = F.model(words: Words(locale: "en-XA"))
    F.press([.down], on: &model)
    let parts = KeyHelp.parts(for: model).map(\.text)
    let own = parts.filter { part in !model.buttons.contains { part.contains($0.label) } }
    let actions = model.rowActions.map(\.label)
    for part in own where !actions.contains(where: part.contains) && !part.hasPrefix("Tab ") {
      XCTAssertTrue(part.hasPrefix("[") && part.hasSuffix("]"), part)
    }
  }

  /// A scenario's failure without a reason is a refused connection, said in the words of the
  /// locale it plays in, on the feed and on the directory; one with a reason shows it as is.
  @MainActor
  func testAFailureWithoutAReason_IsARefusedConnection_InEachLocale() async throws {
    let scenario = try ScenarioParser.parse(
      "open feed\nfail-next\nrefresh\nfail-next HTTP 418\nrefresh\nopen directory\n"
        + "fail otc\nload otc\n",
      file: "failures", screens: StockScenario.stage(source: EmbeddedSampleSource()).screens,
      commands: StockScenario.commands)
    let expected = [
      Words.sourceLocale: [
        "更新失敗：連線失敗（無法連線到主機）", "更新失敗：HTTP 418", "上櫃 資料取得失敗：連線失敗（無法連線到主機）",
      ],
      "en": [
        "Refresh failed: connection failed (the host refused the connection)",
        "Refresh failed: HTTP 418",
        "OTC could not be fetched: connection failed (the host refused the connection)",
      ],
    ]
    for (locale, lines) in expected {
      let player = ScenarioPlayer(source: EmbeddedSampleSource(), words: Words(locale: locale))
      var printer = StoryboardPrinter(maxRows: 3, words: Words(locale: locale))
      var output = ""
      try await player.play(scenario) { output += printer.text(for: $0) }
      for line in lines {
        XCTAssertTrue(output.contains("\n  " + line), "\(locale): \(line)\n\(output)")
      }
    }
  }

  /// play's own lines: a screen that did not change, and the rows a clipped screen leaves out.
  @MainActor
  func testStoryboard_UnchangedAndClipped() async throws {
    let scenario = try ScenarioParser.parse(
      "open directory\nload listed\nfilter\n", file: "locales",
      screens: StockScenario.stage(source: EmbeddedSampleSource()).screens,
      commands: StockScenario.commands)
    var texts: [String: String] = [:]
    for locale in Self.locales {
      let player = ScenarioPlayer(source: EmbeddedSampleSource(), words: Words(locale: locale))
      var printer = StoryboardPrinter(maxRows: 3, words: Words(locale: locale))
      var output = ""
      try await player.play(scenario) { output += printer.text(for: $0) }
      texts[locale] = output
    }
    assertTextSnapshot(in: Self.locales) { texts[$0.locale] ?? "" }
  }
}
