import ScreenModel
import TestSupport
import Testing

/// The session's clock at the edges of time: a timer ticks exactly wherever `--clock` can
/// start it (years 0000 to 9999, past the 1677–2262 that nanoseconds in 64 bits hold), and a
/// timer whose next tick would lie past `WallTime.reach` ends instead of trapping.
@MainActor @Suite struct SessionClockTests {
  private func board(at start: WallTime) async throws -> (ScreenSession, SessionClock) {
    let clock = SessionClock.virtual(at: start)
    let session = ScreenSession(
      screens: [TickerScreens.board(QuoteChannel()), QuoteScreens.detail], clock: clock)
    try await session.waitUntilIdle(within: DeadlineExceeded.standardLimit)
    return (session, clock)
  }

  /// The board's clock row: the last tick's time at UTC+8.
  private func shown(_ session: ScreenSession) -> String? {
    session.current.screen.row(at: 0)?.title
  }

  @Test(
    arguments: [
      ("9999-12-31T23:59:58.25Z", "10000-01-01T07:59:58+08:00", "10000-01-01T08:00:01+08:00"),
      ("2262-04-11T23:47:15Z", "2262-04-12T07:47:15+08:00", "2262-04-12T07:47:18+08:00"),
      ("1677-09-21T00:12:43Z", "1677-09-21T08:12:43+08:00", "1677-09-21T08:12:46+08:00"),
      ("0000-01-01T00:00:00+23:59", "-0001-12-31T08:01:00+08:00", "-0001-12-31T08:01:03+08:00"),
    ])
  func aTimerTicksOnEachSecond_WhereverTheClockCanStart(
    start: String, first: String, afterThreeSeconds: String
  ) async throws {
    let (session, clock) = try await board(at: try #require(WallTime(iso8601: start)))
    #expect(shown(session) == first, "the tick as the timer starts")
    await clock.advance(by: .milliseconds(2999))
    await clock.advance(by: .milliseconds(1))
    #expect(shown(session) == afterThreeSeconds)
    session.finish()
  }

  /// Reach is a whole number of seconds: the timer's last tick is at reach itself, and then it
  /// has none; the clock stops at reach, and an hour more moves nothing.
  @Test func aTimerEndsAtTheReach_AndTheClockStopsThere() async throws {
    let latest = WallTime(sinceEpoch: WallTime.reach)
    let (session, clock) = try await board(at: latest + .milliseconds(-2500))
    await clock.advance(by: .seconds(3))
    #expect(shown(session) == latest.iso8601(utcOffset: .seconds(8 * 3600)))
    #expect(clock.now == latest)
    let seq = session.current.seq
    await clock.advance(by: .seconds(3600))
    await clock.advance(by: .seconds(Int64.max))
    #expect(session.current.seq == seq, "no tick after the reach")
    #expect(clock.now == latest)
    session.finish()
  }
}

/// Two timers whose ticks meet: the one that started first, ticking every two seconds, and
/// one every second. Each tick is logged with its timer's name and its second.
private struct TwoTimers: ScreenController {
  enum Event: Hashable, Sendable {
    case ticked(String, WallTime)
  }

  struct Row: DescribedRow {
    var id: String { "log" }
    var log: [String]
    var text: RowText { RowText(log.joined(separator: " ")) }
    var action: Event? { nil }
  }

  var log: [String] = []
  var title: String { "兩個計時器" }
  var rows: [Row] { [Row(log: log)] }

  var subscriptions: [Subscription<Event>] {
    [
      .every(.seconds(2), id: "slow", immediately: false) { .ticked("slow", $0) },
      .every(.seconds(1), id: "fast", immediately: false) { .ticked("fast", $0) },
    ]
  }

  mutating func handle(_ event: Event) -> [Never] {
    guard case .ticked(let name, let time) = event else { return [] }
    log.append("\(name)@\(time.iso8601(utcOffset: .zero).dropFirst(17).prefix(2))")
    return []
  }

  static let declaration = ScreenDeclaration<TwoTimers, NoInput>(
    "timers", summary: "two timers", open: { ScreenDriver(TwoTimers(), requests: $0) })
}

@MainActor @Suite struct TimerOrderTests {
  /// Time only moves forward: each tick fires at its moment, the earliest first, and timers
  /// due at one moment fire in the order they started.
  @Test func ticksFireInTimeOrder_AndTimersDueTogetherInTheOrderTheyStarted() async throws {
    let clock = SessionClock.virtual(at: WallTime(iso8601: "2026-12-03T09:00:00Z")!)
    let session = ScreenSession(screens: [TwoTimers.declaration], clock: clock)
    try await session.waitUntilIdle(within: DeadlineExceeded.standardLimit)
    await clock.advance(by: .seconds(4))
    #expect(
      session.current.screen.row(at: 0)?.title
        == "fast@01 slow@02 fast@02 fast@03 slow@04 fast@04")
    session.finish()
  }
}
