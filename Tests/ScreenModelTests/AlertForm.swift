import ScreenModel

/// A price alert's editor, as an outside team would write it: a code, a direction, a
/// threshold that must be a number, a toggle, and a save that needs both.
struct AlertEditor: ScreenController {
  enum Direction: String, CaseIterable, Sendable {
    case above, below
  }

  enum Event: Equatable, Sendable {
    case codeChanged(String)
    case thresholdChanged(String)
    case directionChosen(String)
    case mineToggled(Bool)
    case saved
  }

  struct Row: DescribedRow {
    typealias Action = Event
    var id: String
    var text: RowText { RowText(id) }
    var action: Event? { nil }
  }

  var code = ""
  var threshold = ""
  var direction = Direction.above
  var onlyMine = false
  var saves = 0

  var title: String { "價格提醒" }
  var rows: [Row] { [Row(id: "已儲存 \(saves) 次")] }

  var thresholdProblem: String? {
    threshold.isEmpty || Double(threshold) != nil ? nil : "不是數字"
  }

  var canSave: Bool { !code.isEmpty && !threshold.isEmpty && thresholdProblem == nil }

  var controls: [ControlState] {
    [
      Self.codeField.showing(code),
      Self.directionChoice.showing(selected: direction.rawValue),
      Self.thresholdField.showing(threshold, message: thresholdProblem),
      Self.mineToggle.showing(isOn: onlyMine),
      Self.saveButton.showing(isEnabled: canSave),
    ]
  }

  @discardableResult
  mutating func handle(_ event: Event) -> [Never] {
    switch event {
    case .codeChanged(let text): code = text
    case .thresholdChanged(let text): threshold = text
    case .directionChosen(let token): direction = Direction(rawValue: token) ?? direction
    case .mineToggled(let isOn): onlyMine = isOn
    case .saved: if canSave { saves += 1 }
    }
    return []
  }

  static let code = EventForm("code", Event.codeChanged, .text("text"), summary: "type a code")
  static let threshold = EventForm(
    "threshold", Event.thresholdChanged, .text("text"), summary: "type a price")
  static let direction = EventForm(
    "direction", Event.directionChosen, .word("option"), summary: "choose above or below")
  static let mine = EventForm(
    "mine", Event.mineToggled, .boolean("on"), summary: "only the watched companies")
  static let save = EventForm("save", Event.saved, summary: "save the alert")
  static let events = [code, threshold, direction, mine, save]

  static let codeField = ControlDeclaration<Event>.textField(
    "code", label: "代號", sends: code, content: .code, placeholder: "例 2330", maxLength: 6)
  static let directionChoice = ControlDeclaration<Event>.choice(
    "direction", label: "方向", sends: direction,
    options: [ChoiceOption("above", label: "高於"), ChoiceOption("below", label: "低於")])
  static let thresholdField = ControlDeclaration<Event>.textField(
    "threshold", label: "價格", sends: threshold, content: .decimal)
  static let mineToggle = ControlDeclaration<Event>.toggle("mine", label: "只看自選股", sends: mine)
  static let saveButton = ControlDeclaration<Event>.button(
    "save", label: "儲存", sends: .saved, submits: true)

  static func declaration(
    controls: [ControlDeclaration<Event>] = [
      codeField, directionChoice, thresholdField, mineToggle, saveButton,
    ],
    initial: AlertEditor = AlertEditor()
  ) -> ScreenDeclaration<AlertEditor, NoInput> {
    ScreenDeclaration(
      "alert", summary: "a price alert", events: events, controls: controls,
      open: { requests in ScreenDriver(initial, requests: requests) })
  }
}
