/// A control a screen declares, bound to one of its events by value, never by a name written
/// again: what the control is (its id, label and kind) lives here, once; what it shows now
/// comes from the screen's state (`showing`), like its rows.
///
///     static let code = EventForm("code", Editor.Event.codeChanged, .text("text"), summary: "…")
///     static let codeField = ControlDeclaration<Editor.Event>.textField(
///       "code", label: "代號", sends: code, content: .code, maxLength: 6)
///     static let save = ControlDeclaration<Editor.Event>.button("save", label: "儲存", sends: .saved,
///       submits: true)
///
///     // the declaration lists them: controls: [Editor.codeField, Editor.save]
///     // the state shows them:
///     var controls: [ControlState] {
///       [Self.codeField.showing(code, message: codeProblem), Self.save.showing(isEnabled: canSave)]
///     }
///
/// Each edit sends the control's event with the new value: a text field's form carries the
/// text in its one string parameter, a toggle's in its one `boolean` parameter, a choice's
/// token in its one word or choice parameter. The declaration writes each control as the
/// `AnyControlDeclaration` every front end reads; a control whose event does not fit, or whose id
/// another control has, is a problem the session names when it starts, never a control
/// left out.
public struct ControlDeclaration<Event: Sendable>: Sendable {
  /// Stable while the screen is shown: what a front end keeps its focus on, and what a
  /// scenario names (`set code 2330`).
  public let id: String
  /// What the control is for: `代號`.
  public let label: String
  let shape: Shape

  enum Shape: Sendable {
    case textField(
      EventForm<Event>, content: TextContent, placeholder: String, maxLength: Int?,
      results: String?)
    case toggle(EventForm<Event>)
    case choice(EventForm<Event>, options: [ChoiceOption])
    case button(Event, key: Character?, submits: Bool)
    case endOfRows(Event)
  }

  /// A text field whose edits send `form` with the text.
  ///
  /// - Parameters:
  ///   - id: the control's stable id, unique on its screen.
  ///   - label: what the field asks for, drawn beside it and read aloud.
  ///   - form: the event each edit sends, its one string parameter carrying the text.
  ///   - content: what the field takes, for a front end's keyboard.
  ///   - placeholder: shown while it is empty.
  ///   - maxLength: the most characters it takes.
  ///   - results: the kind of row the field's edits list (a search's), where a front end
  ///     puts the selection while the user types; nil: the first row.
  public static func textField(
    _ id: String, label: String, sends form: EventForm<Event>, content: TextContent = .text,
    placeholder: String = "", maxLength: Int? = nil, results: String? = nil
  ) -> ControlDeclaration {
    ControlDeclaration(
      id: id, label: label,
      shape: .textField(
        form, content: content, placeholder: placeholder, maxLength: maxLength,
        results: results))
  }

  /// A search field: a text field whose id is its event's name (`filter`).
  public static func searchField(
    _ form: EventForm<Event>, label: String, results: String? = nil
  ) -> ControlDeclaration {
    textField(form.name, label: label, sends: form, results: results)
  }

  /// A toggle whose edits send `form` with `true` or `false`.
  public static func toggle(_ id: String, label: String, sends form: EventForm<Event>)
    -> ControlDeclaration
  {
    ControlDeclaration(id: id, label: label, shape: .toggle(form))
  }

  /// A choice whose edits send `form` with the token of the option chosen; `options` are
  /// those it shows until its state gives its own.
  public static func choice(
    _ id: String, label: String, sends form: EventForm<Event>, options: [ChoiceOption] = []
  ) -> ControlDeclaration {
    ControlDeclaration(id: id, label: label, shape: .choice(form, options: options))
  }

  /// A button that sends `event`; `submits` makes it the button Enter presses in any of
  /// the screen's fields. A terminal binds it to `key`, or to the next digit when it has
  /// none.
  public static func button(
    _ id: String, label: String, sends event: Event, submits: Bool = false,
    key: Character? = nil
  ) -> ControlDeclaration {
    ControlDeclaration(id: id, label: label, shape: .button(event, key: key, submits: submits))
  }

  /// A button whose id is its label: `上市`. A screen that speaks more than one language
  /// gives its buttons ids of their own, so an id (a scenario's `press`, a front end's
  /// focus) means one button in every locale.
  public static func button(_ label: String, sends event: Event, key: Character? = nil)
    -> ControlDeclaration
  {
    button(label, label: label, sends: event, key: key)
  }

  /// Sent when the user reaches the last rows, while the last row offers it as its action:
  /// a feed's load-more. It shows nothing, so it has no state.
  public static func endOfRows(sends event: Event) -> ControlDeclaration {
    ControlDeclaration(id: "endOfRows", label: "", shape: .endOfRows(event))
  }
}

extension ControlDeclaration {
  /// The text field showing `text`.
  public func showing(_ text: String, message: String? = nil) -> ControlState {
    var (content, placeholder, maxLength) = (TextContent.text, "", Int?.none)
    if case .textField(_, let declared, let shown, let limit, _) = shape {
      (content, placeholder, maxLength) = (declared, shown, limit)
    }
    return state(
      .textField(value: text, content: content, placeholder: placeholder, maxLength: maxLength),
      message)
  }

  /// The toggle, on or off.
  public func showing(isOn: Bool, message: String? = nil) -> ControlState {
    state(.toggle(isOn: isOn), message)
  }

  /// The choice with `selected` (an option's token; nil for none), among `options`, or
  /// among those it was declared with.
  public func showing(
    selected: String?, options: [ChoiceOption]? = nil, message: String? = nil
  ) -> ControlState {
    var declared: [ChoiceOption] = []
    if case .choice(_, let shown) = shape { declared = shown }
    return state(.choice(options: options ?? declared, selected: selected), message)
  }

  /// The button, usable or not.
  public func showing(isEnabled: Bool, message: String? = nil) -> ControlState {
    state(.button, message).disabled(!isEnabled)
  }

  private func state(_ kind: ControlKind, _ message: String?) -> ControlState {
    var state = ControlState(id: id, label: label, kind: kind, message: message)
    state.origin = ControlOrigin(control: self)
    return state
  }
}

extension ControlDeclaration {
  /// The controls `states` show, each the declaration it was made from (`showing` keeps
  /// it), in their order, but those whose id `declared` has already; and why a state cannot
  /// be read as a control (made without its declaration, or from a control of another
  /// event type), each named.
  static func declared(
    by states: [ControlState], after declared: [ControlDeclaration]
  ) -> (controls: [ControlDeclaration], problems: [String]) {
    var controls: [ControlDeclaration] = []
    var problems: [String] = []
    let ids = Set(declared.map(\.id))
    for state in states where !ids.contains(state.id) {
      let id = VisibleText.quoted(state.id)
      guard let origin = state.origin else {
        problems.append(
          "its controller shows a control \(id) made without its declaration: make its state "
            + "with ControlDeclaration.showing, so that front ends know what it sends")
        continue
      }
      guard let control = origin.control as? ControlDeclaration else {
        problems.append(
          "its controller shows a control \(id) declared for other events "
            + "(\(type(of: origin.control)), not ControlDeclaration<\(Event.self)>)")
        continue
      }
      controls.append(control)
    }
    return (controls, problems)
  }
}
