import ScreenModel
import TestSupport
import Testing

/// Subscriptions on a session: they follow the state that lists them and the screen on top,
/// end with the session, and a test moves them as it releases answers, with nothing sleeping.
@MainActor @Suite struct SubscriptionTests {
  private let start = WallTime(iso8601: "2026-12-03T08:59:58+08:00")!

  private func session(
    _ channel: QuoteChannel = QuoteChannel(), requests: RequestQueue? = nil, clock: SessionClock
  ) async throws -> ScreenSession {
    let session = ScreenSession(
      screens: [TickerScreens.board(channel), QuoteScreens.detail], requests: requests,
      clock: clock)
    try await session.waitUntilIdle(within: DeadlineExceeded.standardLimit)
    return session
  }

  private func row(_ index: Int, of session: ScreenSession) -> String? {
    session.current.screen.row(at: index)?.title
  }

  @Test func aTimerTicksAsTheVirtualClockMoves_OnEachWholeSecond() async throws {
    let clock = SessionClock.virtual(at: start + .milliseconds(250))
    let session = try await session(clock: clock)
    #expect(session.subscriptionIDs == ["clock"])
    #expect(row(0, of: session) == "2026-12-03T08:59:58+08:00")
    let before = session.current.seq
    await clock.advance(by: .milliseconds(2250))
    #expect(row(0, of: session) == "2026-12-03T09:00:00+08:00")
    #expect(session.current.seq == before + 2)
    await clock.advance(by: .milliseconds(499))
    #expect(session.current.seq == before + 2)
    await clock.advance(by: .milliseconds(1))
    #expect(row(0, of: session) == "2026-12-03T09:00:01+08:00")
    #expect(clock.now == start + .seconds(3))
  }

  @Test func aSubscriptionEndsWhenItsIDLeaves_ItsScreenIsCovered_AndTheSessionEnds() async throws {
    let clock = SessionClock.virtual(at: start)
    let session = try await session(clock: clock)
    try await session.send(SessionEvent("stop"))
    #expect(session.subscriptionIDs.isEmpty)
    #expect(clock.timerCount == 0)
    try await session.send(SessionEvent("start"))
    #expect(clock.timerCount == 1)

    try await session.send(SessionEvent("show", EventArguments([.init("symbol", "AAPL")])))
    #expect(session.screens == ["board", "detail"])
    #expect(clock.timerCount == 0)
    let covered = session.current.seq
    await clock.advance(by: .seconds(5))
    #expect(session.current.seq == covered)

    try await session.send(SessionEvent("back"))
    #expect(row(0, of: session) == "2026-12-03T09:00:03+08:00")
    #expect(session.subscriptionIDs == ["clock"])

    session.finish()
    #expect(session.subscriptionIDs.isEmpty)
    #expect(clock.timerCount == 0)
    let ended = session.current.seq
    await clock.advance(by: .seconds(5))
    try await session.send(SessionEvent("start"))
    #expect(clock.timerCount == 0)
    #expect(session.current.seq == ended + 1)
  }

  @Test func answerAllReturnsWhileAChannelIsLive_AndATestStepsItsValues() async throws {
    let requests = RequestQueue()
    let channel = QuoteChannel(endless: true)
    let clock = SessionClock.virtual(at: start)
    let session = try await session(channel, requests: requests, clock: clock)
    try await session.send(SessionEvent("stream"))
    #expect(requests.subscriptions == ["quotes"])
    try await withDeadline("answerAll while an endless channel is live") {
      await requests.answerAll()
    }
    #expect(session.current.screen.count == 1)

    for _ in 0..<3 { #expect(await requests.step("quotes")) }
    #expect((1...3).map { row($0, of: session) } == ["q1", "q2", "q3"])

    await clock.advance(by: .seconds(4))
    #expect(await requests.waiting == ["log(tick: 5)"])
    await requests.answerAll()
    #expect(row(4, of: session) == "logged 5")

    try await session.send(SessionEvent("quiet"))
    #expect(requests.subscriptions.isEmpty)
    #expect(await !requests.step("quotes"))
    try await session.waitUntilIdle(within: DeadlineExceeded.standardLimit)
  }

  @Test func withoutAQueue_AChannelsValuesArriveAsPushed() async throws {
    let channel = QuoteChannel()
    let session = try await session(channel, clock: .virtual(at: start))
    try await session.send(SessionEvent("stream"))
    let updates = session.updates()
    channel.push("2330 1,045")
    try await withDeadline("the pushed quote on screen") {
      for await update in updates where update.screen.row(at: 1)?.title == "2330 1,045" { return }
    }
    session.finish()
    try await eventually("the channel's stream to end") { channel.counts == (1, 1) }
  }

  @Test func aClockStartedAtAChosenMoment_RunsAtTheWallClocksPace() async throws {
    // The clock can have moved no further than the wall clock since before it was made: a
    // bound with no time budget in it.
    let made = ContinuousClock.now
    let clock = SessionClock(startingAt: start)
    #expect(!clock.isVirtual)
    #expect(clock.now >= start && clock.now - start <= ContinuousClock.now - made)
    let session = try await session(clock: clock)
    let first = row(0, of: session)
    let updates = session.updates()
    try await withDeadline("a tick of the running clock") {
      for await update in updates where update.screen.row(at: 0)?.title != first { return }
    }
    await clock.advance(by: .seconds(3600))
    #expect(clock.now - start <= ContinuousClock.now - made, "advance moves no running clock")
    session.finish()
    #expect(clock.timerCount == 0)
  }
}
