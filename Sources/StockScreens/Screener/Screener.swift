import TaiwanMarket

/// 選股, the stock screener: the companies of a market, an industry and a range of capital,
/// or of the watchlist only, by code or by capital.
///
/// A pure state machine, written against the public API alone. It loads the markets its
/// choice needs by itself (`load`), each once; every change of the criteria lists the
/// companies again at once, and each company opens its profile (an output). The watchlist
/// is its shell's: the screener is told the codes watched when it opens and after each
/// change (`watchlistChanged`).
///
///     var (screener, commands) = Screener.opening()
///     // commands == [.load(.listed), .load(.otc), .load(.emerging)]
///     screener.handle(.marketLoaded(listed))
///     screener.handle(.industryChosen(Industry(code: "24")))
///     screener.handle(.capitalFromChanged("1000"))
///     // the rows show 符合 3 家 / 共 1,036 家 - 依代號排序 and the three companies
///
/// Listing again reads a few arrays a company, never the companies; the order by capital
/// is sorted once for the companies loaded, not on each change.
public struct Screener: Sendable {
  /// What the user chose.
  public private(set) var criteria = Criteria()
  /// Each market's load state.
  public private(set) var loads: [Market: MarketLoadState] = [:]
  /// The codes on the watchlist, as the shell last said.
  public private(set) var watchedCodes: [String] = []
  /// The companies listed, as positions in `companies`, in `criteria.order`.
  public private(set) var matches: [Int32] = []
  /// Bumped whenever the companies change, so rows can tell whether positions still agree.
  public private(set) var catalogVersion = 0
  /// The day's quotes of the markets listed; a book quoting nothing shows none.
  public private(set) var quotes = QuoteBook()
  private var catalog = CompanyCatalog()
  private(set) var index = ScreenerIndex()

  /// Something that happened to the screener: a user action or an answer.
  public enum Event: Hashable, Sendable {
    /// List this market's companies, or every market's.
    case marketChosen(MarketChoice)
    /// List this industry's companies; nil lists every industry.
    case industryChosen(Industry?)
    /// The text of the lower capital bound, in 億元, as typed.
    case capitalFromChanged(String)
    /// The text of the upper capital bound, in 億元, as typed.
    case capitalToChanged(String)
    /// The text of the lower bound of the day's close, in NT$, as typed.
    case closeFromChanged(String)
    /// The text of the upper bound of the day's close, in NT$, as typed.
    case closeToChanged(String)
    /// The text of the lower bound of the day's change, in percent, as typed.
    case changeFromChanged(String)
    /// The text of the upper bound of the day's change, in percent, as typed.
    case changeToChanged(String)
    /// List only the companies watched, or every company.
    case watchedOnlyChanged(Bool)
    /// Sort this way.
    case sortRequested(Order)
    /// List every company again: every criterion but the order back as it opened.
    case criteriaCleared
    /// The user picked the company with this code.
    case companySelected(code: String)
    /// Retry a market, or every failed market the choice needs.
    case retryRequested(Market?)
    /// A market's data arrived.
    case marketLoaded(MarketData)
    /// A market's load failed.
    case marketFailed(MarketDataError)
    /// The codes on the watchlist now.
    case watchlistChanged([String])
    /// A market's quotes arrived.
    case quotesLoaded(QuoteData)
    /// A market's quotes could not be loaded.
    case quotesFailed(MarketDataError)
  }

  /// Something the screener asks its shell to do.
  public enum Command: Hashable, Sendable {
    /// Load this market and answer with `marketLoaded` or `marketFailed`.
    case load(Market)
    /// Show this company's profile: an output, for whoever runs the screener.
    case showProfile(Company)
    /// Load this market's quotes and answer with `quotesLoaded` or `quotesFailed`.
    case loadQuotes(Market)
  }

  /// The words its rows, title and controls are in: a session's, or zh-Hant for a screener
  /// made alone.
  public var words = StockWords.source

  /// A screener of every market and industry, which knows `watched` are the codes watched,
  /// in `words`, showing the quotes of `quotedMarkets`.
  public init(watched: [String] = [], quotedMarkets: [Market] = [], words: StockWords = .source) {
    watchedCodes = watched
    quotes = QuoteBook(quotedMarkets: quotedMarkets)
    self.words = words
  }

  /// A screener opening with `watched` as the codes watched, and the loads of every market
  /// (and of the quotes of `quotedMarkets`), which its first criteria list, in `words`.
  public static func opening(
    watched: [String] = [], quotedMarkets: [Market] = [], words: StockWords = .source
  ) -> (Screener, [Command]) {
    var screener = Screener(watched: watched, quotedMarkets: quotedMarkets, words: words)
    let commands = screener.requestNeeded()
    return (screener, commands)
  }

  /// The companies the screener has, by code: the markets loaded, merged.
  public var companies: [Company] { index.companies }

  /// The state of `market`'s load.
  public func loadState(of market: Market) -> MarketLoadState { loads[market] ?? .idle }

  /// Applies `event` and returns what the shell must do.
  @discardableResult
  public mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .marketChosen(let market):
      criteria.market = market
      relist()
      return requestNeeded()
    case .industryChosen(let industry): criteria.industry = industry
    case .capitalFromChanged(let text): criteria.capitalFrom = text
    case .capitalToChanged(let text): criteria.capitalTo = text
    case .closeFromChanged(let text): criteria.closeFrom = text
    case .closeToChanged(let text): criteria.closeTo = text
    case .changeFromChanged(let text): criteria.changeFrom = text
    case .changeToChanged(let text): criteria.changeTo = text
    case .watchedOnlyChanged(let on): criteria.watchedOnly = on
    case .sortRequested(let order): criteria.order = order
    case .criteriaCleared:
      criteria = Criteria(order: criteria.order)
      relist()
      return requestNeeded()
    case .companySelected(let code):
      return catalog.company(withCode: code).map { [.showProfile($0)] } ?? []
    case .retryRequested(let market):
      let markets = market.map { [$0] } ?? criteria.market.markets
      return markets.filter(isRetryable).flatMap { request($0) }
        + quotes.request(markets).map(Command.loadQuotes)
    case .quotesLoaded(let data):
      quotes.receive(data)
      index.apply(quotes)
    case .quotesFailed(let error):
      quotes.fail(error)
      index.apply(quotes)
    case .marketLoaded(let data):
      receive(data)
    case .marketFailed(let error):
      guard loadState(of: error.market).isLoading else { return [] }
      loads[error.market] = .failed(error)
      return []
    case .watchlistChanged(let codes):
      guard codes != watchedCodes else { return [] }
      watchedCodes = codes
      guard criteria.watchedOnly else { return [] }
    }
    relist()
    return []
  }

  /// Loads of the markets the choice lists that were never asked for, and of their quotes.
  private mutating func requestNeeded() -> [Command] {
    let markets = criteria.market.markets
    return markets.filter { loadState(of: $0) == .idle }.flatMap { request($0) }
      + quotes.request(markets).map(Command.loadQuotes)
  }

  private mutating func request(_ market: Market) -> [Command] {
    loads[market] = .loading
    return [.load(market)]
  }

  private func isRetryable(_ market: Market) -> Bool {
    switch loadState(of: market) {
    case .failed, .idle: true
    case .loaded(_, _, let stale): stale != nil
    case .loading: false
    }
  }

  /// An answer for a market that is not loading is ignored; one without a company is the
  /// market's failure.
  private mutating func receive(_ data: MarketData) {
    guard loadState(of: data.market).isLoading else { return }
    if let error = data.noCompanyError {
      loads[data.market] = .failed(error)
      return
    }
    loads[data.market] = .loaded(
      count: data.companies.count, dataDate: data.dataDate, stale: data.staleBecause)
    catalog.replace(data.market, with: data.companies)
    index = ScreenerIndex(catalog.companies)
    index.apply(quotes)
    catalogVersion += 1
  }

  /// Lists the companies that meet the criteria again.
  private mutating func relist() {
    let range = criteria.capitalRange
    var filter = ScreenerIndex.Filter()
    filter.markets = criteria.market.markets.reduce(0) { $0 | ScreenerIndex.bit(of: $1) }
    filter.industry = criteria.industry.flatMap { Industry.ordinal(ofCode: $0.code) }
      .map { UInt8($0) }
    filter.from = range.from
    filter.to = range.to
    filter.quote = criteria.quoteRange
    if criteria.watchedOnly {
      filter.watched = watchedCodes.compactMap { code in
        catalog.position(ofCode: code).map { Int32(truncatingIfNeeded: $0) }
      }
    }
    if criteria.order == .capital { index.sortByCapital() }
    if criteria.order == .change { index.sortByChange() }
    matches = index.matches(filter, order: criteria.order)
  }
}
