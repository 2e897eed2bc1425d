import Foundation
import ScreenModel
import ScreenModelTesting
import SnapshotStore
import StockScreens
import TaiwanMarket

/// `snapshots.10k`: 10,000 matching snapshot assertions of a 40-line directory screen in one
/// process, through the public `verifyTextSnapshot` path a test takes (the folders found from
/// the source file and the environment, the record mode, the screen rendered, the reference
/// read and compared, the run log noted), in total time. `snapshots.linear`: the time of
/// 10,000 over the time of 1,000. A run log that rewrote its manifest on every assertion
/// would grow with the count and give far more than 10.
///
/// The reference lives in a temporary package that `SNAPSHOTS_DIR` and
/// `SNAPSHOT_ARTIFACTS_DIR` point at, set in the process environment as a CI job would set
/// them; it is removed at the end, so the run log writes nothing at exit.
enum SnapshotFigures {
  private static let longCount = 10_000
  private static let shortCount = 1_000

  /// Measures both counts, alternating them, and reports the long total and the ratio.
  static func run(_ context: BenchContext) -> [Figure] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stock-screens-bench-snapshots-\(getpid())")
    let variables = [
      SnapshotFolders.snapshotsFolderVariable: folder.appendingPathComponent("Snapshots").path,
      SnapshotFolders.artifactsFolderVariable: folder.appendingPathComponent(".artifacts").path,
      SnapshotRecordMode.variable: "missing",
    ]
    for (name, value) in variables { setenv(name, value, 1) }
    defer {
      for name in variables.keys { unsetenv(name) }
      try? FileManager.default.removeItem(at: folder)
    }
    let screen = fortyLineScreen(context)
    let lines = screen.snapshotText.split(separator: "\n").count
    guard check(screen).status == .recorded, assertions(1, of: screen) == 0
    else {
      return failed("the reference could not be recorded in \(folder.path)")
    }
    _ = assertions(shortCount, of: screen)
    var short: [Double] = []
    var long: [Double] = []
    for _ in 0..<context.options.count(full: 11, quick: 5) {
      let (shortTime, shortFailures) = Stopwatch.time { assertions(shortCount, of: screen) }
      let (longTime, longFailures) = Stopwatch.time { assertions(longCount, of: screen) }
      guard shortFailures + longFailures == 0 else { return failed("an assertion failed") }
      short.append(shortTime)
      long.append(longTime)
    }
    let shortSample = Sample(short)
    let longSample = Sample(long)
    return [
      Figure(
        name: "snapshots.10k", unit: .nanoseconds, ours: longSample.median,
        target: Target([.oursBelow(2e9)]),
        notes: ["\(longCount) assertions of a \(lines)-line screen: \(longSample.summary)"]),
      Figure(
        name: "snapshots.linear", unit: .times, ours: longSample.median / shortSample.median,
        target: Target([.oursBelow(12)]),
        notes: [
          "\(shortCount) assertions: \(shortSample.summary)",
          "10,000 assertions by thousand (ms): \(chunkTimes(of: screen))",
        ]),
    ]
  }

  /// The time of each thousand assertions of one long run: flat when the run log and the
  /// folders' cache do not grow with the count.
  private static func chunkTimes(of screen: some TextSnapshotRepresentable) -> String {
    (0..<(longCount / shortCount)).map { _ in
      NumberText.format(
        Stopwatch.time { assertions(shortCount, of: screen) }.nanoseconds / 1e6, .times)
    }.joined(separator: " ")
  }

  /// Asserts `count` times that `screen` matches its reference, and counts the failures.
  private static func assertions(_ count: Int, of screen: some TextSnapshotRepresentable) -> Int {
    var failures = 0
    for _ in 0..<count where check(screen).isFailure { failures += 1 }
    return failures
  }

  /// One assertion, as a test named `matching` in `SnapshotFigures.swift` makes it.
  private static func check(_ screen: some TextSnapshotRepresentable) -> SnapshotOutcome {
    verifyTextSnapshot(of: screen, named: "screen", testName: "matching")
  }

  /// The directory with 38 synthetic companies of the three markets: a title, a status line
  /// and 38 company rows.
  private static func fortyLineScreen(_ context: BenchContext) -> some TextSnapshotRepresentable {
    let companies = context.synthetic(38)
    var directory = CompanyDirectory()
    for market in Market.allCases {
      let data = MarketData(
        market: market, companies: companies.filter { $0.market == market },
        origin: .memory(name: "synthetic"))
      directory.handle(.loadRequested(market))
      directory.handle(.marketLoaded(data))
    }
    return directory.screen
  }

  private static func failed(_ reason: String) -> [Figure] {
    [
      Figure(name: "snapshots.10k", unit: .nanoseconds, skipped: reason),
      Figure(name: "snapshots.linear", unit: .times, skipped: reason),
    ]
  }
}
