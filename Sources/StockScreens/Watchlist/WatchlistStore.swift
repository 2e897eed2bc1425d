import ScreenModel
import TaiwanMarket

/// The watchlist of one program run: the list every session's watchlist shows, where each
/// session's changes go, and, through its `Keeper`, the file that outlives the run and that
/// other programs may share.
///
///     let store = WatchlistStore()   // in memory: `play`, the demo, tests
///     let first = AppSession.start(source: source, watchlist: store)
///     let second = AppSession.start(source: source, watchlist: store)
///     // 2330 added in `first` is an update of `second`'s watchlist, on screen or not
///
/// A watchlist a session opens starts from the list as it stands and follows it: a change
/// one session makes is kept once and reaches every other session's watchlist as a `stored`
/// event (an update on its stream while it is on screen); the session that made it gets the
/// same event as the answer to its `store` command. The list is read when a watchlist first
/// opens, never when the screens are only declared (for help, a grammar).
///
/// It keeps the list as every `KeptStore` keeps its value: with a keeper, a change another
/// program made meanwhile is kept too, and a change is saved before the store answers. What
/// another program changed reaches the watchlists when one opens, when this store next
/// changes the list, and each second while a watchlist shows (`refresh()`). A list its keeper
/// cannot read is never saved over: the change lives in memory, and the rows say why. A save
/// that fails says so too, and the next change tries again.
public typealias WatchlistStore = KeptStore<Watchlist.Stored>

extension KeptStore where State == Watchlist.Stored {
  /// A store kept by `keeper`, or in memory, starting empty, when there is none.
  public nonisolated convenience init(keeper: Keeper? = nil) {
    self.init(initial: Watchlist.Stored(), keeper: keeper)
  }

  /// A watchlist driver over `source` that starts from the list and follows it, and the
  /// loads of the day's quotes its opening asks `quotes` for (none without one).
  func driver(
    source: any MarketDataSource, quotes: (any QuoteSource)? = nil, requests: RequestQueue?,
    marketClock: Bool = false, words: StockWords = .source
  ) -> (ScreenDriver<Watchlist>, [Watchlist.Command]) {
    var quoteLoads: [Watchlist.Command] = []
    let driver = opening(following: Watchlist.Event.stored) { list, keep in
      var initial = Watchlist(list, words: words)
      initial.showsMarketClock = marketClock
      initial.checksKeptList = keepsOnDisk
      initial.quotes = QuoteBook(quotedMarkets: quotes?.quotedMarkets ?? [])
      quoteLoads = initial.requestQuotes()
      return ScreenDriver.watchlist(
        source: source, initial: initial, requests: requests, store: keep,
        refresh: { [self] in await refresh() }, quotes: quotes)
    }
    return (driver, quoteLoads)
  }
}
