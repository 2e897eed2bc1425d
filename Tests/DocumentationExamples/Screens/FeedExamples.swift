import StockScreens
import TaiwanMarket
import Testing

/// The feed's requests and answers, as its article shows them.
@Suite struct FeedExamples {
  // docs: begin feed-late-page
  @Test func aRefreshDuringLoadMoreDiscardsTheLatePage() throws {
    let companies = EmbeddedSampleSource.data(for: .listed).companies
    func page(_ request: PageRequest) -> [Company] {
      Array(companies.dropFirst(request.offset).prefix(request.limit))
    }
    func request(_ commands: [Feed<Company>.Command]) throws -> PageRequest {
      guard case .fetch(let request)? = commands.first else { throw FeedAskedForNothing() }
      return request
    }

    var feed = Feed<Company>(pageSize: 10, title: "公司一覽")
    let first = try request(feed.handle(.refreshRequested))
    feed.handle(.pageLoaded(first, page(first)))

    let more = try request(feed.handle(.loadMoreRequested))
    #expect(more.description == "#2 append offset 10 limit 10")
    #expect(feed.handle(.loadMoreRequested) == [], "one load-more at a time")

    let refresh = try request(feed.handle(.refreshRequested))
    feed.handle(.pageLoaded(more, page(more)))
    #expect(feed.items.count == 10, "the page asked for before the refresh is dropped")

    feed.handle(.pageLoaded(refresh, page(refresh)))
    #expect(feed.rows.map(\.title).first == "下拉重新整理")
    #expect(feed.rows.map(\.title).last == "上拉載入更多")
  }
  // docs: end feed-late-page
}

/// A feed that answered an event with no request where the example expects one.
struct FeedAskedForNothing: Error {}
