/// Something that can load one market's companies: the embedded sample, a folder of files,
/// the exchanges' HTTP endpoints, or a cache around any of them.
///
/// Loading throws a `MarketDataError` that says what failed and where.
public protocol MarketDataSource: Sendable {
  /// Loads every company of `market`.
  func load(_ market: Market) async throws(MarketDataError) -> MarketData
}

/// The data compiled into the package: about thirty real companies per market, for demos,
/// snapshots and tests that must not depend on files or the network.
///
/// Listed and OTC figures are those of 2024-10-29; emerging companies mostly have no
/// capital, which the directory shows as `資本額: 未提供`.
///
///     let data = try await EmbeddedSampleSource().load(.listed)
///     print(data.companies.first { $0.code == "2330" }?.shortName ?? "")
///     // Prints "台積電"
public struct EmbeddedSampleSource: MarketDataSource {
  public init() {}

  /// The sample of `market`; never fails.
  public func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    Self.data(for: market)
  }

  /// The sample of `market`, decoded once and kept.
  public static func data(for market: Market) -> MarketData {
    EmbeddedSample.data(for: market)
  }
}
