/// Reads counts (capital, shares) and dates from raw field bytes.
///
/// Counts may carry thousands separators (`,` or `，`) and full-width digits; they parse into
/// `Int64` with overflow checks. Dates are `YYYYMMDD` or Republic of China dates (`1131029`).
enum FieldNumbers {
  /// A count such as 實收資本額: `259327332420`, `259,327,332,420`, `２５９，３２７`.
  static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> FieldValue<Int64> {
    let bounds = FieldText.trimmedBounds(bytes)
    guard !bounds.isEmpty else { return .absent }
    var total: Int64 = 0
    var digits = 0
    var index = bounds.lowerBound
    while index < bounds.upperBound {
      guard let (digit, width) = countUnit(bytes, at: index, end: bounds.upperBound) else {
        return .invalid(text(bytes, bounds))
      }
      index += width
      guard let digit else { continue }
      let (scaled, overflowA) = total.multipliedReportingOverflow(by: 10)
      let (sum, overflowB) = scaled.addingReportingOverflow(digit)
      guard !overflowA, !overflowB else { return .invalid(text(bytes, bounds)) }
      total = sum
      digits += 1
    }
    return digits > 0 ? .value(total) : .invalid(text(bytes, bounds))
  }

  /// A Republic of China calendar date such as 出表日期 `1131029` (2024-10-29); year 1 is 1912.
  static func rocDate(_ bytes: UnsafeBufferPointer<UInt8>) -> FieldValue<CalendarDate> {
    date(bytes, digitCounts: 6...7, yearOffset: 1911)
  }

  /// A `YYYYMMDD` date such as 成立日期 `19870221`.
  static func gregorianDate(_ bytes: UnsafeBufferPointer<UInt8>) -> FieldValue<CalendarDate> {
    date(bytes, digitCounts: 8...8, yearOffset: 0)
  }

  /// Reads the digits of a date, skipping `/` and `-` separators, as year, month and day.
  ///
  /// Works on the bytes rather than through `CalendarDate(yyyymmdd:)` because a string
  /// per date costs more than the rest of a CSV record.
  private static func date(
    _ bytes: UnsafeBufferPointer<UInt8>, digitCounts: ClosedRange<Int>, yearOffset: Int
  ) -> FieldValue<CalendarDate> {
    let bounds = FieldText.trimmedBounds(bytes)
    guard !bounds.isEmpty else { return .absent }
    var value = 0
    var digits = 0
    var index = bounds.lowerBound
    while index < bounds.upperBound {
      let byte = bytes[index]
      if let (digit, width) = countUnit(bytes, at: index, end: bounds.upperBound), let digit {
        guard digits < digitCounts.upperBound else { return .invalid(text(bytes, bounds)) }
        value = value * 10 + Int(digit)
        digits += 1
        index += width
      } else if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") {
        index += 1
      } else {
        return .invalid(text(bytes, bounds))
      }
    }
    guard digitCounts.contains(digits),
      let date = CalendarDate(
        year: value / 10000 + yearOffset, month: value / 100 % 100, day: value % 100)
    else { return .invalid(text(bytes, bounds)) }
    return .value(date)
  }

  /// A decimal such as a price or a change, in hundredths: `2,465.00` is 246500, `-0.3000` is
  /// -30. An optional `+` or `-`, digits with thousands separators, and at most two decimals
  /// that are not zero (`25.0000` reads; `0.005` does not, as no price has a third decimal).
  /// Its magnitude is at most `Price.maximum`.
  static func hundredths(_ bytes: UnsafeBufferPointer<UInt8>) -> FieldValue<Int64> {
    let bounds = FieldText.trimmedBounds(bytes)
    guard !bounds.isEmpty else { return .absent }
    var index = bounds.lowerBound
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative || bytes[index] == UInt8(ascii: "+") { index += 1 }
    var whole: Int64 = 0
    var digits = 0
    var fraction: Int64 = 0
    var decimals = -1  // -1 until the point: the count of digits after it
    while index < bounds.upperBound {
      if bytes[index] == UInt8(ascii: "."), decimals < 0, digits > 0 {
        decimals = 0
        index += 1
        continue
      }
      guard let (digit, width) = countUnit(bytes, at: index, end: bounds.upperBound),
        decimals < 0 || (digit != nil && (decimals < 2 || digit == 0))
      else { return .invalid(text(bytes, bounds)) }
      index += width
      guard let digit else { continue }
      if decimals >= 0 {
        if decimals < 2 { fraction = fraction * 10 + digit }
        decimals += 1
      } else {
        guard whole <= Price.maximum.hundredths / 100 else { return .invalid(text(bytes, bounds)) }
        whole = whole * 10 + digit
        digits += 1
      }
    }
    if decimals == 1 { fraction *= 10 }
    let magnitude = whole * 100 + fraction
    guard digits > 0, decimals != 0, magnitude <= Price.maximum.hundredths else {
      return .invalid(text(bytes, bounds))
    }
    return .value(negative ? -magnitude : magnitude)
  }

  /// One unit of a count at `index`: a digit (ASCII or full-width) with its byte width, a
  /// thousands separator (nil digit), or nil for anything else.
  static func countUnit(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int
  ) -> (Int64?, Int)? {
    let byte = bytes[index]
    if byte >= 0x30 && byte <= 0x39 { return (Int64(byte - 0x30), 1) }
    if byte == UInt8(ascii: ",") { return (nil, 1) }
    // U+FF10...U+FF19 (full-width digits) and U+FF0C (full-width comma) are EF BC xx.
    guard byte == 0xEF, index + 2 < end, bytes[index + 1] == 0xBC else { return nil }
    let last = bytes[index + 2]
    if last >= 0x90 && last <= 0x99 { return (Int64(last - 0x90), 3) }
    return last == 0x8C ? (nil, 3) : nil
  }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ bounds: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[bounds]), as: UTF8.self)
  }
}
