import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
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
  func testDirectoryDriver_LoadsMarketsConcurrentlyInAnyOrder() async throws {
    let driver = ScreenDriver.directory(source: FixtureSource(failing: [.emerging]))
    for market in Market.allCases { await driver.send(.loadRequested(market)) }
    try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }
    let directory = await driver.controller
    XCTAssertEqual(directory.catalog.count, 6)
    XCTAssertEqual(Set(directory.arrivalOrder), [.listed, .otc])
    XCTAssertEqual(directory.loadState(of: .emerging), .failed(Fixtures.failure(.emerging)))
    let rows = await driver.current.screen.rows
    XCTAssertTrue(rows.contains(.error(market: .emerging, reason: "HTTP 500")))
  }

  func testUpdates_StartWithTheCurrentScreenAndCarryChanges() async throws {
    let driver = ScreenDriver.directory(source: FixtureSource())
    let updates = StreamReader(await driver.updates())
    let first = try await updates.next("the driver's first update")
    XCTAssertEqual(first.map { Array($0.screen.rows) }, [.empty(text: "尚未取得資料")])
    let sent = await driver.send(.loadRequested(.otc))
    XCTAssertEqual(Array(sent.screen.rows), [.loading(market: .otc)], "send returns its update")
    let loading = try await updates.next("the update of the load's event")
    XCTAssertEqual(loading, sent)
    XCTAssertEqual(loading?.changes.inserts, [0])
    XCTAssertEqual(loading?.changes.deletes, [0])
    let loaded = try await updates.next("the update of the load's answer")
    XCTAssertEqual(loaded?.screen.rows.count, 3)
    XCTAssertEqual(loaded?.changes.inserts.count, 3)
    await driver.finish()
  }

  @MainActor
  func testDirectoryDriver_HandsTheSelectedCompanyToItsOutputs() async throws {
    var shown: [DirectoryOutput] = []
    let driver = ScreenDriver.directory(source: FixtureSource())
    driver.onOutput = { shown.append($0) }
    await driver.send(.loadRequested(.otc))
    try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }
    await driver.send(.companySelected(code: "6643"))
    await driver.send(.companySelected(code: "9999"))
    XCTAssertEqual(shown, [.company(Fixtures.otc[1]), .unknownCode("9999")])
  }

  func testPagedListDriver_RefreshDuringHeldLoadMoreDiscardsTheLatePage() async throws {
    let items = (1...30).map { Numbered(id: $0) }
    let source = HeldPageSource(items: items)
    let driver = ScreenDriver.feed(source: source, pageSize: 10)
    await driver.send(.refreshRequested)
    try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }
    await source.hold()
    await driver.send(.loadMoreRequested)
    await driver.send(.loadMoreRequested)
    try await waitForHeld(source, count: 1)
    await source.setItems((100...130).map { Numbered(id: $0) })
    await driver.send(.refreshRequested)
    try await waitForHeld(source, count: 2)
    await source.releaseAll()
    try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }
    let list = await driver.controller
    XCTAssertEqual(list.items.map(\.id), Array(100...109))
    let requests = await source.requests
    XCTAssertEqual(requests.map(\.offset), [0, 10, 0], "one load-more, then the refresh")
  }

  /// Thousands of events from many tasks at once: the actor applies them one at a time.
  func testManyConcurrentEvents_NoRaceAndAConsistentScreen() async throws {
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
    try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }
    await driver.send(.filterChanged(""))
    let directory = await driver.controller
    XCTAssertEqual(directory.catalog.count, 7)
    let identities = await driver.current.screen.rows.map(\.id)
    XCTAssertEqual(Set(identities).count, identities.count, "no identity twice")
  }

  // MARK: Events in order

  func testPost_AppliesEventsInTheOrderTheyWerePosted() async throws {
    let driver = ScreenDriver.directory(source: FixtureSource())
    await driver.send(.loadRequested(.listed))
    try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }
    let texts = (0..<1_000).map { ["1", "11", "110", "1101", "2", "23", "233", "2330"][$0 % 8] }
    for text in texts { driver.post(.filterChanged(text)) }
    driver.post(.filterChanged("台泥"))
    try await withDeadline("the driver's commands to finish") { await driver.waitUntilIdle() }
    let directory = await driver.controller
    XCTAssertEqual(directory.filter, "台泥", "the last event posted is the last applied")
    let codes = await driver.current.screen.rows.compactMap(\.companyCode)
    XCTAssertEqual(codes, ["1101"])
  }

  // MARK: Held answers

  func testRequestQueue_HoldsAnswersUntilReleasedInRequestOrder() async {
    let requests = RequestQueue()
    let driver = ScreenDriver.directory(source: FixtureSource(), requests: requests)
    await driver.send(.loadRequested(.otc))
    await driver.send(.loadRequested(.listed))
    var heldCount = await requests.count
    XCTAssertEqual(heldCount, 2)
    var rows = Array(await driver.current.screen.rows)
    XCTAssertEqual(rows, [.loading(market: .otc), .loading(market: .listed)])

    let answered = await requests.answerNext()
    XCTAssertTrue(answered)
    let directory = await driver.controller
    XCTAssertEqual(directory.arrivalOrder, [.otc], "the first request is answered first")
    rows = Array(await driver.current.screen.rows)
    XCTAssertEqual(rows.first, .status(text: "已取得 上櫃 資料 - 數量 2 筆"))
    XCTAssertEqual(rows[1], .loading(market: .listed))

    await requests.answerAll()
    heldCount = await requests.count
    XCTAssertEqual(heldCount, 0)
    let answeredAgain = await requests.answerNext()
    XCTAssertFalse(answeredAgain, "nothing is left")
    let arrived = await driver.controller.arrivalOrder
    XCTAssertEqual(arrived, [.otc, .listed])
  }

  func testRequestQueue_SharedByTwoDriversAnswersInOneOrder() async {
    let requests = RequestQueue()
    let log = ArrivalLog()
    let first = ScreenDriver.directory(
      source: LoggingSource(log: log, tag: "a"), requests: requests)
    let second = ScreenDriver.directory(
      source: LoggingSource(log: log, tag: "b"), requests: requests)
    await first.send(.loadRequested(.listed))
    await second.send(.loadRequested(.otc))
    await first.send(.loadRequested(.emerging))
    let requested = await log.entries
    XCTAssertEqual(requested, ["a listed", "b otc", "a emerging"], "requests go out at once")
    await requests.answerNext()
    await requests.answerNext()
    let firstOrder = await first.controller.arrivalOrder
    let secondOrder = await second.controller.arrivalOrder
    XCTAssertEqual(firstOrder, [.listed])
    XCTAssertEqual(secondOrder, [.otc], "the second request, answered second")
    await requests.answerAll()
    let finalOrder = await first.controller.arrivalOrder
    XCTAssertEqual(finalOrder, [.listed, .emerging])
  }

  @MainActor
  func testHeldDriver_HandsOutputsOutAtOnce() async {
    let requests = RequestQueue()
    var shown: [DirectoryOutput] = []
    let driver = ScreenDriver.directory(source: FixtureSource(), requests: requests)
    driver.onOutput = { shown.append($0) }
    await driver.send(.loadRequested(.otc))
    await requests.answerAll()
    await driver.send(.companySelected(code: "6643"))
    XCTAssertEqual(shown, [.company(Fixtures.otc[1])], "an output is no request: nothing waits")
    let held = await requests.count
    XCTAssertEqual(held, 0)
  }

  /// Returns once `count` requests are held; fails, rather than hangs, if they never are.
  private func waitForHeld(
    _ source: HeldPageSource<Numbered>, count: Int, line: Int = #line
  ) async throws {
    try await eventually("\(count) requests held", line: line) {
      await source.heldCount >= count
    }
  }
}

private actor ArrivalLog {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
}

/// Notes each request as it reaches the source, then answers from fixtures.
private struct LoggingSource: MarketDataSource {
  let log: ArrivalLog
  let tag: String

  func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    await log.add("\(tag) \(market.token)")
    return Fixtures.data(market)
  }
}

extension DirectoryRow {
  fileprivate var companyCode: String? {
    if case .company(let row) = self { return row.company.code }
    return nil
  }
}
