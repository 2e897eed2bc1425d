import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

/// Thousands of events sent at once from many tasks to the directory and the paged-list
/// drivers, while sources answer late, fail and hold answers; meant to run under the thread
/// sanitizer too (`swift test --sanitize=thread`). Every published update must carry the
/// changes that turn the previous screen into it, and the screens must stay consistent.
final class DriverStressTests: XCTestCase {
  func testDirectory_ThousandsOfConcurrentEventsPublishACoherentStream() async throws {
    let source = FlakySource()
    let driver = ScreenDriver.directory(source: source)
    let watcher = StreamReader(await driver.updates())
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<3_000 {
        group.addTask { await Self.directoryEvent(index, driver) }
      }
    }
    try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }
    // Every market loads at last: each failed one is retried until its source answers.
    for _ in 0..<4 {
      await driver.send(.retryRequested(nil))
      try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }
    }
    await driver.send(.filterChanged(""))
    let directory = await driver.controller
    XCTAssertEqual(directory.catalog.count, 7)
    XCTAssertTrue(Market.allCases.allSatisfy { directory.loadState(of: $0).isLoaded })
    await driver.finish()
    let updates = try await watcher.rest("every update, to the end of the finished stream")
    XCTAssertGreaterThan(updates.count, 1_000)
    Self.assertCoherent(updates)
  }

  func testPagedList_ThousandsOfConcurrentEventsWithHeldAnswers() async throws {
    let items = (1...300).map { Numbered(id: $0) }
    let source = HeldPageSource(items: items)
    let driver = ScreenDriver.feed(source: source, pageSize: 7)
    let watcher = StreamReader(await driver.updates())
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<3_000 {
        group.addTask { await Self.feedEvent(index, driver, source) }
      }
    }
    await source.releaseAll()
    try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }

    // The list still works: refreshes until the failures still planned are spent, then
    // load-more (or its retry) to the end, shows every item once.
    await driver.send(.refreshRequested)
    try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }
    for _ in 0..<400 {
      let list = await driver.controller
      if list.appendState == .exhausted && list.refreshState == .idle { break }
      if case .failed = list.refreshState {
        await driver.send(.refreshRequested)
      } else {
        await driver.send(list.appendState == .idle ? .loadMoreRequested : .retryRequested)
      }
      try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }
    }
    let list = await driver.controller
    XCTAssertEqual(list.items.map(\.id), Array(1...300))
    XCTAssertEqual(list.appendState, .exhausted)
    await driver.finish()
    let updates = try await watcher.rest("every update, to the end of the finished stream")
    XCTAssertGreaterThan(updates.count, 100)
    Self.assertCoherent(updates)
  }

  /// One of the directory's events, or a read, chosen by `index`.
  static func directoryEvent(_ index: Int, _ driver: ScreenDriver<CompanyDirectory>) async {
    let market = Market.allCases[index / 6 % 3]
    switch index % 6 {
    case 0: await driver.send(.loadRequested(market))
    case 1: await driver.send(.retryRequested(index % 12 == 1 ? nil : market))
    case 2: await driver.send(.filterChanged(["台", "", "2", "電", "1"][index % 5]))
    case 3: await driver.send(.companySelected(code: ["2330", "6643", "0000"][index % 3]))
    case 4: _ = await driver.current
    default: _ = await driver.controller.catalog.count
    }
  }

  /// One of the feed's events, a hold, release or failure of its source, or a read.
  static func feedEvent(
    _ index: Int, _ driver: ScreenDriver<Feed<Numbered>>, _ source: HeldPageSource<Numbered>
  ) async {
    switch index % 10 {
    case 0, 1: await driver.send(.refreshRequested)
    case 2, 3, 4: await driver.send(.loadMoreRequested)
    case 5: await driver.send(.retryRequested)
    case 6 where index % 40 == 6: await source.hold()
    case 6: await source.releaseOne()
    case 7 where index % 30 == 7: await source.failNext("第 \(index) 次失敗")
    case 8: await source.releaseAll()
    default: _ = await driver.current
    }
  }

  /// Each update's changes turn the previous screen into its own, and no screen shows an
  /// identity twice.
  static func assertCoherent<Rows: RowCollection>(
    _ updates: [ScreenUpdate<Rows>], file: StaticString = #filePath, line: UInt = #line
  ) {
    for (previous, update) in zip(updates, updates.dropFirst()) {
      let rows = Array(update.screen.rows)
      let applied = update.changes.apply(to: Array(previous.screen.rows), taking: rows)
      guard applied == rows else {
        return XCTFail(
          "an update's changes \(update.changes) do not lead to it", file: file, line: line)
      }
      let identities = rows.map(\.id)
      guard Set(identities).count == identities.count else {
        return XCTFail("an identity appears twice", file: file, line: line)
      }
    }
  }
}

/// Answers after a yield; each market's odd-numbered loads fail, so retries matter.
private struct FlakySource: MarketDataSource {
  private let calls = CallCounter()

  func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    await Task.yield()
    if await calls.next(market) % 2 == 1 { throw Fixtures.failure(market) }
    return Fixtures.data(market)
  }
}

/// Numbers each market's loads from 1.
private actor CallCounter {
  private var counts: [Market: Int] = [:]

  func next(_ market: Market) -> Int {
    counts[market, default: 0] += 1
    return counts[market, default: 0]
  }
}
