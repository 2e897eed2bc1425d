import ScreenModel

/// A price alert's editor: the form the article on controls builds.
struct PriceAlert: ScreenController {
  enum Direction: String, CaseIterable, Sendable {
    case above, below
  }

  enum Event: Equatable, Sendable {
    case codeChanged(String)
    case directionChosen(Direction)
    case priceChanged(String)
    case onlyWatchedToggled(Bool)
    case saveRequested
  }

  /// What the editor tells whoever runs it: the alert to keep.
  enum Command: Equatable, Sendable {
    case save(code: String, direction: Direction, price: Double)
  }

  /// Its one row, which offers no action and says nothing of actions.
  enum Row: DescribedRow {
    case saved(String)
    var id: String { "saved" }
    var text: RowText {
      switch self {
      case .saved(let text): RowText(text)
      }
    }
  }

  // docs: begin state
  var code = ""
  var direction = Direction.above
  var price = ""
  var onlyWatched = false
  private(set) var saved: String?

  /// What is wrong with the price as typed; nil while it is empty or a number.
  var priceProblem: String? {
    price.isEmpty || Double(price) != nil ? nil : "請輸入數字，例如 1500.5"
  }

  var canSave: Bool { code.count == 4 && Double(price) != nil }
  // docs: end state

  var title: String { "價格提醒" }
  var rows: [Row] { saved.map { [.saved($0)] } ?? [] }

  mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .codeChanged(let text): code = text
    case .directionChosen(let chosen): direction = chosen
    case .priceChanged(let text): price = text
    case .onlyWatchedToggled(let isOn): onlyWatched = isOn
    case .saveRequested:
      guard canSave, let value = Double(price) else { return [] }
      saved = "已儲存：\(code) \(direction == .above ? "高於" : "低於") \(price)"
      return [.save(code: code, direction: direction, price: value)]
    }
    return []
  }
}

// docs: begin declared
/// The editor's events and controls, each declared once.
enum PriceAlertForm {
  static let code = EventForm(
    "code", PriceAlert.Event.codeChanged, .text("text"), summary: "type the company's code")
  static let direction = EventForm(
    "direction", PriceAlert.Event.directionChosen, .choice("to"), summary: "above or below")
  static let price = EventForm(
    "price", PriceAlert.Event.priceChanged, .text("text"), summary: "type the price")
  static let watched = EventForm(
    "watched", PriceAlert.Event.onlyWatchedToggled, .boolean("on"),
    summary: "only the companies watched")
  static let save = EventForm("save", PriceAlert.Event.saveRequested, summary: "save the alert")
  static let events = [code, direction, price, watched, save]

  static let codeField = ControlDeclaration<PriceAlert.Event>.textField(
    "code", label: "代號", sends: code, content: .code, placeholder: "2330", maxLength: 4)
  static let directionChoice = ControlDeclaration<PriceAlert.Event>.choice(
    "direction", label: "方向", sends: direction,
    options: [ChoiceOption("above", label: "高於"), ChoiceOption("below", label: "低於")])
  static let priceField = ControlDeclaration<PriceAlert.Event>.textField(
    "price", label: "價格", sends: price, content: .decimal)
  static let watchedToggle = ControlDeclaration<PriceAlert.Event>.toggle(
    "watched", label: "只看自選股", sends: watched)
  static let saveButton = ControlDeclaration<PriceAlert.Event>.button(
    "save", label: "儲存", sends: .saveRequested, submits: true)
}
// docs: end declared

// docs: begin shown
extension PriceAlert {
  /// Each control with what the state holds: a front end shows these values, and nothing
  /// it kept of what was typed.
  var controls: [ControlState] {
    [
      PriceAlertForm.codeField.showing(code),
      PriceAlertForm.directionChoice.showing(selected: direction.rawValue),
      PriceAlertForm.priceField.showing(price, message: priceProblem),
      PriceAlertForm.watchedToggle.showing(isOn: onlyWatched),
      PriceAlertForm.saveButton.showing(isEnabled: canSave),
    ]
  }
}
// docs: end shown

// docs: begin declaration
extension PriceAlertForm {
  // Its controls are those `initial` shows (`PriceAlert.controls`), in that order.
  static let declaration = ScreenDeclaration(
    "alert", label: "提醒", summary: "a price alert", events: events, initial: PriceAlert()
  ) { _ in nil }  // a save is kept by the app; this example keeps nothing
}
// docs: end declaration
