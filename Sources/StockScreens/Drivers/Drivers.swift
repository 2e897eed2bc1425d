import ScreenModel
import TaiwanMarket

extension ScreenDriver where Controller == CompanyDirectory {
  /// A directory driver that loads markets from `source`. The companies it asks to show
  /// are its outputs (`onOutput`), for the session to navigate by.
  ///
  /// - Parameters:
  ///   - source: where the markets come from.
  ///   - initial: the state to start from; by default nothing loaded.
  ///   - requests: where answers wait to be released in request order; nil answers as loads
  ///     finish.
  ///   - quotes: where the quotes of the markets loaded come from, for a directory whose
  ///     `quotes` quote some market.
  public nonisolated static func directory(
    source: any MarketDataSource, initial: CompanyDirectory = CompanyDirectory(),
    requests: RequestQueue? = nil, quotes: (any QuoteSource)? = nil
  ) -> ScreenDriver<CompanyDirectory> {
    ScreenDriver(initial, requests: requests) { command in
      switch command {
      case .load(let market):
        do throws(MarketDataError) {
          return .marketLoaded(try await source.load(market))
        } catch {
          return .marketFailed(error)
        }
      case .loadQuotes(let market):
        do throws(MarketDataError) {
          return .quotesLoaded(try await QuoteLoading.load(market, from: quotes))
        } catch {
          return .quotesFailed(error)
        }
      case .showProfile, .showUnknownCode, .watch: return nil
      }
    }
  }
}

extension ScreenDriver {
  /// A feed driver that fetches pages from `source`, its rows in `words`. Send
  /// `.refreshRequested` to load the first page.
  public nonisolated static func feed<Source: PageSource>(
    source: Source, pageSize: Int = 20, title: String? = nil, requests: RequestQueue? = nil,
    words: StockWords = .source
  ) -> ScreenDriver<Feed<Source.Item>> where Controller == Feed<Source.Item> {
    feed(Feed(pageSize: pageSize, title: title, words: words), source: source, requests: requests)
  }

  /// A feed driver already refreshing, and the fetch of its first page, not yet performed:
  /// for a session, which performs it. With `interval`, the feed refreshes itself that often
  /// while it shows.
  public nonisolated static func feedOpening<Source: PageSource>(
    source: Source, pageSize: Int = 20, title: String? = nil, requests: RequestQueue? = nil,
    refreshEvery interval: Duration? = nil, words: StockWords = .source
  ) -> (ScreenDriver<Feed<Source.Item>>, [Feed<Source.Item>.Command])
  where Controller == Feed<Source.Item> {
    var list = Feed<Source.Item>(pageSize: pageSize, title: title, words: words)
    list.refreshInterval = interval
    let commands = list.handle(.refreshRequested)
    return (feed(list, source: source, requests: requests), commands)
  }

  private nonisolated static func feed<Source: PageSource>(
    _ list: Feed<Source.Item>, source: Source, requests: RequestQueue?
  ) -> ScreenDriver<Feed<Source.Item>> where Controller == Feed<Source.Item> {
    let words = list.words
    return ScreenDriver(list, requests: requests) { command in
      switch command {
      case .fetch(let request):
        do {
          let page = try await source.page(offset: request.offset, limit: request.limit)
          return .pageLoaded(request, page)
        } catch {
          return .pageFailed(request, reason: FailureReason.text(for: error, in: words))
        }
      case .show: return nil
      }
    }
  }
}

extension ScreenDriver where Controller == CompanyProfile {
  /// A profile driver for `code` that fetches its document from `source` and hands row
  /// actions to `perform`, in `words`. It starts fetching at once.
  public nonisolated static func profile(
    code: String, source: any ProfileSource, requests: RequestQueue? = nil,
    words: StockWords = .source,
    perform: @escaping @Sendable (ProfileAction) async -> Void = { _ in }
  ) async -> ScreenDriver<CompanyProfile> {
    let (driver, commands) = profileOpening(
      code: code, source: source, requests: requests, words: words, perform: perform)
    await driver.run(commands)
    return driver
  }

  /// A profile driver for `code` and the fetch its opening asks for, not yet performed:
  /// for a session, which performs it.
  /// With `quotes`, the page shows the company's day once its document says its market.
  public nonisolated static func profileOpening(
    code: String, source: any ProfileSource, requests: RequestQueue? = nil,
    words: StockWords = .source, quotes: (any QuoteSource)? = nil,
    perform: @escaping @Sendable (ProfileAction) async -> Void = { _ in }
  ) -> (ScreenDriver<CompanyProfile>, [CompanyProfile.Command]) {
    var (profile, commands) = CompanyProfile.open(code: code, words: words)
    profile.quotedMarkets = quotes?.quotedMarkets ?? []
    let driver = ScreenDriver(
      profile, requests: requests,
      perform: profileCommands(source: source, quotes: quotes, words: words, perform: perform))
    return (driver, commands)
  }

  /// A profile driver showing `company` from the market data at once, as the directory
  /// opens it, in `words`; a retry (there is nothing to retry) would look the code up in
  /// `source`.
  public nonisolated static func profile(
    of company: Company, source: any ProfileSource, requests: RequestQueue? = nil,
    words: StockWords = .source,
    perform: @escaping @Sendable (ProfileAction) async -> Void = { _ in }
  ) -> ScreenDriver<CompanyProfile> {
    profileOpening(of: company, source: source, requests: requests, words: words, perform: perform)
      .0
  }

  /// A profile driver showing `company` at once, as `profile(of:source:)` does, and, with
  /// `quotes`, the fetch of its day's quote its opening asks for, not yet performed.
  public nonisolated static func profileOpening(
    of company: Company, source: any ProfileSource, requests: RequestQueue? = nil,
    words: StockWords = .source, quotes: (any QuoteSource)? = nil,
    perform: @escaping @Sendable (ProfileAction) async -> Void = { _ in }
  ) -> (ScreenDriver<CompanyProfile>, [CompanyProfile.Command]) {
    var profile = CompanyProfile(
      code: company.code, document: ProfileDocument(company: company, words: words.words),
      words: words)
    profile.quotedMarkets = quotes?.quotedMarkets ?? []
    let commands = profile.requestQuote(in: company.market)
    let driver = ScreenDriver(
      profile, requests: requests,
      perform: profileCommands(source: source, quotes: quotes, words: words, perform: perform))
    return (driver, commands)
  }

  private nonisolated static func profileCommands(
    source: any ProfileSource, quotes: (any QuoteSource)? = nil, words: StockWords,
    perform: @escaping @Sendable (ProfileAction) async -> Void
  ) -> Perform {
    { command in
      switch command {
      case .fetchProfile(let code):
        do {
          guard let found = try await source.profile(code: code) else { return .companyNotFound }
          return .documentLoaded(found.document, problems: found.problems)
        } catch {
          return .loadFailed(reason: FailureReason.text(for: error, in: words))
        }
      case .perform(let action):
        await perform(action)
        return nil
      case .fetchQuote(let code, let market):
        do throws(MarketDataError) {
          let day = try await QuoteLoading.load(market, from: quotes)
          return .quoteLoaded(day.quote(code: code).map(QuoteLookup.quoted) ?? .noQuote)
        } catch {
          return .quoteFailed(reason: words.reason(error))
        }
      case .watch: return nil
      }
    }
  }
}

/// The one way a screen's shell loads a market's quotes.
enum QuoteLoading {
  /// The quotes of `market` from `source`; a screen asks only for the markets its source
  /// quotes, so no source is that market's `.notFound`.
  static func load(
    _ market: Market, from source: (any QuoteSource)?
  ) async throws(MarketDataError) -> QuoteData {
    guard let source else {
      throw MarketDataError(market: market, origin: .embedded, kind: .notFound)
    }
    return try await source.loadQuotes(market)
  }
}

/// The one mapping from a failure to the reason a row shows.
enum FailureReason {
  /// A market error's reason or a failed connection's in `words`, a page error's own
  /// reason; anything else as it describes itself.
  static func text(for error: any Error, in words: StockWords) -> String {
    switch error {
    case let error as PageSourceError: error.reason
    case let error as MarketDataError: error.reason(in: words.words)
    case let failure as ConnectionFailure: failure.reason(in: words.words)
    default: "\(error)"
    }
  }
}

extension CompanyDirectory: ScreenController {
  /// The search field, showing the filter text, and a button a market that loads it.
  public var controls: [ControlState] {
    [StockEvents.search(in: words).showing(filter)]
      + StockEvents.loadButtons(in: words).map { $0.showing(isEnabled: true) }
  }

  /// A company to watch that is watched already, or that no market loaded holds: `watch
  /// 2330` refused with `2330 已在自選股`, where taking it would change nothing.
  public func refusal(of event: DirectoryEvent) -> String? {
    guard case .watchRequested(let code) = event else { return nil }
    if watchedCodes.contains(code) { return words["directory.watched", code] }
    guard catalog.company(withCode: code) == nil else { return nil }
    return words["directory.unknownCode", code]
  }

  /// `showProfile`, `showUnknownCode` and `watch` are outputs; loads are performed.
  public static func output(of command: DirectoryCommand) -> DirectoryOutput? {
    switch command {
    case .load, .loadQuotes: nil
    case .showProfile(let company): .company(company)
    case .showUnknownCode(let code): .unknownCode(code)
    case .watch(let company): .watch(company)
    }
  }
}

extension CompanyProfile: ScreenController {
  /// Its button that watches the company shown, usable once the page found it; before, and
  /// for a code no company has, disabled with the page's own words for why.
  public var controls: [ControlState] {
    let why: String? =
      switch phase {
      case .loaded: nil
      case .loading: words["profile.loading", code]
      case .failed(let reason): reason
      case .notFound: words["profile.notFound", code]
      }
    return [Self.watchButton(in: words).showing(isEnabled: why == nil, message: why)]
  }

  /// `加入自選股` (`a`): the company shown goes on the watchlist.
  static func watchButton(in words: StockWords) -> ControlDeclaration<Event> {
    .button("watch", label: words["company.watch"], sends: .watchRequested, key: "a")
  }

  /// `watch` is an output, the code of the company to watch; the rest is performed.
  public static func output(of command: Command) -> String? {
    guard case .watch(let code) = command else { return nil }
    return code
  }
}

extension Feed: ScreenController {
  /// Its refresh button.
  public var controls: [ControlState] {
    [Self.refreshButton(in: words).showing(isEnabled: true)]
  }

  /// `重新整理` (`r`): the first page again.
  static func refreshButton(in words: StockWords) -> ControlDeclaration<Event> {
    .button("refresh", label: words["feed.refresh"], sends: .refreshRequested, key: "r")
  }

  /// `show` is an output: the item to see on a screen of its own.
  public static func output(of command: Command) -> Item? {
    guard case .show(let item) = command else { return nil }
    return item
  }
}
