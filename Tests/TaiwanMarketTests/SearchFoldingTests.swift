import TaiwanMarket
import XCTest

/// What a search folds, byte by byte at the edges of ASCII's capitals, against the standard
/// library's lowercasing of those letters alone.
final class SearchFoldingTests: XCTestCase {
  func testASCII_FoldsItsCapitalsAndNothingBesideThem() {
    for value in UInt8(0x20)...0x7E {
      let text = String(UnicodeScalar(value))
      let expected = (0x41...0x5A).contains(value) ? text.lowercased() : text
      XCTAssertEqual(SearchFolding.fold(text), expected, "U+\(String(value, radix: 16))")
    }
    XCTAssertEqual(SearchFolding.fold("[TSMC]@`{}"), "[tsmc]@`{}")
    XCTAssertEqual(SearchFolding.fold("［ＴＳＭＣ］＠｀｛｝"), "[tsmc]@`{}", "full-width forms alike")
  }
}
