import TaiwanMarket

/// Where one market's load stands in the directory.
public enum MarketLoadState: Hashable, Sendable {
  /// Not requested yet.
  case idle
  /// Requested; the answer has not arrived.
  case loading
  /// Arrived; `stale` holds the source's failure when a cache answered instead.
  case loaded(count: Int, dataDate: CalendarDate?, stale: MarketDataError?)
  /// Failed with this error; a retry requests it again.
  case failed(MarketDataError)

  /// True while a request is out.
  public var isLoading: Bool { self == .loading }

  /// True once data for the market has arrived.
  public var isLoaded: Bool {
    if case .loaded = self { return true }
    return false
  }
}
