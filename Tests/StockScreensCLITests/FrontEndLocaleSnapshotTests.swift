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
/// package's catalog and of the stock app's is bracketed; the profile's and the feed's rows
/// are not, until their words come from the app's catalog too.
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
    let profile = try XCTUnwrap(F.profile("2330"))
    assertTextSnapshot(in: Self.locales) { words in
      var model = F.model(words: words)
      F.show(profile, on: &model, stack: ["directory", "profile"])
      return frame(model)
    }
  }

  func testFeed_AtItsEnd() {
    assertTextSnapshot(in: Self.locales) { words in
      var model = F.model(words: words)
      F.show(F.feed(pages: 2), on: &model, stack: ["feed"])
      F.press([.end], on: &model)
      return frame(model)
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

  /// play's own lines: a screen that did not change, and the rows a clipped screen leaves out.
  @MainActor
  func testStoryboard_UnchangedAndClipped() async throws {
    let scenario = try ScenarioParser.parse(
      "open directory\nload listed\nfilter\n", file: "locales",
      screens: StockScenario.stage(source: EmbeddedSampleSource()).screens,
      commands: StockScenario.commands)
    var texts: [String: String] = [:]
    for locale in Self.locales {
      let player = ScenarioPlayer(source: EmbeddedSampleSource())
      var printer = StoryboardPrinter(maxRows: 3, words: Words(locale: locale))
      var output = ""
      await player.play(scenario) { output += printer.text(for: $0) }
      texts[locale] = output
    }
    assertTextSnapshot(in: Self.locales) { texts[$0.locale] ?? "" }
  }
}
