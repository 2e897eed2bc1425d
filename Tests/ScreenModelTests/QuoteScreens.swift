import ScreenModel

/// Two screens that are not the stock app's, written against the public API only, as
/// another team would: a list of watched quotes and one quote's detail.

/// A list of watched quotes: add a symbol, its quote is fetched; select one to see it; pin
/// one, and the registration says where a pin goes.
struct QuoteList: ScreenController {
  enum Event: Hashable, Sendable {
    case add(String)
    case remove(String)
    case quoted(String, price: String)
    case select(String)
    case pin(String)
  }

  enum Command: Hashable, Sendable {
    case fetch(String)
    case show(String)
    case pin(String)
  }

  /// What the list asks of whoever runs it.
  enum Output: Hashable, Sendable {
    case show(String)
    case pin(String)
  }

  var symbols: [String] = []
  var prices: [String: String] = [:]

  var title: String { "自選" }

  var rows: [QuoteRow] {
    guard !symbols.isEmpty else { return [.empty] }
    return [.header(count: symbols.count)]
      + symbols.map { .quote(symbol: $0, price: prices[$0]) }
  }

  mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .add(let symbol):
      guard !symbols.contains(symbol) else { return [] }
      symbols.append(symbol)
      return [.fetch(symbol)]
    case .remove(let symbol):
      symbols.removeAll { $0 == symbol }
    case .quoted(let symbol, let price):
      if symbols.contains(symbol) { prices[symbol] = price }
    case .select(let symbol):
      return symbols.contains(symbol) ? [.show(symbol)] : []
    case .pin(let symbol):
      return symbols.contains(symbol) ? [.pin(symbol)] : []
    }
    return []
  }

  static func output(of command: Command) -> Output? {
    switch command {
    case .fetch: nil
    case .show(let symbol): .show(symbol)
    case .pin(let symbol): .pin(symbol)
    }
  }
}

enum QuoteRow: DescribedRow {
  case header(count: Int)
  case quote(symbol: String, price: String?)
  case empty

  var id: String {
    switch self {
    case .header: "header"
    case .quote(let symbol, _): symbol
    case .empty: "empty"
    }
  }

  var text: RowText {
    switch self {
    case .header(let count): RowText("自選 \(count) 檔")
    case .quote(let symbol, let price):
      RowText([TextCell(symbol), TextCell(price ?? "…", alignment: .trailing)], layout: "quote")
    case .empty: RowText("尚未加入自選股")
    }
  }

  var action: QuoteList.Event? {
    guard case .quote(let symbol, _) = self else { return nil }
    return .select(symbol)
  }

  var actions: [RowAction<QuoteList.Event>] {
    guard case .quote(let symbol, _) = self else { return [] }
    return [RowAction(name: "pin", label: "釘選", key: "p", event: .pin(symbol))]
  }
}

/// One quote on a screen of its own: rows with every default of `DescribedRow`.
struct QuoteDetail: ScreenController {
  typealias Event = Never
  typealias Command = Never

  let symbol: String

  var title: String { symbol }
  var rows: [DetailRow] { [DetailRow(label: "代號", value: symbol)] }

  mutating func handle(_ event: Never) -> [Never] {}
}

struct DetailRow: DescribedRow {
  var label: String
  var value: String

  var id: String { label }
  var text: RowText { RowText([TextCell(label), TextCell(value)]) }
}

/// Quotes answered from a table, as a fake source would.
enum QuoteScreens {
  static let symbol = Parameter<String>.word("symbol", summary: "a ticker symbol")
  static let add = EventForm("add", QuoteList.Event.add, symbol, summary: "add a symbol")

  /// The list registered as `name`; its pins are delivered to the screen named `pins`, and
  /// a symbol shown leads where `showing` says (its detail unless told otherwise).
  static func list(
    _ name: String = "quotes", prices: [String: String], pins: String = "pins",
    showing: @escaping @Sendable (String) -> Navigation = { .open("detail", with: $0) }
  ) -> ScreenDeclaration<QuoteList, NoInput> {
    ScreenDeclaration(
      name, summary: "the watched quotes",
      events: [
        add, EventForm("remove", QuoteList.Event.remove, symbol, summary: "remove a symbol"),
        EventForm(
          "select", QuoteList.Event.select, symbol, summary: "select a symbol", opens: "detail"),
        EventForm("pin", QuoteList.Event.pin, symbol, summary: "pin a symbol"),
      ],
      controls: [.searchField(add, label: "加入代號")],
      input: { _ in NoInput() },
      open: { _, requests in
        let driver = ScreenDriver(QuoteList(), requests: requests) { command in
          guard case .fetch(let symbol) = command else { return nil }
          return .quoted(symbol, price: prices[symbol] ?? "—")
        }
        return (driver, [])
      },
      navigation: { output in
        switch output {
        case .show(let symbol): showing(symbol)
        case .pin(let symbol): .send(QuoteList.Event.add(symbol), to: pins)
        }
      })
  }

  static let detail = ScreenDeclaration<QuoteDetail, String>(
    "detail", summary: "one quote", placement: .stacked,
    openParameters: [symbol.declared], input: { $0.string("symbol") },
    open: { symbol, requests in
      (ScreenDriver(QuoteDetail(symbol: symbol), requests: requests), [])
    })
}
