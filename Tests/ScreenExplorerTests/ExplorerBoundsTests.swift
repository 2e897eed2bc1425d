import ScreenExplorer
import ScreenFrontEnds
import ScreenModel
import Testing

/// The explorer's bounds on a screen with a bug planted: answers that keep asking again are
/// a `hang` bounded by answers, never by time, and rows piling up past a bound are `memory`;
/// the same screen without the bug gives neither, and `play` stops the looping scenario with
/// a reason rather than run on.
@MainActor
struct ExplorerBoundsTests {
  private func explore(
    _ bug: Echo.Bug?, options: ExplorerOptions = ExplorerOptions(depth: 2, events: 300)
  ) async throws -> ExplorationReport {
    let target = ExplorationTarget { _ in
      ScenarioStage(screens: [AnyScreenDeclaration(Echo.declaration(bug: bug))])
    }
    return try await Explorer(target, options: options).run()
  }

  /// Rows past eight are too many: a walk of sixty lines piles up past them when notes are
  /// kept without end, and three notes and the pongs' row never are.
  private let tight = ExplorerOptions(depth: 1, events: 300, walkLength: 60, rowLimit: 8)

  @Test func anEchoWithoutABugStaysWithinItsBounds() async throws {
    let report = try await explore(nil, options: tight)
    #expect(report.findings.isEmpty, "\(report.summary)")
    #expect(report.failures["hang"] == nil && report.failures["memory"] == nil)
  }

  @Test func answersThatAlwaysAskAgainAreAHangFoundWithinTheAnswerLimit() async throws {
    let options = ExplorerOptions(depth: 1, events: 60, answerLimit: 100)
    let report = try await explore(.loops, options: options)
    let finding = try #require(report.findings.first { $0.check == .hang }, "\(report.summary)")
    #expect(finding.path.map(\.scenarioLine) == ["ping"], "\(finding.scenario())")
    #expect(
      finding.message == #""ping": after 100 answers its commands still ask: echo, the oldest of 1"#
    )
    // The bound is the answers delivered: the pongs counted stop at it.
    #expect(finding.snapshot == "# Echo\n  100 pongs\n", "\(finding.snapshot)")
  }

  @Test func rowsThatPileUpPastTheirBoundAreFoundAndShrunkToTheFewestNotes() async throws {
    let report = try await explore(.grows, options: tight)
    let finding = try #require(
      report.findings.first { $0.check == .memory }, "\(report.summary)")
    #expect(finding.message.hasSuffix("the echo holds 9 rows, past the bound of 8"))
    let lines = finding.path.map(\.scenarioLine)
    #expect(lines.count == 8 && lines.allSatisfy { $0.hasPrefix("note ") }, "\(lines)")
    #expect(report.findings.allSatisfy { $0.check == .memory }, "\(report.summary)")
  }

  @Test func aStateDrawingPastItsByteBoundIsFound() async throws {
    var options = tight
    (options.rowLimit, options.drawnByteLimit) = (20_000, 16)
    let report = try await explore(nil, options: options)
    let finding = try #require(report.findings.first { $0.check == .memory })
    #expect(
      finding.message.contains(" bytes in zh-Hant, past the bound of 16"), "\(finding.message)")
  }

  @Test func playStopsAScenarioWhoseAnswersNeverSettle() async throws {
    let stage = ScenarioStage(screens: [AnyScreenDeclaration(Echo.declaration(bug: .loops))])
    let scenario = try ScenarioParser.parse("ping\n", file: "loop", screens: stage.screens)
    let player = ScenarioPlayer(stage)
    let error = await #expect(throws: ScenarioError.self) {
      try await player.play(scenario) { _ in }
    }
    #expect(
      error?.description.contains("loop:1: the answers never settle: after 10,000 answers") == true,
      "\(String(describing: error))")
  }
}
