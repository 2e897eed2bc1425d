import TaiwanMarket

/// Formats figures for the table: whole nanoseconds with thousands separators, other units
/// with a few decimals.
///
///     print(NumberText.format(1_234_567.8, .nanoseconds), NumberText.format(87.456, .times))
///     // Prints "1,234,568 87.46"
enum NumberText {
  /// `value` written for `unit`.
  static func format(_ value: Double, _ unit: Figure.Unit) -> String {
    guard value.isFinite else { return "\(value)" }
    switch unit {
    case .nanoseconds: return DigitGrouping.grouped(Int64(value.rounded()))
    case .megabytesPerSecond, .megabytes: return decimals(value, 1)
    case .times: return value >= 100 ? decimals(value, 1) : decimals(value, 2)
    }
  }

  /// A whole number with separators, or `value` with up to two decimals: `50,000`, `1.5`.
  static func plain(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded() { return DigitGrouping.grouped(Int64(value)) }
    return value * 10 == (value * 10).rounded() ? decimals(value, 1) : decimals(value, 2)
  }

  /// `value` with `places` decimals, rounded half away from zero.
  static func decimals(_ value: Double, _ places: Int) -> String {
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int64((value * Double(scale)).rounded())
    let whole = DigitGrouping.grouped(scaled / scale)
    guard places > 0 else { return whole }
    let fraction = String(scaled.magnitude % UInt64(scale))
    let sign = scaled < 0 && scaled / scale == 0 ? "-" : ""
    return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }
}
