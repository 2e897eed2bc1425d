/// Checks a text body in one pass before any record is read: valid UTF-8, no NUL byte, no
/// byte-order mark after the start, and no line longer than a limit.
///
/// The pass stops at the first problem, so a 50 MB line costs one megabyte of reading, and
/// nothing it reads is copied.
enum TextCheck {
  /// The first problem in `bytes` at or after `start` (past a leading byte-order mark), or nil.
  static func firstProblem(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, maxLineBytes: Int
  ) -> LineProblem? {
    guard let base = bytes.baseAddress else { return nil }
    var line = 1
    var lineStart = start
    var index = start
    let count = bytes.count
    while index < count {
      if index + 8 <= count, index + 8 - lineStart <= maxLineBytes,
        isPlainASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      {
        index += 8
        continue
      }
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        index += 1
        lineStart = index
        continue
      }
      if index - lineStart >= maxLineBytes {
        return LineProblem(kind: .lineTooLong(limit: maxLineBytes), line: line)
      }
      if byte & 0xF0 == 0xE0, byte != 0xE0, byte != 0xED, byte != 0xEF, index + 2 < count,
        bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80
      {
        // Most of the data is CJK: three bytes with no special range and no BOM to look for.
        index += 3
      } else if byte >= 0x80 {
        guard let width = sequenceWidth(bytes, at: index) else {
          return LineProblem(kind: .invalidUTF8, line: line)
        }
        if width == 3, byte == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
          return LineProblem(kind: .byteOrderMarkInside, line: line)
        }
        index += width
      } else {
        if byte == 0 { return LineProblem(kind: .nulByte, line: line) }
        index += 1
      }
    }
    return nil
  }

  /// True when none of the eight bytes is non-ASCII, NUL or LF: nothing to look at closely.
  private static func isPlainASCII(_ word: UInt64) -> Bool {
    let high: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    // A byte of `value` is zero exactly when its high bit survives this classic bit trick.
    func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & high != 0 }
    return word & high == 0 && !hasZeroByte(word) && !hasZeroByte(word ^ (ones &* 0x0A))
  }

  /// The length of the well-formed UTF-8 sequence that starts with a non-ASCII byte at
  /// `index`, or nil when it is not well formed (Unicode table 3-7).
  private static func sequenceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let lead = bytes[index]
    let width: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: width = 2
    case 0xE0:
      width = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: width = 3
    case 0xED:
      width = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      width = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: width = 4
    case 0xF4:
      width = 4
      secondRange = 0x80...0x8F
    default: return nil
    }
    guard index + width <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
    for offset in 2..<width where !(0x80...0xBF).contains(bytes[index + offset]) {
      return nil
    }
    return width
  }
}

/// A problem that stops decoding a whole body, with the 1-based line it is on.
///
/// Decoders turn it into a `MarketDataError` once they know the market and origin.
struct LineProblem: Error, Equatable {
  /// What is wrong.
  var kind: MarketDataError.Kind
  /// The 1-based physical line.
  var line: Int
}
