import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import Testing

/// The watchlist, as its article shows it: the pure core, and the registration that wires
/// the directory's second action to it.
@Suite struct WatchlistExamples {
  // docs: begin watchlist-core
  @Test func addedLookedUpSortedAndRemoved() {
    let listed = EmbeddedSampleSource.data(for: .listed).companies
    let tsmc = listed.first { $0.code == "2330" }!
    var watchlist = Watchlist()
    watchlist.handle(.added(tsmc))
    #expect(watchlist.handle(.addRequested(code: "2603")) == [.lookUp(code: "2603")])
    watchlist.handle(.lookedUp(code: "2603", company: listed.first { $0.code == "2603" }))
    watchlist.handle(.sortRequested(.capital))
    assertInlineTextSnapshot(of: watchlist.screen) {
      """
      # 自選股
        [ 依代號 ]
        [ 依資本額 ]
        自選股 2 檔 - 依資本額排序
        台積電 - (2330)  上市  台灣積體電路製造股份有限公司  資本額: 259,327,332,420 元
        長榮 - (2603)    上市  長榮海運股份有限公司          資本額: 21,543,362,800 元
      """
    }
    #expect(watchlist.handle(.companySelected(code: "2330")) == [.showProfile(tsmc)])
    watchlist.handle(.removeRequested(code: "2330"))
    watchlist.handle(.removeRequested(code: "2603"))
    #expect(watchlist.rows == [.empty(.source)])
  }
  // docs: end watchlist-core

  // docs: begin watchlist-session
  @MainActor
  @Test func aDirectoryRowsSecondActionReachesTheWatchlist() async throws {
    let session = AppSession.start(source: EmbeddedSampleSource())
    try await session.send(.load(.listed))
    try await session.waitUntilIdle(within: .seconds(30))
    let row = session.current.screen.row(at: 1)!
    let watch = row.actions.first { $0.name == "watch" }!
    #expect(watch.json.text.hasPrefix(#"{"name":"watch","label":"加入自選股","key":"a""#))

    try await session.send(SessionEvent(json: watch.event))
    #expect(session.screens == ["directory"])
    let watchlist = try await session.send(.open("watchlist"))
    #expect(watchlist.screen.rowKeys == ["status", "company:1101"])
  }
  // docs: end watchlist-session
}
