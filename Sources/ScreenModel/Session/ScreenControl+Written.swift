/// A declared control as every front end reads it, its event written by the screen's forms:
/// what `/api/screens`, help, the scenario grammar and the updates' controls are made from.
public struct ScreenControl: Hashable, Sendable {
  /// What kind of control it is, with what only the declaration says.
  public enum Kind: Hashable, Sendable {
    /// A text field; `results` names the kind of row its edits list (a search's).
    case textField(results: String?)
    /// A toggle.
    case toggle
    /// A choice of options.
    case choice
    /// A button; `submits` when Enter in a field of the screen presses it; `key` is the
    /// terminal's key for it, when it was given one.
    case button(key: Character?, submits: Bool)
    /// What reaching the last rows sends (a feed's load-more); drawn nowhere.
    case endOfRows
  }

  /// How an edit becomes an event.
  public enum Sending: Hashable, Sendable {
    /// The edit's new value goes in `parameter` of the event named `event`.
    case value(event: String, parameter: String)
    /// The event, as it is: a button's.
    case event(SessionEvent)
  }

  /// Its id, unique within the screen.
  public var id: String
  /// What it is for: `代號`.
  public var label: String
  /// Its kind.
  public var kind: Kind
  /// What an edit of it sends.
  public var sending: Sending
  /// What it shows until the screen's state gives its own: an empty field, a toggle off,
  /// the declared options with none selected, a usable button; nil for the end of rows.
  public var initial: ControlState?

  public init(
    id: String, label: String, kind: Kind, sending: Sending, initial: ControlState? = nil
  ) {
    self.id = id
    self.label = label
    self.kind = kind
    self.sending = sending
    self.initial = initial
  }

  /// The event an edit sends: `value` in the control's parameter (a field's text, a
  /// toggle's `true`, an option's token); a button's event whatever `value` is.
  ///
  ///     field.event(with: .string("2330"))   // {"event":"code","text":"2330"}
  public func event(with value: JSONValue? = nil) -> SessionEvent {
    switch sending {
    case .event(let event): event
    case .value(let name, let parameter):
      SessionEvent(name, EventArguments(value.map { [.init(parameter, $0)] } ?? []))
    }
  }

  /// True for a control a front end draws: every kind but the end of rows.
  public var isDrawn: Bool { kind != .endOfRows }
}

/// A control as a screen shows it now: its declaration and its state, what an update's
/// `controls` carry.
public struct ShownControl: Hashable, Sendable {
  /// What the control is and what it sends.
  public var control: ScreenControl
  /// What it shows.
  public var state: ControlState
  /// A button's key in a terminal (`[ScreenControl].buttonKeys`).
  public var key: Character?

  public init(control: ScreenControl, state: ControlState, key: Character? = nil) {
    self.control = control
    self.state = state
    self.key = key
  }

  /// Its id.
  public var id: String { control.id }

  /// `{"id":"code","kind":"textField","label":"代號","event":"code","parameter":"text",
  /// "value":"2330","content":"code","maxLength":6}`: the declaration's members and the
  /// state's (`ControlState.valueMembers`), the label the state's.
  public var json: JSONValue {
    .object(control.members(label: state.label, key: key) + state.valueMembers)
  }
}

extension Control {
  /// The control as front ends read it, its event written by `forms`; or the problem that
  /// keeps it from being written, naming the control.
  func written(by forms: [EventForm<Event>]) -> Result<ScreenControl, ControlProblem> {
    func valued(
      _ form: EventForm<Event>, _ kinds: [String], _ fits: (EventParameter.Kind) -> Bool
    ) -> Result<ScreenControl.Sending, ControlProblem> {
      let name = "the \(shape.noun) \"\(id)\""
      guard forms.contains(where: { $0.name == form.name }) else {
        return .failure(ControlProblem("\(name) sends \"\(form.name)\", not an event of it"))
      }
      let required = form.parameters.filter { !$0.isOptional || fits($0.kind) }
      guard required.count == 1, let parameter = required.first, fits(parameter.kind) else {
        return .failure(
          ControlProblem(
            "\(name) sends \"\(form.name)\", which does not take one \(kinds.joined(separator: " or ")) "
              + "parameter alone to carry the value"))
      }
      return .success(.value(event: form.name, parameter: parameter.name))
    }
    let written: Result<(ScreenControl.Kind, ScreenControl.Sending), ControlProblem>
    switch shape {
    case .textField(let form, _, _, _, let results):
      written = valued(form, ["text", "word"]) { $0 == .text || $0 == .word }
        .map { (.textField(results: results), $0) }
    case .toggle(let form):
      written = valued(form, ["boolean"]) { $0 == .boolean }.map { (.toggle, $0) }
    case .choice(let form, let options):
      written = valued(form, ["word", "choice"]) { kind in
        switch kind {
        case .word: true
        case .choice(let choices, _):
          options.allSatisfy { option in choices.contains { $0.token == option.token } }
        default: false
        }
      }.map { (.choice, $0) }
    case .button(let event, let key, let submits):
      guard let sent = forms.sessionEvent(for: event) else {
        return .failure(
          ControlProblem("the button \"\(id)\" sends \(event), which no event of it writes"))
      }
      written = .success((.button(key: key, submits: submits), .event(sent)))
    case .endOfRows(let event):
      guard let sent = forms.sessionEvent(for: event) else {
        return .failure(
          ControlProblem("the end of its rows sends \(event), which no event of it writes"))
      }
      written = .success((.endOfRows, .event(sent)))
    }
    return written.map { kind, sending in
      ScreenControl(id: id, label: label, kind: kind, sending: sending, initial: initialState)
    }
  }

  /// What the control shows before its state says.
  private var initialState: ControlState? {
    switch shape {
    case .textField: showing("")
    case .toggle: showing(isOn: false)
    case .choice: showing(selected: nil)
    case .button: showing(isEnabled: true)
    case .endOfRows: nil
    }
  }
}

extension Control.Shape {
  /// How a problem names the control's kind.
  var noun: String {
    switch self {
    case .textField: "text field"
    case .toggle: "toggle"
    case .choice: "choice"
    case .button: "button"
    case .endOfRows: "end of rows"
    }
  }
}

extension [ScreenControl] {
  /// The problems of a screen's written controls: two of one id.
  var idProblems: [String] {
    var seen: Set<String> = []
    return filter { !seen.insert($0.id).inserted }.map { "two controls have the id \"\($0.id)\"" }
  }

  /// The problems of the buttons' keys (their own, or the next digit: `buttonKeys`): two
  /// buttons one key would press, of which a front end presses the first alone.
  var keyProblems: [String] {
    var pressed: [Character: String] = [:]
    var problems: [String] = []
    for (control, key) in zip(self, buttonKeys) {
      guard let key else { continue }
      guard let first = pressed[key] else {
        pressed[key] = control.id
        continue
      }
      problems.append(
        "the buttons \"\(first)\" and \"\(control.id)\" both take the key \"\(key)\": "
          + "a front end would press the first alone")
    }
    return problems
  }

  /// The controls drawn, each with the state of that id in `states` or its initial one; and
  /// what keeps a state from showing (an id no control has, another kind than declared), or
  /// shows it wrong (a choice's selection that is none of its options), each named: a state
  /// is never dropped without a word.
  func shown(with states: [ControlState]) -> (controls: [ShownControl], problems: [String]) {
    var problems: [String] = []
    let drawn = filter(\.isDrawn)
    for state in states where !drawn.contains(where: { $0.id == state.id }) {
      problems.append("its state shows a control \"\(state.id)\", which it does not declare")
    }
    let controls = zip(self, buttonKeys).compactMap { control, key -> ShownControl? in
      guard let initial = control.initial else { return nil }
      guard var state = states.first(where: { $0.id == control.id }) else {
        return ShownControl(control: control, state: initial, key: key)
      }
      guard state.kind.token == initial.kind.token else {
        problems.append(
          "its state shows \"\(state.id)\" as a \(state.kind.token), declared a \(initial.kind.token)"
        )
        return ShownControl(control: control, state: initial, key: key)
      }
      if state.availability == .readOnly, state.kind == .button {
        problems.append(
          "its state shows the button \"\(state.id)\" read-only; a button is enabled or "
            + "disabled, and shows disabled")
        state.availability = .disabled
      }
      if case .choice(let options, let selected?) = state.kind,
        !options.contains(where: { $0.token == selected })
      {
        let tokens = options.map(\.token).joined(separator: ", ")
        problems.append(
          "its state shows \"\(state.id)\" with \(VisibleText.quoted(selected)) selected, "
            + "which is none of its options (\(tokens.isEmpty ? "it has none" : tokens))")
      }
      return ShownControl(control: control, state: state, key: key)
    }
    return (controls, problems)
  }
}

/// Why a declared control cannot be written for the front ends.
struct ControlProblem: Error {
  let description: String
  init(_ description: String) { self.description = description }
}
