/// One market's closing quotes of a day: the quotes, what was skipped on the way, and the
/// notes the file held around its table.
///
/// The quotes list every security the exchange quoted that day, companies and the rest
/// (ETFs, ETNs, warrants, preferred shares), sorted by code. Joining them with companies by
/// code meets both sides of the gap: `lookup(_:)` tells a company with a quote from one
/// without, and `quotesWithoutCompany(among:)` lists the quotes that are no company's.
///
///     let quotes = EmbeddedQuoteSource.data(for: .listed)
///     let companies = EmbeddedSampleSource.data(for: .listed).companies
///     print(quotes.quotesWithoutCompany(among: companies).map(\.code))
///     // Prints "["0050"]"
public struct QuoteData: Hashable, Sendable {
  /// The market quoted: TWSE's report is that of the listed market (上市).
  public let market: Market
  /// The quotes, sorted by the bytes of their codes.
  public let quotes: [Quote]
  /// Records that were skipped, in the order met; `decodingSummary` counts them.
  public var issues: [DecodingIssue]
  /// The trading day: the first quote's, or the one the CSV's title line names; nil when the
  /// source says none.
  public var date: CalendarDate?
  /// The lines of text around a CSV's table (its title, its notes), in order; a note such
  /// as the embedded sample's says what its figures are.
  public var notes: [String]
  /// Where the quotes came from.
  public var origin: DataOrigin
  /// Set when a cache served these quotes because the source failed: the failure.
  public var staleBecause: MarketDataError?

  /// Quotes of `market`, sorted here by code; give each code once (the decoders keep the
  /// first of a code and report the rest), as `quote(code:)` finds one of a code.
  public init(
    market: Market, quotes: [Quote], issues: [DecodingIssue] = [], date: CalendarDate? = nil,
    notes: [String] = [], origin: DataOrigin, staleBecause: MarketDataError? = nil
  ) {
    self.market = market
    self.quotes = RecordCollector<Quote>.sortedByCode(quotes)
    self.issues = issues
    self.date = date
    self.notes = notes
    self.origin = origin
    self.staleBecause = staleBecause
  }

  /// True when this is an older copy served because the source failed.
  public var isStale: Bool { staleBecause != nil }

  /// What the decoder skipped on the way to these quotes.
  public var decodingSummary: DecodingSummary { DecodingSummary(issues) }

  /// The quote of the security with `code`, or nil.
  ///
  /// - Complexity: O(log *n*) for *n* quotes.
  public func quote(code: String) -> Quote? {
    var low = 0
    var high = quotes.count
    while low < high {
      let middle = (low + high) / 2
      if quotes[middle].code.utf8.lexicographicallyPrecedes(code.utf8) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < quotes.count && quotes[low].code == code ? quotes[low] : nil
  }

  /// The quote of `company`, or why there is none: these quotes are of another market, or
  /// they hold no quote of its code.
  ///
  /// - Complexity: O(log *n*) for *n* quotes.
  public func lookup(_ company: Company) -> QuoteLookup {
    guard company.market == market else { return .marketNotQuoted }
    return quote(code: company.code).map(QuoteLookup.quoted) ?? .noQuote
  }

  /// The quotes whose code is no company's among `companies`: ETFs, ETNs, warrants,
  /// preferred shares, and companies the list lacks. In code order.
  ///
  /// - Complexity: O(*n* + *m*) for *n* quotes and *m* companies.
  public func quotesWithoutCompany(among companies: some Sequence<Company>) -> [Quote] {
    let codes = Set(companies.lazy.map(\.code))
    return quotes.filter { !codes.contains($0.code) }
  }

  /// `.noUsableQuotes` when the data holds no quote, else nil: an answer without a quote (an
  /// empty list, a header alone, every record skipped) is a failure to load, never a day on
  /// which nothing traded.
  var noQuoteError: MarketDataError? {
    guard quotes.isEmpty else { return nil }
    return MarketDataError(
      market: market, origin: origin,
      kind: .noUsableQuotes(unusable: DecodingSummary(issues).skippedCount))
  }
}

/// What a day's quotes hold for a company.
public enum QuoteLookup: Hashable, Sendable {
  /// The company's quote.
  case quoted(Quote)
  /// The quotes are of the company's market but hold none of its code: it was not quoted
  /// that day (suspended, delisted, or not yet listed).
  case noQuote
  /// The quotes are of another market than the company's: they cannot say.
  case marketNotQuoted

  /// The quote, or nil.
  public var quote: Quote? {
    if case .quoted(let quote) = self { quote } else { nil }
  }
}
