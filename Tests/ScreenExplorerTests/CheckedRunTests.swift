import ScreenFrontEnds
import ScreenModel
import Testing

@testable import ScreenExplorer

/// The checks of one step with the session's answer planted: a refusal without a reason, a
/// refusal that changed the screen, and a client's window that stopped fitting, after which
/// the next updates are followed from the session's window again, not failed each.
@MainActor
struct CheckedRunTests {
  private func run() async throws -> CheckedRun {
    let target = ExplorationTarget { _ in
      ScenarioStage(screens: [AnyScreenDeclaration(Shelf.declaration(bug: nil))])
    }
    return try await ExplorationContext(target: target, options: ExplorerOptions()).run()
  }

  /// A run's session writes the appearance its stage gives, as `play`'s does.
  @Test func aRunsSessionHasItsStagesAppearance() async throws {
    let green = SessionAppearance(rise: .green)
    let target = ExplorationTarget { _ in
      ScenarioStage(
        screens: [AnyScreenDeclaration(Shelf.declaration(bug: nil))], appearance: .fixed(green))
    }
    let run = try await ExplorationContext(target: target, options: ExplorerOptions()).run()
    #expect(run.session.session.current.appearance == green)
    let plain = try await self.run()
    #expect(plain.session.session.current.appearance == nil, "none given")
  }

  private func refused(_ message: String, stackAfter: [String] = ["shelf"]) -> StepOutcome {
    var outcome = StepOutcome(line: "remove Dune")
    outcome.refusal = SessionEventError(.invalid, message)
    outcome.cause = "x1"
    outcome.stackBefore = ["shelf"]
    outcome.stackAfter = stackAfter
    return outcome
  }

  private func checks(_ failures: [Failure]) -> [String] { failures.map(\.check.name) }

  @Test func aRefusalWithoutAReasonIsSilent() async throws {
    let run = try await run()
    for blank in ["", " \n\t"] {
      let failures = run.eventFailures(
        refused(blank), changed: false, offered: true, problems: [])
      #expect(checks(failures) == ["silent-refusal"], "\(failures.map(\.message))")
    }
    let said = run.eventFailures(
      refused("no such book"), changed: false, offered: true, problems: [])
    #expect(said.isEmpty, "\(said.map(\.message))")
  }

  @Test func aRefusalThatChangedTheScreenOrTheStackIsFound() async throws {
    let run = try await run()
    let changed = run.eventFailures(
      refused("no such book"), changed: true, offered: true, problems: [])
    #expect(checks(changed) == ["refusal-changed-state"])
    #expect(changed.first?.message.contains("(no such book)") == true)
    let opened = run.eventFailures(
      refused("no such book", stackAfter: ["shelf", "shelf"]), changed: false, offered: true,
      problems: [])
    #expect(checks(opened) == ["refusal-changed-state"])
  }

  @Test func aWindowThatStopsFittingIsFoundOnceAndFollowedAfresh() async throws {
    // Another run's updates, which its own rows fit: both books removed, then one added.
    let other = try await run()
    _ = await other.session.play("remove Dune")
    let emptied = await other.session.play("remove Emma").updates
    let added = await other.session.play("add Zed").updates
    let run = try await run()
    var problems: [String] = []
    // Emma's removal alone does not fit a client holding both books.
    let first = emptied.flatMap { run.follow($0, problems: &problems) }
    #expect(checks(first).contains("window"), "\(first.map(\.message))")
    // Read afresh from the update that did not fit, the client follows the next one.
    let next = added.flatMap { run.follow($0, problems: &problems) }
    #expect(!checks(next).contains("window"), "\(next.map(\.message))")
    #expect(run.reader.ids == ["Zed"])
  }
}
