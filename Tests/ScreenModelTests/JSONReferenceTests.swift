import Foundation
import ScreenModel
import TestSupport
import XCTest

/// The JSON the engine writes is read by other programs: Foundation's own parser, which
/// shares no code with `JSONValue`, must read back the very values written.
final class JSONReferenceTests: XCTestCase {
  /// Characters that need escaping, and their neighbours. (No U+FEFF: Foundation's reader
  /// on Linux drops some of them from inside a string, which would fail this test for it.)
  private static let pool: [Unicode.Scalar] = [
    "a", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}",
    "\u{A0}", "台", "\u{2028}", "\u{2029}", "😀", " ",
  ]

  private func randomText(_ generator: inout SplitMix64) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...8, using: &generator) {
      scalars.append(Self.pool[Int.random(in: 0..<Self.pool.count, using: &generator)])
    }
    return String(scalars)
  }

  private func foundation(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  func testStrings_ReadBackByFoundationAsWritten() throws {
    var generator = SplitMix64(seed: 0x7F_2028)
    for round in 0..<3_000 {
      let text = randomText(&generator)
      let written = JSONValue.string(text).text
      XCTAssertEqual(try foundation(written) as? String, text, "round \(round): \(written)")
      for byte in written.utf8 {
        XCTAssertTrue(byte >= 0x20 && byte != 0x7F, "round \(round): raw control \(byte)")
      }
    }
  }

  func testNumbersAndNesting_ReadBackByFoundationAsWritten() throws {
    for number: Int64 in [0, -1, 1, 9, 10, 99, 100, -100, .max, .min, 259_327_332_420] {
      let read = try XCTUnwrap(try foundation(JSONValue.int(number).text) as? NSNumber)
      XCTAssertEqual(read.int64Value, number)
    }
    for number in [0.5, -2.25, 1e-7, 15209.5, 1e300] {
      let read = try XCTUnwrap(try foundation(JSONValue.double(number).text) as? NSNumber)
      XCTAssertEqual(read.doubleValue, number)
    }
    let value = JSONValue.object([
      "a": .array([.int(1), .null, .bool(true), .object([:])]), "台": .string("\u{7F}"),
    ])
    let read = try XCTUnwrap(try foundation(value.text) as? [String: Any])
    XCTAssertEqual(Set(read.keys), ["a", "台"])
    XCTAssertEqual(read["台"] as? String, "\u{7F}")
    let array = try XCTUnwrap(read["a"] as? [Any])
    XCTAssertEqual(array.count, 4)
    XCTAssertTrue(array[1] is NSNull)
  }
}
