import ScreenFrontEnds
import ScreenModel
import Testing

@testable import ScreenExplorer

/// The catalog of states an exploration keeps for review.
@MainActor
struct StateCatalogTests {
  private func catalog(limit: Int, bug: Shelf.Bug? = nil) async throws -> StateCatalog {
    let target = ExplorationTarget { _ in
      ScenarioStage(screens: [AnyScreenDeclaration(Shelf.declaration(bug: bug))])
    }
    let options = ExplorerOptions(
      depth: 2, events: 300, locales: ["en", "en-XA"], catalogLimit: limit)
    return try await Explorer(target, options: options).run().catalog
  }

  @Test func aCatalogMadeAgainIsTheSameFileForFile() async throws {
    let one = try await catalog(limit: 50).files(in: "Shelf")
    let two = try await catalog(limit: 50).files(in: "Shelf")
    #expect(one.map(\.path) == two.map(\.path))
    #expect(one.map(\.text) == two.map(\.text))
    #expect(one.first?.path == "Shelf/_page.en.json", "\(one.map(\.path))")
    #expect(one.map(\.path).contains("Shelf/start.en.a11y.txt"))
  }

  @Test func eachStateIsNamedByThePathThatFirstReachedItAndDrawnInEachLocale() async throws {
    let catalog = try await catalog(limit: 50)
    let start = try #require(catalog.states.first)
    #expect(start.name == "start" && start.path.isEmpty)
    #expect(start.drawings.map(\.locale) == ["en", "en-XA"])
    #expect(start.drawings.first?.text == "# Shelf\n  [ ] Short\n  Dune\n  Emma\n")
    #expect(start.drawings.first?.update["screen"] == .string("shelf"))
    let removed = try #require(catalog.states.first { $0.path == ["remove Dune"] })
    #expect(removed.name == "remove-Dune")
    #expect(removed.drawings.first?.text == "# Shelf\n  [ ] Short\n  Emma\n")
    // Two lines, whatever the order breadth first tried them in, each state once.
    #expect(catalog.states.contains { $0.name == "remove-Dune_remove-Emma" })
    #expect(Set(catalog.states.map(\.name)).count == catalog.states.count)
    #expect(catalog.pages.keys.sorted() == ["en", "en-XA"])
  }

  @Test func aCatalogKeepsAtMostItsLimitAndNoneWithoutOne() async throws {
    let kept = try await catalog(limit: 3)
    #expect(kept.states.map(\.name) == ["start", "remove-Dune", "remove-Emma"])
    #expect(try await catalog(limit: 0).states.isEmpty)
    #expect(try await catalog(limit: 0).files(in: "Shelf").isEmpty)
  }

  @Test func aNameIsCutAndToldApartFromOneGivenBefore() {
    let long = "add " + String(repeating: "長", count: 30) + " 🙂!"
    let name = StateCatalog.name(of: [long, "add x"], among: [])
    #expect(name == "add-" + String(repeating: "長", count: 16) + "_add-x")
    #expect(StateCatalog.name(of: ["add 🙂"], among: ["add"]) == "add-2")
    #expect(StateCatalog.name(of: [], among: ["start", "start-2"]) == "start-3")
  }
}
