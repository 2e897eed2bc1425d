import ScreenExplorer
import ScreenModel
import ScreenModelTesting
import StockScreensCLI
import Testing

/// The catalog of the stock app's states that reviewers read in `Snapshots/StockCatalog/`:
/// the states breadth first meets within a line of the start, each drawn in zh-Hant and en
/// as text, as a screen reader reads it and as its update, and the same on every run.
@MainActor
struct StockCatalogTests {
  /// A line from the start, at most 40 states (29 today): a catalog of a few hundred files.
  static let options = ExplorerOptions(
    depth: 1, events: 400, locales: ["zh-Hant", "en"], catalogLimit: 40)

  @Test func theCatalogIsTheOneCommitted() async throws {
    let catalog = try await Explorer(StockExploration.target, options: Self.options).run().catalog
    // Every screen of the app shows in it: what a reviewer is to see of each.
    let screens = Set(catalog.states.compactMap { $0.drawings.first?.update["screen"] })
    #expect(
      screens
        == Set(
          ["directory", "feed", "profile", "watchlist", "screener", "settings"].map(
            JSONValue.string)))
    #expect(catalog.states.count < Self.options.catalogLimit, "every state a line away is kept")
    for file in catalog.files(in: "StockCatalog") {
      assertTextSnapshot(of: file.text, as: .lines, atPath: file.path)
    }
  }
}
