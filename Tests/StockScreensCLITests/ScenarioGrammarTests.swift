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
        open directory | open feed [PAGE_SIZE] | open profile CODE | open watchlist | open screener
        back                   the screen on top goes
        wait DURATION          the clock moves DURATION ahead (5s, 2m, 1h30m), timers firing
        load MARKET            directory: load a market
        retry [MARKET]         directory and screener: retry a market, or every failed one
        retry                  feed: retry the failed load; profile: retry the failed fetch
        filter [TEXT]          directory: search as you type; no text clears the search
        select CODE            directory, feed, watchlist and screener: open a company's profile
        watch CODE             directory: add a company to the watchlist
        watch                  profile: add the company shown to the watchlist
        refresh                feed: pull to refresh
        more                   feed: load the next page
        website TARGET         profile: open the company's website
        email TARGET           profile: write to the company
        call TARGET            profile: call the company
        agent TARGET           profile: show the company's stock transfer agent
        add CODE               watchlist: watch a company, looked up by its code
        remove CODE            watchlist: stop watching a company
        sort ORDER             watchlist and screener: sort by code or by capital
        market MARKET_OR_ALL   screener: list a market, or all
        industry INDUSTRY      screener: list an industry, or all
        from [AMOUNT]          screener: the least capital, in 億元; empty for no bound
        to [AMOUNT]            screener: the most capital, in 億元; empty for no bound
        watched STATE          screener: list only the companies watched, or every company
                               MARKET: listed | otc | emerging (or 上市 | 上櫃 | 興櫃)
                               ORDER: code | capital (or 代號 | 資本額)
                               MARKET_OR_ALL: all | listed | otc | emerging (or 全部 | 上市 | 上櫃 | 興櫃)
                               INDUSTRY: all | 01 | 02 | 03 | 04 | 05 | 06 | 08 | 09 | 10 | 11\
       | 12 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29\
       | 30 | 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38 | 80 | 91 (or 全部 | 水泥工業 | 食品工業 | 塑膠工業\
       | 紡織纖維 | 電機機械 | 電器電纜 | 玻璃陶瓷 | 造紙工業 | 鋼鐵工業 | 橡膠工業 | 汽車工業 | 建材營造業 | 航運業 | 觀光餐旅 | 金融保險業\
       | 貿易百貨業 | 綜合 | 其他業 | 化學工業 | 生技醫療業 | 油電燃氣業 | 半導體業 | 電腦及週邊設備業 | 光電業 | 通信網路業 | 電子零組件業\
       | 電子通路業 | 資訊服務業 | 其他電子業 | 文化創意業 | 農業科技業 | 電子商務 | 綠能環保 | 數位雲端 | 運動休閒 | 居家生活 | 管理股票\
       | 存託憑證)
                               STATE: on | off (or 開 | 關)
        set ID TEXT            directory: filter (名稱或代號)
        press ID               directory: 上市, 上櫃, 興櫃; feed: 重新整理; profile: 加入自選股;
                               watchlist: 依代號, 依資本額;
                               screener: 全部, 上市, 上櫃, 興櫃, 只看自選股, 全部公司, 依代號, 依資本額
      """)
  }

  func testEveryUsageTheHelpPrints_ParsesAsAScenario() throws {
    let lines = [
      "load 上櫃", "retry", "retry otc", "filter 台 積", "filter", "select 2330", "open feed 5",
      "refresh", "more", "retry", "select 1101", "retry", "back", "open profile 2330", "watch",
      "back", "open watchlist", "add 2330", "sort 資本額", "press 依資本額", "remove 2330",
      "select 2330", "back", "open directory", "set filter 台 積", "set filter", "press 上市",
    ]
    let scenario = try ScenarioParser.parse(lines.joined(separator: "\n"), file: "s")
    XCTAssertEqual(scenario.steps.count, lines.count)
    XCTAssertEqual(
      scenario.steps.map { "\($0.command)" }.first, "event(load otc)",
      "an alias reads as its token")
  }
}
