import Foundation
import TaiwanMarket
import TestSupport
import Testing

/// HTTPMarketSource against `Tests/Support/loopback_server.py` on 127.0.0.1.
///
/// Each test has a server of its own, and Swift Testing runs them side by side.
@Suite(.needsPython3) struct HTTPMarketSourceTests {
  private let server: LoopbackServer

  init() async throws {
    var roots = [TestFiles.fixtures]
    if let shared = SharedData.folder { roots.append(shared) }
    server = try await LoopbackServer.started(roots: roots)
  }

  private func source(_ path: String, market: Market = .listed, timeout: Double = 10)
    -> HTTPMarketSource
  {
    HTTPMarketSource(endpoints: [market: server.url(path)], timeout: timeout)
  }

  /// The error of a load that should fail; an issue when it succeeds.
  private func loadFailure(
    _ source: HTTPMarketSource, _ market: Market,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> MarketDataError? {
    await #expect(throws: MarketDataError.self, sourceLocation: sourceLocation) {
      try await source.load(market)
    }
  }

  @Test(.needsSharedFile("t187ap03_L.csv"))
  func realCSV_Decodes() async throws {
    let data = try await source("/opendata/t187ap03_L.csv").load(.listed)
    #expect(data.companies.count == 1036)
    #expect(data.company("2330")?.capital == 259_327_332_420)
    #expect(data.origin == .url(server.url("/opendata/t187ap03_L.csv").absoluteString))
  }

  @Test(.needsSharedFile("t187ap03_O.csv"))
  func baseURL_FetchesEachMarketsMOPSPath() async throws {
    let source = HTTPMarketSource(baseURL: server.baseURL, timeout: 10)
    #expect(source.endpoints[.otc] == server.url("/opendata/t187ap03_O.csv"))
    let otc = try await source.load(.otc)
    #expect(otc.company("6643")?.fullName == "円星科技股份有限公司")
    let emerging = try await source.load(.emerging)
    #expect(emerging.companies.map(\.code) == ["9981", "9982"])
    #expect(emerging.company("9982")?.foreignRegistration == "KY 開曼群島")
  }

  @Test func serverError_IsHTTPStatus() async {
    let url = server.url("/status/500").absoluteString
    let error = await loadFailure(source("/status/500"), .listed)
    #expect(error?.kind == .httpStatus(500))
    #expect(error?.description == "上市 \(url): HTTP 500")
    #expect(error?.reason == "HTTP 500")
  }

  @Test func notFound_IsHTTPStatus404() async {
    let error = await loadFailure(source("/status/404", market: .otc), .otc)
    #expect(error?.kind == .httpStatus(404))
    #expect(error?.market == .otc)
  }

  @Test func htmlPageWithStatus200_IsAnHTMLPageError() async {
    let error = await loadFailure(source("/html"), .listed)
    #expect(error?.kind == .htmlPage(title: "FOR SECURITY REASONS"))
  }

  @Test func emptyBody_IsEmptyBody() async {
    let error = await loadFailure(source("/empty"), .listed)
    #expect(error?.kind == .emptyBody)
  }

  @Test func truncatedBody_IsATransportError() async {
    let error = await loadFailure(source("/truncated"), .listed)
    guard case .transport = error?.kind else {
      Issue.record(
        "a body shorter than its Content-Length must fail, got \(String(describing: error))")
      return
    }
    #expect(error?.reason.hasPrefix("連線失敗（") ?? false)
  }

  @Test func trickle_TimesOutAfterTheWholeExchangeDeadline() async {
    let error = await loadFailure(source("/slow", timeout: 1), .listed)
    #expect(error?.kind == .timeout(seconds: 1))
    #expect(error?.reason == "逾時（1 秒）")
  }

  @Test func csvServedAsHTML_StillDecodes() async throws {
    let data = try await source("/wrong-type").load(.listed)
    #expect(data.companies.map(\.code) == ["9001", "9002"])
  }

  @Test func jsonObject_IsWrongShape() async {
    let error = await loadFailure(source("/wrong-shape"), .listed)
    #expect(error?.kind == .wrongShape("expected an array of records, found an object"))
  }

  /// Decoding decides, so an answer without a company fails over HTTP as it does from a file.
  @Test func answersWithoutACompany_AreNoUsableCompanies() async {
    let cases: [(String, Int)] = [
      ("not_records.json", 3), ("empty_array.json", 0), ("header_only.csv", 0),
      ("nothing_usable.csv", 3),
    ]
    for (name, unusable) in cases {
      let error = await loadFailure(source("/files/" + name), .listed)
      #expect(error?.kind == .noUsableCompanies(unusable: unusable), "\(name)")
      #expect(error?.origin == .url(server.url("/files/" + name).absoluteString), "\(name)")
    }
  }

  @Test func nothingListening_IsATransportError() async throws {
    let url = server.url("/opendata/t187ap03_R.csv")
    try await blockingCall("the loopback server to stop") { [server] in server.stop() }
    let error = await loadFailure(
      HTTPMarketSource(endpoints: [.emerging: url], timeout: 10), .emerging)
    #expect(error?.kind == .transport(.refused))
    #expect(error?.reason == "連線失敗（無法連線到主機）")
  }

  @Test func marketWithoutEndpoint_IsNotFound() async {
    let error = await loadFailure(source("/empty", market: .listed), .otc)
    #expect(error?.kind == .notFound)
  }

  @Test func openAPILayout_UsesTheExchangesPaths() throws {
    let base = try #require(URL(string: "http://127.0.0.1:9/"))
    let source = HTTPMarketSource(baseURL: base, layout: .openAPI)
    #expect(
      source.endpoints[.listed]?.absoluteString == "http://127.0.0.1:9/v1/opendata/t187ap03_L")
    #expect(
      source.endpoints[.emerging]?.absoluteString
        == "http://127.0.0.1:9/openapi/v1/mopsfin_t187ap03_R")
    #expect(
      HTTPMarketSource.liveOpenAPI.endpoints[.otc]?.absoluteString
        == "https://www.tpex.org.tw/openapi/v1/mopsfin_t187ap03_O")
    #expect(
      HTTPMarketSource.live.endpoints[.listed]?.absoluteString
        == "https://mopsfin.twse.com.tw/opendata/t187ap03_L.csv")
    #expect(HTTPMarketSource.live.timeout == 20)
  }
}
