extension [ShownControl] {
  /// The refusal of `event`, the screen's forms' own writing of an event, when the controls
  /// that send it are all disabled or read-only: a text field, toggle or choice whose event
  /// has its name, a button whose event is it. Nil when a control that sends it takes edits,
  /// or when no control sends it (a row's action, an event of the screen alone).
  ///
  ///     price: the text field "price" (價格) is disabled: 市價單不需價格
  ///     // with "control":"price" on the wire
  func refusal(of event: SessionEvent) -> SessionEventError? {
    var refused: ShownControl?
    for shown in self where shown.sends(event) {
      guard !shown.state.isEnabled else { return nil }
      refused = refused ?? shown
    }
    guard let refused else { return nil }
    let control = refused.control
    let named = control.id == control.label ? "" : " (\(VisibleText.escaped(refused.state.label)))"
    let state = refused.state.availability == .readOnly ? "read-only" : "disabled"
    let said = refused.state.message.map { ": \(VisibleText.escaped($0))" } ?? ""
    return SessionEventError(
      .refused,
      "\(event.name): the \(control.noun) \(VisibleText.quoted(control.id))\(named) is \(state)"
        + said, control: control.id)
  }

  /// True when a control that sends an event is disabled or read-only: only then is an
  /// event worth writing to compare.
  var hasUnavailable: Bool { contains { !$0.state.isEnabled } }
}

extension ShownControl {
  /// True when the control's edit or press is `event`: a value's event by its name, a
  /// button's event whole.
  func sends(_ event: SessionEvent) -> Bool {
    switch control.sending {
    case .value(let name, _): name == event.name
    case .event(let sent): sent == event
    }
  }
}

extension AnyControlDeclaration {
  /// How a refusal names the control's kind: `text field`, `button`.
  var noun: String {
    switch kind {
    case .textField: "text field"
    case .toggle: "toggle"
    case .choice: "choice"
    case .button: "button"
    case .endOfRows: "end of rows"
    }
  }
}
