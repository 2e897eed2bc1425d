import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import XCTest

/// The watchlist with the day's quotes: each company's close, change, percent and volume,
/// its limit mark, what it says without a price, the order by change, and a refresh.
final class WatchlistQuotesTests: XCTestCase {
  private let listed = EmbeddedSampleSource.data(for: .listed)
  private let day = EmbeddedQuoteSource.data(for: .listed)

  private func company(_ code: String) throws -> Company {
    let found = listed.company(code) ?? EmbeddedSampleSource.data(for: .otc).company(code)
    return try XCTUnwrap(found, code)
  }

  /// A watchlist quoting the listed market, its quotes asked for and, unless told, here.
  private func watchlist(_ codes: [String], answered: Bool = true) throws -> Watchlist {
    var watchlist = Watchlist()
    watchlist.quotes = QuoteBook(quotedMarkets: [.listed])
    XCTAssertEqual(watchlist.requestQuotes(), [.loadQuotes(.listed)])
    XCTAssertEqual(watchlist.requestQuotes(), [], "asked once until it is answered")
    for code in codes { watchlist.handle(.added(try company(code))) }
    if answered { watchlist.handle(.quotesLoaded(day)) }
    return watchlist
  }

  func testEachCompany_ShowsItsDay_OrWhyItHasNone() throws {
    let watchlist = try watchlist([
      "2330", "1101", "2412", "2609", "2603", "2881", "910322", "1102", "6488",
    ])
    assertInlineTextSnapshot(of: watchlist.screen) {
      """
      # 自選股
        [ 依代號 ]
        [ 依資本額 ]
        [ 依漲跌 ]
        [ 更新行情 ]
        自選股 9 檔 - 依代號排序
        台泥 - (1101)            23.10   ▼-0.30   ▼-1.28%  18,652,409
        亞泥 - (1102)         無報價
        台積電 - (2330)       2,465.00  ▲+25.00   ▲+1.02%  25,519,599
        中華電 - (2412)         130.50     0.00     0.00%   5,820,150
        長榮 - (2603)           191.00  ▼-21.00   ▼-9.91%  45,230,880  跌停
        陽明 - (2609)            51.70   ▲+4.70  ▲+10.00%  88,450,210  漲停
        富邦金 - (2881)          88.30   除權息    除權息  12,040,330
        環球晶 - (6488)       無行情
        康師傅-DR - (910322)  未成交                                0
      """
    }
  }

  func testBeforeTheQuotesArrive_TheRowsKeepTheirColumns_AndAFailureSaysWhy() throws {
    var watchlist = try watchlist(["2330"], answered: false)
    assertInlineTextSnapshot(of: watchlist.screen) {
      """
      # 自選股
        [ 依代號 ]
        [ 依資本額 ]
        [ 依漲跌 ]
        [ 更新行情 ]
        自選股 1 檔 - 依代號排序
        台積電 - (2330)
      """
    }
    watchlist.handle(.quotesFailed(Fixtures.failure(.listed, "HTTP 503")))
    XCTAssertEqual(
      watchlist.rows.map(\.key), ["status", "quotesFailed:listed", "company:2330"])
    XCTAssertEqual(watchlist.rows[1].title, "上市 行情取得失敗：HTTP 503（重試）")
    XCTAssertEqual(watchlist.rows[1].action, .quotesRefreshRequested, "it offers to load again")
    XCTAssertEqual(watchlist.handle(.quotesRefreshRequested), [.loadQuotes(.listed)])
    watchlist.handle(.quotesLoaded(day))
    XCTAssertEqual(watchlist.rows.map(\.key), ["status", "company:2330"], "the failure is gone")
  }

  func testSortByChange_LargestRiseFirst_ThoseWithoutAChangeLastByCode() throws {
    var watchlist = try watchlist(["2881", "1101", "2609", "1102", "2330", "2603"])
    watchlist.handle(.sortRequested(.change))
    XCTAssertEqual(
      watchlist.rows.map(\.key),
      [
        "status", "company:2609", "company:2330", "company:1101", "company:2603", "company:1102",
        "company:2881",
      ])
    XCTAssertEqual(watchlist.rows[0].title, "自選股 6 檔 - 依漲跌幅排序")
  }

  func testARefresh_AsksForTheQuotesAgain_AndTheNewDayReplacesTheOld() throws {
    var watchlist = try watchlist(["2330"])
    XCTAssertEqual(watchlist.handle(.quotesRefreshRequested), [.loadQuotes(.listed)])
    XCTAssertEqual(watchlist.handle(.quotesRefreshRequested), [], "one refresh at a time")
    let tsmc = try XCTUnwrap(day.quote(code: "2330"))
    let later = QuoteData(
      market: .listed,
      quotes: [
        Quote(
          code: "2330", name: tsmc.name, date: tsmc.date, tradeVolume: 1, tradeValue: 2_470,
          transactions: 1,
          prices: DayPrices(
            open: Price(hundredths: 247_000), high: Price(hundredths: 247_000),
            low: Price(hundredths: 247_000), close: Price(hundredths: 247_000),
            change: PriceChange(Price(hundredths: 3000))))
      ], origin: .embedded)
    watchlist.handle(.quotesLoaded(later))
    XCTAssertEqual(
      watchlist.rows[1].text.cells.map(\.text),
      ["台積電 - (2330)", "2,470.00", "+30.00", "+1.23%", "1", ""])
  }

  func testARow_ReadsItsDayAloud_InEachLocale() throws {
    let watchlist = try watchlist(["2609"])
    XCTAssertEqual(
      watchlist.rows[1].accessibility.spoken,
      "陽明，2609，收盤 51.70 元，漲 4.70（10.00%），成交 88,450,210 股，漲停 — 按鈕，開啟公司資料")
    var english = Watchlist(words: StockWords(Words(locale: "en")))
    english.quotes = QuoteBook(quotedMarkets: [.listed])
    _ = english.requestQuotes()
    english.handle(.added(try company("2330")))
    english.handle(.quotesLoaded(day))
    XCTAssertEqual(
      english.rows[1].accessibility.label,
      "TSMC, 2330, closed at NT$2,465.00, up 25.00, 1.02 percent, 25,519,599 shares traded")
  }

  func testTheWire_CarriesEachFigureWithItsKind() throws {
    let watchlist = try watchlist(["2609"])
    let cells = watchlist.rows[1].json(action: nil)["cells"]
    XCTAssertEqual(
      cells?.text,
      #"["陽明 - (2609)",{"text":"51.70","kind":"money","value":"51.70","currency":"TWD"},"#
        + #"{"text":"+4.70","kind":"change","direction":"up","value":"4.70"},"#
        + #"{"text":"+10.00%","kind":"changePercent","direction":"up","value":"10.00"},"#
        + #"{"text":"88,450,210","kind":"integer","value":88450210},"#
        + #"{"text":"漲停","kind":"badge","direction":"up"}]"#)
  }
}
