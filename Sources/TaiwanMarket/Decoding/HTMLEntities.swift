/// Decodes the HTML numeric character references that MOPS writes for characters outside
/// Big5: `&#20870;` and `&#x5186;` both read `円`.
///
/// Named entities (`&amp;`) are left as written: the exchanges' data does not use them, and
/// `AT&T` must stay `AT&T`.
enum HTMLEntities {
  /// True when `bytes` holds `&#` somewhere, the only case worth decoding.
  static func mayContainEntity(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count >= 4 else { return false }
    for index in 0..<(bytes.count - 1) where bytes[index] == ampersand {
      if bytes[index + 1] == hash { return true }
    }
    return false
  }

  /// The bytes with every well-formed numeric reference replaced by its character in UTF-8.
  ///
  /// A reference that is malformed, too long, or names no character (`&#0;`, `&#xD800;`) is
  /// kept as written.
  static func decodeNumeric(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == ampersand, let (scalar, next) = reference(in: bytes, at: index) {
        UTF8.encode(scalar) { output.append($0) }
        index = next
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return output
  }

  /// The character of the reference that starts at `start` (an `&`), and the index after its `;`.
  private static func reference(
    in bytes: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> (Unicode.Scalar, Int)? {
    var index = start + 1
    guard index < bytes.count, bytes[index] == hash else { return nil }
    index += 1
    var radix: UInt32 = 10
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "x") {
      radix = 16
      index += 1
    }
    var value: UInt32 = 0
    var digits = 0
    while index < bytes.count, let digit = digitValue(bytes[index], radix: radix) {
      // Seven hex or decimal digits already exceed U+10FFFF; stop before any overflow.
      guard digits < 7 else { return nil }
      value = value * radix + digit
      digits += 1
      index += 1
    }
    guard digits > 0, index < bytes.count, bytes[index] == semicolon, value != 0,
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, index + 1)
  }

  private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
      UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
      UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private static let ampersand = UInt8(ascii: "&")
  private static let hash = UInt8(ascii: "#")
  private static let semicolon = UInt8(ascii: ";")
}
