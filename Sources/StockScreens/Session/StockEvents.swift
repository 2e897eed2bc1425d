import ScreenModel
import TaiwanMarket

/// The events of the three screens, declared once: the session's JSON, the scenario
/// grammar, help and every row's action are made from these forms.
enum StockEvents {
  static let market = EventParameter(
    "market",
    .choice(
      [
        .init("listed", aliases: ["上市"]), .init("otc", aliases: ["上櫃"]),
        .init("emerging", aliases: ["興櫃"]),
      ], noun: "market"))
  static let code = EventParameter("code", summary: "a company code")
  static let pageSize = EventParameter(
    "pageSize", .integer(1...SessionEvent.maxPageSize), optional: true)

  static let directory: [EventForm<DirectoryEvent>] = [
    EventForm(
      "load", [market], summary: "load a market",
      decode: { $0.market.map(DirectoryEvent.loadRequested) },
      encode: { event in
        guard case .loadRequested(let market) = event else { return nil }
        return [.init("market", .string(market.token))]
      }),
    EventForm(
      "retry", [optional(market)], summary: "retry a market, or every failed one",
      decode: { .retryRequested($0.market) },
      encode: { event in
        guard case .retryRequested(let market) = event else { return nil }
        return market.map { [.init("market", .string($0.token))] } ?? []
      }),
    EventForm(
      "filter", [EventParameter("text", .text, optional: true)],
      summary: "search as you type; no text clears the search",
      decode: { .filterChanged($0.string("text") ?? "") },
      encode: { event in
        guard case .filterChanged(let text) = event else { return nil }
        return [.init("text", .string(text))]
      }),
    EventForm(
      "select", [code], summary: "open a company's profile", opens: "profile",
      decode: { $0.string("code").map { .companySelected(code: $0) } },
      encode: { event in
        guard case .companySelected(let code) = event else { return nil }
        return [.init("code", .string(code))]
      }),
    EventForm(
      "watch", [code], summary: "add a company to the watchlist",
      decode: { $0.string("code").map { .watchRequested(code: $0) } },
      encode: { event in
        guard case .watchRequested(let code) = event else { return nil }
        return [.init("code", .string(code))]
      }),
  ]

  static let feed: [EventForm<Feed<Company>.Event>] = [
    simple("refresh", .refreshRequested, summary: "pull to refresh"),
    simple("more", .loadMoreRequested, summary: "load the next page"),
    simple("retry", .retryRequested, summary: "retry the failed load"),
    EventForm(
      "select", [code], summary: "open a company's profile", opens: "profile",
      decode: { $0.string("code").map { .itemSelected($0) } },
      encode: { event in
        guard case .itemSelected(let code) = event else { return nil }
        return [.init("code", .string(code))]
      }),
  ]

  static let profile: [EventForm<CompanyProfile.Event>] = [
    simple("retry", .retryRequested, summary: "retry the failed fetch"),
    simple("watch", .watchRequested, summary: "add the company shown to the watchlist"),
  ]

  /// An event without parameters.
  static func simple<Event: Hashable & Sendable>(
    _ name: String, _ event: Event, summary: String
  ) -> EventForm<Event> {
    EventForm(name, summary: summary, event: event)
  }

  static func optional(_ parameter: EventParameter) -> EventParameter {
    var parameter = parameter
    parameter.isOptional = true
    return parameter
  }
}

extension Market {
  /// The market a scenario word names: `listed`, `otc`, `emerging` (any letter case), or
  /// `上市`, `上櫃`, `興櫃`.
  public init(word: String) throws(SessionEventError) {
    let token = try StockEvents.market.value(ofWord: word)
    guard case .string(let text) = token, let market = Market(rawValue: text) else {
      throw SessionEventError(.invalid, "unknown market \"\(word)\"")
    }
    self = market
  }
}

extension EventArguments {
  /// The `market` argument, checked to be a token of a market.
  fileprivate var market: Market? { string("market").flatMap(Market.init(rawValue:)) }
}

extension SessionEvent {
  /// The feed's page size when an `open` names none.
  public static let defaultPageSize = 20
  /// The largest page size the feed takes.
  public static let maxPageSize = 1_000

  /// `{"event":"open","screen":"directory"}`: the directory, alone on the stack.
  public static let openDirectory = open("directory")

  /// `{"event":"open","screen":"feed","pageSize":20}`: the feed, its first page loaded the
  /// first time (or when the page size changes).
  public static func openFeed(pageSize: Int? = nil) -> SessionEvent {
    open("feed", pageSize.map { [.init("pageSize", .int(Int64($0)))] } ?? [])
  }

  /// `{"event":"open","screen":"profile","code":"2330"}`: that company's profile on top.
  public static func openProfile(code: String) -> SessionEvent {
    open("profile", [.init("code", .string(code))])
  }

  /// `{"event":"load","market":"listed"}`: the directory asks for a market.
  public static func load(_ market: Market) -> SessionEvent {
    SessionEvent("load", EventArguments([.init("market", .string(market.token))]))
  }

  /// `{"event":"retry"}` or `{"event":"retry","market":"otc"}`: retry on the screen on top;
  /// on the directory, one market or every failed one.
  public static func retry(_ market: Market? = nil) -> SessionEvent {
    SessionEvent("retry", EventArguments(market.map { [.init("market", .string($0.token))] } ?? []))
  }

  /// `{"event":"filter","text":"台積"}`: the directory's search text.
  public static func filter(_ text: String) -> SessionEvent {
    SessionEvent("filter", EventArguments([.init("text", .string(text))]))
  }

  /// `{"event":"select","code":"2330"}`: the directory or the feed opens that company's
  /// profile.
  public static func select(code: String) -> SessionEvent {
    SessionEvent("select", EventArguments([.init("code", .string(code))]))
  }

  /// `{"event":"refresh"}`: pull the feed to refresh.
  public static let refresh = SessionEvent("refresh")

  /// `{"event":"more"}`: the feed's next page.
  public static let more = SessionEvent("more")
}
