extension ControlState {
  /// The control on one line of a text snapshot, in a fixed form, the words around the
  /// control's own in `words` (here zh-Hant's):
  ///
  ///     代號 [2330    ]                a text field, its value padded to eight columns at least
  ///     方向 (•) 高於 ( ) 低於          a choice
  ///     產業 (•) 半導體業（共 40 項）    a choice of more than eight options: the one selected
  ///     [x] 只看自選股                  a toggle
  ///     [ 儲存 ]  [ 儲存 ]（不可用）     a button, usable and not
  ///     價格 [        ]（不可用）        any control disabled: `text.unavailable`
  ///     參考價 [1500    ]（唯讀）        any control read-only: `text.readOnly`
  ///
  /// A message follows after `！` (`text.message`): `代號 [23x     ] ！代號只有數字`.
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
    case .button:
      line = "[ \(label) ]"
    }
    switch availability {
    case .enabled: break
    case .disabled: line += words["text.unavailable"]
    case .readOnly: line += words["text.readOnly"]
    }
    if let message { line += words["text.message", VisibleText.escaped(message)] }
    return line
  }

  /// The control on one line in the words of the package's first language.
  @available(*, deprecated, message: "use textLine(in:) with the words of the session or locale")
  public var textLine: String { textLine(in: .source) }

  /// What assistive technology reads for the control in the package's first language.
  @available(*, deprecated, message: "give the session's or locale's words: accessibility(in:)")
  public var accessibility: RowAccessibility { accessibility(in: .source) }

  /// What assistive technology reads for the control: its label, its value, its role and
  /// state as traits, then what its placeholder and its options say, and its message, in
  /// `words`:
  ///
  ///     代號，2330 — 文字欄位
  ///     方向，高於 — 單選，選項：高於、低於
  ///     只看自選股，開啟 — 切換開關
  ///     儲存 — 按鈕，無法使用
  ///     參考價，1500 — 文字欄位，唯讀
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
    case .button:
      traits = .button
    }
    switch availability {
    case .enabled: break
    case .disabled: traits.insert(.notEnabled)
    case .readOnly: traits.insert(.readOnly)
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
  /// choice's `options` and `selected` (null for none); then, for every kind, `enabled`
  /// (false while disabled or read-only), `"readOnly":true` for a read-only one, and
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
    case .button: members = []
    }
    members.append(.init("enabled", .bool(isEnabled)))
    if availability == .readOnly { members.append(.init("readOnly", .bool(true))) }
    if let message { members.append(.init("message", .string(message))) }
    return members
  }
}
