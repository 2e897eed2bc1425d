/// How a close compares with the previous one: up, down, flat by an exact amount, or not
/// comparable.
///
/// On a day of ex-rights or ex-dividend (除權息) the exchange's CSV writes `X0.00`: the
/// price the day opened from is not the previous close, so no change is told.
///
///     print(PriceChange(Price("-0.30")!).direction, PriceChange.notComparable.direction)
///     // Prints "down notComparable"
public struct PriceChange: Hashable, Sendable, CustomStringConvertible {
  /// Which way a close moved.
  public enum Direction: String, Hashable, Sendable, CaseIterable, Codable {
    /// 漲: above the previous close.
    case up
    /// 跌: below the previous close.
    case down
    /// 平盤: at the previous close.
    case flat
    /// Not comparable with the previous close (ex-rights or ex-dividend).
    case notComparable
  }

  /// The close minus the previous close, signed; nil when not comparable.
  public let amount: Price?

  /// A change of `amount`, signed: `-0.30` is down 0.30.
  public init(_ amount: Price) {
    self.amount = amount
  }

  private init(comparable amount: Price?) {
    self.amount = amount
  }

  /// The change of a day of ex-rights or ex-dividend.
  public static let notComparable = PriceChange(comparable: nil)

  /// Up, down, flat, or not comparable, by the sign of `amount`.
  public var direction: Direction {
    guard let amount else { return .notComparable }
    if amount.hundredths > 0 { return .up }
    return amount.hundredths < 0 ? .down : .flat
  }

  /// `+25.00`, `-0.30`, `0.00`, or `X` when not comparable: a sign on every move.
  public var description: String {
    guard let amount else { return "X" }
    return amount.hundredths > 0 ? "+\(amount)" : amount.description
  }
}

extension PriceChange: Codable {
  /// Encodes as its `description`: `"+25.00"`, `"X"`.
  public func encode(to encoder: any Encoder) throws {
    try TextCoding.encode(description, to: encoder)
  }

  /// Decodes the text `encode(to:)` writes.
  public init(from decoder: any Decoder) throws {
    self = try TextCoding.decode(from: decoder, expecting: "a change like +25.00 or X") {
      $0 == "X" ? .notComparable : Price($0).map(PriceChange.init)
    }
  }
}
