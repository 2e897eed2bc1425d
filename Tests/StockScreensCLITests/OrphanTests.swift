import Foundation
import TestSupport
import XCTest

/// A test run killed midway leaves nothing it started running (see `OrphanWatch`): not the
/// loopback server, `serve`, a tmux server and the program in its pane, a program that left
/// its parent's group and session (as a browser may leave its driver's), nor, where the tools
/// are, the browser of a page.
///
/// The run killed is this test bundle running only the stand-in below, which starts those
/// children as the tests do and waits; it is killed with SIGKILL, which it cannot catch.
final class OrphanTests: XCTestCase {
  /// Set for the stand-in's run only: without it the stand-in skips.
  private static let standIn = "STOCK_SCREENS_ORPHAN_STAND_IN"
  /// What the stand-in prints once its children are running: what it started, then the
  /// process ids of those that left its tree (a tmux server).
  private static let startedMark = "orphan stand-in started:"

  /// The name each child the stand-in starts runs under (`/proc/PID/stat` cuts it to 15).
  private static let names = [
    "serve": "stock-screens", "loopback": "python3", "tmux": "tmux: server", "setsid": "sleep",
    "browser": "chromedriver",
  ]

  func testARunKilledMidway_LeavesNoChildRunning() throws {
    guard ProcessTable.read() != nil else { throw XCTSkip("no /proc to list the processes") }
    let run = Process()
    run.executableURL = try XCTUnwrap(Bundle.main.executableURL, "the test runner")
    run.arguments = ["StockScreensCLITests.OrphanTests/testStandIn_StartsChildrenAndWaits"]
    run.environment = ProcessInfo.processInfo.environment.merging([Self.standIn: "1"]) { $1 }
    let output = Pipe()
    run.standardOutput = output
    run.standardError = FileHandle.nullDevice
    try run.runWatched()
    defer { run.end() }
    var printed: [String] = []
    let (started, roots) = try XCTUnwrap(
      Self.startedChildren(PipeReader(output), printed: &printed),
      "the stand-in ended before it started its children:\n\(printed.joined(separator: "\n"))")
    let children = try XCTUnwrap(ProcessTable.read())
      .living(under: [run.processIdentifier] + roots).filter { $0.pid != run.processIdentifier }
    for child in started {
      let name = try XCTUnwrap(Self.names[child], "a child the test does not know: \(child)")
      XCTAssertTrue(
        children.contains { $0.name.hasPrefix(name) },
        "\(child) (\(name)) among the stand-in's children: \(children.map(\.name).sorted())")
    }

    kill(run.processIdentifier, SIGKILL)
    try run.waitUntilExit("the stand-in to end once killed")
    var left = children
    let deadline = ContinuousClock.now + DeadlineExceeded.standardLimit
    while !left.isEmpty, ContinuousClock.now < deadline {
      usleep(100_000)
      left = ProcessTable.read()?.stillRunning(left) ?? []
    }
    XCTAssertEqual(
      left.map { "\($0.name) (\($0.pid))" }.sorted(), [],
      "running \(DeadlineExceeded.standardLimit) after the run that started them was killed")
  }

  /// What the stand-in started, and the roots outside its tree, from its line; nil when it
  /// ended first, having printed `printed`.
  private static func startedChildren(
    _ output: PipeReader, printed: inout [String]
  ) throws -> ([String], [Int32])? {
    while let line = try output.line("the stand-in to start its children") {
      printed.append(line)
      guard line.hasPrefix(startedMark) else { continue }
      let words = line.dropFirst(startedMark.count).split(separator: " ")
      return (words.filter { Int32($0) == nil }.map(String.init), words.compactMap { Int32($0) })
    }
    return nil
  }

  /// Starts the children the tests start, prints what it started, and waits to be killed.
  func testStandIn_StartsChildrenAndWaits() throws {
    guard ProcessInfo.processInfo.environment[Self.standIn] != nil else {
      throw XCTSkip("run by testARunKilledMidway_LeavesNoChildRunning, which kills it")
    }
    let program = try XCTUnwrap(BrowseBinary.url, BrowseBinary.missingMessage)
    let watchlist = FileManager.default.temporaryDirectory
      .appendingPathComponent("orphan-watchlist-\(UUID().uuidString).json")
    let serve = try ServerProcess(
      program, arguments: ["serve", "--port", "0", "--watchlist", watchlist.path])
    var kept: [AnyObject] = [serve]
    var started = ["serve"]
    if LoopbackServer.python3 != nil {
      kept.append(try LoopbackServer())
      started.append("loopback")
    }
    if let tmux = TmuxPane.findTmux() {
      let pane = try TmuxPane.running("sleep 600", tmux: tmux, width: 40, height: 10)
      kept.append(pane)
      started += ["tmux", "\(pane.server)"]
    }
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") {
      kept.append(try Self.started(["/bin/sh", "-c", "setsid sleep 600 & echo started; wait"]))
      started.append("setsid")
    }
    if let browser = try? ServeBrowser.find() {
      let script = browser.root.appendingPathComponent("Tests/Support/serve_browser.py")
      let held = browser.screenshots(of: "held").path
      kept.append(try Self.started([browser.python.path, script.path, "held", serve.url, held]))
      started.append("browser")
    }
    // Written straight to the descriptor: print's buffer would keep it from the test.
    FileHandle.standardOutput.write(
      Data("\(Self.startedMark) \(started.joined(separator: " "))\n".utf8))
    withExtendedLifetime(kept) { Thread.sleep(forTimeInterval: 600) }
    XCTFail("the stand-in was not killed within ten minutes")
  }

  /// `arguments` running, once they have printed a line.
  private static func started(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.runWatched()
    _ = try PipeReader(output).line("\(arguments[1]) to start")
    return process
  }
}
