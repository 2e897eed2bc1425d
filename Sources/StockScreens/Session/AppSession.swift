import ScreenModel
import TaiwanMarket

/// The stock app's registration: its six screens declared for a `ScreenSession`, on one
/// market-data source, and where each screen's outputs lead.
///
///     let session = AppSession.start(source: EmbeddedSampleSource())
///     let update = try await session.send(.load(.listed))
///     print(update.text)
///     // Prints {"protocol":2,"seq":1,"screen":"directory","title":"公司列表","count":2,…}
///
/// The directory opens first; `select` on it (or on a company of the feed or the watchlist)
/// opens that company's profile on top, as the directory's output; `open feed` and `open
/// watchlist` show those in its place. A directory row's `加入自選股` and the profile's button
/// of that name are outputs too, which this registration delivers to the watchlist
/// (`Navigation.send(_:to:)`), opening it in the background the first time. The watchlist's
/// list lives in a `WatchlistStore`: every session made with the same store shows the same
/// list, and a store with a keeper keeps it beyond the program's run.
public enum AppSession {
  /// The feed's title.
  public static let feedTitle = StockWords.source["feed.title"]

  /// The six screens over `source`: directory, feed, profile, watchlist, screener, settings.
  ///
  /// - Parameters:
  ///   - source: where the directory, the feed and the profiles read the markets.
  ///   - pages: makes the feed's page source each time a feed opens; by default, every
  ///     company of the three markets of `source`, by code.
  ///   - quotes: where the day's closing quotes come from; by default none show.
  ///   - watchlist: the list every session of these screens shows; by default one of
  ///     their own, in memory.
  ///   - settings: the settings the screens draw by and 設定 changes; by default their
  ///     defaults, in memory. A session on them writes the user's colour of a rise when
  ///     given `settings.appearance` (`start` gives it).
  ///   - live: what ticks on the screens; by default nothing, so that every row is a
  ///     function of the data alone.
  public static func screens(
    source: any MarketDataSource, pages: (@Sendable () -> any PageSource<Company>)? = nil,
    quotes: (any QuoteSource)? = nil, watchlist: WatchlistStore = WatchlistStore(),
    settings: SettingsStore = SettingsStore(), live: Live = Live()
  ) -> [AnyScreenDeclaration] {
    let makePages = pages ?? { CompanyPageSource(source: source) }
    // Declared in the words of each session that shows them, from the app's catalog.
    let catalogs = StockWords.catalogs
    return [
      AnyScreenDeclaration(catalogs: catalogs) {
        directory(
          source: source, quotes: quotes, watchlist: watchlist, words: StockWords($0),
          opening: { settings.stored.settings.openingMarket.market })
      },
      quotes.map { quotes in
        AnyScreenDeclaration(catalogs: catalogs) {
          feed(
            pages: { QuotedPageSource(companies: makePages(), quotes: quotes) },
            refreshEvery: live.feedRefresh, words: StockWords($0))
        }
      }
        ?? AnyScreenDeclaration(catalogs: catalogs) {
          feed(pages: makePages, refreshEvery: live.feedRefresh, words: StockWords($0))
        },
      AnyScreenDeclaration(catalogs: catalogs) {
        let words = StockWords($0)
        return profile(
          source: MarketProfileSource(source: source, words: words), quotes: quotes, words: words)
      },
      AnyScreenDeclaration(catalogs: catalogs) {
        self.watchlist(
          source: source, quotes: quotes, store: watchlist, marketClock: live.marketClock,
          words: StockWords($0))
      },
      AnyScreenDeclaration(catalogs: catalogs) {
        screener(source: source, quotes: quotes, watchlist: watchlist, words: StockWords($0))
      },
      AnyScreenDeclaration(catalogs: catalogs) {
        self.settings(store: settings, words: StockWords($0))
      },
    ]
  }

  /// A session on the directory of `source`.
  ///
  /// - Parameters:
  ///   - source: where the screens read the markets.
  ///   - pages: makes the feed's page source (see `screens(source:pages:)`).
  ///   - quotes: where the day's closing quotes come from; by default none show.
  ///   - watchlist: the list its watchlist shows and changes; by default one of its own, in
  ///     memory. Sessions started with one store show the same list.
  ///   - settings: the settings its screens draw by and its 設定 changes; by default their
  ///     defaults, in memory. Sessions started with one store share them.
  ///   - requests: hold every answer here until released, for deterministic scenarios and
  ///     tests; nil answers as requests finish.
  ///   - version: the form of its updates; 2, the window's rows only, by default.
  ///   - live: what ticks on the screens (see `screens(source:pages:watchlist:live:)`).
  ///   - clock: where the screens' timers run; by default the system's wall clock.
  ///   - words: the locale the session speaks; the screens are declared in it.
  @MainActor
  public static func start(
    source: any MarketDataSource, pages: (@Sendable () -> any PageSource<Company>)? = nil,
    quotes: (any QuoteSource)? = nil, watchlist: WatchlistStore = WatchlistStore(),
    settings: SettingsStore = SettingsStore(), requests: RequestQueue? = nil,
    protocol version: SessionProtocol = .v2, live: Live = Live(),
    clock: SessionClock = SessionClock(), words: Words = .source
  ) -> ScreenSession {
    ScreenSession(
      screens: screens(
        source: source, pages: pages, quotes: quotes, watchlist: watchlist, settings: settings,
        live: live),
      requests: requests, protocol: version, clock: clock, words: words,
      appearance: settings.appearance)
  }

  /// The directory: markets of `source` loaded on demand, searched as you type; `select`
  /// opens a profile.
  ///
  /// - Parameters:
  ///   - source: where the markets come from.
  ///   - quotes: where the day's quotes of the markets loaded come from; nil shows none.
  ///   - initial: the state it opens in; by default nothing loaded.
  ///   - watchlist: the list whose companies its rows mark watched, offering no
  ///     `加入自選股` for them; nil marks none.
  ///   - words: the words its label, controls and rows are in.
  ///   - opening: the market it loads as it opens, asked each time it opens; none by default.
  public static func directory(
    source: any MarketDataSource, quotes: (any QuoteSource)? = nil,
    initial: CompanyDirectory = CompanyDirectory(), watchlist: WatchlistStore? = nil,
    words: StockWords = .source, opening: (@MainActor @Sendable () -> Market?)? = nil
  ) -> ScreenDeclaration<CompanyDirectory, NoInput> {
    var initial = initial
    initial.words = words
    initial.quotes = QuoteBook(quotedMarkets: quotes?.quotedMarkets ?? [])
    return ScreenDeclaration(
      directoryName, label: words["directory.tab"],
      summary: "the listed, OTC and emerging companies, searched as you type",
      events: StockEvents.directory, controlsOf: initial, input: { _ in NoInput() },
      open: { [initial] _, requests in
        var opened = initial
        let loads = opening?().map { opened.handle(.loadRequested($0)) } ?? []
        guard let watchlist else {
          return (
            .directory(source: source, initial: opened, requests: requests, quotes: quotes), loads
          )
        }
        return (
          watchlist.directoryOpening(
            source: source, initial: opened, requests: requests, quotes: quotes), loads
        )
      },
      navigation: { output in
        switch output {
        case .company(let company): .open(profileName, with: ProfileOpening.company(company))
        case .unknownCode(let code): .open(profileName, with: ProfileOpening.unknownCode(code))
        case .watch(let company): .send(Watchlist.Event.added(company), to: watchlistName)
        }
      })
  }

  /// The feed of the companies `pages` makes (with their quotes, for `QuotedCompany`),
  /// opened with its page size; refreshing itself every `refreshEvery` while it shows, when
  /// given; in `words`.
  public static func feed<Item: CompanyItem>(
    pages: @escaping @Sendable () -> any PageSource<Item>, refreshEvery: Duration? = nil,
    words: StockWords = .source
  ) -> ScreenDeclaration<Feed<Item>, Int> {
    let title = words["feed.title"]
    return ScreenDeclaration(
      feedName, label: words["feed.tab"], summary: "every company, by code, a page at a time",
      openParameters: [StockEvents.pageSize], events: StockEvents.feedForms(of: Item.self),
      controls: [.endOfRows(sends: .loadMoreRequested)],
      controlsOf: Feed<Item>(title: title, words: words),
      input: { $0.int("pageSize") ?? SessionEvent.defaultPageSize },
      open: { pageSize, requests in
        ScreenDriver.feedOpening(
          source: pages(), pageSize: pageSize, title: title, requests: requests,
          refreshEvery: refreshEvery, words: words)
      },
      navigation: { item in .open(profileName, with: ProfileOpening.company(item.company)) })
  }

  /// A company's profile from `source`, on top of the screen that opened it, in `words`; a
  /// company the opening screen gives is labelled in them too. With `quotes`, it shows the
  /// company's day.
  public static func profile(
    source: any ProfileSource, quotes: (any QuoteSource)? = nil, words: StockWords = .source
  ) -> ScreenDeclaration<CompanyProfile, ProfileOpening> {
    ScreenDeclaration(
      profileName, label: words["profile.tab"], summary: "one company's profile",
      placement: .stacked, openParameters: [StockEvents.code.declared], events: StockEvents.profile,
      controlsOf: CompanyProfile.open(code: "", words: words).0,
      input: { $0.string("code").map(ProfileOpening.code) },
      open: { opening, requests in
        switch opening {
        case .company(let company):
          return ScreenDriver.profileOpening(
            of: company, source: source, requests: requests, words: words, quotes: quotes)
        case .code(let code):
          return ScreenDriver.profileOpening(
            code: code, source: source, requests: requests, words: words, quotes: quotes)
        case .unknownCode(let code):
          return ScreenDriver.profileOpening(
            code: code, source: NoCompany(), requests: requests, words: words)
        }
      },
      navigation: { code in .send(Watchlist.Event.addRequested(code: code), to: watchlistName) })
  }

  /// The name the directory is registered as: the first screen, shown at once.
  public static let directoryName = "directory"
  /// The name the feed is registered as.
  public static let feedName = "feed"
  /// The name the profile is registered as, which the other screens' outputs open.
  public static let profileName = "profile"
  /// The name the watchlist is registered as, where the directory and the profile send the
  /// companies to watch.
  public static let watchlistName = "watchlist"
  /// The name the screener is registered as.
  public static let screenerName = "screener"

  /// 選股: the companies of a market, an industry and a range of capital, or of the
  /// watchlist only, by code or by capital; each opens its profile. It loads the markets its
  /// choice needs from `source`, the directory's, and follows the list `watchlist` holds.
  ///
  /// - Parameters:
  ///   - source: where the markets come from.
  ///   - quotes: where the day's quotes come from: with them, its rows show each company's
  ///     day and its form bounds the close and the change; nil shows none.
  ///   - watchlist: the list 只看自選股 lists; by default one of its own, in memory.
  ///   - words: the words its label, controls and rows are in.
  public static func screener(
    source: any MarketDataSource, quotes: (any QuoteSource)? = nil,
    watchlist: WatchlistStore = WatchlistStore(), words: StockWords = .source
  ) -> ScreenDeclaration<Screener, NoInput> {
    let quoted = !(quotes?.quotedMarkets.isEmpty ?? true)
    var declaration = ScreenDeclaration(
      screenerName, label: words["screener.title"],
      summary: "companies by market, industry, capital and the day's quote, or the watchlist's",
      events: Screener.events,
      controlsOf: Screener(quotedMarkets: quotes?.quotedMarkets ?? [], words: words),
      input: { _ in NoInput() },
      open: { _, requests in
        watchlist.screenerOpening(
          source: source, quotes: quotes, requests: requests, words: words)
      },
      navigation: { company in .open(profileName, with: ProfileOpening.company(company)) })
    if quoted {
      declaration.columns = QuoteCells.columns(
        in: words,
        between: [
          .init(words["screener.column.market"]),
          .init(words["screener.column.capital"], kind: .money),
        ])
    }
    return declaration
  }

  /// 自選股: the companies watched, sorted by code, by capital or by the day's change, with
  /// their quotes where `quotes` is given; a code added alone is looked up in `source`, and
  /// each company opens its profile. It opens on the list `store` holds and follows it; the
  /// declaration says it is kept when the store has a keeper.
  ///
  /// - Parameters:
  ///   - source: where a code is looked up.
  ///   - quotes: where the day's quotes come from; nil shows none.
  ///   - store: the list it shows and changes; by default one of its own, in memory.
  ///   - marketClock: whether its top row is the market clock, from the moment it shows,
  ///     ticking each second while it shows.
  ///   - words: the words its label, controls and rows are in.
  public static func watchlist(
    source: any MarketDataSource, quotes: (any QuoteSource)? = nil,
    store: WatchlistStore = WatchlistStore(), marketClock: Bool = false,
    words: StockWords = .source
  ) -> ScreenDeclaration<Watchlist, NoInput> {
    let quoted = !(quotes?.quotedMarkets.isEmpty ?? true)
    // Its controls as it opens: with quotes, the order by change and 更新行情 too.
    var shown = Watchlist(words: words)
    shown.quotes = QuoteBook(quotedMarkets: quotes?.quotedMarkets ?? [])
    var declaration = ScreenDeclaration(
      watchlistName, label: words["watchlist.title"],
      summary: "the companies watched, with the day's quotes, by code, by capital or by change",
      kept: store.keepsOnDisk, events: Watchlist.events, controlsOf: shown,
      input: { _ in NoInput() },
      open: { _, requests in
        store.driver(
          source: source, quotes: quotes, requests: requests, marketClock: marketClock,
          words: words)
      },
      navigation: { company in .open(profileName, with: ProfileOpening.company(company)) })
    if quoted { declaration.columns = QuoteCells.columns(in: words) }
    return declaration
  }
}

/// What a profile opens with.
public enum ProfileOpening: Hashable, Sendable {
  /// A company the directory or the feed shows: the profile shows it at once.
  case company(Company)
  /// A code a front end names: the profile looks it up.
  case code(String)
  /// A code the directory does not hold: the profile says so.
  case unknownCode(String)
}

/// A profile source that knows no company: the profile of a code the directory lacks.
private struct NoCompany: ProfileSource {
  func profile(code: String) async throws -> (
    document: ProfileDocument, problems: [ProfileProblem]
  )? { nil }
}
