import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

/// The session's documented page-size range at its edges, read as a front end sends it, and
/// the feed it keeps between openings: kept for the same page size, made again for another.
@MainActor
final class SessionLimitTests: XCTestCase {
  private struct Instant: MarketDataSource {
    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      Fixtures.data(market)
    }
  }

  /// `count` listed companies and no others.
  private struct Listed: MarketDataSource {
    let count: Int

    func load(_ market: Market) async throws(MarketDataError) -> MarketData {
      let companies = (0..<(market == .listed ? count : 0)).map {
        Fixtures.company(String(3001 + $0), "公司\($0)", "第\($0)公司股份有限公司")
      }
      return Fixtures.data(market, companies)
    }
  }

  private func event(_ text: String) throws -> SessionEvent {
    try SessionEvent(json: JSONValue(parsing: text))
  }

  private func feedItems(_ session: ScreenSession) -> [String] {
    session.current.screen.rowKeys.filter { $0.hasPrefix("item:") }
  }

  func testPageSizeOfOneAndOfTheDocumentedMaximum_AreAccepted() async throws {
    for size in [1000, 1] {
      let session = AppSession.start(source: Instant(), requests: RequestQueue())
      try await session.send(
        try event(#"{"event":"open","screen":"feed","pageSize":"# + "\(size)}"))
      XCTAssertEqual(session.screens, ["feed"], "page size \(size)")
    }
  }

  func testPageSizeOnePastEitherEnd_IsRefusedNamingTheRange() async throws {
    let session = AppSession.start(source: Instant(), requests: RequestQueue())
    for size in ["1001", "0", "-1", "20.5", "\"20\""] {
      let text = #"{"event":"open","screen":"feed","pageSize":"# + size + "}"
      do {
        try await session.send(try event(text))
        XCTFail("\(text) is taken")
      } catch let error as SessionEventError {
        XCTAssertEqual(
          error.message,
          "open feed: \"pageSize\" must be a whole number from 1 to 1000, not \(size)")
      }
    }
    XCTAssertEqual(session.screens, ["directory"])
  }

  func testAFeedOpenedWithoutAPageSize_LoadsPagesOfTwenty() async throws {
    XCTAssertEqual(SessionEvent.defaultPageSize, 20)
    let requests = RequestQueue()
    let session = AppSession.start(source: Listed(count: 25), requests: requests)
    try await session.send(try event(#"{"event":"open","screen":"feed"}"#))
    await requests.answerAll()
    XCTAssertEqual(feedItems(session).count, 20, "a page of the 25 companies")
  }

  func testFeedOfTheMaximumPageSize_LoadsEveryCompanyInOnePage() async throws {
    let requests = RequestQueue()
    let session = AppSession.start(source: Instant(), requests: requests)
    try await session.send(try event(#"{"event":"open","screen":"feed","pageSize":1000}"#))
    await requests.answerAll()
    let total = Market.allCases.map { Fixtures.data($0).companies.count }.reduce(0, +)
    XCTAssertEqual(feedItems(session).count, total)
  }

  func testReopeningTheFeedWithAnotherPageSize_ShowsANewFeedOfThatSize() async throws {
    let requests = RequestQueue()
    let session = AppSession.start(source: Instant(), requests: requests)
    try await session.send(SessionEvent.openFeed(pageSize: 2))
    await requests.answerAll()
    XCTAssertEqual(feedItems(session), ["item:1101", "item:1102"])
    try await session.send(SessionEvent.more)
    await requests.answerAll()
    XCTAssertEqual(feedItems(session).count, 4)

    try await session.send(SessionEvent.openDirectory)
    let reopened = try await session.send(SessionEvent.openFeed(pageSize: 3))
    XCTAssertEqual(reopened.screen.rowKeys, ["header"], "a new feed: its first page on its way")
    await requests.answerAll()
    XCTAssertEqual(feedItems(session), ["item:1101", "item:1102", "item:1260"])
  }

  func testReopeningTheFeedWithTheSamePageSize_KeepsWhatItLoaded() async throws {
    let requests = RequestQueue()
    let session = AppSession.start(source: Instant(), requests: requests)
    try await session.send(SessionEvent.openFeed(pageSize: 2))
    await requests.answerAll()
    try await session.send(SessionEvent.more)
    await requests.answerAll()
    let loaded = feedItems(session)
    XCTAssertEqual(loaded.count, 4)

    try await session.send(SessionEvent.openDirectory)
    let reopened = try await session.send(SessionEvent.openFeed(pageSize: 2))
    XCTAssertEqual(reopened.screen.rowKeys.filter { $0.hasPrefix("item:") }, loaded)
    let held = await requests.count
    XCTAssertEqual(held, 0, "nothing asked again")
  }
}
