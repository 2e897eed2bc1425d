import Synchronization
import TaiwanMarket

/// Failures a scenario asked for: `fail MARKET [REASON]` and `fail-next [REASON]`, each
/// spent by the next matching request.
final class FaultPlan: Sendable {
  private struct Pending {
    var markets: [Market: [String]] = [:]
    var pages: [String] = []
  }

  private let pending = Mutex(Pending())

  func failNextRequest(for market: Market, reason: String) {
    pending.withLock { $0.markets[market, default: []].append(reason) }
  }

  func failNextPage(reason: String) {
    pending.withLock { $0.pages.append(reason) }
  }

  /// The failure the next request for `market` must give, if one is planned; spends it.
  func takeFailure(for market: Market) -> String? {
    pending.withLock { plan in
      guard var reasons = plan.markets[market], !reasons.isEmpty else { return nil }
      let reason = reasons.removeFirst()
      plan.markets[market] = reasons
      return reason
    }
  }

  /// The failure the next page request must give, if one is planned; spends it.
  func takePageFailure() -> String? {
    pending.withLock { $0.pages.isEmpty ? nil : $0.pages.removeFirst() }
  }
}

/// A market source that fails the requests a scenario planned to fail.
struct FaultInjectingSource: MarketDataSource {
  let base: any MarketDataSource
  let plan: FaultPlan

  func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    if let reason = plan.takeFailure(for: market) {
      throw MarketDataError(
        market: market, origin: .memory(name: "scenario"), kind: .injected(reason))
    }
    return try await base.load(market)
  }
}
