import Foundation
import LibraryTestSupport
import StockScreensCLI
import Testing

/// `stock-screens explore` on the stock app's screens (directory, feed, profile, watchlist,
/// screener) over the embedded data: every line it writes is one the scenario grammar
/// reads, every check holds in each locale asked for, and the same seed explores alike.
@MainActor
struct StockExploreTests {
  private func explore(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
    let output = OutputCollector()
    let status = await StockScreensTool.run(["explore"] + arguments, console: output.console)
    return (status, output.text, output.errors)
  }

  @Test func theStockScreensPassEveryCheckInEveryLocale() async {
    let explored = await explore([
      "--events", "400", "--depth", "1", "--locale", "en", "--check-locale", "zh-Hant",
      "--check-locale", "en-XA",
    ])
    #expect(explored.status == 0, "\(explored.out)\(explored.err)")
    #expect(explored.out.hasPrefix("explored 400 events: "), "\(explored.out)")
    #expect(explored.out.hasSuffix("\nno findings\n"), "\(explored.out)")
    #expect(!explored.out.contains("the grammar does not read"), "\(explored.out)")
    #expect(explored.err.isEmpty, "\(explored.err)")
  }

  @Test func aWatchlistFileOfTheUsersIsRefusedAndNeverWritten() async {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-\(UUID().uuidString).json")
    let explored = await explore(["--events", "50", "--watchlist", file.path])
    #expect(explored.status == 2)
    #expect(explored.err.contains("explore never writes a file of the user's"), "\(explored.err)")
    #expect(explored.out.isEmpty, "nothing explored: \(explored.out)")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func theSameSeedExploresAlikeAndAnotherOtherwise() async {
    let one = await explore(["--events", "150", "--depth", "0", "--seed", "3", "--locale", "en"])
    let again = await explore(["--events", "150", "--depth", "0", "--seed", "3", "--locale", "en"])
    let other = await explore(["--events", "150", "--depth", "0", "--seed", "4", "--locale", "en"])
    #expect(one.out == again.out)
    #expect(one.out.hasPrefix("explored 150 events: "), "\(one.out)")
    // Another seed walks other lines, which meet another number of states.
    #expect(one.out != other.out, "\(one.out)")
  }
}
