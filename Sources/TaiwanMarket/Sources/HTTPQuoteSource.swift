import Foundation

/// Loads a market's daily closing quotes from the exchange's OpenAPI, or from the same path
/// under another base URL (a mirror, or a test server on 127.0.0.1): the command line's
/// `--live [BASE_URL]`.
///
/// The fetch is `HTTPMarketSource`'s: one deadline for the whole exchange, body included, a
/// status other than 2xx is an error, and the TWSE host's "FOR SECURITY REASONS" page,
/// which it sends with status 200, is `.htmlPage`, not a day without quotes.
///
///     let source = HTTPQuoteSource(baseURL: URL(string: "http://127.0.0.1:8080")!)
///     print(source.endpoints[.listed]!)
///     // Prints "http://127.0.0.1:8080/v1/exchangeReport/STOCK_DAY_ALL"
public struct HTTPQuoteSource: QuoteSource {
  /// The URL of each market's quotes; a market without one fails with `.notFound`.
  public var endpoints: [Market: URL]
  /// Seconds allowed for the whole exchange, body included.
  public var timeout: Double

  public init(endpoints: [Market: URL], timeout: Double = 20) {
    self.endpoints = endpoints
    self.timeout = timeout
  }

  /// A source with the OpenAPI's paths (`path(for:)`) under `baseURL`.
  public init(baseURL: URL, timeout: Double = 20) {
    var endpoints: [Market: URL] = [:]
    for market in Market.allCases {
      endpoints[market] = Self.path(for: market).flatMap { HTTPFetcher.url($0, under: baseURL) }
    }
    self.init(endpoints: endpoints, timeout: timeout)
  }

  /// The OpenAPI's path of `market`'s quotes: `/v1/exchangeReport/STOCK_DAY_ALL` for the
  /// listed market (TWSE); nil for the others, whose quotes are not read here.
  public static func path(for market: Market) -> String? {
    market == .listed ? "/v1/exchangeReport/STOCK_DAY_ALL" : nil
  }

  /// TWSE's OpenAPI, `https://openapi.twse.com.tw/v1/exchangeReport/STOCK_DAY_ALL`.
  public static let live = HTTPQuoteSource(
    endpoints: [.listed: URL(string: "https://openapi.twse.com.tw/v1/exchangeReport/STOCK_DAY_ALL")]
      .compactMapValues { $0 })

  /// The markets with an endpoint.
  public var quotedMarkets: [Market] { Market.allCases.filter { endpoints[$0] != nil } }

  /// Fetches and decodes `market`'s quotes.
  ///
  /// Throws `.notFound` for a market without an endpoint, `.timeout`, `.transport`,
  /// `.httpStatus` for a status other than 2xx, or the decoder's error.
  public func loadQuotes(_ market: Market) async throws(MarketDataError) -> QuoteData {
    let (answer, origin) = try await HTTPFetcher.data(
      of: market, from: endpoints, timeout: timeout)
    return try QuoteDataDecoder.decode(
      answer.body, contentType: answer.contentType, market: market, origin: origin)
  }
}
