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
        open directory | open feed [PAGE_SIZE] | open profile CODE
        back                   the screen on top goes
        load MARKET            directory: load a market
        retry [MARKET]         directory: retry a market, or every failed one;
                               feed: retry the failed load; profile: retry the failed fetch
        filter [TEXT]          directory: search as you type; no text clears the search
        select CODE            directory and feed: open a company's profile
        refresh                feed: pull to refresh
        more                   feed: load the next page
                               MARKET: listed | otc | emerging (or 上市 | 上櫃 | 興櫃)
      """)
  }

  func testEveryUsageTheHelpPrints_ParsesAsAScenario() throws {
    let lines = [
      "load 上櫃", "retry", "retry otc", "filter 台 積", "filter", "select 2330", "open feed 5",
      "refresh", "more", "retry", "select 1101", "retry", "back", "open profile 2330", "back",
    ]
    let scenario = try ScenarioParser.parse(lines.joined(separator: "\n"), file: "s")
    XCTAssertEqual(scenario.steps.count, lines.count)
    XCTAssertEqual(
      scenario.steps.map { "\($0.command)" }.first, "event(load otc)",
      "an alias reads as its token")
  }
}
