import ScreenModel
import TaiwanMarket

extension Screener: ScreenController {
  /// The company whose profile to show.
  public typealias Output = Company

  /// `showProfile` is an output; loads are performed.
  public static func output(of command: Command) -> Company? {
    guard case .showProfile(let company) = command else { return nil }
    return company
  }
}

extension Screener {
  /// `all`, `listed`, `otc`, `emerging`, or 全部, 上市, 上櫃, 興櫃 in a scenario.
  static let marketChoice = Parameter<MarketChoice>.choice(
    "market", aliases: { [$0.displayName] }, summary: "all, listed, otc or emerging",
    placeholder: "MARKET_OR_ALL")

  /// `all` or an industry's code (`24`); a scenario may write its name (半導體業) or 全部.
  static let industry = Parameter<Industry?>(
    EventParameter(
      "industry",
      .choice(
        [EventParameter.Choice("all", aliases: ["全部"])]
          + Industry.all.map { EventParameter.Choice($0.code, aliases: [$0.name]) },
        noun: "industry"),
      summary: "all, or an industry's code"),
    read: { argument in
      guard case .string(let token)? = argument else { return nil }
      return token == "all" ? .some(nil) : Industry(code: token).map { .some($0) }
    },
    write: { .string($0?.code ?? "all") })

  /// `on` or `off` (開, 關).
  static let switchState = Parameter<Bool>(
    EventParameter(
      "state",
      .choice(
        [
          EventParameter.Choice("on", aliases: ["開"]), EventParameter.Choice("off", aliases: ["關"]),
        ],
        noun: "state"),
      summary: "on or off"),
    read: { if case .string(let token)? = $0 { token == "on" } else { nil } },
    write: { .string($0 ? "on" : "off") })

  static let capitalFrom = EventForm(
    "from", Event.capitalFromChanged,
    .text("value", optional: true, summary: "億元; empty for no bound", placeholder: "AMOUNT"),
    summary: "the least capital, in 億元; empty for no bound")
  static let capitalTo = EventForm(
    "to", Event.capitalToChanged,
    .text("value", optional: true, summary: "億元; empty for no bound", placeholder: "AMOUNT"),
    summary: "the most capital, in 億元; empty for no bound")

  /// The events a front end may send: the session's JSON, the scenario grammar, help and
  /// each row's action are made from these.
  ///
  ///     {"event":"market","market":"listed"}  {"event":"industry","industry":"24"}
  ///     {"event":"from","value":"100"}         {"event":"to","value":"500.5"}
  ///     {"event":"watched","state":"on"}       {"event":"sort","order":"capital"}
  ///     {"event":"select","code":"2330"}       {"event":"retry","market":"otc"}
  public static let events: [EventForm<Event>] = [
    EventForm("market", Event.marketChosen, marketChoice, summary: "list a market, or all"),
    EventForm("industry", Event.industryChosen, industry, summary: "list an industry, or all"),
    capitalFrom,
    capitalTo,
    EventForm(
      "watched", Event.watchedOnlyChanged, switchState,
      summary: "list only the companies watched, or every company"),
    EventForm(
      "sort", Event.sortRequested,
      StockEvents.order,
      summary: "sort by code or by capital"),
    EventForm(
      "select", Event.companySelected, StockEvents.code, summary: "open a company's profile",
      opens: AppSession.profileName),
    EventForm(
      "retry", Event.retryRequested,
      StockEvents.market.optional,
      summary: "retry a market, or every failed one"),
  ]

  /// The market buttons, 只看自選股 on and off, and the sort buttons; the industry and the
  /// capital bounds are events a front end sends.
  public static let controls: [Control<Event>] =
    MarketChoice.allCases.map { .button($0.displayName, sends: .marketChosen($0)) } + [
      .button("只看自選股", sends: .watchedOnlyChanged(true)),
      .button("全部公司", sends: .watchedOnlyChanged(false)),
      .button("依代號", sends: .sortRequested(.code)),
      .button("依資本額", sends: .sortRequested(.capital)),
    ]
}

extension ScreenDriver where Controller == Screener {
  /// A screener driver that loads markets from `source`, and the loads its opening asks
  /// for, not yet performed. The profiles it asks to show are its outputs (`onOutput`).
  ///
  /// - Parameters:
  ///   - source: where the markets come from: the directory's.
  ///   - watched: the codes on the watchlist as it opens.
  ///   - requests: where answers wait to be released in request order; nil answers as loads
  ///     finish.
  public nonisolated static func screenerOpening(
    source: any MarketDataSource, watched: [String] = [], requests: RequestQueue? = nil
  ) -> (ScreenDriver<Screener>, [Screener.Command]) {
    let (screener, commands) = Screener.opening(watched: watched)
    let driver = ScreenDriver(screener, requests: requests) { command in
      switch command {
      case .load(let market):
        do throws(MarketDataError) {
          return .marketLoaded(try await source.load(market))
        } catch {
          return .marketFailed(error)
        }
      case .showProfile: return nil
      }
    }
    return (driver, commands)
  }
}

extension WatchlistStore {
  /// A screener driver over `source` that knows the codes watched and is told each change
  /// of them, and the loads its opening asks for.
  func screenerOpening(
    source: any MarketDataSource, requests: RequestQueue?
  ) -> (ScreenDriver<Screener>, [Screener.Command]) {
    let codes: (Watchlist.Stored) -> [String] = { $0.companies.map(\.code) }
    let (driver, commands) = ScreenDriver.screenerOpening(
      source: source, watched: codes(stored), requests: requests)
    follow { [weak driver] list in
      driver?.post(.watchlistChanged(codes(list)))
      return driver != nil
    }
    return (driver, commands)
  }
}
