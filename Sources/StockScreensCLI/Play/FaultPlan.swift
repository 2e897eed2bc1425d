import StockScreens
import TaiwanMarket

/// Failures a scenario asked for: `fail MARKET [REASON]` and `fail-next [REASON]`, each
/// spent by the next matching request that reaches a source.
actor FaultPlan {
  private var markets: [Market: [String]] = [:]
  private var pages: [String] = []

  func failNextRequest(for market: Market, reason: String) {
    markets[market, default: []].append(reason)
  }

  func failNextPage(reason: String) {
    pages.append(reason)
  }

  /// The failure the next request for `market` must give, if one is planned; spends it.
  func takeFailure(for market: Market) -> String? {
    guard var reasons = markets[market], !reasons.isEmpty else { return nil }
    let reason = reasons.removeFirst()
    markets[market] = reasons
    return reason
  }

  /// The failure the next page request must give, if one is planned; spends it.
  func takePageFailure() -> String? {
    pages.isEmpty ? nil : pages.removeFirst()
  }
}

/// A market source that fails the requests a scenario planned to fail.
struct FaultInjectingSource: MarketDataSource {
  let base: any MarketDataSource
  let plan: FaultPlan

  func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    if let reason = await plan.takeFailure(for: market) {
      throw MarketDataError(
        market: market, origin: .memory(name: "scenario"), kind: .reported(reason))
    }
    return try await base.load(market)
  }
}

/// A page source that fails the page requests a scenario planned to fail, before they reach
/// the markets.
struct FaultInjectingPageSource<Base: PageSource>: PageSource {
  let base: Base
  let plan: FaultPlan

  func page(offset: Int, limit: Int) async throws -> [Base.Item] {
    if let reason = await plan.takePageFailure() { throw PageSourceError(reason: reason) }
    return try await base.page(offset: offset, limit: limit)
  }
}
