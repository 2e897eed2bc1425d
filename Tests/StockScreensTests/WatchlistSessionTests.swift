import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

/// 自選股 in the app's session: added from a directory row's second action and from the
/// profile's button, each delivered by the registration alone; its rows' JSON, its sort
/// buttons, its removal and the profile its rows open.
@MainActor
final class WatchlistSessionTests: XCTestCase {
  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      Fixtures.data(market)
    }
  }

  private func session(requests: RequestQueue? = nil) async throws -> ScreenSession {
    let session = AppSession.start(source: Instant(), requests: requests)
    try await session.send(.load(.listed))
    await requests?.answerAll()
    try await withDeadline("the session's loads to finish") { await session.waitUntilIdle() }
    return session
  }

  private func row(_ key: String, of session: ScreenSession) throws -> AnyRow {
    let screen = session.current.screen
    let index = try XCTUnwrap(screen.indices.first { screen.row(at: $0)?.key == key }, key)
    return try XCTUnwrap(screen.row(at: index))
  }

  /// Sends the further action named `name` of the row `key` on the screen on top.
  @discardableResult
  private func send(
    _ name: String, of key: String, in session: ScreenSession
  ) async throws -> SessionUpdate {
    let action = try XCTUnwrap(try row(key, of: session).actions.first { $0.name == name })
    return try await session.send(SessionEvent(json: action.event))
  }

  func testADirectoryRowsSecondAction_WatchesTheCompany_AndTheDirectoryStays() async throws {
    let session = try await session()
    let company = try row("company:2330", of: session)
    XCTAssertEqual(
      company.json["actions"]?.text,
      #"[{"name":"watch","label":"加入自選股","key":"a","event":{"event":"watch","code":"2330"}}]"#)
    let before = session.current.screen.snapshotText
    let update = try await send("watch", of: "company:2330", in: session)
    XCTAssertEqual(session.screens, ["directory"])
    XCTAssertTrue(update.changes.isEmpty)
    XCTAssertEqual(update.screen.snapshotText, before, "the directory's text is as it was")

    try await send("watch", of: "company:1101", in: session)
    let watchlist = try await session.send(.open("watchlist"))
    XCTAssertEqual(
      watchlist.screen.snapshotText,
      """
      # 自選股
        [ 依代號 ]
        [ 依資本額 ]
        自選股 2 檔 - 依代號排序
        台泥 - (1101)    上市  臺灣水泥股份有限公司          資本額: 77,511,817,420 元
        台積電 - (2330)  上市  台灣積體電路製造股份有限公司  資本額: 259,327,332,420 元

      """)
  }

  func testAWatchlistRow_OpensTheProfile_AndItsSecondActionRemovesIt() async throws {
    let session = try await session()
    try await send("watch", of: "company:2330", in: session)
    try await session.send(.open("watchlist"))
    let company = try row("company:2330", of: session)
    XCTAssertEqual(company.action?.text, #"{"event":"select","code":"2330"}"#)
    XCTAssertEqual(
      company.json["actions"]?.text,
      #"[{"name":"remove","label":"移除自選股","key":"d","#
        + #""event":{"event":"remove","code":"2330"}}]"#)
    XCTAssertEqual(try row("status", of: session).json["count"], .int(1))

    let profile = try await session.send(SessionEvent(json: XCTUnwrap(company.action)))
    XCTAssertEqual(session.screens, ["watchlist", "profile"])
    XCTAssertEqual(profile.screen.row(at: 0)?.json["code"], "2330")
    try await session.send(.back)
    let removed = try await send("remove", of: "company:2330", in: session)
    XCTAssertEqual(removed.screen.rowKeys, ["empty"])
  }

  func testTheProfilesButton_WatchesTheCompanyShown_LookedUpByItsCode() async throws {
    let requests = RequestQueue()
    let session = try await session(requests: requests)
    try await session.send(.select(code: "1102"))
    XCTAssertEqual(session.screens, ["directory", "profile"])
    XCTAssertEqual(
      session.top.controls.map { [$0.label, $0.event().json.text] },
      [["加入自選股", #"{"event":"watch"}"#]])
    XCTAssertEqual(session.top.controls.buttonKeys, ["a"])
    try await session.send(SessionEvent("watch"))
    XCTAssertEqual(session.screens, ["directory", "profile"], "the profile stays on top")
    await requests.answerAll()
    try await withDeadline("the session's loads to finish") { await session.waitUntilIdle() }
    let watchlist = try await session.send(.open("watchlist"))
    XCTAssertEqual(watchlist.screen.rowKeys, ["status", "company:1102"])
  }

  func testTheSortButtons_AreDeclared_AndSortByCapital() async throws {
    let session = try await session()
    for code in ["1101", "2330", "2303"] {
      try await send("watch", of: "company:\(code)", in: session)
    }
    try await session.send(.open("watchlist"))
    let buttons = session.top.controls.compactMap { control -> SessionEvent? in
      guard case .button = control.kind else { return nil }
      return control.event()
    }
    XCTAssertEqual(
      buttons.map(\.json.text),
      [
        #"{"event":"sort","order":"code"}"#, #"{"event":"sort","order":"capital"}"#,
      ])
    let sorted = try await session.send(buttons[1])
    XCTAssertEqual(
      sorted.screen.rowKeys, ["status", "company:2330", "company:2303", "company:1101"])
  }

  func testAddingACodeFromAFrontEnd_LooksItUp_AndOneNoMarketHoldsSaysSo() async throws {
    let requests = RequestQueue()
    let session = try await session(requests: requests)
    try await session.send(.open("watchlist"))
    let add = { (code: String) in
      SessionEvent("add", EventArguments([.init("code", .string(code))]))
    }
    let asked = try await session.send(add("6643"))
    XCTAssertEqual(asked.screen.rowKeys, ["lookingUp:6643"])
    try await session.send(add("0000"))
    await requests.answerAll()
    try await withDeadline("the session's loads to finish") { await session.waitUntilIdle() }
    XCTAssertEqual(session.current.screen.rowKeys, ["status", "notice", "company:6643"])
    XCTAssertEqual(try row("notice", of: session).title, "找不到代號 0000 的公司")
    do {
      try await session.send(SessionEvent("sort", EventArguments([.init("order", "name")])))
      XCTFail("an order that is not one is refused")
    } catch {
      XCTAssertEqual(error.message, "sort: unknown order \"name\"; orders: code, capital, change")
    }
  }
}
