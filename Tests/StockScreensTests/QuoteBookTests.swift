import StockScreens
import TaiwanMarket
import XCTest

/// A screen's quotes: asked for once a market, taken only when asked for, looked up by
/// company, and nothing at all for a book that quotes no market.
final class QuoteBookTests: XCTestCase {
  private let day = EmbeddedQuoteSource.data(for: .listed)
  private let tsmc = EmbeddedSampleSource.data(for: .listed).company("2330")!
  private let otc = EmbeddedSampleSource.data(for: .otc).companies[0]

  func testAMarket_IsAskedForOnce_AgainOnlyWhenFailedOrRefreshed() {
    var book = QuoteBook(quotedMarkets: [.listed])
    XCTAssertEqual(book.request(Market.allCases), [.listed], "only the quoted market")
    XCTAssertEqual(book.request([.listed], again: true), [], "one load at a time")
    book.fail(Fixtures.failure(.listed))
    XCTAssertEqual(book.failures.map(\.market), [.listed])
    XCTAssertEqual(book.request([.listed]), [.listed], "a failure is asked for again")
    book.receive(day)
    XCTAssertEqual(book.failures, [])
    XCTAssertEqual(book.request([.listed]), [], "quotes here are not asked for again")
    XCTAssertEqual(book.request([.listed], again: true), [.listed], "unless refreshed")
  }

  func testLookup_TellsAQuoteFromNoneAndFromAMarketNotQuoted() {
    var book = QuoteBook(quotedMarkets: [.listed])
    XCTAssertNil(book.lookup(tsmc), "asked for by nobody yet")
    XCTAssertEqual(book.shown(for: tsmc), .pending)
    XCTAssertEqual(book.lookup(otc), .marketNotQuoted)
    _ = book.request([.listed])
    book.receive(day)
    XCTAssertEqual(book.lookup(tsmc)?.quote?.code, "2330")
    XCTAssertEqual(book.version, 1)
    let unquoted = EmbeddedSampleSource.data(for: .listed).company("1102")!
    XCTAssertEqual(book.lookup(unquoted), .noQuote)
  }

  func testAnAnswerNoRequestWaitsFor_ChangesNothing() {
    var book = QuoteBook(quotedMarkets: [.listed])
    book.receive(day)
    book.fail(Fixtures.failure(.listed))
    XCTAssertEqual(book, QuoteBook(quotedMarkets: [.listed]))
  }

  func testABookQuotingNothing_ShowsNothingAndAsksNothing() {
    var book = QuoteBook()
    XCTAssertEqual(book.request(Market.allCases, again: true), [])
    XCTAssertNil(book.lookup(tsmc))
    XCTAssertEqual(book.shown(for: otc), .off)
  }
}

extension MarketData {
  /// The company with `code` among these, or nil.
  func company(_ code: String) -> Company? { companies.first { $0.code == code } }
}
