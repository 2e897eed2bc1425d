/// The one place where the raw bytes of a field become clean text, for every decoder.
///
/// Trims ASCII white space, the ideographic space U+3000 and NBSP at both ends, decodes HTML
/// numeric entities (`&#20870;星科技` reads `円星科技`) and turns empty text into nil.
enum FieldText {
  /// The text of a field, or nil when it is empty once trimmed.
  static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let bounds = trimmedBounds(bytes)
    guard !bounds.isEmpty else { return nil }
    let trimmed = UnsafeBufferPointer(rebasing: bytes[bounds])
    guard HTMLEntities.mayContainEntity(trimmed) else {
      return String(decoding: trimmed, as: UTF8.self)
    }
    // An entity can stand for white space (`&#12288;`), so trim once more after decoding.
    let decoded = HTMLEntities.decodeNumeric(trimmed)
    return decoded.withUnsafeBufferPointer { decodedBytes in
      let inner = trimmedBounds(decodedBytes)
      guard !inner.isEmpty else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: decodedBytes[inner]), as: UTF8.self)
    }
  }

  /// The text of a Swift string field, with the same rules as the bytes of a CSV field.
  static func text(_ string: String) -> String? {
    var copy = string
    return copy.withUTF8 { text($0) }
  }

  /// 外國企業註冊地國: nil for a domestic company, which the exchanges mark with a dash (`－ `).
  static func registration(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let bounds = trimmedBounds(bytes)
    var index = bounds.lowerBound
    // Only dashes, ASCII `-` or full-width `－` (EF BC 8D), mean "not registered abroad".
    while index < bounds.upperBound {
      if bytes[index] == UInt8(ascii: "-") {
        index += 1
      } else if index + 2 < bounds.upperBound, bytes[index] == 0xEF, bytes[index + 1] == 0xBC,
        bytes[index + 2] == 0x8D
      {
        index += 3
      } else {
        return text(bytes)
      }
    }
    return nil
  }

  /// 普通股每股面額 with its padding collapsed: `新台幣 10.0000元`.
  static func parValue(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let bounds = trimmedBounds(bytes)
    var collapsed: [UInt8] = []
    collapsed.reserveCapacity(bounds.count)
    // The exchanges pad the currency to a fixed width; one space reads the same.
    for index in bounds where bytes[index] != 0x20 || collapsed.last != 0x20 {
      collapsed.append(bytes[index])
    }
    return collapsed.withUnsafeBufferPointer { text($0) }
  }

  /// The bounds of `bytes` without leading and trailing white space.
  static func trimmedBounds(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var lower = 0
    var upper = bytes.count
    while lower < upper {
      let width = spaceWidth(bytes, startingAt: lower, end: upper)
      guard width > 0 else { break }
      lower += width
    }
    while upper > lower {
      let width = spaceWidth(bytes, endingAt: upper, start: lower)
      guard width > 0 else { break }
      upper -= width
    }
    return lower..<upper
  }

  /// The byte length of the white space character that starts at `index`, or 0.
  private static func spaceWidth(
    _ bytes: UnsafeBufferPointer<UInt8>, startingAt index: Int, end: Int
  ) -> Int {
    let byte = bytes[index]
    if byte == 0x20 || (0x09...0x0D).contains(byte) { return 1 }
    if byte == 0xC2, index + 1 < end, bytes[index + 1] == 0xA0 { return 2 }
    if byte == 0xE3, index + 2 < end, bytes[index + 1] == 0x80, bytes[index + 2] == 0x80 {
      return 3
    }
    return 0
  }

  /// The byte length of the white space character that ends just before `end`, or 0.
  ///
  /// Reading backwards is safe because 0xC2 and 0xE3 only ever lead a UTF-8 sequence.
  private static func spaceWidth(
    _ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int, start: Int
  ) -> Int {
    let byte = bytes[end - 1]
    if byte == 0x20 || (0x09...0x0D).contains(byte) { return 1 }
    if byte == 0xA0, end - 2 >= start, bytes[end - 2] == 0xC2 { return 2 }
    if byte == 0x80, end - 3 >= start, bytes[end - 2] == 0x80, bytes[end - 3] == 0xE3 {
      return 3
    }
    return 0
  }
}
