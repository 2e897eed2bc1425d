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

/// A controller that lists its clock twice under one id while asked to: the second is never
/// started, and never dropped without a word.
private struct DoubledClock: ScreenController {
  enum Event: Hashable, Sendable {
    case ticked(WallTime)
    case twice(Bool)
  }

  struct Row: DescribedRow {
    var id: String { "ticks" }
    var ticks: Int
    var text: RowText { RowText("\(ticks) ticks") }
    var action: Event? { nil }
  }

  var twice = false
  var ticks = 0

  var title: String { "時鐘" }
  var rows: [Row] { [Row(ticks: ticks)] }

  var subscriptions: [Subscription<Event>] {
    let first = Subscription<Event>.every(.seconds(1), id: "clock", immediately: false) {
      .ticked($0)
    }
    guard twice else { return [first] }
    return [first, .every(.seconds(2), id: "clock", immediately: false) { .ticked($0) }]
  }

  mutating func handle(_ event: Event) -> [Never] {
    switch event {
    case .ticked: ticks += 1
    case .twice(let on): twice = on
    }
    return []
  }

  static let declaration = ScreenDeclaration<DoubledClock, NoInput>(
    "clock", summary: "a clock listed twice when asked",
    events: [EventForm("twice", Event.twice, .boolean("on"), summary: "list the clock twice")],
    open: { ScreenDriver(DoubledClock(), requests: $0) })
}

@MainActor @Suite struct SubscriptionIDTests {
  private func twice(_ on: Bool) -> SessionEvent {
    SessionEvent("twice", EventArguments([.init("on", .bool(on))]))
  }

  @Test func aSecondSubscriptionOfOneID_IsNamedOnceWhileListed_AndOnlyTheFirstRuns() async throws {
    let clock = SessionClock.virtual(at: WallTime(iso8601: "2026-12-03T09:00:00+08:00")!)
    let session = ScreenSession(screens: [DoubledClock.declaration], clock: clock)
    try await session.waitUntilIdle(within: DeadlineExceeded.standardLimit)
    let listed = try await session.send(twice(true))
    let problem =
      #"the clock: its subscriptions list the id "clock" more than once: only the first of them runs"#
    #expect(listed.problems == [problem])
    #expect(session.subscriptionIDs == ["clock"] && clock.timerCount == 1)
    #expect(try await session.send(twice(true)).problems.isEmpty, "named once while listed")
    await clock.advance(by: .seconds(4))
    #expect(session.current.screen.row(at: 0)?.title == "4 ticks", "the one-second clock alone")

    #expect(try await session.send(twice(false)).problems.isEmpty)
    #expect(try await session.send(twice(true)).problems == [problem], "listed twice again")
  }
}

/// A SwiftUI view's model runs its screen's subscriptions as a session does: from the moment
/// it is made, on the clock it is given, until it is finished.
@MainActor @Suite struct ObservableScreenSubscriptionTests {
  private let start = WallTime(iso8601: "2026-12-03T08:59:58+08:00")!

  private func board(requests: RequestQueue? = nil) -> ScreenDriver<TickerBoard> {
    ScreenDriver(TickerBoard(quoteChannel: QuoteChannel()), requests: requests) { command in
      guard case .log(let tick) = command else { return nil }
      return .logged(tick)
    }
  }

  @Test func aModelTicks_FromTheMomentItIsMade_UntilFinished() async throws {
    let clock = SessionClock.virtual(at: start)
    let model = ObservableScreen(driver: board(), clock: clock)
    #expect(model.screen.rows.first == .clock("2026-12-03T08:59:58+08:00"), "the time at once")
    #expect(model.subscriptionIDs == ["clock"])
    await clock.advance(by: .seconds(2))
    #expect(model.screen.rows.first == .clock("2026-12-03T09:00:00+08:00"))

    model.finish()
    #expect(model.subscriptionIDs.isEmpty && clock.timerCount == 0)
    model.send(.clockSwitched(on: false))
    model.send(.clockSwitched(on: true))
    #expect(clock.timerCount == 0, "none starts again once finished")
    await clock.advance(by: .seconds(2))
    #expect(model.screen.rows.first == .clock("2026-12-03T09:00:00+08:00"))
  }

  @Test func withARequestQueue_TheSubscriptionsHaveStartedOnceSettled() async throws {
    let clock = SessionClock.virtual(at: start)
    let model = ObservableScreen(driver: board(requests: RequestQueue()), clock: clock)
    try await withDeadline("the model to settle") { await model.settled() }
    #expect(model.subscriptionIDs == ["clock"])
    #expect(model.screen.rows.first == .clock("2026-12-03T08:59:58+08:00"))
    await clock.advance(by: .seconds(1))
    #expect(model.screen.rows.first == .clock("2026-12-03T08:59:59+08:00"))
    model.finish()
    #expect(clock.timerCount == 0)
  }
}
