import ScreenModel
import TaiwanMarket

extension Watchlist: ScreenController {
  /// The company whose profile to show.
  public typealias Output = Company

  /// Its sort buttons, each usable whatever the order, and where quotes show 更新行情.
  public var controls: [ControlState] {
    Self.controls(in: words, quotes: quotes.isEnabled).map { $0.showing(isEnabled: true) }
  }

  /// `add 2330` for a company watched already, refused with `2330 已在自選股`, where taking
  /// it would change nothing.
  public func refusal(of event: Event) -> String? {
    guard case .addRequested(let code) = event, contains(code: code) else { return nil }
    return words["directory.watched", code]
  }

  /// `showProfile` is an output; look-ups are performed.
  public static func output(of command: Command) -> Company? {
    guard case .showProfile(let company) = command else { return nil }
    return company
  }
}

extension Watchlist {
  /// The parameter of the events that name a company.
  static let code = Parameter<String>.word("code", summary: "a company code")

  /// The events a front end may send: the session's JSON, the scenario grammar, help and
  /// each row's actions are made from these.
  ///
  ///     {"event":"add","code":"2330"}      {"event":"remove","code":"2330"}
  ///     {"event":"sort","order":"capital"} {"event":"select","code":"2330"}
  ///     {"event":"refresh"}
  public static let events: [EventForm<Event>] = [
    EventForm("add", Event.addRequested, code, summary: "watch a company, looked up by its code"),
    EventForm("remove", Event.removeRequested, code, summary: "stop watching a company"),
    EventForm(
      "sort", Event.sortRequested,
      StockEvents.order,
      summary: "sort by code, by capital or by the day's change"),
    EventForm("refresh", Event.quotesRefreshRequested, summary: "load the day's quotes again"),
    EventForm(
      "select", Event.companySelected, code, summary: "open a company's profile",
      opens: AppSession.profileName),
  ]

  /// The sort buttons in `words`: `依代號`, `依資本額`, `依漲跌`; `By code`, `By capital`;
  /// and, where quotes show, `更新行情` (key `r`), which loads them again. Without quotes the
  /// rows have no change to sort by, and there is nothing to refresh.
  public static func controls(in words: StockWords, quotes: Bool = false) -> [ControlDeclaration<
    Event
  >] {
    let orders = Order.allCases.filter { quotes || $0 != .change }
    let sorts: [ControlDeclaration<Event>] = orders.map { order in
      .button(order.rawValue, label: order.buttonLabel(in: words), sends: .sortRequested(order))
    }
    guard quotes else { return sorts }
    return sorts + [
      .button(
        "refresh", label: words["watchlist.refresh"], sends: .quotesRefreshRequested, key: "r")
    ]
  }
}

extension ScreenDriver where Controller == Watchlist {
  /// A watchlist driver that looks codes up in `source` and hands each change of the list to
  /// `store`, whose answer is the list as it keeps it. The profiles it asks to show are its
  /// outputs (`onOutput`).
  ///
  /// - Parameters:
  ///   - source: where a code added alone is looked up.
  ///   - initial: the state to start from; by default empty.
  ///   - requests: where answers wait to be released in request order; nil answers as
  ///     look-ups finish.
  ///   - store: keeps a change and returns the list kept; by default the list is the
  ///     screen's own, in memory, and a change is answered with nothing.
  ///   - refresh: reads the kept list again when it changed, and hands it to the watchlists
  ///     that follow it (`WatchlistStore.refresh()`); by default nothing is read.
  ///   - quotes: where the day's quotes are loaded; by default none are.
  public nonisolated static func watchlist(
    source: any MarketDataSource, initial: Watchlist = Watchlist(), requests: RequestQueue? = nil,
    store: (@Sendable (Watchlist.Change) async -> Watchlist.Stored)? = nil,
    refresh: (@Sendable () async -> Void)? = nil, quotes: (any QuoteSource)? = nil
  ) -> ScreenDriver<Watchlist> {
    let words = initial.words
    return ScreenDriver(initial, requests: requests) { command in
      switch command {
      case .lookUp(let code):
        do throws(MarketDataError) {
          return .lookedUp(code: code, company: try await source.company(code: code))
        } catch {
          return .lookupFailed(code: code, reason: words.reason(error))
        }
      case .store(let change):
        guard let store else { return nil }
        return .recorded(await store(change))
      case .checkKeptList:
        // The list read again reaches this screen as every follower's does, `stored`.
        await refresh?()
        return nil
      case .loadQuotes(let market):
        do throws(MarketDataError) {
          return .quotesLoaded(try await QuoteLoading.load(market, from: quotes))
        } catch {
          return .quotesFailed(error)
        }
      case .showProfile: return nil
      }
    }
  }
}
