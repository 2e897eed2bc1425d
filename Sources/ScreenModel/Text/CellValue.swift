/// What a cell holds, beside the text it shows: a front end formats, aligns and colours the
/// cell by it, and reads it aloud with its meaning.
///
///     TextCell.change(CellNumber(units: 2500, scale: 2))   // "+25.00", up
///     TextCell.money(CellNumber(units: 246_500, scale: 2)) // "2,465.00", NT$
///
/// A cell of `.text` is plain: what it shows is all there is, and the protocol writes it as
/// a string. Every other value is written beside the text (`TextCell.writeJSON`), exactly:
/// a decimal as a string of its digits (`"2465.00"`), never a binary fraction.
public enum CellValue: Hashable, Sendable {
  /// Plain text.
  case text
  /// A code that names something: a security's `2330`, `00632R`.
  case code
  /// A whole number: a volume of shares.
  case integer(Int64)
  /// A number with decimals.
  case decimal(CellNumber)
  /// An amount of money in `currency`, an ISO 4217 code (`TWD`).
  case money(CellNumber, currency: String)
  /// A percentage, `1.02` being 1.02%.
  case percent(CellNumber)
  /// A change of an amount, signed; nil when it cannot be compared (ex-rights, ex-dividend).
  case change(CellNumber?)
  /// A change in percent, signed; nil when it cannot be compared.
  case changePercent(CellNumber?)
  /// A calendar day.
  case date(CellDate)
  /// A time of day.
  case time(CellTime)
  /// A short mark (`漲停`, `no trade`), with the way it points when it tells of a change.
  case badge(ChangeDirection?)

  /// The kind of value, without the value.
  public var kind: CellKind {
    switch self {
    case .text: .text
    case .code: .code
    case .integer: .integer
    case .decimal: .decimal
    case .money: .money
    case .percent: .percent
    case .change: .change
    case .changePercent: .changePercent
    case .date: .date
    case .time: .time
    case .badge: .badge
    }
  }

  /// Which way a change points: by the sign of the amount, `.notComparable` without one; a
  /// badge's own; nil for a value that tells of no change.
  public var direction: ChangeDirection? {
    switch self {
    case .change(let amount), .changePercent(let amount):
      guard let amount else { return .notComparable }
      return amount.units > 0 ? .up : amount.units < 0 ? .down : .flat
    case .badge(let direction): return direction
    default: return nil
    }
  }
}

/// The kinds of value a cell holds, as the protocol names them: `"kind":"change"`.
public enum CellKind: String, Hashable, Sendable, CaseIterable {
  case text, code, integer, decimal, money, percent, change, changePercent, date, time, badge

  /// Where a cell of the kind sits in a column: figures at the right, so that digits line
  /// up; the rest at the left.
  public var alignment: TextCell.Alignment {
    switch self {
    case .integer, .decimal, .money, .percent, .change, .changePercent: .trailing
    case .text, .code, .date, .time, .badge: .leading
    }
  }
}

/// Which way a change points.
public enum ChangeDirection: String, Hashable, Sendable, CaseIterable {
  /// Above where it was: a rise.
  case up
  /// Below where it was: a fall.
  case down
  /// Where it was.
  case flat
  /// Not comparable with where it was.
  case notComparable

  /// `▲` or `▼`, beside a rise or a fall in text so that it is never told by colour alone;
  /// nil for the others.
  public var arrow: String? {
    switch self {
    case .up: "▲"
    case .down: "▼"
    case .flat, .notComparable: nil
    }
  }
}

/// An exact number with a fixed count of decimals: `units` over 10 to the power `scale`.
///
///     print(CellNumber(units: -30, scale: 2), CellNumber(units: 246_500, scale: 2).grouped)
///     // Prints "-0.30 2,465.00"
public struct CellNumber: Hashable, Sendable, CustomStringConvertible {
  /// The number times 10 to the power `scale`.
  public var units: Int64
  /// How many decimals it has, 0 to 18.
  public var scale: Int

  /// The number `units` over 10 to the power `scale`, the scale kept from 0 to 18.
  public init(units: Int64, scale: Int) {
    self.units = units
    self.scale = min(max(scale, 0), 18)
  }

  /// The number without its sign.
  public var magnitude: CellNumber {
    CellNumber(units: units < 0 ? 0 &- units : units, scale: scale)
  }

  /// `-0.30`, `2465.00`: a `-` when negative, no thousands separators.
  public var description: String { text(grouped: false) }

  /// `2,465.00`: with a comma every three digits of the whole part.
  public var grouped: String { text(grouped: true) }

  private func text(grouped: Bool) -> String {
    var divisor: UInt64 = 1
    for _ in 0..<scale { divisor *= 10 }
    let magnitude = units.magnitude
    let whole = magnitude / divisor
    let wholeText =
      grouped
      ? DigitGrouping.grouped(Int64(truncatingIfNeeded: whole)) : String(whole)
    var result = (units < 0 ? "-" : "") + wholeText
    guard scale > 0 else { return result }
    let fraction = String(magnitude % divisor)
    result += "." + String(repeating: "0", count: scale - fraction.count) + fraction
    return result
  }
}

/// A calendar day: `2026-07-08`.
public struct CellDate: Hashable, Sendable, CustomStringConvertible {
  /// The year, as the calendar numbers it: 2026.
  public var year: Int
  /// The month, 1 to 12.
  public var month: Int
  /// The day of the month, 1 to 31.
  public var day: Int

  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// `2026-07-08`: ISO 8601, the year in four digits at least.
  public var description: String {
    Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
  }

  static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value.magnitude)
    let zeros = String(repeating: "0", count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + zeros + digits
  }
}

/// A time of day: `13:30:00`.
public struct CellTime: Hashable, Sendable, CustomStringConvertible {
  /// The hour, 0 to 23.
  public var hour: Int
  /// The minute, 0 to 59.
  public var minute: Int
  /// The second, 0 to 59.
  public var second: Int

  public init(hour: Int, minute: Int, second: Int = 0) {
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// `13:30:00`: ISO 8601.
  public var description: String {
    [hour, minute, second].map { CellDate.padded($0, 2) }.joined(separator: ":")
  }
}
