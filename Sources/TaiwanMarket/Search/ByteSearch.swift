/// Substring search over UTF-8 bytes. UTF-8 never matches across a character boundary,
/// so a byte match is a character match.
enum ByteSearch {
  @inline(__always)
  static func hasPrefix(
    _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ needle: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard range.count >= needle.count else { return false }
    for offset in 0..<needle.count where text[range.lowerBound + offset] != needle[offset] {
      return false
    }
    return true
  }

  /// The start of the first occurrence of `needle` within `range` of `text`.
  ///
  /// Scans eight bytes at a time for the needle's last byte, then compares the rest. The
  /// last byte, not the first: in Chinese text the first byte of a character is shared by
  /// thousands of characters (台 and 積 both start with E5 or E7), its last byte by few.
  static func firstIndex(
    of needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Int? {
    let length = needle.count
    guard length > 0, range.count >= length, let base = text.baseAddress else { return nil }
    let last = needle[length - 1]
    let pattern = UInt64(last) &* lowBits
    // `end` is where the needle's last byte would be.
    var end = range.lowerBound + length - 1
    while end + 8 <= range.upperBound {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
      // A set high bit marks a byte equal to `last` (and, past one, maybe a false one).
      var candidates = zeroBytes(word ^ pattern)
      while candidates != 0 {
        let start = end + candidates.trailingZeroBitCount / 8 - (length - 1)
        if startsWith(needle, text, start) { return start }
        candidates &= candidates &- 1
      }
      end += 8
    }
    while end < range.upperBound {
      if text[end] == last && startsWith(needle, text, end - (length - 1)) {
        return end - (length - 1)
      }
      end += 1
    }
    return nil
  }

  private static let lowBits: UInt64 = 0x0101_0101_0101_0101

  /// The high bit of every zero byte of `word` set; bytes above a zero may be flagged too.
  @inline(__always)
  private static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- lowBits) & ~word & (lowBits &* 0x80)
  }

  /// True when `text` holds all of `needle` from `start` (whose last byte is known to match).
  @inline(__always)
  private static func startsWith(
    _ needle: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>, _ start: Int
  ) -> Bool {
    var offset = 0
    while offset < needle.count && text[start + offset] == needle[offset] { offset += 1 }
    return offset == needle.count
  }

  /// How many scalars the UTF-8 bytes in `range` encode.
  static func scalarCount(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var count = 0
    for index in range where text[index] & 0xC0 != 0x80 { count += 1 }
    return count
  }
}
