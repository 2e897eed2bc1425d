import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import XCTest

/// A screen as a screen reader meets it in each locale: the trait words and their
/// separators are the catalog's (`— 按鈕` in zh-Hant, `— button` in English, bracketed in
/// `en-XA`); the rows' own words are the screen's.
final class AccessibilityLocaleTests: XCTestCase {
  private static let locales = [Words.sourceLocale, "en", "en-XA"]

  func testDirectory_AFailedMarketAndALoadingOne() {
    let failure = MarketDataError(
      market: .otc, origin: .memory(name: "test"), kind: .reported("HTTP 503"))
    let shown = { (words: Words) in
      var directory = CompanyDirectory(words: StockWords(words))
      for event: DirectoryEvent in [
        .loadRequested(.listed), .marketLoaded(EmbeddedSampleSource.data(for: .listed)),
        .loadRequested(.otc), .marketFailed(failure), .loadRequested(.emerging),
      ] {
        directory.handle(event)
      }
      let screen = directory.screen
      return Screen(title: screen.title, rows: Array(screen.rows.prefix(4)))
    }
    assertTextSnapshot(in: Self.locales, as: .lines) { shown($0).accessibilityText(in: $0) }
    let english = Words(locale: "en")
    XCTAssertTrue(shown(english).accessibilityText(in: english).contains(" — button"))
    XCTAssertEqual(shown(.source).accessibilityText(in: .source), shown(.source).accessibilityText)
  }
}
