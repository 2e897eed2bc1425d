import Foundation
import TestSupport
import XCTest

/// What `OrphanTests` runs and kills: the children the tests start, started as they start
/// them, and a wait to be killed. An XCTest case, so that a run of the test bundle can name
/// it alone.
final class OrphanStandIn: XCTestCase {
  /// Set for the stand-in's run only: without it the stand-in skips.
  static let variable = "STOCK_SCREENS_ORPHAN_STAND_IN"
  /// What the stand-in prints once its children are running: what it started, then the
  /// process ids of those that left its tree (a tmux server).
  static let startedMark = "orphan stand-in started:"

  /// Starts the children the tests start, prints what it started, and waits to be killed.
  func testStandIn_StartsChildrenAndWaits() throws {
    guard ProcessInfo.processInfo.environment[Self.variable] != nil else {
      throw XCTSkip("run by OrphanTests.aRunKilledMidway_LeavesNoChildRunning, which kills it")
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
