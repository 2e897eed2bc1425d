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
    var directory = CompanyDirectory()
    let failure = MarketDataError(
      market: .otc, origin: .memory(name: "test"), kind: .reported("HTTP 503"))
    for event: DirectoryEvent in [
      .loadRequested(.listed), .marketLoaded(EmbeddedSampleSource.data(for: .listed)),
      .loadRequested(.otc), .marketFailed(failure), .loadRequested(.emerging),
    ] {
      directory.handle(event)
    }
    let screen = directory.screen
    let shown = Screen(title: screen.title, rows: Array(screen.rows.prefix(4)))
    assertTextSnapshot(in: Self.locales, as: .lines) { shown.accessibilityText(in: $0) }
    XCTAssertTrue(shown.accessibilityText(in: Words(locale: "en")).contains(" — button"))
    XCTAssertEqual(shown.accessibilityText(in: .source), shown.accessibilityText)
  }
}
