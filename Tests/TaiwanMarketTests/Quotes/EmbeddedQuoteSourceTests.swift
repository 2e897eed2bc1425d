import Foundation
import TaiwanMarket
import TestSupport
import Testing

/// The quotes compiled into the package: every case a screen meets, the real ones as the
/// exchange published them, and a note that says which are made up.
@Suite struct EmbeddedQuoteSourceTests {
  private let data = EmbeddedQuoteSource.data(for: .listed)

  @Test func theSample_DecodesWithoutAnIssue() {
    #expect(data.quotes.count == 14)
    #expect(data.issues.isEmpty, "\(data.issues)")
    #expect(data.origin == .embedded)
    #expect(data.date == CalendarDate(year: 2026, month: 7, day: 8))
    #expect(data.quotes.allSatisfy { $0.date == data.date })
    #expect(data.notes.last?.contains("其餘數字為範例，並非實際行情") == true, "\(data.notes)")
  }

  /// Each case a screen meets, by the quote that shows it.
  @Test func theSample_ShowsEveryCase() throws {
    func direction(_ code: String) -> PriceChange.Direction? {
      data.quote(code: code)?.prices?.change.direction
    }
    #expect(
      ["2330", "2303", "2454", "2882", "2609"].map(direction) == Array(repeating: .up, count: 5))
    #expect(
      ["1101", "2002", "2317", "3008", "2603", "0050"].map(direction)
        == Array(repeating: .down, count: 6))
    #expect(direction("2412") == .flat)
    #expect(direction("2881") == .notComparable)
    #expect(data.quote(code: "2609")?.limitMark == .limitUp)
    #expect(data.quote(code: "2603")?.limitMark == .limitDown)
    #expect(data.quotes.filter { $0.limitMark != nil }.map(\.code) == ["2603", "2609"])
    let untraded = try #require(data.quote(code: "910322"))
    #expect(!untraded.hasPrices)
    #expect(data.quotes.filter { !$0.hasPrices }.map(\.code) == ["910322"])
    #expect(data.quote(code: "0050")?.tickTable == .etf)
  }

  /// Every quote but 0050's is a sample company's; some sample companies have none.
  @Test func theSample_JoinsTheSampleCompaniesBothWays() {
    let companies = EmbeddedSampleSource.data(for: .listed).companies
    #expect(data.quotesWithoutCompany(among: companies).map(\.code) == ["0050"])
    let unquoted = companies.filter { data.lookup($0) == .noQuote }.map(\.code)
    #expect(unquoted.count == 17)
    #expect(unquoted.contains("1102"))
    for quote in data.quotes where quote.code != "0050" {
      let company = companies.first { $0.code == quote.code }
      #expect(company?.shortName == quote.name, "\(quote.code)")
    }
    let otc = EmbeddedSampleSource.data(for: .otc).companies
    #expect(otc.allSatisfy { data.lookup($0) == .marketNotQuoted })
  }

  @Test func onlyTheListedMarket_IsQuoted() async throws {
    let source = EmbeddedQuoteSource()
    #expect(source.quotedMarkets == [.listed])
    #expect(try await source.loadQuotes(.listed) == data)
    await #expect(throws: MarketDataError(market: .otc, origin: .embedded, kind: .notFound)) {
      try await source.loadQuotes(.otc)
    }
    #expect(EmbeddedQuoteSource.data(for: .emerging).quotes.isEmpty)
  }

  /// The quotes the sample calls real are the exchange's, field by field.
  @Test(.needsSharedFile("STOCK_DAY_ALL.json"))
  func theRealQuotes_AreTheExchanges() throws {
    let file = try #require(SharedData.file("STOCK_DAY_ALL.json"))
    let real = try JSONQuoteDecoder.decode(
      try Data(contentsOf: file), market: .listed, origin: .file(path: file.path))
    for code in ["0050", "1101", "2330"] {
      let sample = try #require(data.quote(code: code))
      let exchange = try #require(real.quote(code: code))
      #expect(sample.name == exchange.name)
      #expect(sample.prices == exchange.prices, "\(code)")
      #expect(
        [sample.tradeVolume, sample.tradeValue, sample.transactions]
          == [exchange.tradeVolume, exchange.tradeValue, exchange.transactions], "\(code)")
    }
  }
}
