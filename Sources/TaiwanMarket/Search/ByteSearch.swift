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
  static func firstIndex(
    of needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Int? {
    let length = needle.count
    guard length > 0, range.count >= length else { return nil }
    let first = needle[0]
    var start = range.lowerBound
    let last = range.upperBound - length
    while start <= last {
      if text[start] == first {
        var offset = 1
        while offset < length && text[start + offset] == needle[offset] { offset += 1 }
        if offset == length { return start }
      }
      start += 1
    }
    return nil
  }

  /// How many scalars the UTF-8 bytes in `range` encode.
  static func scalarCount(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var count = 0
    for index in range where text[index] & 0xC0 != 0x80 { count += 1 }
    return count
  }
}
