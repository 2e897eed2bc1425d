import Foundation
import TaiwanMarket
import TestSupport
import Testing

/// The exchange's report of 2026-07-08 as the OpenAPI returned it (`../shared/data`): every
/// record read or counted, the figures checked by hand, and the day's limits as the closes
/// at them show.
@Suite(.needsSharedFile("STOCK_DAY_ALL.json")) struct RealQuotesTests {
  private let data: QuoteData
  private let records: [[String: Any]]

  init() throws {
    let file = try #require(SharedData.file("STOCK_DAY_ALL.json"))
    let body = try Data(contentsOf: file)
    data = try JSONQuoteDecoder.decode(body, market: .listed, origin: .file(path: file.path))
    records = try #require(try JSONSerialization.jsonObject(with: body) as? [[String: Any]])
  }

  @Test func everyRecord_IsReadOrCounted() {
    #expect(records.count == 1_369)
    #expect(data.quotes.count + data.decodingSummary.skippedCount == records.count)
    #expect(data.quotes.count == 1_369, "\(data.issues.prefix(5))")
    #expect(data.date == CalendarDate(year: 2026, month: 7, day: 8))
    #expect(data.quotes.allSatisfy { $0.date == data.date })
  }

  @Test func theFiguresCheckedByHand_AreRead() throws {
    let cement = try #require(data.quote(code: "1101"))
    #expect(cement.prices?.close == price("23.10"))
    #expect(cement.prices?.change == PriceChange(price("-0.30")))
    #expect(cement.prices?.changePercent == Percent(hundredths: -128))
    let tsmc = try #require(data.quote(code: "2330"))
    #expect(tsmc.prices?.close == price("2,465.00"))
    #expect(tsmc.prices?.change == PriceChange(price("+25.00")))
    #expect(tsmc.prices?.previousClose == price("2440"))
    #expect(tsmc.limits == PriceLimits(down: price("2200"), up: price("2680")))
  }

  /// Each quote holds its record's figures, read apart by Foundation's `Decimal`.
  @Test func everyQuote_HoldsItsRecordsFigures() throws {
    for record in records {
      let code = try #require(record["Code"] as? String)
      let quote = try #require(data.quote(code: code))
      func decimal(_ key: String) -> Decimal? {
        (record[key] as? String).flatMap { Decimal(string: $0) }
      }
      func decimal(_ price: Price?) -> Decimal? {
        price.map { Decimal($0.hundredths) / 100 }
      }
      #expect(quote.name == record["Name"] as? String)
      #expect(Decimal(quote.tradeVolume) == decimal("TradeVolume"), "\(code)")
      #expect(Decimal(quote.tradeValue) == decimal("TradeValue"), "\(code)")
      #expect(Decimal(quote.transactions) == decimal("Transaction"), "\(code)")
      guard let prices = quote.prices else {
        #expect(decimal("ClosingPrice") == 0, "\(code): no price, so its record's is 0.00")
        continue
      }
      #expect(decimal(prices.open) == decimal("OpeningPrice"), "\(code)")
      #expect(decimal(prices.high) == decimal("HighestPrice"), "\(code)")
      #expect(decimal(prices.low) == decimal("LowestPrice"), "\(code)")
      #expect(decimal(prices.close) == decimal("ClosingPrice"), "\(code)")
      #expect(decimal(prices.change.amount) == decimal("Change"), "\(code)")
    }
  }

  /// Eight securities had no price that day; three of them still traded shares.
  @Test func securitiesWithoutAPrice_AreQuotedWithoutOne() {
    let unpriced = data.quotes.filter { !$0.hasPrices }
    #expect(
      unpriced.map(\.code)
        == ["00625K", "00682U", "00684R", "020011", "020012", "020032", "1522A", "2002A"])
    #expect(unpriced.filter { $0.tradeVolume > 0 }.map(\.code) == ["00682U", "1522A", "2002A"])
  }

  /// The closes at a limit that day, worked out apart with Python's `Decimal` on the same
  /// rule; several limits land past a band's edge (9.55 × 1.1 = 10.505 is 10.50 on the 0.05
  /// grid), where closes sit at the limit only if the rounding is right.
  @Test func theClosesAtALimit_AreMarked() {
    let up = data.quotes.filter { $0.limitMark == .limitUp }.map(\.code)
    #expect(
      up == [
        "2332", "2395", "2424", "2434", "2465", "2601", "2645", "3026", "3189", "3617", "6142",
        "6573", "6901", "6969", "8033", "8442",
      ])
    let down = data.quotes.filter { $0.limitMark == .limitDown }.map(\.code)
    #expect(down == ["1466", "2243", "2467", "6525"])
    #expect(data.quote(code: "2424")?.limits?.up == price("10.50"))
  }

  /// A leveraged ETF's limit is wider than ±10%, which the report does not tell: its close is
  /// past the common rule's limit, and nothing is marked.
  @Test func aCloseOutsideTheCommonLimits_IsNotMarked() throws {
    let leveraged = try #require(data.quote(code: "00715L"))
    let limits = try #require(leveraged.limits)
    let close = try #require(leveraged.prices?.close)
    #expect(close > limits.up)
    #expect(leveraged.limitMark == nil)
    let outside = data.quotes.filter { quote in
      guard let close = quote.prices?.close, let limits = quote.limits else { return false }
      return close > limits.up || close < limits.down
    }
    #expect(outside.map(\.code) == ["00715L"])
  }

  @Test func etfs_AreToldByTheirCode() {
    #expect(data.quotes.filter { $0.tickTable == .etf }.count == 232)
    #expect(data.quote(code: "0050")?.tickTable == .etf)
  }
}
