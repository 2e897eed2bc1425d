import Foundation
import TaiwanMarket
import TestSupport
import XCTest

/// HTTPMarketSource against `Tests/Support/loopback_server.py` on 127.0.0.1.
final class HTTPMarketSourceTests: XCTestCase {
  private var server: LoopbackServer!

  override func setUpWithError() throws {
    var roots = [TestFiles.fixtures]
    if let shared = try? TestFiles.sharedData() { roots.append(shared) }
    server = try LoopbackServer.startedOrSkipped(roots: roots)
  }

  override func tearDown() {
    server?.stop()
    server = nil
  }

  private func source(_ path: String, market: Market = .listed, timeout: Double = 10)
    -> HTTPMarketSource
  {
    HTTPMarketSource(endpoints: [market: server.url(path)], timeout: timeout)
  }

  func testRealCSV_Decodes() async throws {
    _ = try TestFiles.sharedFile("t187ap03_L.csv")
    let data = try await source("/opendata/t187ap03_L.csv").load(.listed)
    XCTAssertEqual(data.companies.count, 1036)
    XCTAssertEqual(data.company("2330")?.capital, 259_327_332_420)
    XCTAssertEqual(data.origin, .url(server.url("/opendata/t187ap03_L.csv").absoluteString))
  }

  func testBaseURL_FetchesEachMarketsMOPSPath() async throws {
    _ = try TestFiles.sharedFile("t187ap03_O.csv")
    let source = HTTPMarketSource(baseURL: server.baseURL, timeout: 10)
    XCTAssertEqual(source.endpoints[.otc], server.url("/opendata/t187ap03_O.csv"))
    let otc = try await source.load(.otc)
    XCTAssertEqual(otc.company("6643")?.fullName, "円星科技股份有限公司")
    let emerging = try await source.load(.emerging)
    XCTAssertEqual(emerging.companies.map(\.code), ["9981", "9982"])
    XCTAssertEqual(emerging.company("9982")?.foreignRegistration, "KY 開曼群島")
  }

  func testServerError_IsHTTPStatus() async {
    let url = server.url("/status/500").absoluteString
    let error = await loadFailure(source("/status/500"), .listed)
    XCTAssertEqual(error?.kind, .httpStatus(500))
    XCTAssertEqual(error?.description, "上市 \(url): HTTP 500")
    XCTAssertEqual(error?.reason, "HTTP 500")
  }

  func testNotFound_IsHTTPStatus404() async {
    let error = await loadFailure(source("/status/404", market: .otc), .otc)
    XCTAssertEqual(error?.kind, .httpStatus(404))
    XCTAssertEqual(error?.market, .otc)
  }

  func testHTMLPageWithStatus200_IsAnHTMLPageError() async {
    let error = await loadFailure(source("/html"), .listed)
    XCTAssertEqual(error?.kind, .htmlPage(title: "FOR SECURITY REASONS"))
  }

  func testEmptyBody_IsEmptyBody() async {
    let error = await loadFailure(source("/empty"), .listed)
    XCTAssertEqual(error?.kind, .emptyBody)
  }

  func testTruncatedBody_IsATransportError() async {
    let error = await loadFailure(source("/truncated"), .listed)
    guard case .transport = error?.kind else {
      return XCTFail(
        "a body shorter than its Content-Length must fail, got \(String(describing: error))")
    }
    XCTAssertTrue(error?.reason.hasPrefix("連線失敗（") ?? false)
  }

  func testTrickle_TimesOutAfterTheWholeExchangeDeadline() async {
    let error = await loadFailure(source("/slow", timeout: 1), .listed)
    XCTAssertEqual(error?.kind, .timeout(seconds: 1))
    XCTAssertEqual(error?.reason, "逾時（1 秒）")
  }

  func testCSVServedAsHTML_StillDecodes() async throws {
    let data = try await source("/wrong-type").load(.listed)
    XCTAssertEqual(data.companies.map(\.code), ["9001", "9002"])
  }

  func testJSONObject_IsWrongShape() async {
    let error = await loadFailure(source("/wrong-shape"), .listed)
    XCTAssertEqual(error?.kind, .wrongShape("expected an array of records, found an object"))
  }

  /// Decoding decides, so an answer without a company fails over HTTP as it does from a file.
  func testAnswersWithoutACompany_AreNoUsableCompanies() async {
    let cases: [(String, Int)] = [
      ("not_records.json", 3), ("empty_array.json", 0), ("header_only.csv", 0),
      ("nothing_usable.csv", 3),
    ]
    for (name, unusable) in cases {
      let error = await loadFailure(source("/files/" + name), .listed)
      XCTAssertEqual(error?.kind, .noUsableCompanies(unusable: unusable), name)
      XCTAssertEqual(error?.origin, .url(server.url("/files/" + name).absoluteString), name)
    }
  }

  func testNothingListening_IsATransportError() async throws {
    let url = server.url("/opendata/t187ap03_R.csv")
    server.stop()
    let error = await loadFailure(
      HTTPMarketSource(endpoints: [.emerging: url], timeout: 10), .emerging)
    XCTAssertEqual(error?.kind, .transport("無法連線到主機"))
  }

  func testMarketWithoutEndpoint_IsNotFound() async {
    let error = await loadFailure(source("/empty", market: .listed), .otc)
    XCTAssertEqual(error?.kind, .notFound)
  }

  func testOpenAPILayout_UsesTheExchangesPaths() throws {
    let base = try XCTUnwrap(URL(string: "http://127.0.0.1:9/"))
    let source = HTTPMarketSource(baseURL: base, layout: .openAPI)
    XCTAssertEqual(
      source.endpoints[.listed]?.absoluteString, "http://127.0.0.1:9/v1/opendata/t187ap03_L")
    XCTAssertEqual(
      source.endpoints[.emerging]?.absoluteString,
      "http://127.0.0.1:9/openapi/v1/mopsfin_t187ap03_R")
    XCTAssertEqual(
      HTTPMarketSource.liveOpenAPI.endpoints[.otc]?.absoluteString,
      "https://www.tpex.org.tw/openapi/v1/mopsfin_t187ap03_O")
    XCTAssertEqual(
      HTTPMarketSource.live.endpoints[.listed]?.absoluteString,
      "https://mopsfin.twse.com.tw/opendata/t187ap03_L.csv")
    XCTAssertEqual(HTTPMarketSource.live.timeout, 20)
  }
}
