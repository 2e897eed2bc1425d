import ScreenFrontEnds
import StockScreensCLI
import XCTest

final class ScenarioParserTests: XCTestCase {
  private func parse(_ text: String) throws -> [ScenarioCommand] {
    try ScenarioParser.parse(text, file: "t.scenario").steps.map(\.command)
  }

  private func error(_ text: String) -> ScenarioError? {
    do {
      _ = try ScenarioParser.parse(text, file: "t.scenario")
      return nil
    } catch {
      return error
    }
  }

  func testEveryCommand() throws {
    let text = """
      open directory
      load listed
      load 上櫃
      fail emerging down for maintenance
      fail otc
      retry emerging
      retry
      filter 台積 電
      filter
      select 2330
      back
      open feed 20
      refresh
      more
      fail-next HTTP 500
      retry
      pause
      resume
      open feed
      open profile 1101
      """
    XCTAssertEqual(
      try parse(text),
      [
        .event(.openDirectory), .event(.load(.listed)), .event(.load(.otc)),
        .fail(.emerging, reason: "down for maintenance"),
        .fail(.otc, reason: nil), .event(.retry(.emerging)), .event(.retry(nil)),
        .event(.filter("台積 電")), .event(.filter("")),
        .event(.select(code: "2330")), .event(.back), .event(.openFeed(pageSize: 20)),
        .event(.refresh), .event(.more),
        .failNext(reason: "HTTP 500"), .event(.retry(nil)), .pause, .resume,
        .event(.openFeed(pageSize: nil)), .event(.openProfile(code: "1101")),
      ])
  }

  func testCommentsBlankLinesCRLFAndBOM() throws {
    let steps = try ScenarioParser.parse(
      "\u{FEFF}# title\r\n\r\nload listed   # first market\r\n", file: "t"
    ).steps
    XCTAssertEqual(steps.map(\.command), [.event(.load(.listed))])
    XCTAssertEqual(steps[0].line, 3)
    XCTAssertEqual(steps[0].label, "load listed  # first market")
  }

  func testUnknownCommand_NamesFileAndLine() {
    XCTAssertEqual(
      error("open directory\n\nfly away")?.description,
      "t.scenario:3: unknown command \"fly\"; commands: open, load, retry, filter, select, "
        + "watch, refresh, more, website, email, call, add, remove, sort, market, "
        + "industry, from, to, closeFrom, closeTo, changeFrom, changeTo, watched, clear, rise, "
        + "language, openingMarket, back, wait, fail, fail-next, pause, resume, twice")
  }

  func testUnknownMarket() {
    XCTAssertEqual(
      error("load pluto")?.description,
      "t.scenario:1: unknown market \"pluto\"; markets: listed, otc, emerging (上市, 上櫃, 興櫃)")
  }

  func testMissingArguments() {
    XCTAssertEqual(error("load")?.description, "t.scenario:1: missing argument; usage: load MARKET")
    XCTAssertEqual(error("select")?.line, 1)
    XCTAssertEqual(
      error("open profile")?.description, "t.scenario:1: missing argument; usage: open profile CODE"
    )
    XCTAssertEqual(
      error("fail")?.description, "t.scenario:1: fail needs a market: fail MARKET [REASON]")
    XCTAssertNotNil(error("open"))
    XCTAssertNotNil(error("open feed twenty"))
    XCTAssertNotNil(error("more now"))
  }

  func testCommandOnTheWrongScreen() {
    XCTAssertEqual(
      error("open feed\nload listed")?.description,
      "t.scenario:2: load works on the directory; the screen here is the feed")
    XCTAssertEqual(
      error("more")?.description,
      "t.scenario:1: more works on the feed; the screen here is the directory")
    XCTAssertEqual(
      error("back")?.description, "t.scenario:1: back: nothing to go back to from the directory")
    XCTAssertNil(error("select 2330\nback\nload otc"))
    XCTAssertNotNil(error("open profile 2330\nselect 2330"))
  }
}
