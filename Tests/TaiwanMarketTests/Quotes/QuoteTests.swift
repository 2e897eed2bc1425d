import Foundation
import TaiwanMarket
import Testing

/// A quote and what follows from it: the previous close, the percent, the limits and the
/// limit marks, computed once and the same after a round trip through JSON.
@Suite struct QuoteTests {
  private func quote(
    _ code: String = "2330", close: String, change: PriceChange, low: String? = nil,
    high: String? = nil
  ) -> Quote {
    let close = price(close)
    let prices = DayPrices(
      open: close, high: high.map { price($0) } ?? close, low: low.map { price($0) } ?? close,
      close: close, change: change)
    #expect(prices != nil, "prices of \(code)")
    return Quote(
      code: code, name: "名稱", date: CalendarDate(year: 2026, month: 7, day: 8),
      tradeVolume: 1_000, tradeValue: 2_465_000, transactions: 3, prices: prices)
  }

  @Test func aRise_HasItsPreviousClosePercentAndLimits() throws {
    let quote = quote(close: "2465", change: PriceChange(price("25")))
    let prices = try #require(quote.prices)
    #expect(prices.previousClose == price("2440"))
    #expect(prices.changePercent == Percent(hundredths: 102))
    #expect(quote.limits == PriceLimits(down: price("2200"), up: price("2680")))
    #expect(quote.limitMark == nil)
    #expect(quote.tickTable == .stock)
    #expect(quote.hasPrices)
  }

  @Test func closesAtTheLimits_AreMarked() {
    let up = quote("2609", close: "51.70", change: PriceChange(price("4.70")))
    #expect(up.limitMark == .limitUp)
    #expect(up.prices?.changePercent == Percent(hundredths: 1_000))
    let down = quote("2603", close: "191", change: PriceChange(price("-21")))
    #expect(down.limitMark == .limitDown)
    #expect(down.prices?.changePercent == Percent(hundredths: -991))
    let nearUp = quote("2609", close: "51.60", change: PriceChange(price("4.60")))
    #expect(nearUp.limitMark == nil, "a tick under the limit-up")
    let etf = quote("0050", close: "50.05", change: PriceChange(price("4.55")))
    #expect(etf.limitMark == .limitUp, "45.50 × 1.1 on the ETF grid is 50.05")
    let stock = quote("1101", close: "50.00", change: PriceChange(price("4.50")))
    #expect(stock.limitMark == .limitUp, "45.50 × 1.1 on the stock grid is 50.00")
  }

  /// A limit that rounds back to the previous close marks nothing, up or down.
  @Test func aLimitAtThePreviousClose_MarksNothing() {
    let flat = quote("9999", close: "0.01", change: PriceChange(.zero))
    #expect(flat.limits == PriceLimits(down: price("0.01"), up: price("0.01")))
    #expect(flat.limitMark == nil)
  }

  @Test func aChangeNotComparable_HasNoPreviousCloseAndNoLimits() {
    let quote = quote("2881", close: "88.30", change: .notComparable)
    #expect(quote.prices?.previousClose == nil)
    #expect(quote.prices?.changePercent == nil)
    #expect(quote.limits == nil)
    #expect(quote.limitMark == nil)
  }

  @Test func aQuoteWithoutPrices_SaysSoAndDerivesNothing() {
    let quote = Quote(
      code: "00682U", name: "期元大美元指數", date: nil, tradeVolume: 29, tradeValue: 602,
      transactions: 1, prices: nil)
    #expect(!quote.hasPrices)
    #expect(quote.limits == nil)
    #expect(quote.limitMark == nil)
    #expect(quote.tickTable == .etf)
    #expect(quote.id == "00682U")
  }

  @Test func pricesNoDayHas_AreNil() {
    let one = price("1")
    #expect(DayPrices(open: one, high: one, low: .zero, close: one, change: .notComparable) == nil)
    #expect(DayPrices(open: one, high: one, low: one, close: one, change: PriceChange(one)) == nil)
    #expect(
      DayPrices(open: one, high: one, low: one, close: one, change: PriceChange(price("1.01")))
        == nil)
    #expect(
      DayPrices(
        open: one, high: Price(hundredths: .max), low: one, close: one, change: .notComparable)
        == nil)
    #expect(
      DayPrices(
        open: one, high: one, low: one, close: one, change: PriceChange(Price(hundredths: .min)))
        == nil, "a change past the maximum")
    #expect(
      DayPrices(open: one, high: one, low: one, close: one, change: PriceChange(price("0.99")))
        != nil)
  }

  /// JSON keeps what the exchange gave; the rest is computed again, never read.
  @Test func json_KeepsWhatTheExchangeGaveAndComputesTheRest() throws {
    let quotes = [
      quote(close: "2465", change: PriceChange(price("25"))),
      quote("2881", close: "88.30", change: .notComparable),
      Quote(
        code: "910322", name: "康師傅-DR", date: nil, tradeVolume: 0, tradeValue: 0,
        transactions: 0, prices: nil),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let encoded = try encoder.encode(quotes)
    let text = String(decoding: encoded, as: UTF8.self)
    #expect(
      text.hasPrefix(
        #"[{"code":"2330","date":"2026-07-08","name":"名稱","prices":{"change":"+25.00","#
          + #""close":"2465.00","high":"2465.00","low":"2465.00","open":"2465.00"},"#
          + #""tradeValue":2465000,"tradeVolume":1000,"transactions":3}"#), "\(text)")
    #expect(!text.contains("limit") && !text.contains("previous"), "nothing derived is kept")
    #expect(try JSONDecoder().decode([Quote].self, from: encoded) == quotes)
    let forged = text.replacingOccurrences(of: #""change":"+25.00""#, with: #""change":"+2465.00""#)
    #expect(throws: DecodingError.self, "a previous close of zero") {
      try JSONDecoder().decode([Quote].self, from: Data(forged.utf8))
    }
  }
}
