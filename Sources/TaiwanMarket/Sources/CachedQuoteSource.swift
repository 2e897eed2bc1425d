import Foundation

/// Keeps the last good quotes of another source on disk, and serves them, marked stale, when
/// that source fails, as `CachedSource` does for companies.
///
/// One JSON file per market (`quotes-listed.json`) in `folder`, which may be the companies'
/// cache folder: the names differ. A cache file that cannot be read is treated as absent, and
/// an answer without a quote is never kept.
///
///     let source = CachedQuoteSource(wrapping: HTTPQuoteSource.live, folder: cacheFolder)
///     let quotes = try await source.loadQuotes(.listed)  // offline: the last good copy
///     print(quotes.isStale)
///     // Prints "true"
public struct CachedQuoteSource: QuoteSource {
  /// The source asked first.
  public let wrapped: any QuoteSource
  /// The folder holding the cache files.
  public let folder: URL

  /// A cache of `source` in `folder` (created when first written).
  public init(wrapping source: any QuoteSource, folder: URL) {
    self.wrapped = source
    self.folder = folder
  }

  /// The wrapped source's markets.
  public var quotedMarkets: [Market] { wrapped.quotedMarkets }

  /// The cache file of `market`.
  public func cacheFile(for market: Market) -> URL {
    folder.appendingPathComponent("quotes-\(market.token).json", isDirectory: false)
  }

  /// Loads from the wrapped source and caches the answer; when that fails, the cached
  /// answer with `staleBecause` set, or the failure when nothing is cached.
  public func loadQuotes(_ market: Market) async throws(MarketDataError) -> QuoteData {
    let file = cacheFile(for: market)
    do throws(MarketDataError) {
      let data = try await wrapped.loadQuotes(market)
      if let empty = data.noQuoteError { throw empty }
      // The cache is a convenience: failing to write it must not fail a good load, and a
      // stale answer from further down is not news worth keeping.
      if !data.isStale { try? CacheFile.write(QuoteCacheEntry(data), to: file) }
      return data
    } catch {
      guard let entry = CacheFile.read(QuoteCacheEntry.self, from: file), entry.format == 1,
        entry.market == market, !entry.quotes.isEmpty
      else { throw error }
      return QuoteData(
        market: market, quotes: entry.quotes, issues: entry.issues, date: entry.date,
        notes: entry.notes, origin: .cache(path: file.path), staleBecause: error)
    }
  }
}

/// What the cache keeps of one market's quotes.
struct QuoteCacheEntry: Codable {
  /// The format of the file, for later changes.
  var format = 1
  var market: Market
  var date: CalendarDate?
  /// Where the quotes first came from.
  var origin: DataOrigin
  var quotes: [Quote]
  /// What the decoder skipped, so that a stale copy still says so.
  var issues: [DecodingIssue]
  var notes: [String]

  init(_ data: QuoteData) {
    market = data.market
    date = data.date
    origin = data.origin
    quotes = data.quotes
    issues = data.issues
    notes = data.notes
  }
}
