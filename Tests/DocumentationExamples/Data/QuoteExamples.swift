import Foundation
import TaiwanMarket
import Testing

/// Reading the day's closing quotes and joining them with companies, as the TaiwanMarket
/// article shows them.
@Suite struct QuoteExamples {
  // docs: begin quotes
  @Test func aQuoteCarriesItsChangeAndItsLimits() throws {
    let body = Data(
      """
      "115年07月08日 每日收盤行情"
      證券代號,證券名稱,成交股數,成交金額,開盤價,最高價,最低價,收盤價,漲跌價差,成交筆數
      2330,台積電,"25,519,599","62,400,639,776",2445.00,2465.00,2420.00,2465.00,+25.00,"94,688"
      2609,陽明,"88,450,210","4,449,045,563",48.50,51.70,48.20,51.70,+4.70,"41,987"
      2881,富邦金,"12,040,330","1,060,753,073",88.00,88.60,87.50,88.30,X0.00,"9,877"
      9999,,1,1,1.00,1.00,1.00,1.00,0.00,1

      """.utf8)
    let data = try QuoteDataDecoder.decode(
      body, contentType: "text/csv", market: .listed, origin: .memory(name: "example.csv"))
    #expect(data.date == CalendarDate(year: 2026, month: 7, day: 8))
    let tsmc = try #require(data.quote(code: "2330")?.prices)
    #expect(tsmc.close == Price("2465.00"))
    #expect(tsmc.previousClose == Price("2440.00"))
    #expect(tsmc.changePercent?.description == "1.02%")
    #expect(data.quote(code: "2609")?.limitMark == .limitUp, "47.00 × 1.1 = 51.70")
    #expect(data.quote(code: "2881")?.prices?.change == .notComparable)
    #expect(data.issues.map(\.kind) == [.unusableValue(field: "證券名稱", found: "")])
    #expect(data.issues.map(\.line) == [6])
  }
  // docs: end quotes

  // docs: begin join
  @Test func aCompanyMayHaveNoQuoteAndAQuoteNoCompany() async throws {
    let quotes = try await EmbeddedQuoteSource().loadQuotes(.listed)
    let listed = EmbeddedSampleSource.data(for: .listed).companies
    let tsmc = try #require(listed.first { $0.code == "2330" })
    let asiaCement = try #require(listed.first { $0.code == "1102" })
    #expect(quotes.lookup(tsmc).quote?.prices?.close == Price("2465.00"))
    #expect(quotes.lookup(asiaCement) == .noQuote)
    let otc = try #require(EmbeddedSampleSource.data(for: .otc).companies.first)
    #expect(quotes.lookup(otc) == .marketNotQuoted)
    #expect(quotes.quotesWithoutCompany(among: listed).map(\.code) == ["0050"])
  }
  // docs: end join
}
