import ScreenModel

// docs: begin order
/// An order of a number of lots of one code.
struct Order: Hashable, Sendable {
  var code: String
  var lots: Int
}

/// An order on one row: a row that offers no action needs no lines for it.
struct OrderRow: DescribedRow {
  var order: Order
  var id: String { "\(order.code)x\(order.lots)" }
  var text: RowText { RowText([TextCell(order.code), TextCell("\(order.lots) 張")]) }
}
// docs: end order

// docs: begin orders
/// The orders placed: `new` asks for a ticket of a code, an output; an order placed comes
/// back as an event.
struct Orders: ScreenController {
  enum Event: Hashable, Sendable {
    case new(String)
    case placed(Order)
  }
  enum Command: Hashable, Sendable {
    case ticket(String)
  }
  // Every command is an output: this line is all the screen writes for it.
  typealias Output = Command

  var placed: [Order] = []
  var title: String { "委託" }
  var rows: [OrderRow] { placed.map(OrderRow.init) }

  mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .new(let code): return [.ticket(code)]
    case .placed(let order):
      placed.append(order)
      return []
    }
  }
}
// docs: end orders

// docs: begin ticket
/// A ticket opened with its code as input: a number of lots, and a submit usable once it is
/// one; a confirmed ticket gives its order.
struct OrderTicket: ScreenController {
  enum Event: Hashable, Sendable {
    case lots(String)
    case submit
    case confirmed
  }
  enum Command: Hashable, Sendable {
    case confirm(Order)
    case placed(Order)
  }
  typealias Output = Command

  let code: String
  var lots = ""
  var order: Order? {
    Int(lots).flatMap { (1...499).contains($0) ? Order(code: code, lots: $0) : nil }
  }
  var title: String { "委託單 \(code)" }
  var rows: [OrderRow] { order.map { [OrderRow(order: $0)] } ?? [] }

  static let events = [
    EventForm("lots", Event.lots, .text("text"), summary: "type the lots"),
    EventForm("submit", Event.submit, summary: "ask to confirm the order", opens: "confirm"),
  ]
  static let lotsField = ControlDeclaration<Event>.textField(
    "lots", label: "張數", sends: events[0], content: .wholeNumber)
  static let submitButton = ControlDeclaration<Event>.button("submit", label: "送出", sends: .submit)

  /// Declared here once: the declaration reads them from a ticket's state.
  var controls: [ControlState] {
    let message = lots.isEmpty || order != nil ? nil : "1 到 499 張"
    return [
      Self.lotsField.showing(lots, message: message),
      Self.submitButton.showing(isEnabled: order != nil),
    ]
  }

  mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .lots(let text): lots = text
    case .submit: return order.map { [.confirm($0)] } ?? []
    case .confirmed: return order.map { [.placed($0)] } ?? []
    }
    return []
  }
}
// docs: end ticket

// docs: begin confirm
/// The order to confirm, opened with it as input: its confirm closes it.
struct OrderConfirmation: ScreenController {
  enum Event: Hashable, Sendable {
    case confirm
  }
  enum Command: Hashable, Sendable {
    case confirmed
  }
  typealias Output = Command

  let order: Order
  var title: String { "確認委託" }
  var rows: [OrderRow] { [OrderRow(order: order)] }

  static let confirmButton = ControlDeclaration<Event>.button(
    "confirm", label: "確認", sends: .confirm)
  var controls: [ControlState] { [Self.confirmButton.showing(isEnabled: true)] }

  mutating func handle(_ event: Event) -> [Command] { [.confirmed] }
}
// docs: end confirm

// docs: begin declarations
/// The three screens: each output leads on, and the confirmation's closes both screens on
/// top of the orders, returning the order through the ticket.
enum OrderFlow {
  static let orders = ScreenDeclaration(
    "orders", summary: "the orders placed",
    events: [
      EventForm("new", Orders.Event.new, .word("code"), summary: "a ticket", opens: "ticket")
    ],
    initial: Orders(),
    navigation: { output in
      switch output {
      case .ticket(let code): .open("ticket", with: code)
      }
    }, perform: { _ in nil })

  // Opened by the orders' output with a code, never from a front end (`input` gives nil).
  static let ticket = ScreenDeclaration<OrderTicket, String>(
    "ticket", summary: "an order ticket", placement: .stacked, events: OrderTicket.events,
    controlsOf: OrderTicket(code: ""), input: { _ in nil },
    open: { code, requests in
      (ScreenDriver(OrderTicket(code: code), requests: requests, perform: { _ in nil }), [])
    },
    navigation: { output in
      switch output {
      case .confirm(let order): .open("confirm", with: order)
      // The ticket closes in turn, giving the orders the order.
      case .placed(let order): .close(returning: Orders.Event.placed(order))
      }
    })

  static let confirm = ScreenDeclaration<OrderConfirmation, Order>(
    "confirm", summary: "confirms an order", placement: .stacked,
    events: [
      EventForm("confirm", OrderConfirmation.Event.confirm, summary: "place it", closes: true)
    ],
    controlsOf: OrderConfirmation(order: Order(code: "", lots: 1)), input: { _ in nil },
    open: { order, requests in
      (ScreenDriver(OrderConfirmation(order: order), requests: requests, perform: { _ in nil }), [])
    },
    // The confirmation closes, and the ticket under it gets `.confirmed`.
    navigation: { _ in .close(returning: OrderTicket.Event.confirmed) })
}
// docs: end declarations
