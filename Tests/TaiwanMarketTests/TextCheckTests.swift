import TestSupport
import XCTest

@testable import TaiwanMarket

final class TextCheckTests: XCTestCase {
  private func problem(_ bytes: [UInt8], maxLineBytes: Int = 64) -> LineProblem? {
    bytes.withUnsafeBufferPointer {
      TextCheck.firstProblem($0, from: 0, maxLineBytes: maxLineBytes)
    }
  }

  func testUTF8_IsValidExactlyWhenTheStandardLibraryDecodesIt() {
    // Seeded bytes weighted toward the edges of the table of well-formed sequences, each
    // judged by the standard library's own validation.
    let edges: [UInt8] = [
      0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
      0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]
    var generator = SplitMix64(seed: 2032)
    for round in 0..<20_000 {
      let bytes = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        edges.randomElement(using: &generator) ?? 0x41
      }
      let decoded = String(validating: bytes, as: UTF8.self)
      var expected: MarketDataError.Kind?
      if let decoded {
        expected = decoded.unicodeScalars.contains("\u{FEFF}") ? .byteOrderMarkInside : nil
      } else {
        expected = .invalidUTF8
      }
      XCTAssertEqual(problem(bytes)?.kind, expected, "round \(round): \(bytes)")
    }
    XCTAssertNil(problem(Array("a\u{80}\u{A0}°\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}".utf8)))
  }

  func testWellFormedText_HasNoProblem() {
    XCTAssertNil(problem(Array("公司代號,台積電\n円星 M31 😀 é\r\n".utf8)))
    XCTAssertNil(problem([]))
  }

  func testMalformedSequences_AreInvalidUTF8OnTheirLine() {
    let cases: [[UInt8]] = [
      [0xE4, 0x41, 0x41],  // a CJK lead byte without continuations
      [0xE0, 0x80, 0x80],  // overlong
      [0xED, 0xA0, 0x80],  // a surrogate
      [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
      [0xC0, 0xAF],  // overlong slash
      [0x80],  // a lone continuation
      [0xE5, 0x8F],  // cut short at the end
    ]
    for bad in cases {
      XCTAssertEqual(
        problem(Array("ok\nok\n".utf8) + bad), LineProblem(kind: .invalidUTF8, line: 3), "\(bad)")
    }
  }

  func testNULAndInnerByteOrderMark_AreFoundAfterFastRuns() {
    let run = Array("abcdefghijklmnopqrstuvwxyz\n".utf8)
    XCTAssertEqual(problem(run + run + [0x41, 0x00]), LineProblem(kind: .nulByte, line: 3))
    XCTAssertEqual(
      problem(run + [0xEF, 0xBB, 0xBF]), LineProblem(kind: .byteOrderMarkInside, line: 2))
  }

  func testLineLimit_CountsBytesBetweenLineFeeds() {
    let exact = Array(repeating: UInt8(ascii: "a"), count: 64) + [0x0A]
    XCTAssertNil(problem(exact + exact))
    XCTAssertEqual(
      problem(exact + exact + Array(repeating: UInt8(ascii: "b"), count: 65)),
      LineProblem(kind: .lineTooLong(limit: 64), line: 3))
    let wide = Array(String(repeating: "臺", count: 30).utf8)
    XCTAssertEqual(problem(wide), LineProblem(kind: .lineTooLong(limit: 64), line: 1))
  }
}
