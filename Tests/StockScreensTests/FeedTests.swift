import ScreenModel
import StockScreens
import TestSupport
import XCTest

/// A numbered item for paged-list tests.
struct Numbered: PageItem {
  var id: Int
  var label = ""
  var rowText: RowText { RowText([TextCell("#\(id)"), TextCell(label)], layout: "numbered") }
}

final class FeedTests: XCTestCase {
  private let all = (1...55).map { Numbered(id: $0) }

  private func page(_ request: PageRequest, of items: [Numbered]? = nil) -> [Numbered] {
    let items = items ?? all
    guard request.offset < items.count else { return [] }
    return Array(items[request.offset..<min(items.count, request.offset + request.limit)])
  }

  private func onlyRequest(_ commands: [Feed<Numbered>.Command]) -> PageRequest? {
    guard commands.count == 1, case .fetch(let request) = commands[0] else { return nil }
    return request
  }

  @MainActor
  func testAFeedWithoutATitle_IsNamedInItsWords_AndAGivenTitleStays() {
    XCTAssertEqual(Feed<Numbered>().title, "列表")
    let english = StockWords(Words(locale: "en"))
    XCTAssertEqual(Feed<Numbered>(words: english).title, "List")
    XCTAssertEqual(Feed<Numbered>(title: "Books", words: english).title, "Books")
    XCTAssertEqual(
      ScreenDriver.feed(source: HeldPageSource(items: all), words: english).current.screen.title,
      "List", "the driver's feed too")
  }

  func testFirstLoad_ShowsRefreshingThenItemsAndFooter() throws {
    var list = Feed<Numbered>(pageSize: 10)
    XCTAssertEqual(Array(list.rows), [.header(.idle)])
    XCTAssertEqual(list.refreshControlState, .idle)
    let request = try XCTUnwrap(onlyRequest(list.handle(.refreshRequested)))
    XCTAssertEqual(request, PageRequest(id: 1, kind: .refresh, offset: 0, limit: 10))
    XCTAssertEqual(Array(list.rows), [.header(.loading)])
    XCTAssertEqual(list.refreshControlState, .loading)
    list.handle(.pageLoaded(request, page(request)))
    XCTAssertEqual(list.items.count, 10)
    XCTAssertEqual(list.rows.first, .header(.idle))
    XCTAssertEqual(list.rows.last, .footer(.idle))
    XCTAssertEqual(list.refreshControlState, .loaded(error: nil))
  }

  /// While a refresh is in flight the list takes no load-more and no retry, so its footer
  /// offers neither (exploring found a footer that offered a load-more the list ignored);
  /// once the refresh ends, the footer offers its action again.
  func testWhileARefreshIsInFlight_TheFooterOffersNothing() throws {
    var list = Feed<Numbered>(pageSize: 10)
    let first = try XCTUnwrap(onlyRequest(list.handle(.refreshRequested)))
    list.handle(.pageLoaded(first, page(first)))
    XCTAssertEqual(list.rows.last?.action, .loadMoreRequested)
    let again = try XCTUnwrap(onlyRequest(list.handle(.refreshRequested)))
    XCTAssertEqual(list.rows.last, .footer(.idle, whileRefreshing: true))
    XCTAssertNil(list.rows.last?.action)
    XCTAssertEqual(list.handle(.loadMoreRequested), [], "the list takes none meanwhile")
    list.handle(.pageLoaded(again, page(again)))
    XCTAssertEqual(list.rows.last, .footer(.idle))
    XCTAssertEqual(list.rows.last?.action, .loadMoreRequested)

    // A load-more that failed offers its retry only once a refresh started meanwhile ends.
    let more = try XCTUnwrap(onlyRequest(list.handle(.loadMoreRequested)))
    list.handle(.pageFailed(more, reason: "逾時"))
    XCTAssertEqual(list.rows.last?.action, .retryRequested)
    let third = try XCTUnwrap(onlyRequest(list.handle(.refreshRequested)))
    XCTAssertNil(list.rows.last?.action)
    XCTAssertEqual(list.handle(.retryRequested), [])
    list.handle(.pageFailed(third, reason: "逾時"))
    XCTAssertEqual(list.rows.last?.action, .retryRequested)
  }

  /// The seed's numbers: 55 items, limit 10: six pages, the sixth has 5, then exhausted and
  /// no seventh request.
  func testLoadMore_ToTheEndWithTheSeedsNumbers() throws {
    var list = Feed<Numbered>(pageSize: 10)
    var requests: [PageRequest] = []
    var commands = list.handle(.refreshRequested)
    // Bounded, so that a list that never ends fails here instead of looping forever.
    while let request = onlyRequest(commands), requests.count < 20 {
      requests.append(request)
      list.handle(.pageLoaded(request, page(request)))
      commands = list.handle(.loadMoreRequested)
    }
    XCTAssertEqual(requests.map(\.offset), [0, 10, 20, 30, 40, 50])
    XCTAssertEqual(list.items.map(\.id), Array(1...55))
    XCTAssertEqual(list.appendState, .exhausted)
    XCTAssertEqual(list.rows.last?.title, "沒有更多資料")
    XCTAssertEqual(list.handle(.loadMoreRequested), [], "no seventh request")
  }

  func testLoadMore_TwiceWhileLoadingMakesOneRequest() throws {
    var list = loaded()
    let first = list.handle(.loadMoreRequested)
    XCTAssertEqual(first.count, 1)
    XCTAssertEqual(list.handle(.loadMoreRequested), [])
    XCTAssertEqual(list.rows.last?.title, "載入中…")
  }

  func testRefresh_KeepsOldItemsUntilNewOnesArrive() throws {
    var list = loaded()
    let request = try XCTUnwrap(onlyRequest(list.handle(.refreshRequested)))
    XCTAssertEqual(list.items.count, 10)
    XCTAssertEqual(list.rows.first?.title, "重新整理中…")
    let fresh = (100..<110).map { Numbered(id: $0) }
    list.handle(.pageLoaded(request, fresh))
    XCTAssertEqual(list.items, fresh)
  }

  func testRefreshFailure_KeepsItemsAndShowsReason() throws {
    var list = loaded()
    let request = try XCTUnwrap(onlyRequest(list.handle(.refreshRequested)))
    list.handle(.pageFailed(request, reason: "逾時"))
    XCTAssertEqual(list.items.count, 10)
    XCTAssertEqual(list.rows.first?.title, "更新失敗：逾時")
    XCTAssertEqual(list.refreshControlState, .loaded(error: "逾時"))
    XCTAssertEqual(onlyRequest(list.handle(.retryRequested))?.kind, .refresh)
  }

  func testLoadMoreFailure_WaitsForRetry() throws {
    var list = loaded()
    let request = try XCTUnwrap(onlyRequest(list.handle(.loadMoreRequested)))
    list.handle(.pageFailed(request, reason: "HTTP 500"))
    XCTAssertEqual(list.rows.last?.title, "載入失敗：HTTP 500（重試）")
    XCTAssertEqual(list.rows.last?.action, .retryRequested)
    XCTAssertEqual(list.handle(.loadMoreRequested), [], "load-more waits for a retry")
    let retry = try XCTUnwrap(onlyRequest(list.handle(.retryRequested)))
    XCTAssertEqual(retry.offset, 10)
    list.handle(.pageLoaded(retry, page(retry)))
    XCTAssertEqual(list.items.count, 20)
  }

  func testRefreshDuringLoadMore_DiscardsTheLatePage() throws {
    var list = loaded()
    let more = try XCTUnwrap(onlyRequest(list.handle(.loadMoreRequested)))
    let refresh = try XCTUnwrap(onlyRequest(list.handle(.refreshRequested)))
    list.handle(.pageLoaded(refresh, page(refresh)))
    list.handle(.pageLoaded(more, page(more)))
    XCTAssertEqual(list.items.map(\.id), Array(1...10), "the stale page is never appended")
    XCTAssertEqual(list.appendState, .idle)
  }

  func testOverlappingPages_KeepEachItemOnce() throws {
    var list = loaded()
    let request = try XCTUnwrap(onlyRequest(list.handle(.loadMoreRequested)))
    let shifted = [Numbered(id: 0)] + all
    list.handle(.pageLoaded(request, page(request, of: shifted)))
    XCTAssertEqual(list.items.map(\.id), Array(1...19))
    XCTAssertEqual(Set(list.rows.map(\.id)).count, list.rows.count)
  }

  func testEmptyFirstPage_ShowsEmptyState() throws {
    var list = Feed<Numbered>(pageSize: 10)
    let request = try XCTUnwrap(onlyRequest(list.handle(.refreshRequested)))
    list.handle(.pageLoaded(request, []))
    XCTAssertEqual(Array(list.rows), [.header(.idle), .empty()])
    XCTAssertEqual(list.appendState, .exhausted)
    XCTAssertEqual(list.rows.last?.title, "目前沒有資料")
  }

  func testFirstLoadFailure_ShowsErrorWithRetry() throws {
    var list = Feed<Numbered>(pageSize: 10)
    let request = try XCTUnwrap(onlyRequest(list.handle(.refreshRequested)))
    list.handle(.pageFailed(request, reason: "HTTP 503"))
    XCTAssertEqual(Array(list.rows), [.header(.failed("HTTP 503")), .error(reason: "HTTP 503")])
    XCTAssertEqual(list.rows.last?.action, .retryRequested)
    XCTAssertEqual(list.handle(.loadMoreRequested), [])
    XCTAssertEqual(onlyRequest(list.handle(.retryRequested))?.kind, .refresh)
  }

  func testRefresh_ClearsExhaustion() throws {
    var list = Feed<Numbered>(pageSize: 100)
    let request = try XCTUnwrap(onlyRequest(list.handle(.refreshRequested)))
    list.handle(.pageLoaded(request, page(request)))
    XCTAssertEqual(list.appendState, .exhausted)
    let refresh = try XCTUnwrap(onlyRequest(list.handle(.refreshRequested)))
    list.handle(.pageLoaded(refresh, Array(all.prefix(100))))
    XCTAssertEqual(list.appendState, .exhausted)
    var small = Feed<Numbered>(pageSize: 5)
    let first = try XCTUnwrap(onlyRequest(small.handle(.refreshRequested)))
    small.handle(.pageLoaded(first, [Numbered(id: 1)]))
    XCTAssertEqual(small.appendState, .exhausted)
    let again = try XCTUnwrap(onlyRequest(small.handle(.refreshRequested)))
    small.handle(.pageLoaded(again, page(again)))
    XCTAssertEqual(small.appendState, .idle, "a full page after refresh: more may come")
  }

  func testAnswerToAnUnknownRequest_IsIgnored() {
    var list = loaded()
    let stranger = PageRequest(id: 99, kind: .append, offset: 10, limit: 10)
    list.handle(.pageLoaded(stranger, [Numbered(id: 500)]))
    list.handle(.pageFailed(stranger, reason: "x"))
    XCTAssertEqual(list.items.count, 10)
    XCTAssertEqual(list.appendState, .idle)
  }

  private func loaded() -> Feed<Numbered> {
    var list = Feed<Numbered>(pageSize: 10)
    guard let request = onlyRequest(list.handle(.refreshRequested)) else { return list }
    list.handle(.pageLoaded(request, page(request)))
    return list
  }
}
