import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import XCTest

/// The screener with the day's quotes: bounds on the close and on the change in percent,
/// checked as typed, the order by change, and its rows showing each company's day.
final class ScreenerQuoteTests: XCTestCase {
  /// A screener of the embedded sample's listed market with its quotes, all answered.
  private func screener() -> Screener {
    var (screener, commands) = Screener.opening(quotedMarkets: [.listed])
    XCTAssertEqual(
      commands, [.load(.listed), .load(.otc), .load(.emerging), .loadQuotes(.listed)],
      "the markets and the quotes of the one quoted")
    screener.handle(.marketChosen(.listed))
    screener.handle(.marketLoaded(EmbeddedSampleSource.data(for: .listed)))
    screener.handle(.quotesLoaded(EmbeddedQuoteSource.data(for: .listed)))
    return screener
  }

  private func codes(_ screener: Screener) -> [String] {
    screener.rows.compactMap { row in
      if case .company(let company, _, _) = row { company.code } else { nil }
    }
  }

  func testCloseBounds_ListTheCompaniesWithinThem_AndNoneWithoutAPrice() {
    var screener = screener()
    screener.handle(.closeFromChanged("100"))
    XCTAssertEqual(codes(screener), ["2317", "2330", "2412", "2454", "2603", "3008"])
    screener.handle(.closeToChanged("1,000"))
    XCTAssertEqual(
      codes(screener), ["2317", "2412", "2603"], "both bounds, the upper with a comma")
    screener.handle(.closeFromChanged("212.50"))
    XCTAssertEqual(codes(screener), ["2317"], "a bound is met at its edge")
  }

  func testChangeBounds_AreInPercent_SignedBothWays() {
    var screener = screener()
    screener.handle(.changeToChanged("-1"))
    XCTAssertEqual(codes(screener), ["1101", "2317", "2603", "3008"], "falls of 1% or more")
    screener.handle(.changeToChanged(""))
    screener.handle(.changeFromChanged("9.5"))
    XCTAssertEqual(codes(screener), ["2609"], "漲停, +10.00%")
    screener.handle(.changeFromChanged("0"))
    XCTAssertFalse(codes(screener).contains("2881"), "a change not comparable meets no bound")
    XCTAssertTrue(codes(screener).contains("2412"), "a flat close is 0%")
  }

  func testABoundThatIsNoAmount_IsNotApplied_AndItsFieldSaysWhy() {
    var screener = screener()
    let every = codes(screener)
    screener.handle(.closeFromChanged("abc"))
    screener.handle(.closeToChanged("-5"))
    XCTAssertEqual(codes(screener), every, "neither bound applies")
    XCTAssertEqual(
      screener.criteria.quoteRange.problems,
      [.notANumber(.closeFrom, text: "abc"), .negative(.closeTo, text: "-5")])
    screener.handle(.closeToChanged("10"))
    screener.handle(.closeFromChanged("20"))
    XCTAssertEqual(screener.criteria.quoteRange.problems, [.fromExceedsTo(.closeFrom)])
    XCTAssertEqual(codes(screener), [], "no close is from 20 to 10")
    screener.handle(.changeFromChanged("1.234"))
    XCTAssertTrue(
      screener.criteria.quoteRange.problems.contains(.notANumber(.changeFrom, text: "1.234")),
      "a percentage has at most two decimals")
    let field = screener.controls.first { $0.id == "closeFrom" }
    XCTAssertEqual(field?.message, "大於上限")
    XCTAssertEqual(screener.controls.first { $0.id == "changeFrom" }?.message, "不是數字")
  }

  func testSortByChange_LargestRiseFirst_AndTheRowsShowTheDay() {
    var screener = screener()
    screener.handle(.changeFromChanged("-2"))
    screener.handle(.sortRequested(.change))
    assertInlineTextSnapshot(of: screener.screen) {
      """
      # 選股
        市場 ( ) 全部 (•) 上市 ( ) 上櫃 ( ) 興櫃
        產業 (•) 全部（共 39 項）
        資本額下限 [        ]
        資本額上限 [        ]
        收盤價下限 [        ]
        收盤價上限 [        ]
        漲跌幅下限 [-2      ]
        漲跌幅上限 [        ]
        [ ] 只看自選股
        排序 ( ) 依代號 ( ) 依資本額 (•) 依漲跌
        [ 清除條件 ]
        符合 10 家 / 共 30 家 - 依漲跌幅排序
        陽明 - (2609)    上市   34,921,042,700     51.70   ▲+4.70  ▲+10.00%  88,450,210  漲停
        聯發科 - (2454)  上市   16,016,942,820  1,335.00  ▲+35.00   ▲+2.69%   4,012,500
        聯電 - (2303)    上市  125,284,663,840     45.25   ▲+0.55   ▲+1.23%  35,600,450
        國泰金 - (2882)  上市  162,025,101,280     70.30   ▲+0.80   ▲+1.15%  15,330,600
        台積電 - (2330)  上市  259,327,332,420  2,465.00  ▲+25.00   ▲+1.02%  25,519,599
        中華電 - (2412)  上市   77,574,465,450    130.50     0.00     0.00%   5,820,150
        中鋼 - (2002)    上市  157,731,289,960     20.15   ▼-0.10   ▼-0.49%  28,700,120
        鴻海 - (2317)    上市  138,629,906,090    212.50   ▼-2.50   ▼-1.16%  30,125,800
        台泥 - (1101)    上市   77,511,817,420     23.10   ▼-0.30   ▼-1.28%  18,652,409
        大立光 - (3008)  上市    1,334,681,970  2,250.00  ▼-35.00   ▼-1.53%     512,300
      """
    }
  }

  func testClear_ClearsTheQuoteBoundsToo() {
    var screener = screener()
    screener.handle(.closeFromChanged("100"))
    XCTAssertTrue(screener.criteria.narrows)
    screener.handle(.criteriaCleared)
    XCTAssertEqual(screener.criteria.closeFrom, "")
    XCTAssertEqual(codes(screener).count, 30)
  }
}
