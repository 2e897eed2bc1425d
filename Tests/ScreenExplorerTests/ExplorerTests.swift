import ScreenExplorer
import ScreenFrontEnds
import ScreenModel
import Testing

/// The explorer on a shelf with a bug planted, through the public API alone: each bug is
/// found by the check named for it, with a short path that reads as a scenario, and a shelf
/// without the bug gives no finding.
@MainActor
struct ExplorerTests {
  private func explore(
    bug: Shelf.Bug?, invariants: [ScreenInvariant] = [], events: Int = 400
  ) async throws -> ExplorationReport {
    let target = ExplorationTarget(invariants: invariants) { _ in
      ScenarioStage(screens: [AnyScreenDeclaration(Shelf.declaration(bug: bug))])
    }
    return try await Explorer(target, options: ExplorerOptions(depth: 3, events: events)).run()
  }

  /// The team's rule that a book is listed once.
  private let bookOnce = ScreenInvariant(
    "book-once", on: ["shelf"], summary: "a book is listed once"
  ) { state in
    let keys = state.screen.indices.compactMap { state.screen.row(at: $0)?.key }
    return Set(keys).count == keys.count ? nil : "a book is listed twice: \(keys)"
  }

  @Test func aShelfWithoutABugGivesNoFinding() async throws {
    let report = try await explore(bug: nil, invariants: [bookOnce])
    #expect(report.findings.isEmpty, "\(report.summary)")
    #expect(report.events == 400)
    #expect(report.states > 4, "\(report.summary)")
    #expect(report.unreadable.isEmpty, "\(report.unreadable)")
  }

  @Test func theLastBooksIgnoredRemovalIsFoundAndShrunk() async throws {
    let report = try await explore(bug: .lastBookStays)
    let finding = try #require(report.findings.first { $0.check == .ignoredEvent })
    #expect(finding.screen == "shelf")
    // Two removals leave the last book, whose removal is then ignored.
    #expect(
      finding.path.map(\.scenarioLine) == ["remove Dune", "remove Emma"]
        || finding.path.map(\.scenarioLine) == ["remove Emma", "remove Dune"],
      "\(finding.scenario())")
    #expect(finding.replayProblem == nil)
    #expect(finding.snapshot.contains("Dune") != finding.snapshot.contains("Emma"))
    #expect(finding.scenario().hasPrefix("# ignored-event: "), "\(finding.scenario())")
  }

  @Test func aBookAddedTwiceBreaksTheTeamsInvariant() async throws {
    let report = try await explore(bug: .addsTwice, invariants: [bookOnce])
    let finding = try #require(report.findings.first { $0.check.name == "invariant:book-once" })
    #expect(finding.message.hasPrefix("a book is listed twice"), "\(finding.message)")
    // A title typed twice (the shrinker leaves nothing else), or a title on the shelf once.
    let lines = finding.path.map(\.scenarioLine)
    #expect((1...2).contains(lines.count), "\(finding.scenario())")
    #expect(lines.allSatisfy { $0.hasPrefix("add ") }, "\(finding.scenario())")
    #expect(report.summary.contains("invariant:book-once on the shelf"), "\(report.summary)")
  }

  @Test func aRowWithNothingToReadIsFoundInTheStateThatShowsIt() async throws {
    let report = try await explore(bug: .shortShowsNothing)
    let finding = try #require(
      report.findings.first { $0.check == .label }, "\(report.summary) \(report.failures)")
    #expect(finding.path.map(\.scenarioLine) == ["toggle short on"])
    #expect(finding.message.hasPrefix("on the shelf, the row"), "\(finding.message)")
    #expect(report.findings.count == 1, "\(report.summary)")
  }

  @Test func withoutBreadthFirstOnlyWalksAreMade() async throws {
    let target = ExplorationTarget { _ in
      ScenarioStage(screens: [AnyScreenDeclaration(Shelf.declaration(bug: nil))])
    }
    let report = try await Explorer(target, options: ExplorerOptions(depth: 0, events: 40)).run()
    #expect(report.summary.contains("breadth first to depth 0, then "), "\(report.summary)")
    #expect(report.events == 40)
  }

  @Test func theSameSeedExploresTheSameWay() async throws {
    let one = try await explore(bug: .lastBookStays, events: 150)
    let two = try await explore(bug: .lastBookStays, events: 150)
    #expect(one.summary == two.summary)
    #expect(one.findings.map { $0.scenario() } == two.findings.map { $0.scenario() })
  }
}
