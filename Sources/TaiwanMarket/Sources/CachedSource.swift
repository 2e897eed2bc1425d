import Foundation

/// Keeps the last good answer of another source on disk, and serves it, marked stale, when
/// that source fails.
///
/// One JSON file per market (`listed.json`, `otc.json`, `emerging.json`) in `folder`,
/// written atomically: a temporary file in the same folder, then a rename. A cache file that
/// cannot be read is treated as absent.
///
///     let source = CachedSource(wrapping: HTTPMarketSource.live, folder: cacheFolder)
///     let data = try await source.load(.listed)  // offline: the last good copy
///     print(data.isStale)
///     // Prints "true"
public struct CachedSource: MarketDataSource {
  /// The source asked first.
  public let wrapped: any MarketDataSource
  /// The folder holding the cache files.
  public let folder: URL

  /// A cache of `source` in `folder` (created when first written).
  public init(wrapping source: any MarketDataSource, folder: URL) {
    self.wrapped = source
    self.folder = folder
  }

  /// The cache file of `market`.
  public func cacheFile(for market: Market) -> URL {
    folder.appendingPathComponent("\(market.token).json", isDirectory: false)
  }

  /// Loads from the wrapped source and caches the answer; when that fails, the cached
  /// answer with `staleBecause` set, or the failure when nothing is cached.
  ///
  /// An answer without a company fails as `.noUsableCompanies` (whatever the wrapped source
  /// is), so it is never cached, and the cached copy is served in its place.
  public func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    let file = cacheFile(for: market)
    do throws(MarketDataError) {
      let data = try await wrapped.load(market)
      if let empty = data.noCompanyError { throw empty }
      // A stale answer from further down is not news worth keeping.
      if !data.isStale { write(data, to: file) }
      return data
    } catch {
      guard let entry = CacheEntry.read(file), entry.market == market else { throw error }
      return MarketData(
        market: market, companies: entry.companies, issues: entry.issues ?? [],
        dataDate: entry.dataDate, origin: .cache(path: file.path), staleBecause: error)
    }
  }

  private func write(_ data: MarketData, to file: URL) {
    let entry = CacheEntry(
      market: data.market, dataDate: data.dataDate, origin: data.origin,
      companies: data.companies, issues: data.issues)
    // The cache is a convenience: failing to write it must not fail a good load.
    try? CacheFile.write(entry, to: file)
  }
}
