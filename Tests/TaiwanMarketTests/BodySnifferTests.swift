import XCTest

@testable import TaiwanMarket

/// What counts as nothing at the start of a body: a byte-order mark, then the six ASCII
/// white-space bytes (tab, line feed, vertical tab, form feed, carriage return, space), and
/// no other byte.
final class BodySnifferTests: XCTestCase {
  func testWhiteSpace_IsTheSixASCIISpacesAndNoOtherByte() {
    let spaces: Set<UInt8> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20]
    for byte in UInt8(0)...0xFF {
      let bytes: [UInt8] = [byte, 0x5B]
      let first = bytes.withUnsafeBufferPointer { BodySniffer.firstSignificantIndex($0) }
      XCTAssertEqual(first, spaces.contains(byte) ? 1 : 0, "byte \(byte)")
    }
  }

  func testABodyOfOnlyAMarkAndSpaces_HoldsNothing() {
    let cases: [([UInt8], Int?)] = [
      ([], nil), ([0xEF, 0xBB, 0xBF], nil), ([0xEF, 0xBB, 0xBF, 0x20, 0x0A], nil),
      ([0xEF, 0xBB, 0xBF, 0x7B], 3), ([0xEF, 0xBB, 0x7B], 0), ([0x20, 0x08], 1),
    ]
    for (bytes, expected) in cases {
      let first = bytes.withUnsafeBufferPointer { BodySniffer.firstSignificantIndex($0) }
      XCTAssertEqual(first, expected, "\(bytes)")
    }
  }
}
