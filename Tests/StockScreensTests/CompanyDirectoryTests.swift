import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

final class CompanyDirectoryTests: XCTestCase {
  private func lines(_ directory: CompanyDirectory) -> [String] {
    TextRenderer(indent: 0, words: .source).lines(for: directory.rows.map(\.text))
  }

  func testEmpty_SaysNothingLoaded() {
    XCTAssertEqual(lines(CompanyDirectory()), ["尚未取得資料"])
  }

  func testLoad_RequestsOnceWhileLoadingAndOnceLoaded() {
    var directory = CompanyDirectory()
    XCTAssertEqual(directory.handle(.loadRequested(.listed)), [.load(.listed)])
    XCTAssertEqual(directory.handle(.loadRequested(.listed)), [])
    XCTAssertEqual(lines(directory), ["正在取得 上市 資料…"])
    directory.handle(.marketLoaded(Fixtures.data(.listed)))
    XCTAssertEqual(directory.handle(.loadRequested(.listed)), [])
    XCTAssertEqual(directory.rows.companyCount, 4)
  }

  func testLoaded_ShowsStatusAndSortedCompanies() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.otc))
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(Fixtures.data(.otc)))
    directory.handle(.marketLoaded(Fixtures.data(.listed)))
    XCTAssertEqual(
      lines(directory),
      [
        "已取得 上櫃 上市 資料 - 數量 6 筆",
        "台泥 - (1101)    上市  臺灣水泥股份有限公司          資本額: 77,511,817,420 元",
        "亞泥 - (1102)    上市  亞洲水泥股份有限公司          資本額: 35,465,628,810 元",
        "聯電 - (2303)    上市  聯華電子股份有限公司          資本額: 125,301,758,000 元",
        "台積電 - (2330)  上市  台灣積體電路製造股份有限公司  資本額: 259,327,332,420 元",
        "環球晶 - (6488)  上櫃  環球晶圓股份有限公司          資本額: 4,781,137,250 元",
        "M31 - (6643)     上櫃  円星科技股份有限公司          資本額: 418,051,600 元",
      ])
  }

  /// A company watched already says so on its row and offers no 加入自選股: exploring found
  /// the second watch of one taken and doing nothing, saying nothing.
  func testAWatchedCompany_SaysSoAndOffersNoWatch() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(Fixtures.data(.listed)))
    directory.handle(.filterChanged("2330"))
    XCTAssertEqual(
      directory.handle(.watchRequested(code: "2330")).count, 1, "the first watch is sent")
    directory.handle(.watchlistChanged(["2330", "9999"]))
    XCTAssertEqual(
      lines(directory).last,
      "台積電 - ([2330])  上市  台灣積體電路製造股份有限公司  資本額: 259,327,332,420 元  已在自選股")
    let row = directory.rows[directory.rows.count - 1]
    XCTAssertEqual(row.actions, [])
    XCTAssertTrue(row.accessibility.label.hasSuffix("，已在自選股"), row.accessibility.label)
    XCTAssertEqual(directory.handle(.watchRequested(code: "2330")), [])
    directory.handle(.watchlistChanged([]))
    XCTAssertEqual(directory.rows[directory.rows.count - 1].actions.map(\.name), ["watch"])
  }

  func testMerge_ByCodeNotByValue() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(Fixtures.data(.listed)))
    var moved = Fixtures.listed[0]
    moved.market = .otc
    moved.capital = 1
    directory.handle(.loadRequested(.otc))
    directory.handle(.marketLoaded(Fixtures.data(.otc, [moved])))
    XCTAssertEqual(directory.rows.companyCount, 4, "1101 keeps one row")
    guard case .company(let row) = directory.rows[1] else { return XCTFail("no company row") }
    XCTAssertEqual(row.company.market, .otc, "the later arrival wins")
    XCTAssertEqual(row.capitalText, "資本額: 1 元")
  }

  func testFailure_KeepsRowsAndRetryRecovers() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(Fixtures.data(.listed)))
    directory.handle(.loadRequested(.otc))
    directory.handle(.marketFailed(Fixtures.failure(.otc)))
    XCTAssertEqual(directory.rows.companyCount, 4)
    XCTAssertEqual(lines(directory)[1], "上櫃 資料取得失敗：HTTP 500（重試）")
    XCTAssertEqual(directory.rows[1].action, .retryRequested(.otc))
    XCTAssertEqual(directory.handle(.retryRequested(.otc)), [.load(.otc)])
    XCTAssertEqual(lines(directory)[1], "正在取得 上櫃 資料…")
    directory.handle(.marketLoaded(Fixtures.data(.otc)))
    XCTAssertEqual(lines(directory)[0], "已取得 上市 上櫃 資料 - 數量 6 筆")
    XCTAssertFalse(directory.rows.contains { if case .error = $0 { true } else { false } })
  }

  func testAnswerForAMarketNotLoading_IsIgnored() {
    var directory = CompanyDirectory()
    directory.handle(.marketLoaded(Fixtures.data(.listed)))
    XCTAssertEqual(lines(directory), ["尚未取得資料"])
    directory.handle(.marketFailed(Fixtures.failure(.otc)))
    XCTAssertEqual(lines(directory), ["尚未取得資料"])
  }

  func testFilter_RanksCodeThenShortNameThenSubstring() {
    var directory = loadedDirectory()
    directory.handle(.filterChanged("台"))
    XCTAssertEqual(
      lines(directory),
      [
        "符合「台」 2 筆 / 共 7 筆",
        "[台]泥 - (1101)    上市  [臺]灣水泥股份有限公司          資本額: 77,511,817,420 元",
        "[台]積電 - (2330)  上市  [台]灣積體電路製造股份有限公司  資本額: 259,327,332,420 元",
      ])
    directory.handle(.filterChanged("11"))
    XCTAssertEqual(
      directory.rows.dropFirst().map(\.id), [.company(code: "1101"), .company(code: "1102")])
    directory.handle(.filterChanged("2330"))
    XCTAssertTrue(lines(directory)[1].hasPrefix("台積電 - ([2330])  上市"), lines(directory)[1])
  }

  /// Each query meets companies of several tiers, the better tiers with the later codes:
  /// only the order between tiers puts them right.
  func testFilter_RanksExactCodeThenCodePrefixThenShortNamePrefixThenAnywhere() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(Fixtures.data(.listed, Fixtures.rankCollisions)))
    let expected: [(String, [String])] = [
      ("2883", ["2883", "2883B", "1002", "1003"]),
      ("23", ["2303", "2330", "1000"]),
      ("2330", ["2330", "1000"]),
      ("台灣高鐵", ["2633", "1001"]),
      ("台灣", ["2633", "0050", "1001", "1101", "2330"]),
      ("28", ["2883", "2883B", "1002", "1003"]),
    ]
    for (query, codes) in expected {
      directory.handle(.filterChanged(query))
      let found = directory.rows.compactMap { row -> String? in
        if case .company(let company) = row { return company.company.code }
        return nil
      }
      XCTAssertEqual(found, codes, query)
    }
    directory.handle(.filterChanged("2883"))
    XCTAssertEqual(
      lines(directory),
      [
        "符合「2883」 4 筆 / 共 11 筆",
        "凱基金 - ([2883])       上市  凱基金融控股股份有限公司          資本額: 1,000,000,000 元",
        "凱基金乙特 - ([2883]B)  上市  凱基金融控股股份有限公司          資本額: 1,000,000,000 元",
        "[2883]特選 - (1002)     上市  二八八三特選投資股份有限公司      資本額: 1,000,000,000 元",
        "金控通 - (1003)         上市  持有[2883]股份之投資股份有限公司  資本額: 1,000,000,000 元",
      ])
  }

  /// Counts past a thousand are grouped, in the match count as in the total.
  func testStatus_GroupsThousandsInTheMatchCountAndTheTotal() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.otc))
    let many = (0..<2_500).map {
      Fixtures.company(String(100_000 + $0), "公司\($0)", "第\($0)號股份有限公司", market: .otc)
    }
    directory.handle(.marketLoaded(Fixtures.data(.otc, many)))
    XCTAssertEqual(lines(directory)[0], "已取得 上櫃 資料 - 數量 2,500 筆")
    directory.handle(.filterChanged("10"))
    XCTAssertEqual(lines(directory)[0], "符合「10」 2,500 筆 / 共 2,500 筆")
  }

  func testFilter_FoldsTaiAndWidthAndCase() {
    var directory = loadedDirectory()
    directory.handle(.filterChanged("台灣水泥"))
    XCTAssertEqual(directory.rows.dropFirst().map(\.id), [.company(code: "1101")])
    XCTAssertEqual(lines(directory)[1], "台泥 - (1101)  上市  [臺灣水泥]股份有限公司  資本額: 77,511,817,420 元")
    directory.handle(.filterChanged("ｔｓｍｃ"))
    XCTAssertEqual(lines(directory)[1].hasSuffix("英文簡稱: [TSMC]"), true, lines(directory)[1])
  }

  func testFilter_NoMatchNamesTheText() {
    var directory = loadedDirectory()
    directory.handle(.filterChanged("xyz"))
    XCTAssertEqual(lines(directory), ["符合「xyz」 0 筆 / 共 7 筆", "找不到符合「xyz」的公司"])
    directory.handle(.filterChanged(""))
    XCTAssertEqual(directory.rows.companyCount, 7)
  }

  func testFilter_ReappliedWhenAMarketArrives() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.loadRequested(.otc))
    directory.handle(.marketLoaded(Fixtures.data(.listed)))
    directory.handle(.filterChanged("環球"))
    XCTAssertEqual(lines(directory).last, "找不到符合「環球」的公司")
    directory.handle(.marketLoaded(Fixtures.data(.otc)))
    XCTAssertEqual(directory.rows.dropFirst().map(\.id), [.company(code: "6488")])
  }

  func testSelect_ProducesNavigationWithTheCompany() {
    var directory = loadedDirectory()
    XCTAssertEqual(
      directory.handle(.companySelected(code: "6643")), [.showProfile(Fixtures.otc[1])])
    XCTAssertEqual(
      directory.handle(.companySelected(code: "9999")), [.showUnknownCode("9999")],
      "a code it does not hold is shown as such, so the user learns it is unknown")
  }

  func testRowLookup_IsBoundsSafe() {
    let directory = loadedDirectory()
    XCTAssertNotNil(directory.rows.row(at: 0))
    XCTAssertNil(directory.rows.row(at: directory.rows.count))
    XCTAssertNil(directory.rows.row(at: -1))
    XCTAssertNil(directory.screen.row(at: 99))
  }

  /// The fast changeset over catalog positions must agree with the generic one.
  func testChanges_AgreeWithTheGenericChangeset() {
    var generator = SplitMix64(seed: 99)
    var directory = CompanyDirectory()
    for market in Market.allCases {
      directory.handle(.loadRequested(market))
      directory.handle(
        .marketLoaded(Fixtures.data(market).with(issues: [Fixtures.issue(.emptyCode, 2)])))
    }
    let queries = ["", "台", "台積", "1", "11", "1101", "x", "M", "m3", "環", "", "2", "23"]
    for _ in 0..<300 {
      let previous = directory
      directory.handle(.filterChanged(queries.randomElement(using: &generator)!))
      let fast = directory.rows.changes(since: previous.rows)
      let generic = Changeset(from: Array(previous.rows), to: Array(directory.rows))
      XCTAssertEqual(fast, generic, "\(previous.filter) → \(directory.filter)")
      XCTAssertEqual(
        fast.apply(to: Array(previous.rows), taking: Array(directory.rows)), Array(directory.rows))
    }
  }

  private func loadedDirectory() -> CompanyDirectory {
    var directory = CompanyDirectory()
    for market in Market.allCases {
      directory.handle(.loadRequested(market))
      directory.handle(.marketLoaded(Fixtures.data(market)))
    }
    return directory
  }
}
