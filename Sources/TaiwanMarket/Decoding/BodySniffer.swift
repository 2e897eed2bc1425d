/// Looks at the start of a body to tell data from what is not data: nothing at all, or an
/// HTML page (the TWSE host answers 200 with a "FOR SECURITY REASONS" page).
enum BodySniffer {
  /// The index of the first byte that is neither a leading byte-order mark nor ASCII white
  /// space, or nil when the body holds nothing else.
  static func firstSignificantIndex(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = hasByteOrderMark(bytes) ? 3 : 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x20 || (0x09...0x0D).contains(byte) else { return index }
      index += 1
    }
    return nil
  }

  /// True when `bytes` starts with the UTF-8 byte-order mark EF BB BF.
  static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// The error for a body that is empty or an HTML page, or nil when it may be data.
  static func nonDataError(
    _ bytes: UnsafeBufferPointer<UInt8>, market: Market, origin: DataOrigin
  ) -> MarketDataError? {
    guard let first = firstSignificantIndex(bytes) else {
      return MarketDataError(market: market, origin: origin, kind: .emptyBody)
    }
    guard bytes[first] == UInt8(ascii: "<") else { return nil }
    return MarketDataError(market: market, origin: origin, kind: .htmlPage(title: title(bytes)))
  }

  /// The text of the page's `<title>`, white space collapsed, or nil when it has none.
  static func title(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    // A title sits in the head; a page that hides it further down is not worth scanning.
    let window = UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, 65_536)])
    guard let open = find("<title", in: window, from: 0),
      let close = find(">", in: window, from: open + 6),
      let end = find("</title", in: window, from: close + 1)
    else { return nil }
    let inner = UnsafeBufferPointer(rebasing: window[(close + 1)..<end])
    guard let text = FieldText.text(inner) else { return nil }
    let words = text.split(whereSeparator: { $0.isWhitespace })
    return String(words.joined(separator: " ").prefix(200))
  }

  /// The index where `needle` (ASCII) starts in `bytes` at or after `start`, ignoring case.
  private static func find(
    _ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
    for index in start...(bytes.count - pattern.count) {
      var matches = true
      for offset in 0..<pattern.count where lowercase(bytes[index + offset]) != pattern[offset] {
        matches = false
        break
      }
      if matches { return index }
    }
    return nil
  }

  private static func lowercase(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
  }
}
