import ScreenModel
import TaiwanMarket

/// The watchlist of one program run: the list every session's watchlist shows, where each
/// session's changes go, and, through its `Keeper`, the file that outlives the run.
///
///     let store = WatchlistStore()   // in memory: `play`, the demo, tests
///     let first = AppSession.start(source: source, watchlist: store)
///     let second = AppSession.start(source: source, watchlist: store)
///     // 2330 added in `first` is an update of `second`'s watchlist, on screen or not
///
/// A watchlist a session opens starts from the list as it stands and follows it: a change
/// one session makes is saved once and reaches every other session's watchlist as a
/// `stored` event (an update on its stream while it is on screen); the session that made it
/// gets the same event as the answer to its `store` command. The list is read when a
/// watchlist first opens, never when the screens are only declared (for help, a grammar).
///
/// A list its keeper cannot read is never saved over: it starts empty, its rows say why, and
/// its changes live in memory for the rest of the run. A save that fails says so too, and
/// the next change tries again.
@MainActor
public final class WatchlistStore {
  /// Where the list outlives the run: how it is read, and how it is saved whole.
  public struct Keeper: Sendable {
    /// The list kept, or why it cannot be read; no file yet is an empty list.
    public var load: @Sendable () -> Result<[Company], Watchlist.StorageProblem>
    /// Saves the list whole; nil when it is saved, else why not.
    public var save: @Sendable ([Company]) -> Watchlist.StorageProblem?

    public init(
      load: @escaping @Sendable () -> Result<[Company], Watchlist.StorageProblem>,
      save: @escaping @Sendable ([Company]) -> Watchlist.StorageProblem?
    ) {
      self.load = load
      self.save = save
    }
  }

  /// True when a keeper keeps the list beyond the run; false for a list in memory.
  public nonisolated let isKept: Bool
  private let keeper: Keeper?
  private var list: Watchlist.Stored?
  /// False once the keeper could not read the list: what it holds is left alone.
  private var mayOverwrite = true
  private var followers: [Int: Follower] = [:]
  private var nextFollower = 0

  /// A store kept by `keeper`, or in memory, starting empty, when there is none.
  public nonisolated init(keeper: Keeper? = nil) {
    self.keeper = keeper
    isKept = keeper != nil
  }

  /// The list as it stands, read from the keeper the first time it is asked for.
  public var stored: Watchlist.Stored {
    if let list { return list }
    var loaded = Watchlist.Stored()
    switch keeper?.load() {
    case .success(let companies): loaded.companies = companies
    case .failure(let problem):
      loaded.problem = problem
      mayOverwrite = false
    case nil: break
    }
    list = loaded
    return loaded
  }

  /// Makes `change` to the list and saves it, hands the list to every watchlist following it
  /// but `origin`'s, and returns it for `origin`. A change that changes nothing (a company
  /// watched already, one more than `Watchlist.maxEntries`) saves nothing.
  func record(_ change: Watchlist.Change, from origin: Int?) -> Watchlist.Stored {
    var next = stored
    switch change {
    case .add(let company):
      guard !next.companies.contains(where: { $0.code == company.code }),
        next.companies.count < Watchlist.maxEntries
      else { return next }
      next.companies.append(company)
    case .remove(let code):
      guard next.companies.contains(where: { $0.code == code }) else { return next }
      next.companies.removeAll { $0.code == code }
    }
    next.revision += 1
    if mayOverwrite, let keeper { next.problem = keeper.save(next.companies) }
    list = next
    for (id, follower) in followers where id != origin && !follower(next) {
      followers[id] = nil
    }
    return next
  }

  /// A watchlist driver over `source` that starts from the list and follows it.
  func driver(
    source: any MarketDataSource, requests: RequestQueue?, marketClock: Bool = false,
    words: StockWords = .source
  ) -> ScreenDriver<Watchlist> {
    // The id is taken before the driver is made: its changes name it as their origin.
    let id = newFollowerID()
    var initial = Watchlist(stored, words: words)
    initial.showsMarketClock = marketClock
    let driver = ScreenDriver.watchlist(
      source: source, initial: initial, requests: requests
    ) { [self] change in
      await record(change, from: id)
    }
    followers[id] = { [weak driver] list in
      driver?.post(.stored(list))
      return driver != nil
    }
    return driver
  }

  /// Hands the list to `follower` after each change, until it returns false (a screen that
  /// was let go).
  func follow(_ follower: @escaping Follower) {
    followers[newFollowerID()] = follower
  }

  private func newFollowerID() -> Int {
    nextFollower += 1
    return nextFollower
  }

  /// A screen that follows the list, held weakly: a session that ends lets it go.
  typealias Follower = @MainActor (Watchlist.Stored) -> Bool
}
