import ScreenModel
import TaiwanMarket

extension Watchlist: ScreenController {
  /// The company whose profile to show.
  public typealias Output = Company

  /// `showProfile` is an output; look-ups are performed.
  public static func output(of command: Command) -> Company? {
    guard case .showProfile(let company) = command else { return nil }
    return company
  }
}

extension Watchlist {
  /// The parameter of the events that name a company.
  static let code = EventParameter("code", summary: "a company code")

  /// How the sort button and a scenario name an order: `code` or `capital` (`代號`, `資本額`).
  static let order = EventParameter(
    "order",
    .choice(
      [.init("code", aliases: ["代號"]), .init("capital", aliases: ["資本額"])], noun: "order"))

  /// The events a front end may send: the session's JSON, the scenario grammar, help and
  /// each row's actions are made from these.
  ///
  ///     {"event":"add","code":"2330"}      {"event":"remove","code":"2330"}
  ///     {"event":"sort","order":"capital"} {"event":"select","code":"2330"}
  public static let events: [EventForm<Event>] = [
    codeForm("add", summary: "watch a company, looked up by its code", Event.addRequested) {
      guard case .addRequested(let code) = $0 else { return nil }
      return code
    },
    codeForm("remove", summary: "stop watching a company", Event.removeRequested) {
      guard case .removeRequested(let code) = $0 else { return nil }
      return code
    },
    EventForm(
      "sort", [order], summary: "sort by code or by capital",
      decode: { $0.string("order").flatMap(Order.init(rawValue:)).map(Event.sortRequested) },
      encode: { event in
        guard case .sortRequested(let order) = event else { return nil }
        return [.init("order", .string(order.rawValue))]
      }),
    codeForm(
      "select", summary: "open a company's profile", opens: "profile", Event.companySelected
    ) {
      guard case .companySelected(let code) = $0 else { return nil }
      return code
    },
  ]

  /// The sort buttons: `依代號`, `依資本額`.
  public static let controls: [ScreenControl] = Order.allCases.map { order in
    .button(
      label: order == .code ? "依代號" : "依資本額",
      event: SessionEvent("sort", EventArguments([.init("order", .string(order.rawValue))])))
  }

  private static func codeForm(
    _ name: String, summary: String, opens: String? = nil,
    _ make: @escaping @Sendable (String) -> Event,
    _ read: @escaping @Sendable (Event) -> String?
  ) -> EventForm<Event> {
    EventForm(
      name, [code], summary: summary, opens: opens,
      decode: { $0.string("code").map(make) },
      encode: { read($0).map { [.init("code", .string($0))] } })
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
  public nonisolated static func watchlist(
    source: any MarketDataSource, initial: Watchlist = Watchlist(), requests: RequestQueue? = nil,
    store: (@Sendable (Watchlist.Change) async -> Watchlist.Stored)? = nil
  ) -> ScreenDriver<Watchlist> {
    ScreenDriver(initial, requests: requests) { command in
      switch command {
      case .lookUp(let code):
        do throws(MarketDataError) {
          return .lookedUp(code: code, company: try await source.company(code: code))
        } catch {
          return .lookupFailed(code: code, reason: error.reason)
        }
      case .store(let change):
        guard let store else { return nil }
        return .recorded(await store(change))
      case .showProfile: return nil
      }
    }
  }
}
