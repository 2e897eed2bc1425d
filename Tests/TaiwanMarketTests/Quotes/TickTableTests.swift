import TaiwanMarket
import Testing

/// The tick sizes at each band's edge and one tick past it, and the daily limits they round:
/// the prices on the grid within ±10% of the previous close, a limit-up rounded down and a
/// limit-down rounded up.
@Suite struct TickTableTests {
  @Test func stockTicks_ChangeAtEachEdge() {
    let cases: [(String, String)] = [
      ("0.01", "0.01"), ("9.99", "0.01"), ("10.00", "0.05"), ("10.05", "0.05"),
      ("49.95", "0.05"), ("50.00", "0.10"), ("50.10", "0.10"), ("99.90", "0.10"),
      ("100.00", "0.50"), ("100.50", "0.50"), ("499.50", "0.50"), ("500.00", "1.00"),
      ("501.00", "1.00"), ("999.00", "1.00"), ("1000.00", "5.00"), ("1005.00", "5.00"),
    ]
    for (at, tick) in cases {
      #expect(TickTable.stock.tick(at: price(at)) == price(tick), "tick at \(at)")
    }
  }

  @Test func etfTicks_ChangeAtFifty() {
    let cases: [(String, String)] = [
      ("9.99", "0.01"), ("10.00", "0.01"), ("49.99", "0.01"), ("50.00", "0.05"),
      ("50.05", "0.05"), ("1000.00", "0.05"),
    ]
    for (at, tick) in cases {
      #expect(TickTable.etf.tick(at: price(at)) == price(tick), "ETF tick at \(at)")
    }
  }

  @Test func codes_TellAnETFByTheirLeadingZeros() {
    let codes = ["0050", "00632R", "00400A", "006208", "2330", "020011", "910322", "2883B", "0"]
    #expect(
      codes.map { TickTable(code: $0) }
        == [.etf, .etf, .etf, .etf, .stock, .stock, .stock, .stock, .stock])
  }

  /// A previous close at each band's edge and one tick past it: `(previous, down, up)`.
  @Test func stockLimits_AtEachEdgeAndOneTickPast() {
    let cases: [(String, String, String)] = [
      ("10.00", "9.00", "11.00"),  // 9.000 on the 0.01 grid; 11.000 on the 0.05 grid
      ("10.05", "9.05", "11.05"),  // 9.045 up to 9.05; 11.055 down to 11.05
      ("9.99", "9.00", "10.95"),  // 8.991 up to 9.00; 10.989 down to 10.95
      ("50.00", "45.00", "55.00"),
      ("50.10", "45.10", "55.10"),  // 45.09 up to 45.10 (0.05); 55.11 down to 55.10 (0.1)
      ("100.00", "90.00", "110.00"),
      ("100.50", "90.50", "110.50"),  // 90.45 up to 90.50 (0.1); 110.55 down to 110.50 (0.5)
      ("500.00", "450.00", "550.00"),
      ("501.00", "451.00", "551.00"),  // 450.9 up to 451.0 (0.5); 551.1 down to 551 (1)
      ("1000.00", "900.00", "1100.00"),
      ("1005.00", "905.00", "1105.00"),  // 904.5 up to 905 (1); 1105.5 down to 1105 (5)
    ]
    for (previous, down, up) in cases {
      let limits = TickTable.stock.limits(previousClose: price(previous))
      #expect(limits == PriceLimits(down: price(down), up: price(up)), "previous \(previous)")
    }
  }

  /// ±10% lands in another band than the previous close: the tick is the limit's own.
  @Test func stockLimits_RoundOnTheGridOfTheBandTheyLandIn() {
    let cases: [(String, String, String)] = [
      ("45.50", "40.95", "50.00"),  // 50.05 is past 50: down to the 0.1 grid
      ("46.00", "41.40", "50.60"),
      ("92.00", "82.80", "101.00"),  // 101.2 down to the 0.5 grid
      ("111.00", "99.90", "122.00"),  // 99.9 is on the 0.1 grid
      ("111.50", "100.50", "122.50"),  // 100.35 up to the 0.5 grid
      ("920.00", "828.00", "1010.00"),  // 1012 down to the 5 grid
      ("1112.00", "1005.00", "1220.00"),  // 1000.8 up to the 5 grid; 1223.2 down
      ("2440.00", "2200.00", "2680.00"),  // 2330 on 2026-07-08
      ("23.40", "21.10", "25.70"),  // 1101 on 2026-07-08
      ("0.01", "0.01", "0.01"),  // a few ticks: the limits round back to the close
    ]
    for (previous, down, up) in cases {
      let limits = TickTable.stock.limits(previousClose: price(previous))
      #expect(limits == PriceLimits(down: price(down), up: price(up)), "previous \(previous)")
    }
  }

  @Test func etfLimits_UseTheETFGrid() {
    let cases: [(String, String, String)] = [
      ("45.50", "40.95", "50.05"),  // a stock's limit-up would be 50.00
      ("106.20", "95.60", "116.80"),  // 95.58 up, 116.82 down, on the 0.05 grid
      ("9.99", "9.00", "10.98"),  // 8.991 up, 10.989 down, on the 0.01 grid
    ]
    for (previous, down, up) in cases {
      let limits = TickTable.etf.limits(previousClose: price(previous))
      #expect(limits == PriceLimits(down: price(down), up: price(up)), "ETF previous \(previous)")
    }
  }

  @Test func limits_OfNoPreviousClose_AreNil() {
    #expect(TickTable.stock.limits(previousClose: .zero) == nil)
    #expect(TickTable.stock.limits(previousClose: price("-1")) == nil)
    #expect(TickTable.stock.limits(previousClose: Price(hundredths: .max)) == nil)
    #expect(TickTable.stock.limits(previousClose: Price.maximum) != nil)
    #expect(TickTable.stock.tick(at: Price(hundredths: .max)) == price("5"), "never traps")
  }
}
