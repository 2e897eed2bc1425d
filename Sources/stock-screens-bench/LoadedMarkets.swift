import TaiwanMarket

/// Markets already decoded, answered at once: a market not among them is not found.
struct LoadedMarkets: MarketDataSource {
  let markets: [MarketData]

  func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    guard let data = markets.first(where: { $0.market == market }) else {
      throw MarketDataError(market: market, origin: .memory(name: "bench"), kind: .notFound)
    }
    return data
  }
}
