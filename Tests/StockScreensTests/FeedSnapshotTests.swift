import ScreenModel
import ScreenModelTesting
import StockScreens
import TaiwanMarket
import XCTest

/// Each state and transition of the paged feed as a storyboard: the header and the footer of
/// every step are there to read. Items are the embedded sample's companies by code.
final class FeedSnapshotTests: XCTestCase {
  private let companies: [Company] = {
    var catalog = CompanyCatalog()
    for market in Market.allCases {
      catalog.merge(EmbeddedSampleSource.data(for: market).companies)
    }
    return catalog.companies
  }()

  /// A list with its storyboard, answering requests from `items` on demand.
  private struct Session {
    var list: Feed<Company>
    var board = Storyboard()
    var pending: [PageRequest] = []
    var requests: [PageRequest] = []

    mutating func send(_ event: Feed<Company>.Event, _ label: String) {
      for case .fetch(let request) in list.handle(event) {
        pending.append(request)
        requests.append(request)
      }
      board.append(label, list.screen)
    }

    mutating func answer(from items: [Company], _ label: String) {
      let request = pending.removeFirst()
      let page = Array(items.dropFirst(request.offset).prefix(request.limit))
      list.handle(.pageLoaded(request, page))
      board.append("\(label) (\(request))", list.screen)
    }

    mutating func fail(_ reason: String, _ label: String) {
      let request = pending.removeFirst()
      list.handle(.pageFailed(request, reason: reason))
      board.append("\(label) (\(request))", list.screen)
    }
  }

  private func session(pageSize: Int = 10) -> Session {
    Session(list: Feed(pageSize: pageSize, title: "公司一覽"))
  }

  func testFirstLoad() {
    var session = session()
    session.send(.refreshRequested, "open: first load")
    session.answer(from: companies, "first page arrives")
    assertTextSnapshot(of: session.board)
  }

  /// The seed's numbers: 55 items, limit 10: six pages, the sixth has 5, then exhausted and
  /// no seventh request.
  func testLoadMore_ToTheEnd() {
    let items = Array(companies.prefix(55))
    var session = session()
    session.send(.refreshRequested, "open")
    session.answer(from: items, "page 1")
    for page in 2...6 {
      session.send(.loadMoreRequested, "more")
      session.answer(from: items, "page \(page)")
    }
    session.send(.loadMoreRequested, "more at the end: no request")
    XCTAssertEqual(session.requests.map(\.offset), [0, 10, 20, 30, 40, 50])
    XCTAssertEqual(session.list.items.count, 55)
    assertTextSnapshot(of: session.board)
  }

  func testRefresh_SuccessAndFailureKeepItems() {
    var session = session()
    session.send(.refreshRequested, "open")
    session.answer(from: companies, "page 1")
    session.send(.refreshRequested, "pull to refresh")
    session.fail("逾時（20 秒）", "refresh fails: items stay")
    session.send(.refreshRequested, "pull again")
    session.answer(from: Array(companies.dropFirst(3)), "new first page replaces the items")
    assertTextSnapshot(of: session.board)
  }

  func testLoadMoreFailure_ThenRetry() {
    var session = session()
    session.send(.refreshRequested, "open")
    session.answer(from: companies, "page 1")
    session.send(.loadMoreRequested, "more")
    session.fail("HTTP 500", "load-more fails")
    session.send(.loadMoreRequested, "more again: waits for retry, no request")
    XCTAssertTrue(session.pending.isEmpty)
    session.send(.retryRequested, "retry")
    session.answer(from: companies, "page 2")
    assertTextSnapshot(of: session.board)
  }

  func testLoadMoreTwiceWhileLoading_OneRequest() {
    var session = session()
    session.send(.refreshRequested, "open")
    session.answer(from: companies, "page 1")
    session.send(.loadMoreRequested, "more")
    session.send(.loadMoreRequested, "more again while loading")
    XCTAssertEqual(session.pending.count, 1)
    session.answer(from: companies, "page 2")
    assertTextSnapshot(of: session.board)
  }

  func testRefreshDuringLoadMore_DiscardsTheStalePage() {
    var session = session()
    session.send(.refreshRequested, "open")
    session.answer(from: companies, "page 1")
    session.send(.loadMoreRequested, "more")
    session.send(.refreshRequested, "refresh while more is loading")
    let stale = session.pending.removeFirst()
    session.answer(from: Array(companies.dropFirst(5)), "refresh answers first")
    session.list.handle(.pageLoaded(stale, Array(companies.dropFirst(10).prefix(10))))
    session.board.append(
      "the late load-more page arrives: discarded (\(stale))", session.list.screen)
    XCTAssertEqual(session.list.items, Array(companies.dropFirst(5).prefix(10)))
    assertTextSnapshot(of: session.board)
  }

  func testOverlappingPages_NoDuplicateRows() {
    var session = session()
    session.send(.refreshRequested, "open")
    session.answer(from: companies, "page 1")
    session.send(.loadMoreRequested, "more")
    let shifted = Array(companies.prefix(3)) + companies
    session.answer(from: shifted, "three new companies were added at the top: page 2 overlaps")
    let codes = session.list.items.map(\.code)
    XCTAssertEqual(Set(codes).count, codes.count)
    XCTAssertEqual(codes.count, 17)
    assertTextSnapshot(of: session.board)
  }

  func testEmptyList() {
    var session = session()
    session.send(.refreshRequested, "open")
    session.answer(from: [], "the first page is empty")
    assertTextSnapshot(of: session.board)
  }

  func testFirstLoadFailure_ThenRetry() {
    var session = session()
    session.send(.refreshRequested, "open")
    session.fail("無法連線到主機", "the first load fails")
    session.send(.retryRequested, "retry")
    session.answer(from: companies, "page 1")
    assertTextSnapshot(of: session.board)
  }
}
