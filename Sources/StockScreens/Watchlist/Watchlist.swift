import ScreenModel
import TaiwanMarket

/// 自選股, the watchlist: companies the user chose, sorted by code or by capital.
///
/// A pure state machine, written against the public API alone: it knows nothing of the
/// directory or the profile that add to it. A company comes whole from a screen that holds
/// it (`added`), or as a code alone, which the watchlist asks its shell to look up
/// (`addRequested`); each row opens the company's profile (an output) and offers to remove it.
///
/// The list is the user's, kept by its shell (a `WatchlistStore`, shared by every session of
/// a program): each add and removal shows at once and goes to the shell as a change
/// (`store`), answered with the list as the shell keeps it (`recorded`); a change another
/// session made comes as the list too (`stored`). While changes of its own are unanswered,
/// the watchlist shows them and holds the newest list it was given until they are in it.
///
///     var watchlist = Watchlist()
///     watchlist.handle(.added(tsmc))
///     watchlist.handle(.sortRequested(.capital))
///     // the rows show 自選股 1 檔 - 依資本額排序 and 台積電 - (2330) …
public struct Watchlist: Hashable, Sendable {
  /// The most companies a watchlist holds, those being looked up counted; one more is
  /// refused with a notice.
  public static let maxEntries = 200

  /// How the companies are sorted.
  public enum Order: String, Hashable, Sendable, CaseIterable {
    /// By code, ascending: `1101` before `2330`.
    case code
    /// By capital, largest first; a company without one last; equal capitals by code.
    case capital
    /// By the day's change in percent, the largest rise first; a company without a
    /// comparable change last; equal changes by code.
    case change

    /// `依代號排序`, `依資本額排序`, `依漲跌幅排序`: the order's name in zh-Hant.
    public var displayName: String { name(in: .source) }

    /// The order's name in `words`: `依代號排序`, `sorted by code`.
    public func name(in words: StockWords) -> String {
      switch self {
      case .code: words["watchlist.byCode"]
      case .capital: words["watchlist.byCapital"]
      case .change: words["watchlist.byChange"]
      }
    }

    /// The label of the button that sorts this way: `依代號`, `By change`.
    public func buttonLabel(in words: StockWords) -> String {
      switch self {
      case .code: words["watchlist.sortByCode"]
      case .capital: words["watchlist.sortByCapital"]
      case .change: words["watchlist.sortByChange"]
      }
    }
  }

  /// Why the last add did not add: shown under the status until the next change.
  public enum Notice: Hashable, Sendable {
    /// The watchlist already holds `maxEntries`.
    case full(code: String)
    /// No market holds the code.
    case notFound(code: String)
    /// Looking the code up failed.
    case failed(code: String, reason: String)
    /// The company is watched already: a profile's 加入自選股 for it changes nothing.
    case watched(code: String)

    /// `自選股最多 200 檔，未加入 2330`, `找不到代號 9999 的公司`, `無法加入 2330：HTTP 503`;
    /// `No company has the code 9999` in English.
    public func text(in words: StockWords) -> String {
      switch self {
      case .full(let code): words["watchlist.full", words.number(Watchlist.maxEntries), code]
      case .notFound(let code): words["watchlist.notFound", code]
      case .failed(let code, let reason): words["watchlist.addFailed", code, reason]
      case .watched(let code): words["directory.watched", code]
      }
    }
  }

  /// A change of the list, for the shell to keep.
  public enum Change: Hashable, Sendable {
    /// Watch this company, after those watched.
    case add(Company)
    /// Stop watching the company with this code.
    case remove(code: String)
  }

  /// Something that happened to the watchlist: a user action or an answer.
  public enum Event: Hashable, Sendable {
    /// Watch this company, as a screen that holds it gives it.
    case added(Company)
    /// Watch the company with this code, once it is looked up.
    case addRequested(code: String)
    /// The answer to a look-up: the company, or nil when no market holds the code.
    case lookedUp(code: String, company: Company?)
    /// A look-up failed.
    case lookupFailed(code: String, reason: String)
    /// Stop watching the company with this code.
    case removeRequested(code: String)
    /// Sort the companies this way.
    case sortRequested(Order)
    /// The user picked the company with this code.
    case companySelected(code: String)
    /// The list as the shell keeps it now: at opening, and after each change made elsewhere
    /// (another session's). A list of an older revision than the last one applied is stale,
    /// and changes nothing.
    case stored(Stored)
    /// The list as the shell keeps it once it has kept a change this screen asked for: the
    /// answer to `store`.
    case recorded(Stored)
    /// The time now, from the market clock's timer: every second while the watchlist shows.
    case clockTicked(WallTime)
    /// Time to ask the shell whether the list it keeps changed outside this program: every
    /// second while a kept watchlist shows (`checksKeptList`).
    case keptListDue
    /// Load the day's quotes again.
    case quotesRefreshRequested
    /// A market's quotes arrived.
    case quotesLoaded(QuoteData)
    /// A market's quotes could not be loaded.
    case quotesFailed(MarketDataError)
  }

  /// Something the watchlist asks its shell to do.
  public enum Command: Hashable, Sendable {
    /// Find the company with this code and answer with `lookedUp` or `lookupFailed`.
    case lookUp(code: String)
    /// Show this company's profile: an output, for whoever runs the watchlist.
    case showProfile(Company)
    /// Keep this change of the list and answer with `recorded`.
    case store(Change)
    /// Read the kept list again if it changed, and answer, if it did, with `stored`.
    case checkKeptList
    /// Load this market's quotes and answer with `quotesLoaded` or `quotesFailed`.
    case loadQuotes(Market)
  }

  /// The companies watched, in the order they were added.
  public private(set) var companies: [Company] = []
  /// The codes being looked up, in the order asked.
  public private(set) var pending: [String] = []
  /// How the rows sort the companies.
  public private(set) var order: Order = .code
  /// Why the last add did not add, until the next change.
  public private(set) var notice: Notice?
  /// Why the list is not saved, as the shell last said.
  public private(set) var storageProblem: StorageProblem?
  /// The revision of the last list the shell gave (`Stored.revision`).
  public private(set) var storedRevision = 0
  /// The changes asked of the shell and not yet answered.
  public private(set) var unrecorded = 0
  /// The newest list the shell gave while changes were unrecorded, shown once they are not.
  private var held: Stored?
  /// Whether the top row is the market clock (`MarketClock`), ticking each second while the
  /// watchlist shows.
  public var showsMarketClock = false
  /// Whether the list is kept where other programs may change it, so the watchlist asks its
  /// shell each second, while it shows, whether they did.
  public var checksKeptList = false
  /// Where the market stands at the last tick; nil before the first.
  public private(set) var marketClock: MarketClock?
  /// The day's quotes of its companies' markets; a book quoting nothing shows none, and the
  /// rows are those of the directory.
  public var quotes = QuoteBook()

  /// The words its rows, title and controls are in: a session's, or zh-Hant for a watchlist
  /// made alone.
  public var words = StockWords.source

  /// An empty watchlist, sorted by code, in `words`.
  public init(words: StockWords = .source) {
    self.words = words
  }

  /// The watchlist its shell keeps, sorted by code, in `words`.
  public init(_ stored: Stored, words: StockWords = .source) {
    self.words = words
    handle(.stored(stored))
  }

  /// True when the company with `code` is watched.
  public func contains(code: String) -> Bool { companies.contains { $0.code == code } }

  /// Applies `event` and returns what the shell must do.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .added(let company):
      return add(company)
    case .addRequested(let code):
      guard !contains(code: code), !pending.contains(code) else { return [] }
      guard hasRoom(for: code) else { return [] }
      notice = nil
      pending.append(code)
      return [.lookUp(code: code)]
    case .lookedUp(let code, let company):
      guard pending.contains(code) else { return [] }
      pending.removeAll { $0 == code }
      guard let company else {
        notice = .notFound(code: code)
        return []
      }
      return add(company)
    case .lookupFailed(let code, let reason):
      guard pending.contains(code) else { return [] }
      pending.removeAll { $0 == code }
      notice = .failed(code: code, reason: reason)
    case .removeRequested(let code):
      guard contains(code: code) else { return [] }
      companies.removeAll { $0.code == code }
      notice = nil
      unrecorded += 1
      return [.store(.remove(code: code))]
    case .sortRequested(let order):
      self.order = order
    case .companySelected(let code):
      return companies.first { $0.code == code }.map { [.showProfile($0)] } ?? []
    case .stored(let stored):
      take(stored)
    case .recorded(let stored):
      unrecorded = max(0, unrecorded - 1)
      take(stored)
    case .clockTicked(let time):
      marketClock = MarketClock(at: time)
    case .keptListDue:
      return [.checkKeptList]
    case .quotesRefreshRequested, .quotesLoaded, .quotesFailed:
      return handleQuotes(event)
    }
    return []
  }

  /// The market clock's timer, each second, while it shows; and the look at the kept list,
  /// each second, while a kept watchlist shows.
  public var subscriptions: [Subscription<Event>] {
    var running: [Subscription<Event>] = []
    if showsMarketClock {
      running.append(.every(.seconds(1), id: "marketClock") { .clockTicked($0) })
    }
    if checksKeptList {
      running.append(.every(.seconds(1), id: "keptList") { _ in .keptListDue })
    }
    return running
  }

  /// Shows `stored` unless it is stale, or holds it while a change of this screen's own is
  /// unanswered, which it may lack; then shows the newest list held.
  private mutating func take(_ stored: Stored) {
    var newest = stored
    if let held, held.revision > stored.revision { newest = held }
    guard newest.revision >= storedRevision else { return }
    guard unrecorded == 0 else {
      held = newest
      return
    }
    held = nil
    storedRevision = newest.revision
    companies = newest.companies
    storageProblem = newest.problem
    // A code this screen looks up that another session added meanwhile is watched now.
    let watched = Set(companies.map(\.code))
    pending.removeAll { watched.contains($0) }
  }

  /// Adds `company` unless it is watched already or there is no room, and asks the shell to
  /// keep it; an answer for a code asked for twice adds it once.
  private mutating func add(_ company: Company) -> [Command] {
    // A code being looked up holds its place until it arrives, whichever way it arrives.
    pending.removeAll { $0 == company.code }
    guard !contains(code: company.code) else {
      notice = .watched(code: company.code)
      return []
    }
    guard hasRoom(for: company.code) else { return [] }
    companies.append(company)
    notice = nil
    unrecorded += 1
    return [.store(.add(company))]
  }

  /// True when one more company fits; otherwise the notice says it did not.
  private mutating func hasRoom(for code: String) -> Bool {
    guard companies.count + pending.count < Self.maxEntries else {
      notice = .full(code: code)
      return false
    }
    return true
  }

  /// The companies in `order`.
  public var sortedCompanies: [Company] {
    switch order {
    case .code: companies.sorted { $0.code < $1.code }
    case .capital:
      companies.sorted { lhs, rhs in
        switch (lhs.capital, rhs.capital) {
        case (let left?, let right?) where left != right: left > right
        case (.some, nil): true
        case (nil, .some): false
        default: lhs.code < rhs.code
        }
      }
    case .change: sortedByChange(companies)
    }
  }
}
