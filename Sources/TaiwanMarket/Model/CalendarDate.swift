/// A day of the Gregorian calendar, without a time or a time zone.
///
/// The exchanges write dates two ways: `YYYYMMDD` (`19870221`) and as a date of the
/// Republic of China calendar, whose year 1 is 1912 (`1131029` is 2024-10-29).
///
///     print(CalendarDate(rocDate: "1131029")!)
///     // Prints "2024-10-29"
public struct CalendarDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The Gregorian year, such as 2024.
  public var year: Int
  /// The month, 1 through 12.
  public var month: Int
  /// The day of the month, 1 through 31.
  public var day: Int

  /// Creates a date from its parts, or nil when they name no day (2024-02-30).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
      day <= CalendarDate.daysIn(month: month, year: year)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads `YYYYMMDD` (`19870221`), or `YYYY-MM-DD`; nil for anything else.
  public init?(yyyymmdd text: String) {
    let digits = text.filter { $0 != "-" && $0 != "/" }
    guard digits.count == 8, digits.allSatisfy(\.isASCIIDigit),
      let value = Int(digits)
    else { return nil }
    self.init(year: value / 10000, month: value / 100 % 100, day: value % 100)
  }

  /// Reads a Republic of China calendar date, `YYYMMDD` or `YYMMDD` (`1131029`, `991231`).
  public init?(rocDate text: String) {
    let digits = text.filter { $0 != "/" && $0 != "-" }
    guard (6...7).contains(digits.count), digits.allSatisfy(\.isASCIIDigit),
      let value = Int(digits)
    else { return nil }
    self.init(year: value / 10000 + 1911, month: value / 100 % 100, day: value % 100)
  }

  /// The ISO 8601 form, `2024-10-29`.
  public var description: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Earlier dates come first.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

extension CalendarDate {
  /// Encodes as the ISO 8601 string, so that JSON reads `"2024-10-29"`.
  public func encode(to encoder: any Encoder) throws {
    try TextCoding.encode(description, to: encoder)
  }

  /// Decodes the ISO 8601 string that `encode(to:)` writes.
  public init(from decoder: any Decoder) throws {
    self = try TextCoding.decode(from: decoder, expecting: "a date like 2024-10-29") {
      CalendarDate(yyyymmdd: $0)
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
