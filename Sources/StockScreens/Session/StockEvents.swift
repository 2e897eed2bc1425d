import ScreenModel
import TaiwanMarket

/// The events of the stock screens, each declared once: the session's JSON, the scenario
/// grammar, help, every row's action and every button's event are made from these forms.
enum StockEvents {
  static let market = Parameter<Market>.choice(
    "market", aliases: { [$0.displayName] }, summary: "listed, otc or emerging")
  static let code = Parameter<String>.word("code", summary: "a company code")
  /// The order of the watchlist and the screener.
  static let order = Parameter<Watchlist.Order>.choice(
    "order",
    aliases: { order in
      switch order {
      case .code: ["代號"]
      case .capital: ["資本額"]
      case .change: ["漲跌幅"]
      }
    })
  static let pageSize = EventParameter(
    "pageSize", .integer(1...SessionEvent.maxPageSize), optional: true)

  static let filter = EventForm(
    "filter", DirectoryEvent.filterChanged, .text("text", optional: true),
    summary: "search as you type; no text clears the search")

  /// The directory's search field in `words`, whose value is the directory's filter text.
  static func search(in words: StockWords) -> ControlDeclaration<DirectoryEvent> {
    .searchField(filter, label: words["directory.search"], results: "company")
  }

  /// A button a market, each loading it: `上市`, `上櫃`, `興櫃`.
  static func loadButtons(in words: StockWords) -> [ControlDeclaration<DirectoryEvent>] {
    Market.allCases.map {
      .button($0.token, label: words.name(of: $0), sends: .loadRequested($0))
    }
  }

  static let load = EventForm(
    "load", DirectoryEvent.loadRequested, market, summary: "load a market")
  static let retry = EventForm(
    "retry", DirectoryEvent.retryRequested, market.optional,
    summary: "retry a market, or every failed one")
  static let select = EventForm(
    "select", DirectoryEvent.companySelected, code, summary: "open a company's profile",
    opens: AppSession.profileName)

  static let directory: [EventForm<DirectoryEvent>] = [
    load, retry, filter, select,
    EventForm(
      "watch", DirectoryEvent.watchRequested, code, summary: "add a company to the watchlist"),
  ]

  static let feed = feedForms(of: Company.self)
  static let refresh = feed[0]
  static let more = feed[1]

  /// The events of a feed of `Item`s, a company a row.
  static func feedForms<Item: CompanyItem>(of item: Item.Type) -> [EventForm<Feed<Item>.Event>] {
    [
      EventForm("refresh", Feed<Item>.Event.refreshRequested, summary: "pull to refresh"),
      EventForm("more", Feed<Item>.Event.loadMoreRequested, summary: "load the next page"),
      EventForm("retry", .retryRequested, summary: "retry the failed load"),
      EventForm(
        "select", Feed<Item>.Event.itemSelected, code, summary: "open a company's profile",
        opens: AppSession.profileName),
    ]
  }

  /// The profile's events; a shortcut row's action is one of the last three, which a front
  /// end performs itself (a web page opens the link the row's cell carries).
  static let profile: [EventForm<CompanyProfile.Event>] = [
    EventForm("retry", .retryRequested, summary: "retry the failed fetch"),
    EventForm("watch", .watchRequested, summary: "add the company shown to the watchlist"),
    shortcut("website", summary: "open the company's website") { .openWebsite($0) },
    shortcut("email", summary: "write to the company") { .sendEmail($0) },
    shortcut("call", summary: "call the company") { .call($0) },
  ]

  /// A profile shortcut's event: its target (an address, a number, a name) as one word.
  private static func shortcut(
    _ name: String, summary: String, _ action: @escaping @Sendable (String) -> ProfileAction
  ) -> EventForm<CompanyProfile.Event> {
    EventForm(
      name, { CompanyProfile.Event.actionSelected(action($0)) },
      .word("target", summary: "the shortcut's target"), summary: summary)
  }
}

extension Market {
  /// The market a scenario word names: `listed`, `otc`, `emerging` (any letter case), or
  /// `上市`, `上櫃`, `興櫃`.
  public init(word: String) throws(SessionEventError) {
    let token = try StockEvents.market.declared.value(ofWord: word)
    guard case .string(let text) = token, let market = Market(rawValue: text) else {
      throw SessionEventError(.invalid, "unknown market \"\(word)\"")
    }
    self = market
  }
}

extension SessionEvent {
  /// The feed's page size when an `open` names none.
  public static let defaultPageSize = 20
  /// The largest page size the feed takes.
  public static let maxPageSize = 1_000

  /// `{"event":"open","screen":"directory"}`: the directory, alone on the stack.
  public static let openDirectory = open(AppSession.directoryName)

  /// `{"event":"open","screen":"feed","pageSize":20}`: the feed, its first page loaded the
  /// first time (or when the page size changes).
  public static func openFeed(pageSize: Int? = nil) -> SessionEvent {
    open(AppSession.feedName, pageSize.map { [.init("pageSize", .int(Int64($0)))] } ?? [])
  }

  /// `{"event":"open","screen":"profile","code":"2330"}`: that company's profile on top.
  public static func openProfile(code: String) -> SessionEvent {
    open(AppSession.profileName, [.init("code", .string(code))])
  }

  /// `{"event":"load","market":"listed"}`: the directory asks for a market.
  public static func load(_ market: Market) -> SessionEvent {
    written(.loadRequested(market), by: StockEvents.load)
  }

  /// `{"event":"retry"}` or `{"event":"retry","market":"otc"}`: retry on the screen on top;
  /// on the directory, one market or every failed one.
  public static func retry(_ market: Market? = nil) -> SessionEvent {
    written(.retryRequested(market), by: StockEvents.retry)
  }

  /// `{"event":"filter","text":"台積"}`: the directory's search text.
  public static func filter(_ text: String) -> SessionEvent {
    written(.filterChanged(text), by: StockEvents.filter)
  }

  /// `{"event":"select","code":"2330"}`: the directory or the feed opens that company's
  /// profile.
  public static func select(code: String) -> SessionEvent {
    written(.companySelected(code: code), by: StockEvents.select)
  }

  /// `{"event":"refresh"}`: pull the feed to refresh.
  public static let refresh = written(.refreshRequested, by: StockEvents.refresh)

  /// `{"event":"more"}`: the feed's next page.
  public static let more = written(.loadMoreRequested, by: StockEvents.more)

  /// `event` as `form`, the one form of its case, writes it. The name is the form's, never
  /// made of the event's description: a form that did not write its own case (a mistake
  /// the tests and the session's start check) would give its name alone, which a session
  /// refuses, saying which argument is missing.
  private static func written<Event>(_ event: Event, by form: EventForm<Event>) -> SessionEvent {
    form.sessionEvent(for: event) ?? SessionEvent(form.name)
  }
}
