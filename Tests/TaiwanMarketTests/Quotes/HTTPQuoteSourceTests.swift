import Foundation
import TaiwanMarket
import TestSupport
import Testing

/// HTTPQuoteSource against `Tests/Support/loopback_server.py` on 127.0.0.1: the OpenAPI's
/// path under a base URL, and each way an answer fails.
@Suite(.needsPython3) struct HTTPQuoteSourceTests {
  private let server: LoopbackServer

  init() async throws {
    var maps: [String: URL] = [:]
    if let shared = SharedData.file("STOCK_DAY_ALL.json") {
      maps["/v1/exchangeReport/STOCK_DAY_ALL"] = shared
    }
    server = try await LoopbackServer.started(roots: [TestFiles.fixtures], maps: maps)
  }

  private func source(_ path: String, timeout: Double = 10) -> HTTPQuoteSource {
    HTTPQuoteSource(endpoints: [.listed: server.url(path)], timeout: timeout)
  }

  private func failure(
    _ source: HTTPQuoteSource, _ market: Market = .listed,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> MarketDataError? {
    await #expect(throws: MarketDataError.self, sourceLocation: sourceLocation) {
      try await source.loadQuotes(market)
    }
  }

  @Test(.needsSharedFile("STOCK_DAY_ALL.json"))
  func baseURL_FetchesTheOpenAPIsPath() async throws {
    let source = HTTPQuoteSource(baseURL: server.url("/"), timeout: 10)
    #expect(source.endpoints[.listed] == server.url("/v1/exchangeReport/STOCK_DAY_ALL"))
    #expect(source.quotedMarkets == [.listed])
    let data = try await source.loadQuotes(.listed)
    #expect(data.quotes.count == 1_369)
    #expect(data.quote(code: "2330")?.prices?.close == Price("2465.00"))
    #expect(data.origin == .url(server.url("/v1/exchangeReport/STOCK_DAY_ALL").absoluteString))
  }

  @Test func csvFixture_DecodesOverHTTP() async throws {
    let data = try await source("/files/quotes_exchange.csv").loadQuotes(.listed)
    #expect(data.quotes.count == 6)
    #expect(data.date == CalendarDate(year: 2026, month: 7, day: 8))
  }

  @Test func theSecurityPage_IsAnHTMLPageNotADayWithoutQuotes() async {
    let error = await failure(source("/html"))
    #expect(error?.kind == .htmlPage(title: "FOR SECURITY REASONS"))
  }

  @Test func failedAnswers_AreNamedAsTheMarketSourcesName() async {
    #expect(await failure(source("/status/503"))?.kind == .httpStatus(503))
    #expect(await failure(source("/empty"))?.kind == .emptyBody)
    #expect(
      await failure(source("/wrong-shape"))?.kind
        == .wrongShape("expected an array of records, found an object"))
    #expect(await failure(source("/slow", timeout: 1))?.kind == .timeout(seconds: 1))
    let truncated = await failure(source("/truncated"))
    guard case .transport = truncated?.kind else {
      Issue.record("a body shorter than announced must fail, got \(String(describing: truncated))")
      return
    }
  }

  @Test func answersWithoutAQuote_AreNoUsableQuotes() async {
    let error = await failure(source("/files/empty_array.json"))
    #expect(error?.kind == .noUsableQuotes(unusable: 0))
    #expect(error?.reason.hasSuffix("沒有任何行情資料") == true)
  }

  @Test func aMarketWithoutAnEndpoint_IsNotFound() async throws {
    let base = try #require(URL(string: "http://127.0.0.1:9//"))
    let source = HTTPQuoteSource(baseURL: base)
    #expect(
      source.endpoints[.listed]?.absoluteString
        == "http://127.0.0.1:9/v1/exchangeReport/STOCK_DAY_ALL")
    #expect(source.endpoints[.otc] == nil)
    #expect(await failure(source, .otc)?.kind == .notFound)
    #expect(
      HTTPQuoteSource.live.endpoints
        == [
          .listed: try #require(
            URL(string: "https://openapi.twse.com.tw/v1/exchangeReport/STOCK_DAY_ALL"))
        ])
    #expect(HTTPQuoteSource.live.timeout == 20)
  }
}
