import ScreenModel
import TaiwanMarket
import XCTest

/// A capital in each locale: every digit, or one decimal of 億 in Chinese and of billions in
/// English.
final class CapitalTextTests: XCTestCase {
  private let chinese = MarketWords.source
  private let english = Words(locale: "en", catalogs: [MarketWords.catalog])

  func testExact_GroupsEveryDigit() {
    XCTAssertEqual(CapitalText.exact(259_327_332_420, in: chinese), "259,327,332,420 元")
    XCTAssertEqual(CapitalText.exact(259_327_332_420, in: english), "NT$259,327,332,420")
    XCTAssertEqual(CapitalText.exact(0, in: english), "NT$0")
  }

  func testLarge_IsOneDecimalOfTheLocalesUnit() {
    XCTAssertEqual(CapitalText.large(259_327_332_420, in: chinese), "2,593.3 億")
    XCTAssertEqual(CapitalText.large(259_327_332_420, in: english), "NT$259.3 bn")
    XCTAssertEqual(CapitalText.large(418_051_600, in: chinese), "4.2 億")
    XCTAssertEqual(CapitalText.large(418_051_600, in: english), "NT$0.4 bn")
    XCTAssertEqual(CapitalText.large(0, in: english), "NT$0.0 bn")
  }

  func testLarge_RoundsHalfUpAndCarries() {
    XCTAssertEqual(CapitalText.large(5_000_000, in: chinese), "0.1 億", "0.05 rounds up")
    XCTAssertEqual(CapitalText.large(4_999_999, in: chinese), "0.0 億")
    XCTAssertEqual(CapitalText.large(99_996_000_000, in: chinese), "1,000.0 億", "999.96 carries")
    XCTAssertEqual(CapitalText.large(-150_000_000, in: chinese), "-1.5 億")
    XCTAssertEqual(
      CapitalText.large(.max, in: english), "NT$9,223,372,036.9 bn", "no amount overflows")
  }
}
