import TaiwanMarket

/// The company directory: markets loaded on demand, merged by code, searched as you type.
///
/// A pure state machine. `handle(_:)` takes an event and returns the commands for the shell
/// to perform (load a market) and its outputs (show a profile); `rows` is a function of the
/// state alone.
///
///     var directory = CompanyDirectory()
///     let commands = directory.handle(.loadRequested(.listed))
///     // commands == [.load(.listed)]; the rows now show 正在取得 上市 資料…
///     directory.handle(.marketLoaded(listedData))
///     // the rows show 已取得 上市 資料 - 數量 1,036 筆 and a row per company
public struct CompanyDirectory: Equatable, Sendable {
  /// Each market's load state.
  public private(set) var loads: [Market: MarketLoadState] = [:]
  /// Markets in the order their data arrived.
  public private(set) var arrivalOrder: [Market] = []
  /// Markets in the order they were requested, for the loading rows.
  public private(set) var requestOrder: [Market] = []
  /// What each market's latest data skipped or repaired; absent for a market whose data
  /// was clean, so a clean reload clears it.
  public private(set) var decodingSummaries: [Market: DecodingSummary] = [:]
  /// Every company received, merged by code.
  public private(set) var catalog = CompanyCatalog()
  /// The search text as typed.
  public private(set) var filter = ""
  /// The matches for `filter`, nil when the filter is empty.
  public private(set) var results: SearchResults?
  /// Bumped whenever the catalog changes, so rows can tell whether positions still agree.
  public private(set) var catalogVersion = 0

  /// The search index over the catalog, built when a filter first needs it.
  private(set) var index: SearchIndex?
  /// Results of recent queries, so typing and deleting reuse them.
  private(set) var recentResults: [SearchResults] = []
  static let recentLimit = 8

  /// The words its rows and title are in: a session's, or zh-Hant for a directory made alone.
  public var words = StockWords.source
  /// The day's quotes of the markets loaded, loaded with them; a book quoting nothing (the
  /// default) shows none.
  public var quotes = QuoteBook()
  /// The codes on the watchlist, as the shell last said (`watchlistChanged`): their rows say
  /// they are watched and offer no `加入自選股`.
  public var watchedCodes: Set<String> = []

  /// An empty directory: nothing requested, nothing loaded, in `words`.
  public init(words: StockWords = .source) {
    self.words = words
  }

  /// The state of `market`'s load.
  public func loadState(of market: Market) -> MarketLoadState {
    loads[market] ?? .idle
  }

  /// Applies `event` and returns what the shell must do.
  @discardableResult
  public mutating func handle(_ event: DirectoryEvent) -> [DirectoryCommand] {
    switch event {
    case .loadRequested(let market):
      return request(market, retrying: false)
    case .retryRequested(let market):
      let markets = market.map { [$0] } ?? Market.allCases.filter { isRetryable($0) }
      let failedQuotes = market.map { [$0] } ?? quotes.failures.map(\.market)
      let loads = markets.flatMap { request($0, retrying: true) }
      // A market whose companies came and whose quotes failed asks for its quotes alone.
      let quoted = failedQuotes.filter { loadState(of: $0).isLoaded }
      return loads + quotes.request(quoted).map(DirectoryCommand.loadQuotes)
    case .quotesLoaded(let data):
      quotes.receive(data)
      return []
    case .quotesFailed(let error):
      quotes.fail(error)
      return []
    case .marketLoaded(let data):
      let answered = loadState(of: data.market).isLoading
      receive(data)
      // The quotes are asked for once the companies are here, so that every front end sees
      // the same two updates in the same order: the companies, then their day.
      guard answered, loadState(of: data.market).isLoaded else { return [] }
      return quotes.request([data.market], again: true).map(DirectoryCommand.loadQuotes)
    case .marketFailed(let error):
      guard loadState(of: error.market).isLoading else { return [] }
      loads[error.market] = .failed(error)
      return []
    case .filterChanged(let text):
      applyFilter(text)
      return []
    case .companySelected(let code):
      return [catalog.company(withCode: code).map { .showProfile($0) } ?? .showUnknownCode(code)]
    case .watchRequested(let code):
      // Only a company the directory holds and does not know watched: its row is what
      // offers the action.
      guard !watchedCodes.contains(code) else { return [] }
      return catalog.company(withCode: code).map { [.watch($0)] } ?? []
    case .watchlistChanged(let codes):
      watchedCodes = Set(codes)
      return []
    }
  }

  /// A market is requested unless it is loading or loaded; a retry also re-requests a market
  /// whose data is stale.
  private mutating func request(_ market: Market, retrying: Bool) -> [DirectoryCommand] {
    switch loadState(of: market) {
    case .loading: return []
    case .loaded(_, _, let stale) where stale == nil || !retrying: return []
    default: break
    }
    loads[market] = .loading
    requestOrder.removeAll { $0 == market }
    requestOrder.append(market)
    return [.load(market)]
  }

  private func isRetryable(_ market: Market) -> Bool {
    switch loadState(of: market) {
    case .failed: return true
    case .loaded(_, _, let stale): return stale != nil
    default: return false
    }
  }

  /// An answer for a market that is not loading (never requested, or already answered) is
  /// ignored, so a duplicate answer cannot add rows twice. An answer without a company is
  /// the market's failure, whatever source gave it: never a market of 0 companies.
  private mutating func receive(_ data: MarketData) {
    guard loadState(of: data.market).isLoading else { return }
    if let error = data.noCompanyError {
      loads[data.market] = .failed(error)
      return
    }
    let summary = data.decodingSummary
    decodingSummaries[data.market] = summary.isEmpty ? nil : summary
    loads[data.market] = .loaded(
      count: data.companies.count, dataDate: data.dataDate, stale: data.staleBecause)
    arrivalOrder.removeAll { $0 == data.market }
    arrivalOrder.append(data.market)
    // A refresh's answer takes the place of the market's earlier one, whatever that held.
    catalog.replace(data.market, with: data.companies)
    catalogVersion += 1
    index = nil
    recentResults = []
    if results != nil { search() }
  }

  private mutating func applyFilter(_ text: String) {
    filter = text
    guard !SearchFolding.trimmed(text).isEmpty else {
      results = nil
      return
    }
    search()
  }

  private mutating func search() {
    if index == nil { index = SearchIndex(catalog.companies) }
    guard let index else { return }
    let found = index.search(filter, reusing: recentResults)
    results = found
    recentResults.removeAll { $0.foldedQuery == found.foldedQuery }
    recentResults.append(found)
    if recentResults.count > Self.recentLimit { recentResults.removeFirst() }
  }
}

extension CompanyDirectory {
  /// Two directories are equal when they show the same state; the search index and the
  /// recent results are caches derived from it.
  public static func == (lhs: CompanyDirectory, rhs: CompanyDirectory) -> Bool {
    lhs.loads == rhs.loads && lhs.arrivalOrder == rhs.arrivalOrder
      && lhs.requestOrder == rhs.requestOrder && lhs.decodingSummaries == rhs.decodingSummaries
      && lhs.catalog == rhs.catalog
      && lhs.filter == rhs.filter && lhs.results == rhs.results && lhs.quotes == rhs.quotes
  }
}

/// Something that happened to the company directory: a user action or an answer.
public enum DirectoryEvent: Hashable, Sendable {
  /// The user asked for a market (a button; `load MARKET` in a scenario).
  case loadRequested(Market)
  /// The user asked to retry a failed market; `nil` retries every failed market.
  case retryRequested(Market?)
  /// A market's data arrived.
  case marketLoaded(MarketData)
  /// A market's load failed.
  case marketFailed(MarketDataError)
  /// The search text changed; an empty text shows every company.
  case filterChanged(String)
  /// The user picked the company with this code.
  case companySelected(code: String)
  /// The user asked to watch the company with this code (a company row's `加入自選股`).
  case watchRequested(code: String)
  /// The codes on the watchlist changed (or are told as the directory opens).
  case watchlistChanged([String])
  /// A market's quotes arrived.
  case quotesLoaded(QuoteData)
  /// A market's quotes could not be loaded.
  case quotesFailed(MarketDataError)
}

/// Something the directory asks its shell to do.
public enum DirectoryCommand: Hashable, Sendable {
  /// Load this market from the data source and answer with `marketLoaded` or `marketFailed`.
  case load(Market)
  /// Show this company's profile: an output, for whoever runs the directory.
  case showProfile(Company)
  /// Show the profile of a code the directory does not hold, which says so: an output too.
  case showUnknownCode(String)
  /// Watch this company: an output, which the registration delivers to the watchlist.
  case watch(Company)
  /// Load this market's quotes and answer with `quotesLoaded` or `quotesFailed`.
  case loadQuotes(Market)
}

/// What the directory asks of whoever runs it: a company to show.
public enum DirectoryOutput: Hashable, Sendable {
  /// A company the directory holds.
  case company(Company)
  /// A code it does not hold.
  case unknownCode(String)
  /// A company to watch.
  case watch(Company)
}

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
