import ScreenModel
import StockScreens
import XCTest

@testable import ScreenFrontEnds
@testable import StockScreensCLI

/// The grammar help prints is made from the screens' declarations, so a screen's events are
/// documented the moment it is registered.
final class ScenarioGrammarTests: XCTestCase {
  func testTheStockScreensGrammar_ListsEveryEventWithTheScreensItWorksOn() {
    XCTAssertEqual(
      ScenarioGrammar.help(for: ScenarioParser.stockScreens),
      """
        open directory | open feed [PAGE_SIZE] | open profile CODE | open watchlist | open screener | open settings
        back                   the screen on top goes
        wait DURATION          the clock moves DURATION ahead (5s, 2m, 1h30m), timers firing
        refused: EVENT …       the session is to refuse the event; any other refusal fails the scenario
        load MARKET            directory: load a market
        retry [MARKET]         directory and screener: retry a market, or every failed one
        retry                  feed: retry the failed load; profile: retry the failed fetch
        filter [TEXT]          directory: search as you type; no text clears the search
        select CODE            directory, feed, watchlist and screener: open a company's profile
        watch CODE             directory: add a company to the watchlist
        watch                  profile: add the company shown to the watchlist
        refresh                feed: pull to refresh; watchlist: load the day's quotes again
        more                   feed: load the next page
        website TARGET         profile: open the company's website
        email TARGET           profile: write to the company
        call TARGET            profile: call the company
        add CODE               watchlist: watch a company, looked up by its code
        remove CODE            watchlist: stop watching a company
        sort ORDER             watchlist and screener: sort by code, by capital or by the day's change
        market MARKET_OR_ALL   screener: list a market, or all
        industry INDUSTRY      screener: list an industry, or all
        from [AMOUNT]          screener: the least capital, in NT$100M; empty for no bound
        to [AMOUNT]            screener: the most capital, in NT$100M; empty for no bound
        closeFrom [PRICE]      screener: the least close of the day, in NT$; empty for no bound
        closeTo [PRICE]        screener: the most close of the day, in NT$; empty for no bound
        changeFrom [PERCENT]   screener: the least change of the day, in percent; empty for no bound
        changeTo [PERCENT]     screener: the most change of the day, in percent; empty for no bound
        watched STATE          screener: list only the companies watched, or every company
        clear                  screener: list every company again
        rise RISE              settings: choose the colour of a rise
        language LANGUAGE      settings: choose the language of sessions started without one
        openingMarket OPENS    settings: choose the market the directory opens with
                               MARKET: listed (上市) | otc (上櫃) | emerging (興櫃)
                               ORDER: code (代號) | capital (資本額) | change (漲跌幅)
                               MARKET_OR_ALL: all (全部) | listed (上市) | otc (上櫃) |
                               emerging (興櫃)
                               INDUSTRY: all (全部) | 01 (水泥工業) | 02 (食品工業) |
                               03 (塑膠工業) | 04 (紡織纖維) | 05 (電機機械) | 06 (電器電纜) |
                               08 (玻璃陶瓷) | 09 (造紙工業) | 10 (鋼鐵工業) | 11 (橡膠工業) |
                               12 (汽車工業) | 14 (建材營造業) | 15 (航運業) | 16 (觀光餐旅) |
                               17 (金融保險業) | 18 (貿易百貨業) | 19 (綜合) | 20 (其他業) |
                               21 (化學工業) | 22 (生技醫療業) | 23 (油電燃氣業) | 24 (半導體業) |
                               25 (電腦及週邊設備業) | 26 (光電業) | 27 (通信網路業) |
                               28 (電子零組件業) | 29 (電子通路業) | 30 (資訊服務業) |
                               31 (其他電子業) | 32 (文化創意業) | 33 (農業科技業) |
                               34 (電子商務) | 35 (綠能環保) | 36 (數位雲端) | 37 (運動休閒) |
                               38 (居家生活) | 80 (管理股票) | 91 (存託憑證)
                               RISE: red (紅漲綠跌) | green (綠漲紅跌)
                               LANGUAGE: system | zh-Hant | en
                               OPENS: none | listed (上市) | otc (上櫃) | emerging (興櫃)
        set ID TEXT            directory: filter (名稱或代號); screener: from (資本額下限),
                               to (資本額上限), closeFrom (收盤價下限), closeTo (收盤價上限),
                               changeFrom (漲跌幅下限), changeTo (漲跌幅上限)
        choose ID OPTION       screener: market (市場), industry (產業), sort (排序);
                               settings: rise (漲跌顏色), language (語言), market (開啟時載入)
        toggle ID on|off       screener: watched (只看自選股)
        press ID               directory: listed (上市), otc (上櫃), emerging (興櫃);
                               feed: refresh (重新整理); profile: watch (加入自選股);
                               watchlist: code (依代號), capital (依資本額), change (依漲跌),
                               refresh (更新行情); screener: clear (清除條件)
      """)
  }

  func testTheChoicesLines_FitIn92TerminalColumns() throws {
    let lines = ScenarioGrammar.help(for: ScenarioParser.stockScreens).split(separator: "\n")
    let first = try XCTUnwrap(lines.firstIndex { $0.contains("MARKET: ") })
    let end = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  set ") })
    XCTAssertGreaterThan(end - first, 10, "the industries take lines of their own")
    for line in lines[first..<end] {
      XCTAssertLessThanOrEqual(DisplayWidth.of(line), 92, "\(line)")
    }
  }

  func testEveryUsageTheHelpPrints_ParsesAsAScenario() throws {
    let lines = [
      "load 上櫃", "retry", "retry otc", "filter 台 積", "filter", "select 2330", "open feed 5",
      "refresh", "more", "retry", "select 1101", "retry", "back", "open profile 2330", "watch",
      "back", "open watchlist", "add 2330", "sort 資本額", "press capital", "remove 2330",
      "select 2330", "back", "open directory", "set filter 台 積", "set filter", "press listed",
    ]
    let scenario = try ScenarioParser.parse(lines.joined(separator: "\n"), file: "s")
    XCTAssertEqual(scenario.steps.count, lines.count)
    XCTAssertEqual(
      scenario.steps.map { "\($0.command)" }.first, "event(load otc)",
      "an alias reads as its token")
  }
}
