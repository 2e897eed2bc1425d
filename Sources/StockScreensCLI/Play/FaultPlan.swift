import StockScreens
import TaiwanMarket

/// Failures a scenario asked for: `fail MARKET [REASON]` and `fail-next [REASON]`, each
/// spent by the next matching request that reaches a source.
///
/// A failure with a reason shows that text as it is; one without is a refused connection,
/// which the row says in the session's words.
actor FaultPlan {
  /// A planned failure: the scenario's own text, or nil for a refused connection.
  struct Failure: Sendable {
    var reason: String?

    /// What a market source throws for it.
    func error(for market: Market) -> MarketDataError {
      MarketDataError(
        market: market, origin: .memory(name: "scenario"),
        kind: reason.map { .reported($0) } ?? .transport(.refused))
    }

    /// What a page source throws for it.
    var pageError: any Error {
      reason.map { PageSourceError(reason: $0) } ?? ConnectionFailure.refused
    }
  }

  private var markets: [Market: [Failure]] = [:]
  private var pages: [Failure] = []

  func failNextRequest(for market: Market, reason: String?) {
    markets[market, default: []].append(Failure(reason: reason))
  }

  func failNextPage(reason: String?) {
    pages.append(Failure(reason: reason))
  }

  /// The failure the next request for `market` must give, if one is planned; spends it.
  func takeFailure(for market: Market) -> Failure? {
    guard var failures = markets[market], !failures.isEmpty else { return nil }
    let failure = failures.removeFirst()
    markets[market] = failures
    return failure
  }

  /// The failure the next page request must give, if one is planned; spends it.
  func takePageFailure() -> Failure? {
    pages.isEmpty ? nil : pages.removeFirst()
  }
}

/// A market source that fails the requests a scenario planned to fail.
struct FaultInjectingSource: MarketDataSource {
  let base: any MarketDataSource
  let plan: FaultPlan

  func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    if let failure = await plan.takeFailure(for: market) { throw failure.error(for: market) }
    return try await base.load(market)
  }
}

/// A page source that fails the page requests a scenario planned to fail, before they reach
/// the markets.
struct FaultInjectingPageSource<Base: PageSource>: PageSource {
  let base: Base
  let plan: FaultPlan

  func page(offset: Int, limit: Int) async throws -> [Base.Item] {
    if let failure = await plan.takePageFailure() { throw failure.pageError }
    return try await base.page(offset: offset, limit: limit)
  }
}
