import ScreenModel
import XCTest

final class DigitGroupingTests: XCTestCase {
  func testGrouping_ClimbsThroughTheDigits() {
    XCTAssertEqual(DigitGrouping.grouped(0), "0")
    XCTAssertEqual(DigitGrouping.grouped(7), "7")
    XCTAssertEqual(DigitGrouping.grouped(999), "999")
    XCTAssertEqual(DigitGrouping.grouped(1_000), "1,000")
    XCTAssertEqual(DigitGrouping.grouped(418_051_600), "418,051,600")
    XCTAssertEqual(DigitGrouping.grouped(259_327_332_420), "259,327,332,420")
  }

  func testGrouping_Extremes() {
    XCTAssertEqual(DigitGrouping.grouped(-1_234), "-1,234")
    XCTAssertEqual(DigitGrouping.grouped(Int64.max), "9,223,372,036,854,775,807")
    XCTAssertEqual(DigitGrouping.grouped(Int64.min), "-9,223,372,036,854,775,808")
  }
}
