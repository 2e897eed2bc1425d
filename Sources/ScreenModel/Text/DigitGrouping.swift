/// Writes whole numbers with thousands separators, the same way on every machine.
///
///     print(DigitGrouping.grouped(259_327_332_420))
///     // Prints "259,327,332,420"
public enum DigitGrouping {
  /// `value` with a comma every three digits from the right.
  public static func grouped(_ value: Int64) -> String {
    var magnitude = value.magnitude
    // Digits from the right, a comma before every fourth: at most 19 digits and 6 commas.
    var reversed: [UInt8] = []
    reversed.reserveCapacity(26)
    var count = 0
    repeat {
      if count > 0 && count % 3 == 0 { reversed.append(UInt8(ascii: ",")) }
      reversed.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
      count += 1
    } while magnitude > 0
    if value < 0 { reversed.append(UInt8(ascii: "-")) }
    return String(decoding: reversed.reversed(), as: UTF8.self)
  }

  /// `value` with a comma every three digits from the right.
  public static func grouped(_ value: Int) -> String { grouped(Int64(value)) }
}
