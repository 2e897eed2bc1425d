/// Controls declared where the state shows them: a control that nothing but its screen's
/// `controls` names is declared and shown in one call, `ControlDeclaration.x(…).showing(…)`
/// without the declaration's type written.
///
///     var controls: [ControlState] {
///       [.searchField(Self.search, label: "書名或作者", showing: query)]
///         + Shelf.allCases.map { .button($0.label, sends: Event.show($0)) }
///     }
///
/// Each keeps the declaration it was made from, as `showing` does, so the screen's
/// declaration reads it (`ScreenDeclaration.init(…controlsOf:…)`) like any other.
extension ControlState {
  /// A text field declared and showing `text` (`ControlDeclaration.textField` then
  /// `showing(_:message:)`).
  public static func textField<Event: Sendable>(
    _ id: String, label: String, sends form: EventForm<Event>, content: TextContent = .text,
    placeholder: String = "", maxLength: Int? = nil, results: String? = nil,
    showing text: String, message: String? = nil
  ) -> ControlState {
    ControlDeclaration.textField(
      id, label: label, sends: form, content: content, placeholder: placeholder,
      maxLength: maxLength, results: results
    ).showing(text, message: message)
  }

  /// A search field, whose id is its event's name, declared and showing `text`
  /// (`ControlDeclaration.searchField` then `showing(_:message:)`).
  public static func searchField<Event: Sendable>(
    _ form: EventForm<Event>, label: String, results: String? = nil, showing text: String,
    message: String? = nil
  ) -> ControlState {
    ControlDeclaration.searchField(form, label: label, results: results)
      .showing(text, message: message)
  }

  /// A toggle declared and showing on or off (`ControlDeclaration.toggle` then
  /// `showing(isOn:message:)`).
  public static func toggle<Event: Sendable>(
    _ id: String, label: String, sends form: EventForm<Event>, isOn: Bool,
    message: String? = nil
  ) -> ControlState {
    ControlDeclaration.toggle(id, label: label, sends: form).showing(isOn: isOn, message: message)
  }

  /// A choice declared among `options` and showing `selected`, an option's token or nil
  /// (`ControlDeclaration.choice` then `showing(selected:message:)`).
  public static func choice<Event: Sendable>(
    _ id: String, label: String, sends form: EventForm<Event>, options: [ChoiceOption],
    selected: String?, message: String? = nil
  ) -> ControlState {
    ControlDeclaration.choice(id, label: label, sends: form, options: options)
      .showing(selected: selected, message: message)
  }

  /// A button declared and usable or not (`ControlDeclaration.button(_:label:sends:submits:key:)`
  /// then `showing(isEnabled:message:)`).
  public static func button<Event: Sendable>(
    _ id: String, label: String, sends event: Event, submits: Bool = false,
    key: Character? = nil, isEnabled: Bool = true, message: String? = nil
  ) -> ControlState {
    ControlDeclaration.button(id, label: label, sends: event, submits: submits, key: key)
      .showing(isEnabled: isEnabled, message: message)
  }

  /// A button whose id is its label, declared and usable or not
  /// (`ControlDeclaration.button(_:sends:key:)` then `showing(isEnabled:message:)`).
  public static func button<Event: Sendable>(
    _ label: String, sends event: Event, key: Character? = nil, isEnabled: Bool = true,
    message: String? = nil
  ) -> ControlState {
    ControlDeclaration.button(label, sends: event, key: key)
      .showing(isEnabled: isEnabled, message: message)
  }
}
