/// A declared control as every front end reads it, its event written by the screen's forms:
/// what `/api/screens`, help, the scenario grammar and the updates' controls are made from.
public struct AnyControlDeclaration: Hashable, Sendable {
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
  /// What the control is (text field, toggle, choice, button) with what its kind needs.
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

extension [AnyControlDeclaration] {
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
