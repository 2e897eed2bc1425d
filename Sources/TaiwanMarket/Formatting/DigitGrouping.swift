/// Writes whole numbers with thousands separators, the same way on every machine.
///
///     print(DigitGrouping.grouped(259_327_332_420))
///     // Prints "259,327,332,420"
public enum DigitGrouping {
  /// `value` with a comma every three digits from the right.
  public static func grouped(_ value: Int64) -> String {
    let digits = String(value.magnitude)
    var result = value < 0 ? "-" : ""
    result.reserveCapacity(digits.count + digits.count / 3 + 1)
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }

  /// `value` with a comma every three digits from the right.
  public static func grouped(_ value: Int) -> String { grouped(Int64(value)) }
}
