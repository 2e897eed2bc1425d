/// What a control shows now, made from its screen's state like a row: its value, whether it
/// can be used, and a message (a validation's) when there is one.
///
///     static let code = Control<Event>.textField(
///       "code", label: "代號", sends: codeForm, content: .code, maxLength: 6)
///     var controls: [ControlState] {
///       [Self.code.showing(code, message: code.isEmpty ? "請輸入代號" : nil)]
///     }
///
/// A state never carries what was typed anywhere else: every front end shows the value the
/// state holds, so an edit shows once the screen has taken it.
public struct ControlState: Hashable, Sendable {
  /// The id of the declared control it is the state of: stable while the screen is shown.
  public var id: String
  /// What the control is for: `代號`.
  public var label: String
  /// The control's kind, with its value.
  public var kind: ControlKind
  /// What is wrong with the value, said where the control is (`不是數字`); nil when nothing.
  public var message: String?

  public init(id: String, label: String, kind: ControlKind, message: String? = nil) {
    self.id = id
    self.label = label
    self.kind = kind
    self.message = message
  }
}

/// The kinds of control a screen shows, each with its value.
public enum ControlKind: Hashable, Sendable {
  /// A field to type in: its text, what kind of text it takes, a placeholder shown while it
  /// is empty, and the most characters it takes (nil: no limit).
  case textField(value: String, content: TextContent, placeholder: String, maxLength: Int?)
  /// On or off.
  case toggle(isOn: Bool)
  /// One of `options`; nil when none is selected.
  case choice(options: [ChoiceOption], selected: String?)
  /// A button, usable or not.
  case button(isEnabled: Bool)

  /// The kind's name in JSON: `textField`, `toggle`, `choice` or `button`.
  public var token: String {
    switch self {
    case .textField: "textField"
    case .toggle: "toggle"
    case .choice: "choice"
    case .button: "button"
    }
  }
}

/// What a text field takes, for a front end's keyboard and input checks; the value is text
/// whatever the content, and the screen says what is wrong with it in a message.
public enum TextContent: String, Hashable, Sendable, CaseIterable {
  /// Any text.
  case text
  /// Digits: a count.
  case wholeNumber
  /// A number with a fraction: a price, an amount in 億元.
  case decimal
  /// An identifier typed as it is, not corrected nor capitalized: a stock code.
  case code
}

/// One option of a choice: its token, which the choice's event carries, and what it says.
public struct ChoiceOption: Hashable, Sendable {
  /// The value sent: `above`.
  public var token: String
  /// What a person reads: `高於`.
  public var label: String

  public init(_ token: String, label: String) {
    self.token = token
    self.label = label
  }
}

extension ControlState {
  /// The control on one line of a text snapshot, in a fixed form:
  ///
  ///     代號 [2330    ]          a text field, its value padded to eight columns at least
  ///     方向 (•) 高於 ( ) 低於    a choice
  ///     產業 (•) 半導體業（共 40 項）   a choice of more than eight options: the one selected
  ///     [x] 只看自選股            a toggle
  ///     [ 儲存 ]  [ 儲存 ]（不可用）   a button, usable and not
  ///
  /// A message follows after `！`: `代號 [23x     ] ！代號只有數字`. The words around the
  /// controls' own (`（不可用）`, `（共 40 項）`, `！`) are the package's first language's;
  /// `textLine(in:)` gives them in a session's.
  public var textLine: String { textLine(in: .source) }

  /// The control on one line in the fixed form of `textLine`, the words around the
  /// control's own (`text.unavailable`, `text.options`, `text.message`) in `words`.
  public func textLine(in words: Words) -> String {
    let label = VisibleText.escaped(self.label)
    var line: String
    switch kind {
    case .textField(let value, _, _, _):
      let text = VisibleText.escaped(value)
      let padding = max(0, 8 - DisplayWidth.of(text))
      line = "\(label) [\(text)\(String(repeating: " ", count: padding))]"
    case .toggle(let isOn):
      line = "[\(isOn ? "x" : " ")] \(label)"
    case .choice(let options, let selected) where options.count > 8:
      // A long list (an exchange's industries) on one line would run hundreds of columns.
      let chosen = options.first { $0.token == selected }.map { VisibleText.escaped($0.label) }
      line =
        "\(label) (\(chosen == nil ? " " : "•")) \(chosen ?? "")"
        + words["text.options", String(options.count)]
    case .choice(let options, let selected):
      let marks = options.map { option in
        "(\(option.token == selected ? "•" : " ")) \(VisibleText.escaped(option.label))"
      }
      line = ([label] + marks).joined(separator: " ")
    case .button(let isEnabled):
      line = "[ \(label) ]" + (isEnabled ? "" : words["text.unavailable"])
    }
    if let message { line += words["text.message", VisibleText.escaped(message)] }
    return line
  }

  /// What assistive technology reads for the control, in the package's first language.
  public var accessibility: RowAccessibility { accessibility(in: .source) }

  /// What assistive technology reads for the control: its label, its value, its role and
  /// state as traits, then what its placeholder and its options say, and its message, in
  /// `words`:
  ///
  ///     代號，2330 — 文字欄位
  ///     方向，高於 — 單選，選項：高於、低於
  ///     只看自選股，開啟 — 切換開關
  ///     儲存 — 按鈕，無法使用
  public func accessibility(in words: Words) -> RowAccessibility {
    var value: String?
    var traits: RowAccessibility.Traits
    var hints: [String] = []
    switch kind {
    case .textField(let text, _, let placeholder, _):
      traits = .textField
      if text.isEmpty {
        if !placeholder.isEmpty { hints.append(words["control.placeholder", placeholder]) }
      } else {
        value = text
      }
    case .toggle(let isOn):
      traits = .toggle
      value = words[isOn ? "control.on" : "control.off"]
    case .choice(let options, let selected):
      traits = .choice
      value = options.first { $0.token == selected }?.label ?? words["control.noneSelected"]
      let labels = options.map(\.label).joined(separator: words["control.optionSeparator"])
      hints.append(words["control.options", labels])
    case .button(let isEnabled):
      traits = isEnabled ? .button : [.button, .notEnabled]
    }
    if let message { hints.append(words["control.error", message]) }
    return RowAccessibility(
      label: label, value: value,
      hint: hints.isEmpty ? nil : hints.joined(separator: words["accessibility.separator"]),
      traits: traits)
  }
}

extension ControlState {
  /// The members a front end draws the control's state from: a text field's `value`,
  /// `content`, and `placeholder` and `maxLength` where it has them; a toggle's `on`; a
  /// choice's `options` and `selected` (null for none); a button's `enabled`; and
  /// `message` where there is one.
  public var valueMembers: [JSONValue.Member] {
    var members: [JSONValue.Member]
    switch kind {
    case .textField(let value, let content, let placeholder, let maxLength):
      members = [.init("value", .string(value)), .init("content", .string(content.rawValue))]
      if !placeholder.isEmpty { members.append(.init("placeholder", .string(placeholder))) }
      if let maxLength { members.append(.init("maxLength", .int(Int64(maxLength)))) }
    case .toggle(let isOn): members = [.init("on", .bool(isOn))]
    case .choice(let options, let selected):
      let objects = options.map { option -> JSONValue in
        .object([.init("token", .string(option.token)), .init("label", .string(option.label))])
      }
      members = [
        .init("options", .array(objects)), .init("selected", selected.map { .string($0) } ?? .null),
      ]
    case .button(let isEnabled): members = [.init("enabled", .bool(isEnabled))]
    }
    if let message { members.append(.init("message", .string(message))) }
    return members
  }
}
