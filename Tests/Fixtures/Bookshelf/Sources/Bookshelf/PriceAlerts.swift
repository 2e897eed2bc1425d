import ScreenModel

/// A price alert: a code, a direction and a threshold.
public struct PriceAlert: Hashable, Sendable {
  /// Whether the alert rings above its threshold or below it.
  public enum Direction: String, CaseIterable, Hashable, Sendable {
    case above, below
  }

  public var code: String
  public var direction: Direction
  public var threshold: Double

  /// `2330 高於 1500.5`.
  public var line: String {
    "\(code) \(direction == .above ? "高於" : "低於") \(threshold)"
  }
}

/// The alert list: a quote that ticks every 500 ms on the session's clock while the list
/// shows (a fake feed), and the alerts its editor returns.
public struct AlertList: ScreenController {
  public enum Event: Hashable, Sendable {
    case ticked(WallTime)
    case edit
    case saved(PriceAlert)
  }

  public enum Command: Hashable, Sendable {
    case edit
  }

  /// The list asks for an editor.
  public typealias Output = Command

  public private(set) var ticks = 0
  public private(set) var alerts: [PriceAlert] = []

  public init() {}

  public var title: String { "價格提醒" }

  public var rows: [AlertRow] {
    [.quote(ticks: ticks)] + (alerts.isEmpty ? [.none] : alerts.map(AlertRow.alert))
  }

  public var subscriptions: [Subscription<Event>] {
    [.every(.milliseconds(500), id: "quote") { .ticked($0) }]
  }

  public mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .ticked: ticks += 1
    case .edit: return [.edit]
    case .saved(let alert): alerts.append(alert)
    }
    return []
  }

  public static func output(of command: Command) -> Output? { command }
}

/// The list's rows: the ticking quote, then an alert a line or none yet.
public enum AlertRow: DescribedRow {
  case quote(ticks: Int)
  case alert(PriceAlert)
  case none

  public var id: String {
    switch self {
    case .quote: "quote"
    case .alert(let alert): "alert:\(alert.line)"
    case .none: "none"
    }
  }

  public var text: RowText {
    switch self {
    // A fake quote: half a dollar more each tick, back down every tenth.
    case .quote(let ticks):
      RowText([TextCell("2330 報價"), TextCell("\(1000 + Double(ticks % 10) / 2)（第 \(ticks) 跳）")])
    case .alert(let alert): RowText(alert.line)
    case .none: RowText("沒有提醒")
    }
  }

  public var action: AlertList.Event? { nil }
}

/// The editor of a new alert: a code of four digits, a direction, a threshold that must be
/// a number; its save returns the alert to the list and closes the editor.
public struct AlertEditor: ScreenController {
  public enum Event: Hashable, Sendable {
    case code(String)
    case direction(PriceAlert.Direction)
    case threshold(String)
    case save
    case cancel
  }

  /// What the editor tells the list: the alert saved, or nothing.
  public enum Output: Hashable, Sendable {
    case saved(PriceAlert)
    case cancelled
  }

  public private(set) var code = ""
  public private(set) var direction = PriceAlert.Direction.above
  public private(set) var threshold = ""

  public init() {}

  public var title: String { "新增提醒" }

  public var rows: [DraftRow] { [DraftRow(alert: alert)] }

  /// What is wrong with the threshold as typed; nil while it is empty or a number.
  public var thresholdProblem: String? {
    threshold.isEmpty || Double(threshold) != nil ? nil : "請輸入數字，例如 1500.5"
  }

  /// The alert as typed, once every field holds what it needs.
  public var alert: PriceAlert? {
    guard code.count == 4, code.allSatisfy(\.isNumber), let value = Double(threshold) else {
      return nil
    }
    // -0.0 equals 0.0 but prints "-0.0": two alerts that are equal must read alike, or a
    // row that changed its text would not be sent again (exploring found one).
    return PriceAlert(code: code, direction: direction, threshold: value == 0 ? 0 : value)
  }

  public var controls: [ControlState] {
    [
      AlertScreens.codeField.showing(code),
      AlertScreens.directionChoice.showing(selected: direction.rawValue),
      AlertScreens.thresholdField.showing(threshold, message: thresholdProblem),
      AlertScreens.saveButton.showing(isEnabled: alert != nil),
    ]
  }

  public mutating func handle(_ event: Event) -> [Output] {
    switch event {
    case .code(let text): code = text
    case .direction(let chosen): direction = chosen
    case .threshold(let text): threshold = text
    case .save: return alert.map { [.saved($0)] } ?? []
    case .cancel: return [.cancelled]
    }
    return []
  }

  public static func output(of command: Output) -> Output? { command }
}

/// The editor's one row: the alert once it is whole.
public struct DraftRow: DescribedRow {
  public var alert: PriceAlert?

  public var id: String { "draft" }
  public var text: RowText { RowText(alert?.line ?? "尚未完成") }
  public var action: AlertEditor.Event? { nil }
}

/// The list and its editor, declared once: their events, controls, and where the editor's
/// save leads.
public enum AlertScreens {
  static let code = EventForm(
    "code", AlertEditor.Event.code, .text("text"), summary: "type the code")
  static let direction = EventForm(
    "direction", AlertEditor.Event.direction, .choice("to"), summary: "above or below")
  static let threshold = EventForm(
    "threshold", AlertEditor.Event.threshold, .text("text"), summary: "type the price")
  static let codeField = ControlDeclaration<AlertEditor.Event>.textField(
    "code", label: "代號", sends: code, content: .code, placeholder: "2330", maxLength: 4)
  static let directionChoice = ControlDeclaration<AlertEditor.Event>.choice(
    "direction", label: "方向", sends: direction,
    options: [ChoiceOption("above", label: "高於"), ChoiceOption("below", label: "低於")])
  static let thresholdField = ControlDeclaration<AlertEditor.Event>.textField(
    "threshold", label: "價格", sends: threshold, content: .decimal)
  static let saveButton = ControlDeclaration<AlertEditor.Event>.button(
    "save", label: "儲存", sends: .save, submits: true)

  /// The list, `alerts`: its `edit` opens the editor.
  public static let list = ScreenDeclaration<AlertList, NoInput>(
    "alerts", label: "提醒", summary: "price alerts under a ticking quote",
    events: [EventForm("edit", AlertList.Event.edit, summary: "add an alert", opens: "editor")],
    controls: [.button("新增提醒", sends: .edit, key: "n")],
    open: { requests in ScreenDriver(AlertList(), requests: requests, perform: { _ in nil }) },
    navigation: { _ in .open("editor", with: NoInput()) })

  /// The editor, `editor`, on top of the list.
  public static let editor = ScreenDeclaration<AlertEditor, NoInput>(
    "editor", label: "新增提醒", summary: "a new price alert", placement: .stacked,
    events: [
      code, direction, threshold,
      EventForm("save", AlertEditor.Event.save, summary: "save the alert", closes: true),
      EventForm("cancel", AlertEditor.Event.cancel, summary: "leave unsaved", closes: true),
    ],
    controls: [codeField, directionChoice, thresholdField, saveButton],
    open: { requests in ScreenDriver(AlertEditor(), requests: requests, perform: { _ in nil }) },
    navigation: { output in
      switch output {
      case .saved(let alert): .close(returning: AlertList.Event.saved(alert))
      case .cancelled: .close
      }
    })
}
