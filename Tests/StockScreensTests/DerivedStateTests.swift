import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

/// The screens keep state derived from what they were given: the directory its search
/// index and recent results, the feed the identities of its items. When what they were
/// computed from changes, the derived state must follow.
final class DerivedStateTests: XCTestCase {
  private func listed(renaming name: String, stale: Bool) -> MarketData {
    var companies = Fixtures.data(.listed).companies
    let position = companies.firstIndex { $0.code == "2330" }!
    companies[position] = Fixtures.company("2330", name, name + "股份有限公司")
    let failure = MarketDataError(market: .listed, origin: .memory(name: "t"), kind: .emptyBody)
    return MarketData(
      market: .listed, companies: companies, origin: .memory(name: "t"),
      staleBecause: stale ? failure : nil)
  }

  private func codes(_ directory: CompanyDirectory) -> [String] {
    (directory.results?.positions ?? []).map { directory.catalog.companies[Int($0)].code }
  }

  /// A reload of the same market keeps the catalog's size: results of the same query on
  /// the old catalog have the same index size, and only forgetting them keeps them out.
  func testReloadOfTheSameSize_SearchesTheNewCompaniesNotTheRecentResults() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.marketLoaded(listed(renaming: "台積電", stale: true)))
    directory.handle(.filterChanged("台積"))
    XCTAssertEqual(codes(directory), ["2330"])
    directory.handle(.filterChanged("新"))
    XCTAssertEqual(codes(directory), [])

    XCTAssertEqual(directory.handle(.retryRequested(.listed)), [.load(.listed)])
    directory.handle(.marketLoaded(listed(renaming: "新積電", stale: false)))
    XCTAssertEqual(directory.catalog.count, 4, "the same size as before")
    XCTAssertEqual(codes(directory), ["2330"], "the filter now matches the new name")
    directory.handle(.filterChanged("台積"))
    XCTAssertEqual(codes(directory), [], "the old name is gone")
  }

  /// The markets' answers sent in order to a driver whose filter is `filter`; all but a
  /// market's last answer are a cache's (stale), so a retry asks again and the next answer
  /// replaces it.
  @MainActor
  private func driver(
    _ answers: [[MarketData]], filter: String
  ) async -> ScreenDriver<CompanyDirectory> {
    let driver = ScreenDriver(CompanyDirectory()) { _ in nil }
    await driver.send(.filterChanged(filter))
    let failure = MarketDataError(market: .listed, origin: .memory(name: "t"), kind: .emptyBody)
    for market in answers {
      for (number, data) in market.enumerated() {
        var answer = data
        answer.staleBecause = number < market.count - 1 ? failure : nil
        await driver.send(number == 0 ? .loadRequested(data.market) : .retryRequested(data.market))
        await driver.send(.marketLoaded(answer))
      }
    }
    return driver
  }

  /// A refresh that brings a different answer (the embedded sample's thirty listed companies,
  /// then four) leaves nothing of the first: the catalog, the search and the rows are what
  /// the new answer alone makes, and typing afterwards changes them alike.
  @MainActor
  func testAnswerReplacedByADifferentOne_KeepsWhatTheNewAnswerAloneBuilds() async {
    let sample = EmbeddedSampleSource.data(for: .listed)
    let otc = Fixtures.data(.otc)
    let refreshed = await driver([[sample, Fixtures.data(.listed)], [otc]], filter: "台")
    let once = await driver([[Fixtures.data(.listed)], [otc]], filter: "台")
    XCTAssertEqual(refreshed.controller.catalog.count, 6, "4 listed and 2 OTC, not 30 + 2")
    XCTAssertEqual(
      refreshed.controller.catalog.companies.map(\.code),
      once.controller.catalog.companies.map(\.code))
    XCTAssertEqual(refreshed.controller.results?.positions, once.controller.results?.positions)
    XCTAssertEqual(refreshed.current.screen.snapshotText, once.current.screen.snapshotText)
    for text in ["台積", "亞", "", "11"] {
      let after = await refreshed.send(.filterChanged(text))
      let alone = await once.send(.filterChanged(text))
      XCTAssertEqual(after.screen.snapshotText, alone.screen.snapshotText, "after typing \(text)")
      XCTAssertEqual(after.changes, alone.changes, "after typing \(text)")
    }
  }

  /// A market's refresh drops only its own companies: one that moved to another market
  /// since the first answer is that market's now.
  func testRefreshWithoutACompanyThatMoved_KeepsItInItsNewMarket() {
    let failure = MarketDataError(market: .listed, origin: .memory(name: "t"), kind: .emptyBody)
    let tsmc = Fixtures.listed[2]
    var moved = tsmc
    moved.market = .otc
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.loadRequested(.otc))
    directory.handle(
      .marketLoaded(
        MarketData(
          market: .listed, companies: [Fixtures.listed[0], tsmc], origin: .memory(name: "t"),
          staleBecause: failure)))
    directory.handle(.marketLoaded(Fixtures.data(.otc, Fixtures.otc + [moved])))
    directory.handle(.retryRequested(.listed))
    directory.handle(.marketLoaded(Fixtures.data(.listed, [Fixtures.listed[1]])))
    XCTAssertEqual(
      directory.catalog.companies.map(\.code), ["1102", "2330", "6488", "6643"],
      "1101 left with the answer that replaced it; 2330 stays, listed on OTC")
    XCTAssertEqual(directory.catalog.company(withCode: "2330")?.market, .otc)
  }

  func testMarketArrivingDuringASearch_JoinsItsResults() {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(.loadRequested(.otc))
    directory.handle(.marketLoaded(Fixtures.data(.listed)))
    directory.handle(.filterChanged("環"))
    XCTAssertEqual(codes(directory), [])
    directory.handle(.filterChanged("環球"))
    directory.handle(.marketLoaded(Fixtures.data(.otc)))
    XCTAssertEqual(codes(directory), ["6488"])
    directory.handle(.filterChanged("環"))
    XCTAssertEqual(codes(directory), ["6488"], "a shorter query searched afresh too")
  }

  private func request(_ commands: [Feed<Numbered>.Command]) -> PageRequest? {
    guard commands.count == 1, case .fetch(let request) = commands[0] else { return nil }
    return request
  }

  func testRefreshBringingBackItemsSeenBefore_KeepsEachOnceInTheNewOrder() throws {
    var feed = Feed<Numbered>(pageSize: 3)
    let first = try XCTUnwrap(request(feed.handle(.refreshRequested)))
    feed.handle(.pageLoaded(first, [1, 2, 3].map { Numbered(id: $0) }))
    let again = try XCTUnwrap(request(feed.handle(.refreshRequested)))
    feed.handle(.pageLoaded(again, [3, 1, 4].map { Numbered(id: $0) }))
    XCTAssertEqual(feed.items.map(\.id), [3, 1, 4])
    let more = try XCTUnwrap(request(feed.handle(.loadMoreRequested)))
    feed.handle(.pageLoaded(more, [2, 4, 5].map { Numbered(id: $0) }))
    XCTAssertEqual(feed.items.map(\.id), [3, 1, 4, 2, 5], "2 was only in the replaced items")
  }
}
