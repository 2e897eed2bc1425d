extension AppSession {
  /// What ticks on the app's screens, each only while its screen shows.
  public struct Live: Hashable, Sendable {
    /// The watchlist's top row is the market clock (`MarketClock`), ticking each second.
    public var marketClock: Bool
    /// How often the feed refreshes itself; nil never.
    public var feedRefresh: Duration?

    public init(marketClock: Bool = false, feedRefresh: Duration? = nil) {
      self.marketClock = marketClock
      self.feedRefresh = feedRefresh
    }

    /// The market clock on, and the feed refreshing every `minutes` when given: the app
    /// as the program runs it.
    public static func app(refreshingEvery minutes: Int? = nil) -> Live {
      // Kept from 1 minute to the most an Int's seconds hold: no interval traps or spins.
      Live(
        marketClock: true, feedRefresh: minutes.map { .seconds(60 * min(max(1, $0), .max / 60)) })
    }
  }
}
