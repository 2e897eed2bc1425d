import Foundation
import ScreenFrontEnds
import ScreenModel
import Testing

@testable import ScreenExplorer

/// A trap found where it kills: this test binary run again as the child, exploring an echo
/// that traps on a ping after a note, its path log read, the path shrunk by replays in
/// children of their own; and an exploration that ends by itself gives its status.
@MainActor
struct TrapHuntTests {
  /// Set in a child: what it does (`explore LOG` or `play FILE`).
  nonisolated static let childKey = "SCREEN_EXPLORER_TRAP_CHILD"

  private static var stage: ScenarioStage {
    ScenarioStage(screens: [AnyScreenDeclaration(Echo.declaration(bug: .traps))])
  }

  /// This binary, running only `child()` with `task` to do.
  private nonisolated static func child(_ task: String) -> TrapHunt.Child {
    TrapHunt.Child(
      CommandLine.arguments[0],
      ["--testing-library", "swift-testing", "--filter", "TrapHuntTests/child"],
      environment: [childKey: task, "SWIFT_BACKTRACE": "enable=no"])
  }

  @Test func aPingAfterANoteTrapsTheChild_AndThePathIsShrunkToThem() async throws {
    let hunt = TrapHunt(
      shrinkLimit: 30, explore: { Self.child("explore \($0)") },
      replay: { file, _ in Self.child("play \(file)") })
    guard case .trapped(let finding) = try await hunt.run() else {
      Issue.record("the child exited without a trap")
      return
    }
    #expect(finding.check == .trap)
    let lines = finding.path.map(\.scenarioLine)
    #expect(lines.count == 2 && lines.first?.hasPrefix("note ") == true, "\(lines)")
    #expect(lines.last == "ping", "\(lines)")
    #expect(finding.message.hasPrefix("the program died on signal "), "\(finding.message)")
    #expect(finding.message.hasSuffix(#" playing "ping""#), "\(finding.message)")
    #expect(finding.screen == "echo" && finding.replayProblem == nil)
    #expect(finding.scenario().hasPrefix("# trap: the program died on signal "))
  }

  @Test func aChildThatEndsByItselfGivesItsStatus() async throws {
    let hunt = TrapHunt(
      explore: { _ in TrapHunt.Child("/bin/sh", ["-c", "exit 3"]) },
      replay: { _, _ in TrapHunt.Child("/bin/sh", ["-c", "exit 0"]) })
    guard case .exited(let status) = try await hunt.run() else {
      Issue.record("a child that exits is no trap")
      return
    }
    #expect(status == 3)
  }

  @Test func theReplaysGetTheDataOptionsAndNotTheExplorationsOwn() {
    let kept = ExploreCommand.dataArguments(in: [
      "--events", "300", "--data", "dir", "--seed=7", "--locale", "en", "--live",
    ])
    #expect(kept == ["--data", "dir", "--live"])
  }

  @Test func theLogGivesTheLastPathWithItsRefusalsAndItsScreen() {
    let log = """
      run en
      > load listed
      < directory
      run zh-Hant
      > open watchlist
      < watchlist
      > remove 2330
      < watchlist refused
      > ping

      """
    let last = PathLog.lastPath(in: log)
    #expect(last?.locale == "zh-Hant")
    #expect(last?.lines.map(\.scenarioLine) == ["open watchlist", "refused: remove 2330", "ping"])
    #expect(last?.screen == "watchlist")
    #expect(PathLog.lastPath(in: "") == nil)
  }

  /// The child's part: explores the trapping echo writing its log, or plays a scenario on
  /// it; run only as a child, by the tests above.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childKey] != nil))
  func child() async throws {
    let task = ProcessInfo.processInfo.environment[Self.childKey] ?? ""
    let argument = String(task.drop { $0 != " " }.dropFirst())
    if task.hasPrefix("explore ") {
      var explorer = Explorer(
        ExplorationTarget { _ in Self.stage }, options: ExplorerOptions(depth: 2, events: 200))
      explorer.log = try PathLog(path: argument)
      _ = try await explorer.run()
    } else {
      let text = try String(contentsOfFile: argument, encoding: .utf8)
      let scenario = try ScenarioParser.parse(text, file: argument, screens: Self.stage.screens)
      try await ScenarioPlayer(Self.stage).play(scenario) { _ in }
    }
  }
}
