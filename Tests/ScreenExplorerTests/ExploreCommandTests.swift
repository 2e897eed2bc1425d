import Foundation
import LibraryTestSupport
import ScreenExplorer
import ScreenFrontEnds
import ScreenModel
import TestSupport
import Testing

/// `explore` as any program gets it from `exploring()`: the summary, each finding written
/// as a scenario file, which the same program's `play` replays to the screen the finding
/// shows, and the exit status.
@MainActor
struct ExploreCommandTests {
  private let program = FrontEndProgram("shelf", summary: "the books on a shelf") { _ in
    [Shelf.declaration(bug: .lastBookStays)]
  }.exploring()

  private func run(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
    let output = OutputCollector()
    let status = await program.run(arguments, console: output.console)
    return (status, output.text, output.errors)
  }

  @Test func aFindingIsAScenarioFileThatPlayReplaysToTheScreenItShows() async throws {
    let folder = try TemporaryPackage(prefix: "explore-tests")
    let explored = await run([
      "explore", "--events", "300", "--depth", "2", "--locale", "en", "--findings",
      folder.root.path,
    ])
    #expect(explored.status == 1, "\(explored.err)")
    #expect(explored.out.hasPrefix("explored 300 events: "), "\(explored.out)")
    #expect(explored.out.contains("\n  ignored-event on the shelf (en, 2 lines): "))
    let file = folder.path("01-ignored-event-shelf.scenario")
    let scenario = try #require(folder.read("01-ignored-event-shelf.scenario"), "\(explored.out)")
    #expect(explored.out.contains("\n\(file):\n\(scenario)# the shelf after it:\n"))
    let lines = scenario.split(separator: "\n").map(String.init)
    #expect(lines.contains("# replay: shelf play FILE --clock 2026-12-03T00:59:50Z --locale en"))
    #expect(lines.filter { !$0.hasPrefix("#") }.count == 2, "\(scenario)")

    let played = await run(["play", file, "--clock", "2026-12-03T00:59:50Z", "--locale", "en"])
    #expect(played.status == 0, "\(played.err)")
    let snapshot = try #require(
      explored.out.components(separatedBy: "# the shelf after it:\n").last)
    // The storyboard shows the screen the finding shows, and then its ignored line.
    let steps = played.out.components(separatedBy: "\n--- ")
    #expect(steps.count == 2, "\(played.out)")
    #expect(steps.first?.hasSuffix("---\n\(snapshot)") == true, "\(played.out)\n\(snapshot)")
    #expect(steps.last?.hasSuffix("---\n# Shelf\n  (no change on screen)\n") == true)
  }

  @Test func withoutAFoldertheFindingsArePrintedAndNothingIsWritten() async {
    let explored = await run(["explore", "--events", "200", "--depth", "2", "--locale", "en"])
    #expect(explored.status == 1)
    #expect(explored.out.contains("\n# ignored-event: "), "\(explored.out)")
  }

  @Test func theOptionsAreCheckedBeforeAnythingIsExplored() async {
    let wrong = await run(["explore", "--events", "many"])
    #expect(wrong.status == 2)
    #expect(wrong.err.contains("--events"), "\(wrong.err)")
    #expect(wrong.out.isEmpty)
    let help = await run(["explore", "--help"])
    #expect(help.status == 0)
    #expect(
      help.out.contains(
        "\n  ignored-event         an offered event is taken or refused with a reason\n"),
      "\(help.out)")
    #expect(help.out.contains("Usage:\n  shelf explore "), "\(help.out)")
  }
}
