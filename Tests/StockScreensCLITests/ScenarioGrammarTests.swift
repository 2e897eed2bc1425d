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
        open directory | open feed [PAGE_SIZE] | open profile CODE | open watchlist
        back                   the screen on top goes
        wait DURATION          the clock moves DURATION ahead (5s, 2m, 1h30m), timers firing
        load MARKET            directory: load a market
        retry [MARKET]         directory: retry a market, or every failed one
        retry                  feed: retry the failed load; profile: retry the failed fetch
        filter [TEXT]          directory: search as you type; no text clears the search
        select CODE            directory, feed and watchlist: open a company's profile
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
        sort ORDER             watchlist: sort by code or by capital
                               MARKET: listed | otc | emerging (or 上市 | 上櫃 | 興櫃)
                               ORDER: code | capital (or 代號 | 資本額)
        set ID TEXT            directory: filter (名稱或代號)
        press ID               directory: 上市, 上櫃, 興櫃; feed: 重新整理; profile: 加入自選股;
                               watchlist: 依代號, 依資本額
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
