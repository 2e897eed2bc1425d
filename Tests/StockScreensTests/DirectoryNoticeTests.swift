import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

/// The notice row of a market whose data had records skipped or repaired, and the error row
/// of an answer without a company.
final class DirectoryNoticeTests: XCTestCase {
  private func issue(
    _ kind: DecodingIssue.Kind, _ line: Int, numbering: DecodingIssue.Numbering = .line
  ) -> DecodingIssue {
    Fixtures.issue(kind, line, numbering: numbering)
  }

  private func data(_ market: Market, issues: [DecodingIssue]) -> MarketData {
    Fixtures.data(market).with(issues: issues)
  }

  private func lines(_ directory: CompanyDirectory) -> [String] {
    TextRenderer(indent: 0, words: .source).lines(for: directory.rows.map(\.text))
  }

  func testNotice_FollowsTheStatusHeaderAndNamesTheSkippedLines() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(
      .marketLoaded(data(.listed, issues: [issue(.emptyCode, 9), issue(.emptyNames, 5)])))
    let notice = directory.rows[1]
    XCTAssertEqual(
      notice, .notice(market: .listed, skipped: 2, detail: "略過 2 筆無法解讀的資料（第 5、9 行）"))
    XCTAssertEqual(notice.title, "上市 略過 2 筆無法解讀的資料（第 5、9 行）")
    XCTAssertEqual(lines(directory)[1], notice.title, "no retry: nothing to do about it")
    XCTAssertEqual(notice.id, .notice(.listed))
    XCTAssertNil(notice.action)
    XCTAssertEqual(directory.rows.companyCount, 4, "the companies are all there")
  }

  func testNotice_RepairedFieldsAreNamedButNotCountedAsSkipped() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.otc))
    let repaired = [
      issue(.invalidValue(field: "實收資本額", found: "abc"), 2),
      issue(.invalidValue(field: "成立日期", found: "1990"), 4),
    ]
    directory.handle(.marketLoaded(data(.otc, issues: repaired)))
    XCTAssertEqual(
      directory.rows[1],
      .notice(market: .otc, skipped: 0, detail: "2 筆資料的 實收資本額、成立日期 無法解讀，已留空（第 2、4 行）"))
  }

  func testNotice_NamesFiveRecordsThenAnEllipsis() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.emerging))
    let skipped = (1...6).map { issue(.malformedRecord("null"), $0 * 2, numbering: .record) }
    directory.handle(.marketLoaded(data(.emerging, issues: skipped)))
    XCTAssertEqual(directory.rows[1].title, "興櫃 略過 6 筆無法解讀的資料（第 2、4、6、8、10 筆…）")
  }

  func testNotices_FollowTheOrderMarketsArrivedIn() {
    var directory = CompanyDirectory()
    for market in [Market.emerging, .listed, .otc] { directory.handle(.loadRequested(market)) }
    directory.handle(.marketLoaded(data(.otc, issues: [issue(.emptyCode, 3)])))
    directory.handle(.marketLoaded(data(.listed, issues: [issue(.emptyCode, 4)])))
    directory.handle(.marketLoaded(Fixtures.data(.emerging)))
    XCTAssertEqual(
      directory.rows.head.map(\.id), [.status, .notice(.otc), .notice(.listed)],
      "a clean market has no notice, and the loading rows are gone")
  }

  func testNotice_ClearedByACleanRetryAndKeptByAFailedOne() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    var stale = data(.listed, issues: [issue(.emptyCode, 3)])
    stale.staleBecause = Fixtures.failure(.listed, "逾時")
    directory.handle(.marketLoaded(stale))
    XCTAssertEqual(
      directory.rows.head.map(\.id), [.status, .notice(.listed), .stale(.listed)])
    directory.handle(.retryRequested(.listed))
    directory.handle(.marketFailed(Fixtures.failure(.listed)))
    XCTAssertEqual(
      directory.rows.head.map(\.id), [.status, .notice(.listed), .error(.listed)],
      "the rows on screen still lack the skipped record")
    directory.handle(.retryRequested(.listed))
    directory.handle(.marketLoaded(Fixtures.data(.listed)))
    XCTAssertEqual(directory.rows.head.map(\.id), [.status])
  }

  func testAnswerWithoutACompany_IsTheMarketsErrorRowAndRowsStay() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(Fixtures.data(.listed)))
    directory.handle(.loadRequested(.otc))
    let skipped = [issue(.emptyCode, 2), issue(.emptyNames, 3), issue(.emptyCode, 3)]
    directory.handle(.marketLoaded(Fixtures.data(.otc, []).with(issues: skipped)))
    let error = MarketDataError(
      market: .otc, origin: .memory(name: "fixture"), kind: .noUsableCompanies(unusable: 2))
    XCTAssertEqual(directory.loadState(of: .otc), .failed(error))
    XCTAssertEqual(
      lines(directory).prefix(2),
      ["已取得 上市 資料 - 數量 4 筆", "上櫃 資料取得失敗：fixture 沒有任何可用的公司資料（2 筆都無法解讀）（重試）"])
    XCTAssertEqual(directory.rows.companyCount, 4)
    XCTAssertEqual(directory.handle(.retryRequested(nil)), [.load(.otc)])
  }

  func testAnswerWithoutACompany_NothingLoadedIsAnErrorNotZeroCompanies() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.emerging))
    directory.handle(.marketLoaded(Fixtures.data(.emerging, [])))
    XCTAssertEqual(
      lines(directory), ["興櫃 資料取得失敗：fixture 沒有任何公司資料（重試）", "尚未取得資料"])
  }
}
