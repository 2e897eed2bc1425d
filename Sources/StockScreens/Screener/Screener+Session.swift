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
    "market", aliases: { [$0.name(in: .source)] }, summary: "all, listed, otc or emerging",
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

  static let marketForm = EventForm(
    "market", Event.marketChosen, marketChoice, summary: "list a market, or all")
  static let industryForm = EventForm(
    "industry", Event.industryChosen, industry, summary: "list an industry, or all")
  /// A bound's amount, in English words as every summary is: 億 (10⁸ NT$) is `NT$100M`.
  static let amount = Parameter<String>.text(
    "value", optional: true, summary: "an amount in NT$100M; empty for no bound",
    placeholder: "AMOUNT")
  static let capitalFrom = EventForm(
    "from", Event.capitalFromChanged, amount,
    summary: "the least capital, in NT$100M; empty for no bound")
  static let capitalTo = EventForm(
    "to", Event.capitalToChanged, amount,
    summary: "the most capital, in NT$100M; empty for no bound")
  /// A bound on the day's close, in NT$.
  static let price = Parameter<String>.text(
    "value", optional: true, summary: "an amount in NT$; empty for no bound",
    placeholder: "PRICE")
  /// A bound on the day's change, in percent.
  static let percent = Parameter<String>.text(
    "value", optional: true, summary: "a percentage, signed; empty for no bound",
    placeholder: "PERCENT")
  static let closeFrom = EventForm(
    "closeFrom", Event.closeFromChanged, price,
    summary: "the least close of the day, in NT$; empty for no bound")
  static let closeTo = EventForm(
    "closeTo", Event.closeToChanged, price,
    summary: "the most close of the day, in NT$; empty for no bound")
  static let changeFrom = EventForm(
    "changeFrom", Event.changeFromChanged, percent,
    summary: "the least change of the day, in percent; empty for no bound")
  static let changeTo = EventForm(
    "changeTo", Event.changeToChanged, percent,
    summary: "the most change of the day, in percent; empty for no bound")
  static let watchedForm = EventForm(
    "watched", Event.watchedOnlyChanged,
    .boolean("on", summary: "on or off", placeholder: "STATE"),
    summary: "list only the companies watched, or every company")
  static let sortForm = EventForm(
    "sort", Event.sortRequested, StockEvents.order,
    summary: "sort by code, by capital or by the day's change")

  /// The events a front end may send: the session's JSON, the scenario grammar, help,
  /// each control's edits and each row's action are made from these.
  ///
  ///     {"event":"market","market":"listed"}  {"event":"industry","industry":"24"}
  ///     {"event":"from","value":"100"}         {"event":"to","value":"500.5"}
  ///     {"event":"closeFrom","value":"50"}     {"event":"changeTo","value":"-1.5"}
  ///     {"event":"watched","on":true}          {"event":"sort","order":"capital"}
  ///     {"event":"clear"}                      {"event":"select","code":"2330"}
  ///     {"event":"retry","market":"otc"}
  public static let events: [EventForm<Event>] = [
    marketForm, industryForm, capitalFrom, capitalTo, closeFrom, closeTo, changeFrom, changeTo,
    watchedForm, sortForm,
    EventForm("clear", Event.criteriaCleared, summary: "list every company again"),
    EventForm(
      "select", Event.companySelected, StockEvents.code, summary: "open a company's profile",
      opens: AppSession.profileName),
    EventForm(
      "retry", Event.retryRequested,
      StockEvents.market.optional,
      summary: "retry a market, or every failed one"),
  ]

  /// The form in `words`, in the order front ends draw it: market, industry, the capital
  /// bounds, where quotes show the bounds of the day's close and change, 只看自選股, the
  /// order, and 清除條件; what each shows is the state's (`controls`).
  ///
  /// The bounds are typed in 億 (10⁸ NT$) in every locale, so that an event or a scenario line
  /// means one amount whatever the session speaks; English names the unit `NT$100M`.
  public static func controls(in words: StockWords, quotes: Bool = false) -> [ControlDeclaration<
    Event
  >] {
    let all = words["screener.all"]
    let unit = words["screener.unit"]
    let bounds: [ControlDeclaration<Event>] = [
      .textField(
        "from", label: Bound.from.name(in: words), sends: capitalFrom, content: .decimal,
        placeholder: unit),
      .textField(
        "to", label: Bound.to.name(in: words), sends: capitalTo, content: .decimal,
        placeholder: unit),
    ]
    let quoteBounds: [ControlDeclaration<Event>] = zip(
      QuoteBound.allCases, [closeFrom, closeTo, changeFrom, changeTo]
    ).map { bound, form in
      .textField(
        bound.rawValue, label: bound.name(in: words), sends: form, content: .decimal,
        placeholder: words[bound.isPercent ? "screener.percentUnit" : "screener.priceUnit"])
    }
    let orders = Order.allCases.filter { quotes || $0 != .change }
    return [
      .choice(
        "market", label: words["screener.market"], sends: marketForm,
        options: MarketChoice.allCases.map {
          ChoiceOption($0.rawValue, label: $0.name(in: words))
        }),
      .choice(
        "industry", label: words["screener.industry"], sends: industryForm,
        options: [ChoiceOption("all", label: all)]
          + Industry.all.map { ChoiceOption($0.code, label: $0.name(in: words.words)) }),
    ] + bounds + (quotes ? quoteBounds : []) + [
      .toggle("watched", label: words["screener.watchedOnly"], sends: watchedForm),
      .choice(
        "sort", label: words["screener.sort"], sends: sortForm,
        options: orders.map { ChoiceOption($0.rawValue, label: $0.buttonLabel(in: words)) }),
      .button("clear", label: words["screener.clear"], sends: .criteriaCleared),
    ]
  }

  /// Each control showing the criteria: a bound's field says what keeps it from applying,
  /// and 清除條件 can be used while any criterion narrows the list.
  public var controls: [ControlState] {
    let problems = criteria.capitalRange.problems
    let quoteProblems = criteria.quoteRange.problems
    func message(_ bound: Bound) -> String? {
      problems.first { $0.bound == bound }?.text(in: words)
    }
    func message(_ bound: QuoteBound) -> String? {
      quoteProblems.first { $0.bound == bound }?.text(in: words)
    }
    let quoted = quotes.isEnabled
    var form = Self.controls(in: words, quotes: quoted)[...]
    func next() -> ControlDeclaration<Event> { form.removeFirst() }
    var states = [
      next().showing(selected: criteria.market.rawValue),
      next().showing(selected: criteria.industry?.code ?? "all"),
      next().showing(criteria.capitalFrom, message: message(.from)),
      next().showing(criteria.capitalTo, message: message(.to)),
    ]
    if quoted {
      states += QuoteBound.allCases.map { bound in
        next().showing(bound.text(in: criteria), message: message(bound))
      }
    }
    return states + [
      next().showing(isOn: criteria.watchedOnly),
      next().showing(selected: criteria.order.rawValue),
      next().showing(isEnabled: criteria.narrows),
    ]
  }
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
  ///   - words: the words its rows and controls are in.
  ///   - quotes: where the day's quotes come from; nil shows none.
  public nonisolated static func screenerOpening(
    source: any MarketDataSource, watched: [String] = [], requests: RequestQueue? = nil,
    words: StockWords = .source, quotes: (any QuoteSource)? = nil
  ) -> (ScreenDriver<Screener>, [Screener.Command]) {
    let (screener, commands) = Screener.opening(
      watched: watched, quotedMarkets: quotes?.quotedMarkets ?? [], words: words)
    let driver = ScreenDriver(screener, requests: requests) { command in
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
    source: any MarketDataSource, quotes: (any QuoteSource)? = nil, requests: RequestQueue?,
    words: StockWords = .source
  ) -> (ScreenDriver<Screener>, [Screener.Command]) {
    let codes: (Watchlist.Stored) -> [String] = { $0.companies.map(\.code) }
    let (driver, commands) = ScreenDriver.screenerOpening(
      source: source, watched: codes(stored), requests: requests, words: words, quotes: quotes)
    follow(driver) { .watchlistChanged(codes($0)) }
    return (driver, commands)
  }
}

extension WatchlistStore {
  /// A directory driver over `source` that knows the codes watched and is told each change
  /// of them; it reads nothing itself, so the list is read when a watchlist or a screener
  /// first asks for it (a watch sent from the directory opens the watchlist).
  func directoryOpening(
    source: any MarketDataSource, initial: CompanyDirectory, requests: RequestQueue?,
    quotes: (any QuoteSource)?
  ) -> ScreenDriver<CompanyDirectory> {
    let codes: (Watchlist.Stored) -> [String] = { $0.companies.map(\.code) }
    var initial = initial
    initial.watchedCodes = Set(storedIfRead.map(codes) ?? [])
    let driver = ScreenDriver.directory(
      source: source, initial: initial, requests: requests, quotes: quotes)
    follow(driver) { .watchlistChanged(codes($0)) }
    return driver
  }
}
