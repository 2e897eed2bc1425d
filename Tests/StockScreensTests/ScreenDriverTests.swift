import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

/// A market source for driver tests: answers from fixtures, failing the markets it is told to.
private struct FixtureSource: MarketDataSource {
  var failing: Set<Market> = []

  func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    await Task.yield()
    if failing.contains(market) { throw Fixtures.failure(market) }
    return Fixtures.data(market)
  }
}

final class ScreenDriverTests: XCTestCase {
  func testDirectoryDriver_LoadsMarketsConcurrentlyInAnyOrder() async {
    let driver = ScreenDriver.directory(source: FixtureSource(failing: [.emerging]))
    for market in Market.allCases { await driver.send(.loadRequested(market)) }
    await driver.waitUntilIdle()
    let directory = await driver.controller
    XCTAssertEqual(directory.catalog.count, 6)
    XCTAssertEqual(Set(directory.arrivalOrder), [.listed, .otc])
    XCTAssertEqual(directory.loadState(of: .emerging), .failed(Fixtures.failure(.emerging)))
    let rows = await driver.current.screen.rows
    XCTAssertTrue(rows.contains(.error(market: .emerging, reason: "HTTP 500")))
  }

  func testUpdates_StartWithTheCurrentScreenAndCarryChanges() async {
    let driver = ScreenDriver.directory(source: FixtureSource())
    let stream = await driver.updates()
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    XCTAssertEqual(first?.screen.rows, [.empty(text: "尚未取得資料")])
    await driver.send(.loadRequested(.otc))
    let loading = await iterator.next()
    XCTAssertEqual(loading?.screen.rows, [.loading(market: .otc)])
    XCTAssertEqual(loading?.changes.inserts, [0])
    XCTAssertEqual(loading?.changes.deletes, [0])
    let loaded = await iterator.next()
    XCTAssertEqual(loaded?.screen.rows.count, 3)
    XCTAssertEqual(loaded?.changes.inserts.count, 3)
    await driver.finish()
  }

  func testDirectoryDriver_HandsTheSelectedCompanyToNavigation() async {
    let selected = SelectedCompanies()
    let driver = ScreenDriver.directory(source: FixtureSource()) { await selected.add($0) }
    await driver.send(.loadRequested(.otc))
    await driver.waitUntilIdle()
    await driver.send(.companySelected(code: "6643"))
    await driver.waitUntilIdle()
    let codes = await selected.codes
    XCTAssertEqual(codes, ["6643"])
  }

  func testPagedListDriver_RefreshDuringHeldLoadMoreDiscardsTheLatePage() async {
    let items = (1...30).map { Numbered(id: $0) }
    let source = HeldPageSource(items: items)
    let driver = ScreenDriver.pagedList(source: source, pageSize: 10)
    await driver.send(.refreshRequested)
    await driver.waitUntilIdle()
    await source.hold()
    await driver.send(.loadMoreRequested)
    await driver.send(.loadMoreRequested)
    await waitForHeld(source, count: 1)
    await source.setItems((100...130).map { Numbered(id: $0) })
    await driver.send(.refreshRequested)
    await waitForHeld(source, count: 2)
    await source.releaseAll()
    await driver.waitUntilIdle()
    let list = await driver.controller
    XCTAssertEqual(list.items.map(\.id), Array(100...109))
    let requests = await source.requests
    XCTAssertEqual(requests.map(\.offset), [0, 10, 0], "one load-more, then the refresh")
  }

  /// Thousands of events from many tasks at once: the actor applies them one at a time.
  func testManyConcurrentEvents_NoRaceAndAConsistentScreen() async {
    let driver = ScreenDriver.directory(source: FixtureSource())
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<2_000 {
        group.addTask {
          switch index % 4 {
          case 0: await driver.send(.loadRequested(Market.allCases[index % 3]))
          case 1: await driver.send(.filterChanged(["台", "", "6", "M"][index % 4]))
          case 2: await driver.send(.retryRequested(nil))
          default: _ = await driver.current
          }
        }
      }
    }
    await driver.waitUntilIdle()
    await driver.send(.filterChanged(""))
    let directory = await driver.controller
    XCTAssertEqual(directory.catalog.count, 7)
    let identities = await driver.current.screen.rows.map(\.identity)
    XCTAssertEqual(Set(identities).count, identities.count, "no identity twice")
  }

  /// Yields until `count` requests are held; fails, rather than hangs, if they never are.
  private func waitForHeld(
    _ source: HeldPageSource<Numbered>, count: Int, line: UInt = #line
  ) async {
    for _ in 0..<100_000 where await source.heldCount < count { await Task.yield() }
    let held = await source.heldCount
    XCTAssertGreaterThanOrEqual(held, count, "requests held", line: line)
  }
}

private actor SelectedCompanies {
  var codes: [String] = []
  func add(_ company: Company) { codes.append(company.code) }
}
