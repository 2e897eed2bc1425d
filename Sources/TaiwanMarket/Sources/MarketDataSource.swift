/// Something that can load one market's companies: the embedded sample, a folder of files,
/// the exchanges' HTTP endpoints, or a cache around any of them.
///
/// Loading throws a `MarketDataError` that says what failed and where.
public protocol MarketDataSource: Sendable {
  /// Loads every company of `market`.
  func load(_ market: Market) async throws(MarketDataError) -> MarketData
}
