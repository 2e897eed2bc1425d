/// Something that can load a market's daily closing quotes: the embedded sample, a folder of
/// exchange files, the exchange's OpenAPI, or a cache around any of them.
///
/// A source quotes the markets `quotedMarkets` lists; loading another throws `.notFound`,
/// and a company of such a market has no quote from it (`QuoteLookup.marketNotQuoted`).
/// Loading throws a `MarketDataError` that says what failed and where, as a
/// `MarketDataSource` does.
public protocol QuoteSource: Sendable {
  /// The markets this source has quotes of, in the exchanges' order.
  var quotedMarkets: [Market] { get }

  /// Loads the latest day's closing quotes of `market`.
  func loadQuotes(_ market: Market) async throws(MarketDataError) -> QuoteData
}

/// The quotes compiled into the package: a day of quotes for the embedded sample's listed
/// companies and an ETF, for demos, snapshots and tests.
///
/// The day is 2026-07-08. 0050, 1101 and 2330 are that day's real quotes; every other figure
/// is made up to show a rise, a fall, a flat close, a limit-up, a limit-down, a day without a
/// trade and a change that is not comparable, and the data's notes say so.
///
///     let quotes = try await EmbeddedQuoteSource().loadQuotes(.listed)
///     print(quotes.quote(code: "2330")!.prices!.close)
///     // Prints "2465.00"
public struct EmbeddedQuoteSource: QuoteSource {
  public init() {}

  /// Only the listed market (上市) has quotes here.
  public var quotedMarkets: [Market] { [.listed] }

  /// The sample of `market`; throws `.notFound` for a market other than the listed one.
  public func loadQuotes(_ market: Market) async throws(MarketDataError) -> QuoteData {
    guard market == .listed else {
      throw MarketDataError(market: market, origin: .embedded, kind: .notFound)
    }
    return Self.data(for: market)
  }

  /// The sample of `market`, decoded once and kept; no quote for a market without one.
  public static func data(for market: Market) -> QuoteData {
    market == .listed
      ? EmbeddedSample.quotes : QuoteData(market: market, quotes: [], origin: .embedded)
  }
}
