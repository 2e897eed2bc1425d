import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

/// The directory and the feed with the day's quotes: the close and the change where the data
/// has them, nothing where it has none, the quotes loaded with their market, a failure said
/// and retried, and the rows' changes when the quotes arrive.
final class DirectoryQuotesTests: XCTestCase {
  private let listed = EmbeddedSampleSource.data(for: .listed)
  private let day = EmbeddedQuoteSource.data(for: .listed)

  private func directory() -> CompanyDirectory {
    var directory = CompanyDirectory()
    directory.quotes = QuoteBook(quotedMarkets: [.listed])
    return directory
  }

  private func row(_ directory: CompanyDirectory, _ code: String) -> DirectoryRow? {
    directory.rows.first { $0.key == "company:\(code)" }
  }

  func testAQuotedMarket_AsksForItsQuotesOnceItsCompaniesAreHere_AnotherNever() {
    var directory = directory()
    XCTAssertEqual(directory.handle(.loadRequested(.listed)), [.load(.listed)])
    XCTAssertEqual(directory.handle(.marketLoaded(listed)), [.loadQuotes(.listed)])
    XCTAssertEqual(directory.handle(.marketLoaded(listed)), [], "an answer no load waits for")
    XCTAssertEqual(directory.handle(.loadRequested(.otc)), [.load(.otc)])
    XCTAssertEqual(
      directory.handle(.marketLoaded(EmbeddedSampleSource.data(for: .otc))), [],
      "the OTC market is not quoted")
  }

  func testTheRows_ShowTheCloseAndTheChange_WhereTheDayHasThem() {
    var directory = directory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(listed))
    let before = directory.rows
    XCTAssertEqual(row(directory, "2330")?.text.cells.count, 4, "no quote yet: nothing more")
    directory.handle(.quotesLoaded(day))
    XCTAssertEqual(
      row(directory, "2330")?.text.cells.suffix(2).map(\.text), ["2,465.00", "+25.00"])
    // A day without a price says why in the close's column, the change's left empty.
    XCTAssertEqual(row(directory, "1102")?.text.cells.suffix(2).map(\.text), ["無報價", ""])
    XCTAssertEqual(row(directory, "910322")?.text.cells.suffix(2).map(\.text), ["未成交", ""])
    XCTAssertEqual(row(directory, "1102")?.text.cells.dropLast().last?.value.kind, .badge)
    XCTAssertEqual(
      row(directory, "910322")?.accessibility.label.hasSuffix("資本額 9 億元，未成交"), true,
      row(directory, "910322")?.accessibility.label ?? "")
    let changes = directory.rows.changes(since: before)
    XCTAssertEqual(
      changes.updates.count, 30, "each listed company, whose day is known now, in place")
    XCTAssertTrue(changes.inserts.isEmpty && changes.deletes.isEmpty)
    XCTAssertEqual(
      row(directory, "2330")?.accessibility.label,
      "台積電，2330，上市，台灣積體電路製造股份有限公司，資本額 2,593 億元，收盤 2,465.00 元，漲 25.00")
  }

  func testFailedQuotes_AreSaid_AndARetryAsksForThemAlone() {
    var directory = directory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(listed))
    directory.handle(.quotesFailed(Fixtures.failure(.listed, "HTTP 503")))
    let failure = directory.rows.first { $0.key == "quotesFailed:listed" }
    XCTAssertEqual(failure?.text.cells.map(\.text), ["上市 行情取得失敗：HTTP 503（重試）"])
    XCTAssertEqual(failure?.action, .retryRequested(.listed))
    XCTAssertEqual(directory.handle(.retryRequested(.listed)), [.loadQuotes(.listed)])
    directory.handle(.quotesLoaded(day))
    XCTAssertNil(directory.rows.first { $0.key == "quotesFailed:listed" })
    XCTAssertEqual(directory.handle(.retryRequested(nil)), [], "nothing failed")
  }

  func testTheFeed_PagesCompaniesWithTheirQuotes() async throws {
    let pages = QuotedPageSource(
      companies: CompanyPageSource(source: EmbeddedSampleSource()), quotes: EmbeddedQuoteSource())
    let first = try await pages.page(offset: 0, limit: 3)
    XCTAssertEqual(first.map(\.id), ["1101", "1102", "1216"])
    XCTAssertEqual(
      first[0].rowText.cells.map(\.text),
      ["台泥 - (1101)", "上市", "臺灣水泥股份有限公司", "資本額: 77,511,817,420 元", "23.10", "-0.30"])
    XCTAssertEqual(first[1].quote, .shown(.noQuote))
    let later = try await pages.page(offset: 30, limit: 2)
    XCTAssertEqual(later.map(\.quote), [.shown(.marketNotQuoted), .shown(.marketNotQuoted)])
  }
}
