/// The exchange's tick sizes (升降單位): the steps a price moves by, which depend on the price,
/// and the daily price limits (漲跌停) they round.
///
/// | price | stock | ETF |
/// | --- | --- | --- |
/// | under 10 | 0.01 | 0.01 |
/// | 10 to under 50 | 0.05 | 0.01 |
/// | 50 to under 100 | 0.1 | 0.05 |
/// | 100 to under 500 | 0.5 | 0.05 |
/// | 500 to under 1,000 | 1 | 0.05 |
/// | 1,000 and above | 5 | 0.05 |
///
/// A security's table is told by its code, as the daily report says nothing else of it: a
/// code that starts with `00` is an ETF (`0050`, `00632R`, `00400A`), every other code a
/// stock. ETNs (`020011`), warrants and REITs follow rules of their own that the report does
/// not tell apart; they are given the stock table.
///
///     print(TickTable(code: "2330").tick(at: Price("2465")!), TickTable(code: "0050"))
///     // Prints "5.00 etf"
public enum TickTable: String, Hashable, Sendable, CaseIterable, Codable {
  /// Shares: six steps from 0.01 to 5.
  case stock
  /// Exchange-traded funds: 0.01 under 50, 0.05 from 50.
  case etf

  /// The table of the security with `code`: `.etf` when it starts with `00`.
  public init(code: String) {
    self = code.utf8.starts(with: "00".utf8) ? .etf : .stock
  }

  /// The tick size at `price`: the step between two prices at which it may trade there.
  public func tick(at price: Price) -> Price {
    let (thousandths, overflow) = price.hundredths.multipliedReportingOverflow(by: 10)
    return Price(hundredths: tick(atThousandths: overflow ? .max : thousandths) / 10)
  }

  /// The limits of a day whose previous close (參考價) was `previousClose`: the prices on the
  /// tick grid within ±10% of it, a limit-up rounded down to the grid and a limit-down up.
  /// Nil when `previousClose` is not positive or past `Price.maximum`.
  ///
  /// The grid is every price that is a whole number of the ticks at that price; the bands'
  /// edges (10, 50, 100, 500, 1,000) lie on both bands' grids, so rounding within the band of
  /// the ±10% price lands on it.
  ///
  ///     print(TickTable.stock.limits(previousClose: Price("2440")!)!)
  ///     // Prints "2200.00...2680.00"
  public func limits(previousClose: Price) -> PriceLimits? {
    guard previousClose.hundredths > 0, previousClose.isWithinMaximum else { return nil }
    // In thousandths of NT$ ±10% of a price in hundredths is exact: 1.1 × 23.40 is 25.740.
    let up = previousClose.hundredths * 11
    let down = previousClose.hundredths * 9
    let upTick = tick(atThousandths: up)
    let downTick = tick(atThousandths: down)
    return PriceLimits(
      down: Price(hundredths: (down + downTick - 1) / downTick * downTick / 10),
      up: Price(hundredths: up / upTick * upTick / 10))
  }

  /// The tick at a price in thousandths of NT$, in thousandths.
  private func tick(atThousandths price: Int64) -> Int64 {
    switch self {
    case .stock:
      switch price {
      case ..<10_000: 10
      case ..<50_000: 50
      case ..<100_000: 100
      case ..<500_000: 500
      case ..<1_000_000: 1_000
      default: 5_000
      }
    case .etf: price < 50_000 ? 10 : 50
    }
  }
}

/// The lowest and highest prices a security may trade at on a day: 跌停 and 漲停.
public struct PriceLimits: Hashable, Sendable, CustomStringConvertible {
  /// 跌停價, the limit-down price.
  public let down: Price
  /// 漲停價, the limit-up price.
  public let up: Price

  public init(down: Price, up: Price) {
    self.down = down
    self.up = up
  }

  /// `2200.00...2680.00`.
  public var description: String { "\(down)...\(up)" }
}

/// A close at a daily limit: 漲停 or 跌停.
public enum LimitMark: String, Hashable, Sendable, CaseIterable, Codable {
  /// 漲停: the close is the limit-up price.
  case limitUp
  /// 跌停: the close is the limit-down price.
  case limitDown
}
