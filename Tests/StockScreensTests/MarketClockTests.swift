import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import Testing

/// The watchlist's market clock: 盤前, 盤中 and 已收盤 at Taipei's times, Monday to Friday,
/// and, in the app's session on a virtual clock, a row that shows from the moment the
/// watchlist opens and ticks only while it shows.
@MainActor @Suite struct MarketClockTests {
  private func at(_ text: String) -> MarketClock {
    MarketClock(at: WallTime(iso8601: text)!)
  }

  @Test func thePhaseAndTheCountdownAtEachBoundary() {
    let cases: [(String, MarketClock.Phase, String)] = [
      ("2026-12-03T00:00:00+08:00", .beforeOpen, "09:00:00"),
      ("2026-12-03T08:59:59+08:00", .beforeOpen, "00:00:01"),
      ("2026-12-03T09:00:00+08:00", .open, "04:30:00"),
      ("2026-12-03T13:29:59+08:00", .open, "00:00:01"),
      ("2026-12-03T13:30:00+08:00", .closed, "19:30:00"),
      ("2026-12-03T23:59:59+08:00", .closed, "09:00:01"),
      // Friday's close waits for Monday; so do Saturday and Sunday, whatever the hour.
      ("2026-12-04T13:30:00+08:00", .closed, "67:30:00"),
      ("2026-12-05T10:00:00+08:00", .closed, "47:00:00"),
      ("2026-12-06T08:00:00+08:00", .closed, "25:00:00"),
      ("2026-12-07T08:00:00+08:00", .beforeOpen, "01:00:00"),
      // The same moment written at UTC is the same market time.
      ("2026-12-03T01:00:00Z", .open, "04:30:00"),
    ]
    for (time, phase, countdown) in cases {
      let clock = at(time)
      #expect(clock.phase == phase, "\(time)")
      #expect(clock.countdown == countdown, "\(time)")
    }
  }

  @Test func theRowSaysWhereTheDayStands_AndThatHolidaysAreNotKnown() {
    #expect(
      at("2026-12-03T08:59:50+08:00").text
        == "盤前 距開盤 00:00:10 · 12/03（四）08:59:50 台北（未計休市假日）")
    #expect(
      at("2026-12-04T13:30:00+08:00").text
        == "已收盤 距開盤 67:30:00 · 12/04（五）13:30:00 台北（未計休市假日）")
    var watchlist = Watchlist()
    watchlist.showsMarketClock = true
    watchlist.handle(.clockTicked(WallTime(iso8601: "2026-12-03T09:00:00+08:00")!))
    let row = watchlist.rows[0]
    #expect(row.key == "marketClock")
    #expect(row.kind == "marketClock")
    #expect(
      row.fields == [
        .init("phase", .string("open")), .init("remaining", .int(16_200)),
        .init("time", .string("2026-12-03T09:00:00+08:00")),
        .init("text", .string("盤中 距收盤 04:30:00 · 12/03（四）09:00:00 台北（未計休市假日）")),
      ])
    #expect(row.accessibility.traits.contains(.updatesFrequently))
  }

  @Test func theRowInEnglish_SaysTheSameInEnglishWords() {
    let english = StockWords(Words(locale: "en"))
    #expect(
      at("2026-12-04T13:30:00+08:00").text(in: english)
        == "Closed, opens in 67:30:00 · Fri 12/04 13:30:00 Taipei (holidays not known)")
    #expect(
      at("2026-12-07T09:00:00+08:00").text(in: english)
        == "Trading, closes in 04:30:00 · Mon 12/07 09:00:00 Taipei (holidays not known)")
    #expect(at("2026-12-06T08:00:00+08:00").localTime(in: english) == "Sun 12/06 08:00:00")
  }

  @Test func inTheSession_TheClockShowsOnOpening_AndTicksOnlyWhileTheWatchlistShows()
    async throws
  {
    let clock = SessionClock.virtual(at: WallTime(iso8601: "2026-12-03T08:59:50+08:00")!)
    let session = AppSession.start(
      source: EmbeddedSampleSource(), live: .app(), clock: clock)
    #expect(session.subscriptionIDs.isEmpty)
    try await session.send(.open(AppSession.watchlistName))
    #expect(session.subscriptionIDs == ["marketClock"])
    #expect(session.current.screen.row(at: 0)?.title.hasPrefix("盤前 距開盤 00:00:10") == true)
    #expect(session.current.screen.row(at: 1)?.title == "尚未加入自選股")

    await clock.advance(by: .seconds(10))
    #expect(session.current.screen.row(at: 0)?.title.hasPrefix("盤中 距收盤 04:30:00") == true)

    for screen in [SessionEvent.openDirectory, .openFeed(pageSize: nil)] {
      try await session.send(screen)
      #expect(session.subscriptionIDs.isEmpty)
      #expect(clock.timerCount == 0)
    }
    await clock.advance(by: .seconds(5))
    try await session.send(.open(AppSession.watchlistName))
    #expect(session.current.screen.row(at: 0)?.title.hasPrefix("盤中 距收盤 04:29:55") == true)
    session.finish()
    #expect(clock.timerCount == 0)
  }

  @Test func theFeedRefreshesItselfEveryInterval_OnlyWhileItShows() async throws {
    let clock = SessionClock.virtual(at: WallTime(iso8601: "2026-12-03T09:00:00+08:00")!)
    let requests = RequestQueue()
    let session = AppSession.start(
      source: EmbeddedSampleSource(), requests: requests,
      live: .app(refreshingEvery: 5), clock: clock)
    try await session.send(.openFeed(pageSize: 5))
    await requests.answerAll()
    #expect(session.subscriptionIDs == ["refresh"])
    await clock.advance(by: .seconds(299))
    #expect(await requests.count == 0)
    await clock.advance(by: .seconds(1))
    #expect(await requests.waiting.count == 1)
    #expect(session.current.screen.row(at: 0)?.title == "重新整理中…")
    await requests.answerAll()
    #expect(session.current.screen.row(at: 0)?.title == "下拉重新整理")
    try await session.send(.openDirectory)
    await clock.advance(by: .seconds(600))
    #expect(await requests.count == 0)
  }

  /// The refresh's interval is a minute at least and what an Int's seconds hold at most:
  /// asked for by any number of minutes, none traps or ticks without pause.
  @Test func theRefreshInterval_IsKeptWithinWhatTimeHolds() {
    #expect(AppSession.Live.app(refreshingEvery: 5).feedRefresh == .seconds(300))
    #expect(AppSession.Live.app(refreshingEvery: 0).feedRefresh == .seconds(60))
    #expect(AppSession.Live.app(refreshingEvery: -7).feedRefresh == .seconds(60))
    #expect(AppSession.Live.app(refreshingEvery: .max).feedRefresh == .seconds(Int.max / 60 * 60))
  }
}
