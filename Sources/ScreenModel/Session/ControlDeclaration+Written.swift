extension ControlDeclaration {
  /// The control as front ends read it, its event written by `forms`; or the problem that
  /// keeps it from being written, naming the control.
  func written(by forms: [EventForm<Event>]) -> Result<AnyControlDeclaration, ControlProblem> {
    func valued(
      _ form: EventForm<Event>, _ kinds: [String], _ fits: (EventParameter.Kind) -> Bool
    ) -> Result<AnyControlDeclaration.Sending, ControlProblem> {
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
    let written: Result<(AnyControlDeclaration.Kind, AnyControlDeclaration.Sending), ControlProblem>
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
      AnyControlDeclaration(
        id: id, label: label, kind: kind, sending: sending, initial: initialState)
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

extension ControlDeclaration.Shape {
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

/// Why a declared control cannot be written for the front ends.
struct ControlProblem: Error {
  let description: String
  init(_ description: String) { self.description = description }
}
