import CommandLineSyntax
import ScreenModel

extension CommandOption {
  /// `--clock TIME`: the moment the screens' clock starts at, so that a run with timers is
  /// the same on every run.
  package static let clock = CommandOption(
    "--clock",
    value: .required(
      "TIME",
      meaning: "a time with its offset, of a year from 0000 to 9999, such as "
        + "2026-12-03T08:59:50+08:00"),
    help: """
      the time the screens' clock starts at, with its offset from UTC, such as
      2026-12-03T08:59:50+08:00 (default: now); play's clock moves only by its
      scenario's wait, drive's and serve's at the wall clock's pace
      """)
}

extension ParsedArguments {
  /// The moment `--clock` names, or nil when it is not given.
  package func clockStart() throws(UsageError) -> WallTime? {
    try value(of: .clock) { WallTime(iso8601: $0) }
  }
}

/// The clocks of the sessions of `drive` and `serve`: the wall clock's, or, from `--clock`,
/// one that read `start` when the program started and runs at the wall clock's pace, read
/// alike by every session whenever it opens.
struct SessionClocks: Sendable {
  let start: WallTime?
  let origin = ContinuousClock.now

  @MainActor
  func make() -> SessionClock {
    start.map { SessionClock(startingAt: $0 + (ContinuousClock.now - origin)) } ?? SessionClock()
  }
}
