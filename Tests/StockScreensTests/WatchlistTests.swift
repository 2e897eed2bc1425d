import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

/// The watchlist's pure core: what each event does to the state, the commands and outputs
/// it asks for, the order of its rows, and its limit at and past its most.
final class WatchlistTests: XCTestCase {
  private let tsmc = Fixtures.listed[2]
  private let taiwanCement = Fixtures.listed[0]
  private let noCapital = Fixtures.emerging[0]

  private func watchlist(_ companies: [Company]) -> Watchlist {
    var watchlist = Watchlist()
    for company in companies { watchlist.handle(.added(company)) }
    return watchlist
  }

  private func keys(_ watchlist: Watchlist) -> [String] { watchlist.rows.map(\.key) }

  func testEmpty_SaysNothingIsWatched() {
    XCTAssertEqual(Watchlist().rows, [.empty(.source)])
    XCTAssertEqual(
      Watchlist().screen.snapshotText, "# 自選股\n  [ 依代號 ]\n  [ 依資本額 ]\n  尚未加入自選股\n")
  }

  func testAdded_ShowsTheStatusWithTheCount_AndTheCompanyOnce() {
    let watchlist = watchlist([tsmc])
    XCTAssertEqual(
      watchlist.rows, [.status(count: 1, order: .code, .source), .company(tsmc, .off, .source)])
    XCTAssertEqual(watchlist.rows[0].title, "自選股 1 檔 - 依代號排序")
  }

  func testACompanyWatchedAlready_IsAddedOnce_AndSaysSo() {
    var watchlist = watchlist([tsmc])
    XCTAssertEqual(watchlist.handle(.added(tsmc)), [], "a company watched already")
    XCTAssertEqual(watchlist.companies, [tsmc])
    XCTAssertEqual(watchlist.notice, .watched(code: "2330"))
    XCTAssertEqual(keys(watchlist), ["status", "notice", "company:2330"])
    XCTAssertEqual(watchlist.rows[1].title, "2330 已在自選股")
    XCTAssertEqual(watchlist.refusal(of: .addRequested(code: "2330")), "2330 已在自選股")
    XCTAssertNil(watchlist.refusal(of: .addRequested(code: "1101")), "not watched: looked up")
    XCTAssertNil(watchlist.refusal(of: .removeRequested(code: "2330")))
    watchlist.handle(.added(taiwanCement))
    XCTAssertNil(watchlist.notice, "a change clears the notice")
  }

  func testSort_ByCodeOrByCapitalLargestFirst_ACompanyWithoutOneLast() {
    let tie = Fixtures.company("1000", "同額", "同額公司", capital: tsmc.capital)
    var watchlist = watchlist([noCapital, tsmc, taiwanCement, tie])
    XCTAssertEqual(
      keys(watchlist), ["status", "company:1000", "company:1101", "company:1260", "company:2330"])
    watchlist.handle(.sortRequested(.capital))
    XCTAssertEqual(
      keys(watchlist), ["status", "company:1000", "company:2330", "company:1101", "company:1260"],
      "equal capitals by code, and no capital after every capital")
    XCTAssertEqual(watchlist.rows[0].title, "自選股 4 檔 - 依資本額排序")
    XCTAssertEqual(watchlist.companies.map(\.code), ["1260", "2330", "1101", "1000"], "as added")
  }

  func testRemove_TakesTheCompanyOut_AndTheLastOneLeavesTheEmptyState() {
    var watchlist = watchlist([tsmc, taiwanCement])
    watchlist.handle(.removeRequested(code: "2330"))
    XCTAssertEqual(keys(watchlist), ["status", "company:1101"])
    XCTAssertEqual(watchlist.handle(.removeRequested(code: "2330")), [], "not watched")
    watchlist.handle(.removeRequested(code: "1101"))
    XCTAssertEqual(watchlist.rows, [.empty(.source)])
  }

  func testSelect_AsksForTheProfileOfAWatchedCompanyOnly() {
    var watchlist = watchlist([tsmc])
    XCTAssertEqual(watchlist.handle(.companySelected(code: "2330")), [.showProfile(tsmc)])
    XCTAssertEqual(watchlist.handle(.companySelected(code: "1101")), [])
    XCTAssertEqual(Watchlist.output(of: .showProfile(tsmc)), tsmc)
    XCTAssertNil(Watchlist.output(of: .lookUp(code: "2330")), "a look-up is performed")
  }

  func testACode_IsLookedUpOnce_ThenAddedWhenItArrives() {
    var watchlist = Watchlist()
    XCTAssertEqual(watchlist.handle(.addRequested(code: "2330")), [.lookUp(code: "2330")])
    XCTAssertEqual(watchlist.handle(.addRequested(code: "2330")), [], "asked already")
    XCTAssertEqual(keys(watchlist), ["lookingUp:2330"])
    XCTAssertEqual(watchlist.rows[0].title, "正在取得 2330 的資料…")
    watchlist.handle(.lookedUp(code: "2330", company: tsmc))
    XCTAssertEqual(keys(watchlist), ["status", "company:2330"])
    XCTAssertEqual(watchlist.handle(.addRequested(code: "2330")), [], "watched already")
    watchlist.handle(.lookedUp(code: "2330", company: tsmc))
    XCTAssertEqual(watchlist.companies.count, 1, "an answer nobody waits for adds nothing")
  }

  func testACodeNoMarketHolds_OrALookUpThatFails_IsANoticeUntilTheNextChange() {
    var watchlist = watchlist([tsmc])
    watchlist.handle(.addRequested(code: "9999"))
    watchlist.handle(.lookedUp(code: "9999", company: nil))
    XCTAssertEqual(keys(watchlist), ["status", "notice", "company:2330"])
    XCTAssertEqual(watchlist.rows[1].title, "找不到代號 9999 的公司")
    watchlist.handle(.addRequested(code: "1101"))
    watchlist.handle(.lookupFailed(code: "1101", reason: "HTTP 503"))
    XCTAssertEqual(watchlist.rows[1].title, "無法加入 1101：HTTP 503")
    watchlist.handle(.lookupFailed(code: "1101", reason: "late"))
    XCTAssertEqual(watchlist.rows[1].title, "無法加入 1101：HTTP 503", "nobody waits for it")
    watchlist.handle(.removeRequested(code: "2330"))
    XCTAssertEqual(watchlist.rows, [.empty(.source)], "a change clears the notice")
  }

  func testTheLimit_HoldsItsMost_AndRefusesOneMoreWithANotice() {
    let companies = (0..<Watchlist.maxEntries).map {
      Fixtures.company(String(10000 + $0), "公司\($0)", "公司\($0)股份有限公司")
    }
    var watchlist = watchlist(companies)
    XCTAssertEqual(watchlist.companies.count, Watchlist.maxEntries, "at the limit: every one")
    XCTAssertNil(watchlist.notice)
    watchlist.handle(.added(tsmc))
    XCTAssertEqual(watchlist.companies.count, Watchlist.maxEntries, "past it: refused")
    XCTAssertEqual(watchlist.rows[1].title, "自選股最多 200 檔，未加入 2330")
    XCTAssertEqual(watchlist.handle(.addRequested(code: "1101")), [], "no look-up past it")
    XCTAssertEqual(watchlist.notice, .full(code: "1101"))
    watchlist.handle(.removeRequested(code: "10000"))
    XCTAssertEqual(watchlist.handle(.addRequested(code: "1101")), [.lookUp(code: "1101")])
  }

  func testTheLimit_CountsTheCodesBeingLookedUp() {
    let companies = (0..<(Watchlist.maxEntries - 1)).map {
      Fixtures.company(String(10000 + $0), "公司\($0)", "公司\($0)股份有限公司")
    }
    var watchlist = watchlist(companies)
    XCTAssertEqual(watchlist.handle(.addRequested(code: "2330")), [.lookUp(code: "2330")])
    watchlist.handle(.added(taiwanCement))
    XCTAssertEqual(watchlist.notice, .full(code: "1101"), "the last place is 2330's")
    watchlist.handle(.added(tsmc))
    XCTAssertEqual(watchlist.companies.count, Watchlist.maxEntries, "2330 takes its place")
    XCTAssertTrue(watchlist.pending.isEmpty, "however it arrives")
  }

  func testTheDirectoryAndTheProfile_AskToWatchOnlyACompanyTheyHold() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(Fixtures.data(.listed)))
    XCTAssertEqual(directory.handle(.watchRequested(code: "2330")), [.watch(tsmc)])
    XCTAssertEqual(directory.handle(.watchRequested(code: "6488")), [], "not in the directory")
    XCTAssertEqual(CompanyDirectory.output(of: .watch(tsmc)), .watch(tsmc))

    var (profile, _) = CompanyProfile.open(code: "2330")
    XCTAssertEqual(profile.handle(.watchRequested), [], "still loading: no company yet")
    profile.handle(.companyNotFound)
    XCTAssertEqual(profile.handle(.watchRequested), [], "no company has the code")
    var shown = CompanyProfile(code: "2330", document: ProfileDocument(company: tsmc))
    XCTAssertEqual(shown.handle(.watchRequested), [.watch(code: "2330")])
    XCTAssertEqual(CompanyProfile.output(of: .watch(code: "2330")), "2330")
  }
}
