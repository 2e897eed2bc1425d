import XCTest

@testable import TaiwanMarket

final class FieldTextTests: XCTestCase {
  private func text(_ value: String) -> String? { FieldText.text(value) }

  private func count(_ value: String) -> FieldValue<Int64> {
    var copy = value
    return copy.withUTF8 { FieldNumbers.count($0) }
  }

  private func bytes<T>(_ value: String, _ read: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    var copy = value
    return copy.withUTF8(read)
  }

  func testText_TrimsASCIIIdeographicAndNoBreakSpaces() {
    XCTAssertEqual(text("  Makalot\u{3000}\u{3000}"), "Makalot")
    XCTAssertEqual(text("\u{3000}ROUNDTOP\u{3000}"), "ROUNDTOP")
    XCTAssertEqual(text("\u{A0}\t台泥\r\n"), "台泥")
    XCTAssertEqual(text("Q BURGER"), "Q BURGER", "inner spaces stay")
    XCTAssertEqual(text("Makalot\u{A0}\u{A0}"), "Makalot", "no-break spaces at the end")
    XCTAssertEqual(text("Makalot\u{A1}"), "Makalot\u{A1}", "the character after them stays")
  }

  func testText_EmptyOrBlankIsNil() {
    XCTAssertNil(text(""))
    XCTAssertNil(text(" \u{3000}\u{A0} "))
  }

  func testText_DecodesDecimalAndHexEntities() {
    XCTAssertEqual(text("&#20870;星科技股份有限公司"), "円星科技股份有限公司")
    XCTAssertEqual(text("&#x5186;星"), "円星")
    XCTAssertEqual(text("&#X5186;星"), "円星")
    XCTAssertEqual(
      text("&#9;a"), "a", "the shortest reference, four bytes, is read (a tab, trimmed)")
    XCTAssertEqual(text("a&#9;b"), "a\tb")
    for (field, may) in [("&#9;", true), ("&#;", false), ("a&#", false), ("&&#1", true)] {
      var copy = field
      XCTAssertEqual(copy.withUTF8 { HTMLEntities.mayContainEntity($0) }, may, field)
    }
    XCTAssertEqual(text("&#0000065;"), "A", "seven digits")
    XCTAssertEqual(text("&#00000065;"), "&#00000065;", "eight are too long and kept as written")
    XCTAssertEqual(text("台&#63843;市中正區"), "台\u{F963}市中正區")
  }

  func testText_KeepsMalformedAndNamedEntitiesAsWritten() {
    XCTAssertEqual(text("AT&T"), "AT&T")
    XCTAssertEqual(text("a &amp; b"), "a &amp; b")
    XCTAssertEqual(text("&#;"), "&#;")
    XCTAssertEqual(text("&#0;"), "&#0;")
    XCTAssertEqual(text("&#xD800;"), "&#xD800;", "a surrogate is no character")
    XCTAssertEqual(text("&#99999999;"), "&#99999999;")
    XCTAssertEqual(text("&#20870"), "&#20870", "no semicolon")
  }

  func testText_TrimsSpaceThatAnEntityStandsFor() {
    XCTAssertEqual(text("&#12288;名稱&#32;"), "名稱")
    XCTAssertNil(text("&#32;"))
  }

  func testRegistration_DashMeansDomestic() {
    XCTAssertNil(bytes("－ ", FieldText.registration))
    XCTAssertNil(bytes("-", FieldText.registration))
    XCTAssertNil(bytes("", FieldText.registration))
    XCTAssertNil(bytes("－－-", FieldText.registration), "dashes of both kinds")
    XCTAssertEqual(bytes("－X", FieldText.registration), "－X", "a dash, then a country")
    // A field cut inside a full-width dash is not a dash, and nothing past it is read.
    let cut: [UInt8] = [0x2D, 0xEF, 0xBC]
    XCTAssertNotNil(cut.withUnsafeBufferPointer { FieldText.registration($0) })
    XCTAssertEqual(
      bytes("KY 開曼群島" + String(repeating: " ", count: 52), FieldText.registration), "KY 開曼群島")
  }

  func testParValue_CollapsesPadding() {
    XCTAssertEqual(bytes("新台幣                 10.0000元", FieldText.parValue), "新台幣 10.0000元")
    XCTAssertEqual(bytes("美金0.05元", FieldText.parValue), "美金0.05元")
    XCTAssertNil(bytes("  ", FieldText.parValue))
  }

  func testCount_ReadsPlainSeparatedAndFullWidthDigits() {
    XCTAssertEqual(count("259327332420").value, 259_327_332_420)
    XCTAssertEqual(count(" 259,327,332,420 ").value, 259_327_332_420)
    XCTAssertEqual(count("２５９，３２７").value, 259_327)
    XCTAssertEqual(count("9223372036854775807").value, Int64.max)
  }

  func testCount_EmptyIsAbsentAndGarbageInvalid() {
    guard case .absent = count("\u{3000}") else { return XCTFail("blank should be absent") }
    guard case .invalid(let found) = count(" abc ") else { return XCTFail("abc is no count") }
    XCTAssertEqual(found, "abc")
    guard case .invalid = count("9223372036854775808") else { return XCTFail("overflow") }
    guard case .invalid = count(",,,") else { return XCTFail("separators alone") }
    guard case .invalid = count("10.5") else { return XCTFail("a decimal is no count") }
    guard case .invalid = count("-5") else { return XCTFail("a count is not negative") }
    // The full-width forms beside the digits and the comma (EF BC 8B, 8D, 8F, 9A) are no
    // part of a count.
    for neighbour in ["１＋２", "１－２", "１／２", "１：２", "１．５"] {
      guard case .invalid(let found) = count(neighbour) else {
        return XCTFail("\(neighbour) is no count")
      }
      XCTAssertEqual(found, neighbour)
    }
    XCTAssertEqual(count("０９").value, 9, "the first and last full-width digits")
  }

  func testDates_ReadROCAndGregorianForms() {
    XCTAssertEqual(bytes("1131029", FieldNumbers.rocDate).value?.description, "2024-10-29")
    XCTAssertEqual(bytes("991231", FieldNumbers.rocDate).value?.description, "2010-12-31")
    XCTAssertEqual(bytes("113/10/29", FieldNumbers.rocDate).value?.description, "2024-10-29")
    XCTAssertEqual(bytes("19870221", FieldNumbers.gregorianDate).value?.description, "1987-02-21")
    XCTAssertEqual(bytes("１９８７０２２１", FieldNumbers.gregorianDate).value?.description, "1987-02-21")
    XCTAssertEqual(bytes("2024-02-29", FieldNumbers.gregorianDate).value?.description, "2024-02-29")
  }

  func testDates_ReportImpossibleDates() {
    guard case .invalid("20230229") = bytes("20230229", FieldNumbers.gregorianDate) else {
      return XCTFail("2023 has no February 29")
    }
    guard case .invalid = bytes("1131329", FieldNumbers.rocDate) else { return XCTFail("month 13") }
    guard case .invalid = bytes("198702211", FieldNumbers.gregorianDate) else {
      return XCTFail("nine digits")
    }
    guard case .absent = bytes(" ", FieldNumbers.gregorianDate) else { return XCTFail("blank") }
  }
}
