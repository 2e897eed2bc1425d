import Foundation
import TestSupport
import Testing

/// A test run killed midway leaves nothing it started running (see `OrphanWatch`): not the
/// loopback server, `serve`, a tmux server and the program in its pane, a program that left
/// its parent's group and session (as a browser may leave its driver's), nor, where the tools
/// are, the browser of a page.
///
/// The run killed is this test bundle running only `OrphanStandIn`, which starts those
/// children as the tests do and waits; it is killed with SIGKILL, which it cannot catch. The
/// test waits on it from a thread of its own (`blockingCall`), so that Swift Testing runs the
/// other tests meanwhile.
@Suite(
  .needsBuiltProgram,
  .enabled(if: ProcessTable.read() != nil, "no /proc to list the processes"))
struct OrphanTests {
  /// The name each child the stand-in starts runs under (`/proc/PID/stat` cuts it to 15).
  private static let names = [
    "serve": "stock-screens", "loopback": "python3", "tmux": "tmux: server", "setsid": "sleep",
    "browser": "chromedriver",
  ]

  /// What a killed run of the stand-in had started, and what of it outlived it.
  private struct Outcome: Sendable {
    /// The lines the stand-in printed before the one naming its children.
    var printed: [String]
    /// What it said it started; nil when it ended before it said so.
    var started: [String]?
    /// The names of the processes under it and under the roots it named, before the kill.
    var children: [String]
    /// The processes among those still running once the limit after the kill passed.
    var left: [String]
  }

  @Test func aRunKilledMidway_LeavesNoChildRunning() async throws {
    let runner = try #require(Bundle.main.executableURL, "the test runner")
    let outcome = try await blockingCall("a run of the stand-in killed midway") {
      try Self.killMidway(runner)
    }
    let started = try #require(
      outcome.started,
      "the stand-in ended before it started its children:\n\(outcome.printed.joined(separator: "\n"))"
    )
    for child in started {
      let name = try #require(Self.names[child], "a child the test does not know: \(child)")
      #expect(
        outcome.children.contains { $0.hasPrefix(name) },
        "\(child) (\(name)) among the stand-in's children: \(outcome.children.sorted())")
    }
    #expect(
      outcome.left.sorted() == [],
      "running \(DeadlineExceeded.standardLimit) after the run that started them was killed")
  }

  /// Runs the stand-in in `runner`, reads what it started, kills it, and waits for its
  /// children to end, up to `DeadlineExceeded.standardLimit`.
  private static func killMidway(_ runner: URL) throws -> Outcome {
    let run = Process()
    run.executableURL = runner
    run.arguments = ["StockScreensCLITests.OrphanStandIn/testStandIn_StartsChildrenAndWaits"]
    run.environment = ProcessInfo.processInfo.environment.merging([
      OrphanStandIn.variable: "1"
    ]) { $1 }
    let output = Pipe()
    run.standardOutput = output
    run.standardError = FileHandle.nullDevice
    try run.runWatched()
    defer { run.end() }
    var printed: [String] = []
    guard let (started, roots) = try startedChildren(PipeReader(output), printed: &printed) else {
      return Outcome(printed: printed, started: nil, children: [], left: [])
    }
    let children = (ProcessTable.read()?.living(under: [run.processIdentifier] + roots) ?? [])
      .filter { $0.pid != run.processIdentifier }

    kill(run.processIdentifier, SIGKILL)
    try run.waitUntilExit("the stand-in to end once killed")
    var left = children
    let deadline = ContinuousClock.now + DeadlineExceeded.standardLimit
    while !left.isEmpty, ContinuousClock.now < deadline {
      usleep(100_000)
      left = ProcessTable.read()?.stillRunning(left) ?? []
    }
    return Outcome(
      printed: printed, started: started, children: children.map(\.name),
      left: left.map { "\($0.name) (\($0.pid))" })
  }

  /// What the stand-in started, and the roots outside its tree, from its line; nil when it
  /// ended first, having printed `printed`.
  private static func startedChildren(
    _ output: PipeReader, printed: inout [String]
  ) throws -> ([String], [Int32])? {
    let mark = OrphanStandIn.startedMark
    while let line = try output.line("the stand-in to start its children") {
      printed.append(line)
      guard line.hasPrefix(mark) else { continue }
      let words = line.dropFirst(mark.count).split(separator: " ")
      return (words.filter { Int32($0) == nil }.map(String.init), words.compactMap { Int32($0) })
    }
    return nil
  }
}
