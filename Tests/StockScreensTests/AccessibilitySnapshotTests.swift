import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import XCTest

/// Each stock screen's main states as a screen reader meets them: the title as a heading,
/// then one element a line with its traits and hint.
final class AccessibilitySnapshotTests: XCTestCase {
  private func directory(_ events: [DirectoryEvent]) -> CompanyDirectory {
    var directory = CompanyDirectory()
    for event in events { directory.handle(event) }
    return directory
  }

  private func loaded(_ market: Market) -> [DirectoryEvent] {
    [.loadRequested(market), .marketLoaded(EmbeddedSampleSource.data(for: market))]
  }

  func testDirectory_NothingLoaded() {
    assertTextSnapshot(of: CompanyDirectory().screen, as: .accessibility)
  }

  func testDirectory_ASearchReadsNamesWithoutItsMarks() {
    let screen = directory(loaded(.listed) + loaded(.otc) + [.filterChanged("台積")]).screen
    assertTextSnapshot(of: screen, as: .accessibility)
    XCTAssertFalse(screen.accessibilityText.contains("["), "highlight marks are not read")
  }

  func testDirectory_AFailedMarketIsARetryButtonAndLoadingIsLive() {
    let failure = MarketDataError(
      market: .otc, origin: .memory(name: "test"), kind: .reported("HTTP 503"))
    let events =
      loaded(.listed) + [.loadRequested(.otc), .marketFailed(failure), .loadRequested(.emerging)]
    let screen = directory(events).screen
    assertTextSnapshot(
      of: Screen(title: screen.title, rows: Array(screen.rows.prefix(5))), as: .accessibility)
  }

  func testFeed_FirstPageAndItsEnd() {
    var feed = Feed<Company>(pageSize: 3, title: AppSession.feedTitle)
    let companies = EmbeddedSampleSource.data(for: .listed).companies.sorted { $0.code < $1.code }
    guard case .fetch(let first)? = feed.handle(.refreshRequested).first else {
      return XCTFail("the feed asks for its first page")
    }
    assertTextSnapshot(of: feed.screen, as: .accessibility, named: "refreshing")
    feed.handle(.pageLoaded(first, Array(companies.prefix(3))))
    assertTextSnapshot(of: feed.screen, as: .accessibility, named: "firstPage")
    guard case .fetch(let second)? = feed.handle(.loadMoreRequested).first else {
      return XCTFail("the feed asks for more")
    }
    feed.handle(.pageLoaded(second, []))
    assertTextSnapshot(of: feed.screen, as: .accessibility, named: "exhausted")
  }

  func testProfile_OfACompany() throws {
    let company = try XCTUnwrap(
      EmbeddedSampleSource.data(for: .listed).companies.first { $0.code == "2330" })
    var document = ProfileDocument(company: company)
    document.shortcuts = [
      .init(text: "公司網站", functionType: .website, target: "https://www.tsmc.com"),
      .init(text: "總機電話", functionType: .telephone, target: "03-5636688"),
      .init(text: "股務代理", functionType: .transferAgent, target: "中國信託"),
    ]
    let profile = CompanyProfile(code: company.code, document: document)
    assertTextSnapshot(of: profile.screen, as: .accessibility)
  }

  func testWatchlist_ItsStatusIsLive_AndEachCompanyOpens() {
    var watchlist = Watchlist()
    assertTextSnapshot(of: watchlist.screen, as: .accessibility, named: "empty")
    for code in ["2330", "1101"] {
      guard
        let company = EmbeddedSampleSource.data(for: .listed).companies.first(where: {
          $0.code == code
        })
      else { return XCTFail("\(code) is in the sample") }
      watchlist.handle(.added(company))
    }
    watchlist.handle(.addRequested(code: "2603"))
    watchlist.handle(.sortRequested(.capital))
    assertTextSnapshot(of: watchlist.screen, as: .accessibility, named: "byCapital")
  }

  func testCapitalInWords_RoundsToWhatAListenerTakesIn() {
    let rows = [259_327_332_420, 20_941_907, 5_000, 149_999_999, Int64.max].map { capital in
      DirectoryRow.company(
        CompanyRow(
          company: Company(
            code: "1", shortName: "甲", fullName: "甲公司", capital: capital, market: .listed)))
    }
    XCTAssertEqual(
      rows.map { $0.accessibility.label.components(separatedBy: "，").last },
      ["資本額 2,593 億元", "資本額 2,094 萬元", "資本額 5,000 元", "資本額 1 億元", "資本額 92,233,720,369 億元"])
    let none = DirectoryRow.company(
      CompanyRow(
        company: Company(code: "1", shortName: "甲", fullName: "甲", capital: nil, market: .otc)))
    XCTAssertEqual(none.accessibility.spoken, "甲，1，上櫃，甲，資本額未提供 — 按鈕，開啟公司資料")
  }
}
