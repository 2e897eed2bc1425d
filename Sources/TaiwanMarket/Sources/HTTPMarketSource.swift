import Foundation

/// Loads each market from the exchanges' HTTP endpoints, or from the same paths under
/// another base URL (a mirror, or a test server on 127.0.0.1).
///
///     let source = HTTPMarketSource(baseURL: URL(string: "http://127.0.0.1:8080")!)
///     print(source.endpoints[.otc]!)
///     // Prints "http://127.0.0.1:8080/opendata/t187ap03_O.csv"
public struct HTTPMarketSource: MarketDataSource {
  /// The path layouts the exchanges publish.
  public enum Layout: Sendable, CaseIterable {
    /// MOPS open-data CSV: `/opendata/t187ap03_L.csv`, `_O.csv`, `_R.csv`.
    case mopsCSV
    /// OpenAPI JSON: `/v1/opendata/t187ap03_L` (TWSE), `/openapi/v1/mopsfin_t187ap03_O` and
    /// `/openapi/v1/mopsfin_t187ap03_R` (TPEx).
    case openAPI

    /// The path of `market` in this layout.
    public func path(for market: Market) -> String {
      switch (self, market) {
      case (.mopsCSV, .listed): "/opendata/t187ap03_L.csv"
      case (.mopsCSV, .otc): "/opendata/t187ap03_O.csv"
      case (.mopsCSV, .emerging): "/opendata/t187ap03_R.csv"
      case (.openAPI, .listed): "/v1/opendata/t187ap03_L"
      case (.openAPI, .otc): "/openapi/v1/mopsfin_t187ap03_O"
      case (.openAPI, .emerging): "/openapi/v1/mopsfin_t187ap03_R"
      }
    }
  }

  /// The URL of each market; a market without one fails with `.notFound`.
  public var endpoints: [Market: URL]
  /// Seconds allowed for the whole exchange, body included.
  public var timeout: Double

  public init(endpoints: [Market: URL], timeout: Double = 20) {
    self.endpoints = endpoints
    self.timeout = timeout
  }

  /// A source with the paths of `layout` under `baseURL`.
  public init(baseURL: URL, layout: Layout = .mopsCSV, timeout: Double = 20) {
    var endpoints: [Market: URL] = [:]
    for market in Market.allCases {
      endpoints[market] = HTTPFetcher.url(layout.path(for: market), under: baseURL)
    }
    self.init(endpoints: endpoints, timeout: timeout)
  }

  /// The MOPS open-data CSV endpoints, `https://mopsfin.twse.com.tw/opendata/t187ap03_L.csv` …
  public static let live = HTTPMarketSource(
    endpoints: endpoints(
      listed: "https://mopsfin.twse.com.tw/opendata/t187ap03_L.csv",
      otc: "https://mopsfin.twse.com.tw/opendata/t187ap03_O.csv",
      emerging: "https://mopsfin.twse.com.tw/opendata/t187ap03_R.csv"))

  /// The TWSE and TPEx OpenAPI JSON endpoints.
  public static let liveOpenAPI = HTTPMarketSource(
    endpoints: endpoints(
      listed: "https://openapi.twse.com.tw/v1/opendata/t187ap03_L",
      otc: "https://www.tpex.org.tw/openapi/v1/mopsfin_t187ap03_O",
      emerging: "https://www.tpex.org.tw/openapi/v1/mopsfin_t187ap03_R"))

  /// Fetches and decodes `market`.
  ///
  /// Throws `.timeout`, `.transport`, `.httpStatus` for a status other than 2xx, or the
  /// decoder's error for a body that is not data.
  public func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    let (answer, origin) = try await HTTPFetcher.data(
      of: market, from: endpoints, timeout: timeout)
    return try MarketDataDecoder.decode(
      answer.body, contentType: answer.contentType, market: market, origin: origin)
  }

  private static func endpoints(listed: String, otc: String, emerging: String) -> [Market: URL] {
    var result: [Market: URL] = [:]
    result[.listed] = URL(string: listed)
    result[.otc] = URL(string: otc)
    result[.emerging] = URL(string: emerging)
    return result
  }
}
