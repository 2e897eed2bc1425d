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
/// With a keeper, each change is made to the list as kept now (`Keeper.update`), so a
/// change another program made meanwhile is kept too, and the change is saved before the
/// store answers: the session acknowledges the event only then. What another program
/// changed reaches the watchlists when one opens, when this store next changes the list,
/// and each second while a watchlist shows (`refresh()`).
///
/// A list its keeper cannot read is never saved over: the change lives in memory, and the
/// rows say why. A save that fails says so too, and the next change tries again.
@MainActor
public final class WatchlistStore {
  /// Where the list outlives the run: how it is read, and how a change is made to it.
  public struct Keeper: Sendable {
    /// The list kept, or why it cannot be read (no file yet is an empty list); nil when it
    /// is the list this keeper last read or wrote.
    public var load: @Sendable () -> Result<[Company], Watchlist.StorageProblem>?
    /// Makes the changes, in order, to the list as kept now and saves it before returning
    /// the list kept; changes that change nothing save nothing. A list it cannot read is
    /// left as it is (`.unreadable`); a save that fails is `.unsaved`.
    public var update: @Sendable ([Watchlist.Change]) -> Result<[Company], Watchlist.StorageProblem>

    /// A keeper that reads a list that may change under it, and changes it as it is.
    public init(
      load: @escaping @Sendable () -> Result<[Company], Watchlist.StorageProblem>?,
      update:
        @escaping @Sendable ([Watchlist.Change]) -> Result<
          [Company], Watchlist.StorageProblem
        >
    ) {
      self.load = load
      self.update = update
    }

    /// A keeper of a list that only this program changes, saved whole: changes are made to
    /// the list `load` gives, as kept now, then saved; `save` returns nil when it saved.
    public init(
      load: @escaping @Sendable () -> Result<[Company], Watchlist.StorageProblem>,
      save: @escaping @Sendable ([Company]) -> Watchlist.StorageProblem?
    ) {
      self.load = { load() }
      self.update = { changes in
        load().flatMap { kept in
          guard let changed = changes.applied(to: kept) else { return .success(kept) }
          return save(changed).map { .failure($0) } ?? .success(changed)
        }
      }
    }
  }

  /// True when a keeper keeps the list beyond the run; false for a list in memory.
  public nonisolated let keepsOnDisk: Bool
  private let keeper: Keeper?
  private var list: Watchlist.Stored?
  /// The changes made while the keeper could not keep them, in order: shown, and made again
  /// with the next change, so that a save that failed loses nothing once one succeeds.
  private var unkept: [Watchlist.Change] = []
  private var followers: [Int: Follower] = [:]
  private var nextFollower = 0

  /// A store kept by `keeper`, or in memory, starting empty, when there is none.
  public nonisolated init(keeper: Keeper? = nil) {
    self.keeper = keeper
    keepsOnDisk = keeper != nil
  }

  /// The list as it stands, read from the keeper the first time it is asked for.
  public var stored: Watchlist.Stored {
    if let list { return list }
    var loaded = Watchlist.Stored()
    switch keeper?.load() {
    case .success(let companies)?: loaded.companies = companies
    case .failure(let problem)?: loaded.problem = problem
    case nil: break
    }
    list = loaded
    // A screen that follows the list without reading it (the directory) learns it now.
    for (id, follower) in followers where !follower(loaded) { followers[id] = nil }
    return loaded
  }

  /// The list, when something has read it already; nil before, and nothing is read.
  var storedIfRead: Watchlist.Stored? { list }

  /// Reads the list again when its keeper says it changed, and hands it to every watchlist
  /// following it: what another program did shows. Returns whether anything changed.
  @discardableResult
  public func refresh() -> Bool {
    guard let list else {
      _ = stored
      return true
    }
    guard let loaded = keeper?.load() else { return false }
    var next = list
    switch loaded {
    case .success(let companies):
      next.companies = unkept.applied(to: companies) ?? companies
      if unkept.isEmpty { next.problem = nil }
    case .failure(let problem): next.problem = problem
    }
    guard next != list else { return false }
    publish(next, from: nil)
    return true
  }

  /// Makes `change` to the list and keeps it, hands the list to every watchlist following it
  /// but `origin`'s, and returns it for `origin`. A change that changes nothing (a company
  /// watched already, one more than `Watchlist.maxEntries`) keeps nothing.
  func record(_ change: Watchlist.Change, from origin: Int?) -> Watchlist.Stored {
    var next = stored
    guard let keeper else {
      guard let changed = change.applied(to: next.companies) else { return next }
      next.companies = changed
      return publish(next, from: origin)
    }
    switch keeper.update(unkept + [change]) {
    case .success(let companies):
      next.companies = companies
      next.problem = nil
      unkept = []
    case .failure(let problem):
      // Not kept: the change shows in this run, the rows say why, and the next change
      // makes it again.
      if let changed = change.applied(to: next.companies) {
        next.companies = changed
        unkept.append(change)
      }
      next.problem = problem
    }
    guard next != stored else { return next }
    return publish(next, from: origin)
  }

  /// Takes `next` as the list, a revision later, hands it to every follower but `origin`'s,
  /// and returns it.
  @discardableResult
  private func publish(_ next: Watchlist.Stored, from origin: Int?) -> Watchlist.Stored {
    var next = next
    next.revision = (list?.revision ?? 0) + 1
    list = next
    for (id, follower) in followers where id != origin && !follower(next) {
      followers[id] = nil
    }
    return next
  }

  /// A watchlist driver over `source` that starts from the list and follows it, and the
  /// loads of the day's quotes its opening asks `quotes` for (none without one).
  func driver(
    source: any MarketDataSource, quotes: (any QuoteSource)? = nil, requests: RequestQueue?,
    marketClock: Bool = false, words: StockWords = .source
  ) -> (ScreenDriver<Watchlist>, [Watchlist.Command]) {
    // The id is taken before the driver is made: its changes name it as their origin.
    let id = newFollowerID()
    // A list changed by another program since a watchlist last showed it shows at once.
    refresh()
    var initial = Watchlist(stored, words: words)
    initial.showsMarketClock = marketClock
    initial.checksKeptList = keepsOnDisk
    initial.quotes = QuoteBook(quotedMarkets: quotes?.quotedMarkets ?? [])
    let opening = initial.requestQuotes()
    let driver = ScreenDriver.watchlist(
      source: source, initial: initial, requests: requests,
      store: { [self] change in await record(change, from: id) },
      refresh: { [self] in await refresh() }, quotes: quotes)
    followers[id] = { [weak driver] list in
      driver?.post(.stored(list))
      return driver != nil
    }
    return (driver, opening)
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
