/// An amount of NT$ to the cent, held exactly as a whole number of hundredths: a price
/// (`2465.00`), or a difference of prices (a change of `-0.30`).
///
/// The exchanges write prices with two decimals; a `Double` would hold 23.10 as
/// 23.099999999999998, so prices are never one.
///
///     let close = Price("2,465.00")!
///     print(close, close.hundredths, close - Price("25")!)
///     // Prints "2465.00 246500 2440.00"
public struct Price: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The amount in hundredths of NT$: 246500 is NT$2,465.00.
  public let hundredths: Int64

  /// The largest amount a decoder reads, NT$99,999,999,999.99: arithmetic on amounts within
  /// it (a change percent, a limit) never overflows.
  public static let maximum = Price(hundredths: 9_999_999_999_999)
  /// NT$0.00.
  public static let zero = Price(hundredths: 0)

  public init(hundredths: Int64) {
    self.hundredths = hundredths
  }

  /// Reads `2465.00`, `2,465`, `-0.3000`, `+25.00`: an optional sign, digits with thousands
  /// separators, and decimals past the second only if they are zeros; nil for anything else,
  /// and for an amount past `maximum`.
  public init?(_ text: String) {
    var copy = text
    guard let hundredths = copy.withUTF8({ FieldNumbers.hundredths($0).value }) else {
      return nil
    }
    self.init(hundredths: hundredths)
  }

  /// `2465.00`, `-0.30`: a `-` when negative, no thousands separators, two decimals.
  public var description: String { FixedPoint.text(hundredths: hundredths) }

  /// True when the amount's magnitude is at most `maximum`: arithmetic on it is safe.
  var isWithinMaximum: Bool {
    (-Self.maximum.hundredths...Self.maximum.hundredths).contains(hundredths)
  }

  /// The amount without its sign.
  public var magnitude: Price { hundredths < 0 ? Price(hundredths: 0 &- hundredths) : self }

  public static func < (lhs: Price, rhs: Price) -> Bool { lhs.hundredths < rhs.hundredths }
  public static func + (lhs: Price, rhs: Price) -> Price {
    Price(hundredths: lhs.hundredths + rhs.hundredths)
  }
  public static func - (lhs: Price, rhs: Price) -> Price {
    Price(hundredths: lhs.hundredths - rhs.hundredths)
  }
}

extension Price: Codable {
  /// Encodes as its `description`, so that JSON reads `"2465.00"`: exact in any reader.
  public func encode(to encoder: any Encoder) throws {
    try TextCoding.encode(description, to: encoder)
  }

  /// Decodes the text `encode(to:)` writes, or any text `init?(_:)` reads.
  public init(from decoder: any Decoder) throws {
    self = try TextCoding.decode(from: decoder, expecting: "an amount like 2465.00") {
      Price($0)
    }
  }
}

/// A percentage to two decimals, held exactly as a whole number of hundredths of a percent:
/// a change of 25.00 on a previous close of 2440.00 is 1.02%.
///
///     print(Percent(Price("25")!, of: Price("2440")!)!)
///     // Prints "1.02%"
public struct Percent: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The percentage in hundredths of a percent: 102 is 1.02%.
  public let hundredths: Int64

  public init(hundredths: Int64) {
    self.hundredths = hundredths
  }

  /// `part` as a percentage of `whole`, rounded to two decimals, halves away from zero
  /// (0.005% is 0.01%); nil when `whole` is not positive, or when `part` is so far past
  /// `Price.maximum` that the percentage does not fit.
  public init?(_ part: Price, of whole: Price) {
    guard whole.hundredths > 0 else { return nil }
    // 2 × part × 100% in hundredths of a percent, plus whole to round halves up, over
    // 2 × whole: whole numbers all the way.
    let (twice, overflowA) = part.hundredths.magnitude.multipliedReportingOverflow(by: 20_000)
    let denominator = UInt64(whole.hundredths)
    let (numerator, overflowB) = twice.addingReportingOverflow(denominator)
    let rounded = Int64(exactly: numerator / (2 * denominator))
    guard !overflowA, !overflowB, let rounded else { return nil }
    self.init(hundredths: part.hundredths < 0 ? -rounded : rounded)
  }

  /// `1.02%`, `-1.28%`.
  public var description: String { FixedPoint.text(hundredths: hundredths) + "%" }

  public static func < (lhs: Percent, rhs: Percent) -> Bool { lhs.hundredths < rhs.hundredths }
}

/// The text of a number of hundredths: `-0.30`, `2465.00`.
enum FixedPoint {
  static func text(hundredths: Int64) -> String {
    let magnitude = hundredths.magnitude
    let cents = magnitude % 100
    return (hundredths < 0 ? "-" : "") + "\(magnitude / 100)." + (cents < 10 ? "0" : "")
      + "\(cents)"
  }
}
