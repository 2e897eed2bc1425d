import TaiwanMarket
import XCTest

@testable import StockScreens

/// The directory's caches (the search index, the recent results) are derived from its state:
/// they never make two directories that show the same thing unequal, and they stay bounded.
final class DirectoryCacheTests: XCTestCase {
  private func loaded() -> CompanyDirectory {
    var directory = CompanyDirectory()
    _ = directory.handle(.loadRequested(.listed))
    _ = directory.handle(.marketLoaded(Fixtures.data(.listed)))
    return directory
  }

  func testEquality_IsTheStateShown_NotTheCaches() {
    XCTAssertEqual(CompanyDirectory(), CompanyDirectory())
    var searched = loaded()
    _ = searched.handle(.filterChanged("台"))
    _ = searched.handle(.filterChanged(""))
    XCTAssertNotNil(searched.index, "the search built its index")
    XCTAssertEqual(searched, loaded(), "an index and recent results change nothing shown")
    XCTAssertNotEqual(loaded(), CompanyDirectory(), "a market loaded is another state")
    var filtered = loaded()
    _ = filtered.handle(.filterChanged("台"))
    XCTAssertNotEqual(filtered, loaded(), "a filter is another state")
  }

  func testRecentResults_KeepTheLastEight_AndAQueryOnce() {
    var directory = loaded()
    let queries = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
    for query in queries.prefix(CompanyDirectory.recentLimit) {
      _ = directory.handle(.filterChanged(query))
    }
    XCTAssertEqual(directory.recentResults.map(\.foldedQuery), Array(queries.prefix(8)))
    _ = directory.handle(.filterChanged("9"))
    XCTAssertEqual(
      directory.recentResults.map(\.foldedQuery), Array(queries.dropFirst()),
      "one past: the oldest goes")
    _ = directory.handle(.filterChanged("4"))
    XCTAssertEqual(
      directory.recentResults.map(\.foldedQuery), ["2", "3", "5", "6", "7", "8", "9", "4"],
      "a query typed again moves to the end, once")
  }
}
