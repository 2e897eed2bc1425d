import TaiwanMarket

/// Pages through every company a market-data source holds for the three markets, by code.
///
/// The markets are loaded on the first request; a market that failed is tried again on the
/// next request for the first page. When no market loads, the request fails with the first
/// market's error, which the feed's row says in its session's words.
public actor CompanyPageSource: PageSource {
  private let source: any MarketDataSource
  private var catalog = CompanyCatalog()
  private var loaded: Set<Market> = []

  public init(source: any MarketDataSource) {
    self.source = source
  }

  /// The companies at `offset..<offset + limit` of all loaded markets, sorted by code.
  public func page(offset: Int, limit: Int) async throws -> [Company] {
    if loaded.isEmpty || (offset == 0 && loaded.count < Market.allCases.count) {
      try await loadMissingMarkets()
    }
    let companies = catalog.companies
    guard offset >= 0, limit > 0, offset < companies.count else { return [] }
    return Array(companies[offset..<min(companies.count, offset + limit)])
  }

  private func loadMissingMarkets() async throws {
    var firstError: MarketDataError?
    for market in Market.allCases where !loaded.contains(market) {
      do {
        let data = try await source.load(market)
        catalog.merge(data.companies)
        loaded.insert(market)
      } catch {
        firstError = firstError ?? error
      }
    }
    if loaded.isEmpty, let firstError { throw firstError }
  }
}
