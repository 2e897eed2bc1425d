import TaiwanMarket
import Testing

/// A day's quotes found by code, and joined with companies with both sides of the gap told.
@Suite struct QuoteDataTests {
  private func quote(_ code: String) -> Quote {
    Quote(
      code: code, name: code, date: nil, tradeVolume: 0, tradeValue: 0, transactions: 0,
      prices: nil)
  }

  private func company(_ code: String, _ market: Market = .listed) -> Company {
    Company(code: code, shortName: code, fullName: code, capital: nil, market: market)
  }

  @Test func quotes_AreSortedByTheBytesOfTheirCodes() {
    let data = QuoteData(
      market: .listed, quotes: ["2330", "00632R", "0050", "1101", "2883B", "2883"].map(quote),
      origin: .memory(name: "m"))
    #expect(data.quotes.map(\.code) == ["0050", "00632R", "1101", "2330", "2883", "2883B"])
  }

  /// Every code is found, and codes between, before and after them are not.
  @Test func quoteByCode_FindsEveryCodeAndNoOther() {
    for count in 0...6 {
      let codes = (0..<count).map { String(1000 + 2 * $0) }
      let data = QuoteData(market: .listed, quotes: codes.map(quote), origin: .memory(name: "m"))
      for code in codes {
        #expect(data.quote(code: code)?.code == code)
      }
      for code in (0...count).map({ String(999 + 2 * $0) }) + ["", "10000", "A"] {
        #expect(data.quote(code: code) == nil, "\(code) among \(codes)")
      }
    }
  }

  @Test func lookup_TellsAQuoteFromNoQuoteFromAnotherMarket() {
    let data = QuoteData(
      market: .listed, quotes: ["1101", "0050"].map(quote), origin: .memory(name: "m"))
    #expect(data.lookup(company("1101")) == .quoted(quote("1101")))
    #expect(data.lookup(company("1101")).quote?.code == "1101")
    #expect(data.lookup(company("1102")) == .noQuote)
    #expect(data.lookup(company("1102")).quote == nil)
    #expect(data.lookup(company("1101", .otc)) == .marketNotQuoted, "the same code elsewhere")
    #expect(data.lookup(company("6488", .otc)) == .marketNotQuoted)
  }

  @Test func quotesWithoutCompany_AreTheRestInCodeOrder() {
    let data = QuoteData(
      market: .listed, quotes: ["2330", "0050", "1101", "00632R"].map(quote),
      origin: .memory(name: "m"))
    let companies = [company("1101"), company("2330"), company("9999")]
    #expect(data.quotesWithoutCompany(among: companies).map(\.code) == ["0050", "00632R"])
    #expect(data.quotesWithoutCompany(among: []).count == 4)
  }

  @Test func staleAndSummary_FollowTheirFields() {
    var data = QuoteData(market: .listed, quotes: [quote("1101")], origin: .memory(name: "m"))
    #expect(!data.isStale)
    #expect(data.decodingSummary.isEmpty)
    data.issues = [
      DecodingIssue(kind: .unusableValue(field: "收盤價", found: "abc"), line: 3, origin: .embedded)
    ]
    data.staleBecause = MarketDataError(market: .listed, origin: .embedded, kind: .notFound)
    #expect(data.isStale)
    #expect(data.decodingSummary.skippedLines == [3])
  }
}
