import ScreenModel
import XCTest

final class DisplayWidthTests: XCTestCase {
  func testASCII_TakesOneColumnEach() {
    XCTAssertEqual(DisplayWidth.of(""), 0)
    XCTAssertEqual(DisplayWidth.of("a"), 1)
    XCTAssertEqual(DisplayWidth.of("TSMC 2330"), 9)
  }

  func testHan_TakesTwoColumnsEach() {
    XCTAssertEqual(DisplayWidth.of("台"), 2)
    XCTAssertEqual(DisplayWidth.of("台積電"), 6)
    XCTAssertEqual(DisplayWidth.of("台積電 - (2330)"), 15)
    XCTAssertEqual(DisplayWidth.of("円"), 2)
    XCTAssertEqual(DisplayWidth.of("𠀀"), 2, "extension B ideographs are wide")
  }

  func testFullWidthForms_TakeTwoColumns() {
    XCTAssertEqual(DisplayWidth.of("ＡＢ"), 4)
    XCTAssertEqual(DisplayWidth.of("１２３"), 6)
    XCTAssertEqual(DisplayWidth.of("\u{3000}"), 2, "an ideographic space is wide")
    XCTAssertEqual(DisplayWidth.of("「台積」"), 8, "CJK brackets are wide")
    XCTAssertEqual(DisplayWidth.of("："), 2)
  }

  func testHalfWidthKatakanaAndHangul() {
    XCTAssertEqual(DisplayWidth.of("ｱｲ"), 2, "half-width katakana are narrow")
    XCTAssertEqual(DisplayWidth.of("한국"), 4)
  }

  func testCombiningMarks_TakeNoColumns() {
    XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
    XCTAssertEqual(DisplayWidth.of("Cafe\u{301}"), 4)
    XCTAssertEqual(DisplayWidth.of("a\u{200B}b"), 2, "a zero width space takes nothing")
  }

  func testEmoji() {
    XCTAssertEqual(DisplayWidth.of("😀"), 2)
    XCTAssertEqual(DisplayWidth.of("👍🏽"), 2, "a skin tone modifier joins its emoji")
    XCTAssertEqual(DisplayWidth.of("🏽"), 2, "a lone skin tone swatch is wide")
    for modifier in 0x1F3FB...0x1F3FF {
      // All five tones, the lightest and the darkest too.
      let tone = String(Unicode.Scalar(UInt32(modifier))!)
      XCTAssertEqual(DisplayWidth.of("👍" + tone), 2, "U+\(String(modifier, radix: 16))")
      XCTAssertEqual(DisplayWidth.of("a👍" + tone + "b"), 4, "U+\(String(modifier, radix: 16))")
    }
    XCTAssertEqual(
      DisplayWidth.of("👍\u{1F3FA}"), 4, "U+1F3FA, before the tones, is an emoji of its own")
    XCTAssertEqual(DisplayWidth.of("👨\u{200D}👩\u{200D}👧"), 2, "a joined family is one glyph")
    XCTAssertEqual(DisplayWidth.of("🇹🇼"), 2, "a flag is one glyph")
    XCTAssertEqual(
      DisplayWidth.of("\u{1F1F9}"), 2, "a regional indicator alone is a letter in a box")
    XCTAssertEqual(DisplayWidth.of("🇹🇼\u{1F1EF}"), 4, "a flag, then one alone")
    XCTAssertEqual(DisplayWidth.of("🇹🇼a🇯🇵"), 5, "two flags apart")
    XCTAssertEqual(DisplayWidth.of("☎"), 1, "text presentation by default")
    XCTAssertEqual(DisplayWidth.of("☎\u{FE0F}"), 2, "variation selector 16 asks for emoji")
  }

  func testMixedText() {
    XCTAssertEqual(DisplayWidth.of("F-貿聯"), 6)
    XCTAssertEqual(DisplayWidth.of("Q BURGER"), 8)
    XCTAssertEqual(DisplayWidth.of("資本額: 259,323,700,670 元"), 26)
  }

  func testControlCharacters_TakeNoColumns() {
    XCTAssertEqual(DisplayWidth.of("a\u{7}b"), 2)
    XCTAssertEqual(DisplayWidth.of("a\u{7F}b"), 2, "DELETE")
  }

  func testEveryScalarOfTheBasicPlane_AloneAsText_TakesTheColumnsOfItsOwnRule() {
    // The text paths (bytes for ASCII and plain wide text, the scalar walk) against the
    // rule for one scalar, which reads the wide ranges by a search of its own.
    var differ: [String] = []
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      if DisplayWidth.of(text) != DisplayWidth.of(scalar) {
        differ.append("U+\(String(value, radix: 16, uppercase: true))")
      }
      if DisplayWidth.of("a" + text) != 1 + DisplayWidth.of(scalar) {
        differ.append("a U+\(String(value, radix: 16, uppercase: true))")
      }
    }
    XCTAssertEqual(differ, [])
  }

  func testEveryASCIICharacter_InText_TakesTheColumnsItTakesAlone() {
    for value in UInt8(0)...0x7F {
      let scalar = Unicode.Scalar(value)
      let alone = (0x20...0x7E).contains(value) ? 1 : 0
      XCTAssertEqual(DisplayWidth.of(scalar), alone, "U+\(String(value, radix: 16))")
      // The byte-by-byte path for ASCII text, and the scalar rules once a non-ASCII
      // character sends the text there.
      XCTAssertEqual(DisplayWidth.of("a\(scalar)b"), 2 + alone, "U+\(String(value, radix: 16))")
      XCTAssertEqual(DisplayWidth.of("é\(scalar)b"), 2 + alone, "U+\(String(value, radix: 16))")
    }
  }
}
