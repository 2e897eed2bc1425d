import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import XCTest

/// The profile with the day's quote: open, high, low, close, change and volume; a note
/// where there are none; and the quote asked for only where its market is quoted.
final class ProfileQuoteTests: XCTestCase {
  private let day = EmbeddedQuoteSource.data(for: .listed)

  private func profile(_ code: String, market: Market = .listed) throws -> CompanyProfile {
    let company = try XCTUnwrap(EmbeddedSampleSource.data(for: market).company(code))
    var profile = CompanyProfile(
      code: code, document: ProfileDocument(company: company, words: .source))
    profile.quotedMarkets = [.listed]
    XCTAssertEqual(
      profile.requestQuote(in: market),
      market == .listed ? [.fetchQuote(code: code, market: .listed)] : [])
    return profile
  }

  func testAQuotedCompany_ShowsItsDayUnderItsHeader() throws {
    var profile = try profile("2609")
    XCTAssertEqual(profile.rows[1].title, "正在取得當日行情…")
    profile.handle(.quoteLoaded(.quoted(try XCTUnwrap(day.quote(code: "2609")))))
    assertInlineTextSnapshot(of: Screen(title: profile.title, rows: Array(profile.rows.prefix(7))))
    {
      """
      # 公司資料
        陽明 (2609)  上市  陽明海運股份有限公司  掛牌日期 1992-04-20
        開盤               48.50
        最高               51.70
        最低               48.20
        收盤               51.70  漲停
        漲跌              ▲+4.70  ▲+10.00%
        成交量（股）  88,450,210
      """
    }
    XCTAssertEqual(profile.rows[5].accessibility.spoken, "漲跌，漲 4.70（10.00%）")
  }

  func testNoPrice_NoQuote_AMarketNotQuoted_AndAFailure_EachSaySo() throws {
    var noTrade = try profile("910322")
    noTrade.handle(.quoteLoaded(.quoted(try XCTUnwrap(day.quote(code: "910322")))))
    XCTAssertEqual(noTrade.rows[1...2].map(\.title), ["當日未成交", "成交量（股） 0"])
    var none = try profile("1102")
    none.handle(.quoteLoaded(.noQuote))
    XCTAssertEqual(none.rows[1].title, "當日無報價")
    let otc = try profile("6488", market: .otc)
    XCTAssertEqual(otc.rows[1].title, "此市場無行情資料", "said at once, nothing asked")
    var failed = try profile("2330")
    failed.handle(.quoteFailed(reason: "HTTP 503"))
    XCTAssertEqual(failed.rows[1].title, "當日行情取得失敗：HTTP 503")
    failed.handle(.quoteLoaded(.noQuote))
    XCTAssertEqual(failed.rows[1].title, "當日行情取得失敗：HTTP 503", "no request waits for it")
  }

  func testAProfileThatShowsNoQuotes_AsksForNone() throws {
    let (opened, commands) = CompanyProfile.open(code: "2330")
    XCTAssertEqual(commands, [.fetchProfile(code: "2330")])
    var profile = opened
    let company = try XCTUnwrap(EmbeddedSampleSource.data(for: .listed).company("2330"))
    let document = ProfileDocument(company: company, words: .source)
    XCTAssertEqual(profile.handle(.documentLoaded(document, problems: [])), [])
    XCTAssertFalse(profile.rows.contains { $0.key.hasPrefix("quote") })
  }

  func testADocumentThatArrives_AsksForTheQuoteOfItsMarket() throws {
    var (profile, _) = CompanyProfile.open(code: "2330")
    profile.quotedMarkets = [.listed]
    let company = try XCTUnwrap(EmbeddedSampleSource.data(for: .listed).company("2330"))
    let document = ProfileDocument(company: company, words: .source)
    XCTAssertEqual(
      profile.handle(.documentLoaded(document, problems: [])),
      [.fetchQuote(code: "2330", market: .listed)])
  }
}
