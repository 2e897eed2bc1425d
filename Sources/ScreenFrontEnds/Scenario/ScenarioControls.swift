import ScreenModel

// The fuzzing build compiles the scenario sources and `Prose` into one module.
#if canImport(CommandLineSyntax)
  import CommandLineSyntax
#endif

/// The scenario lines that set a screen's controls, made from their declarations:
///
///     set code 2330          # a text field: the rest of the line is its text
///     choose direction below # a choice: an option's token (or its label)
///     toggle watched on      # a toggle: on or off
///     press save             # a button
///
/// Each is the control's event with the value, as a front end sends it; a screen's own event
/// of the same name (a reading list's `toggle BOOK`) is read as that event when its first
/// word names no control.
enum ScenarioControls {
  /// The verbs, each with the kind of control it sets.
  static let verbs: [(verb: String, kind: String, noun: String, usage: String)] = [
    ("set", "textField", "text field", "set ID TEXT"),
    ("choose", "choice", "choice", "choose ID OPTION"),
    ("toggle", "toggle", "toggle", "toggle ID on|off"), ("press", "button", "button", "press ID"),
  ]

  /// Why a control line that no event of the screens reads names no control of `screen`,
  /// with the ids it could have named; nil when `verb` is no control verb.
  ///
  ///     set cdoe 2330   // set: "cdoe" is no text field of form; its text fields: code
  static func unknownControl(
    verb: String, words: [String], on screen: AnyScreenDeclaration
  ) -> SessionEventError? {
    guard let entry = verbs.first(where: { $0.verb == verb }) else { return nil }
    let ids = screen.controls.filter { $0.isDrawn && $0.kindToken == entry.kind }.map(\.id)
    let named = words.first.map(VisibleText.quoted) ?? "nothing"
    let known = ids.isEmpty ? "it has none" : "its \(entry.noun)s: \(ids.joined(separator: ", "))"
    return SessionEventError(
      .invalid, "\(verb): \(named) is no \(entry.noun) of \(screen.name); \(known)")
  }

  /// The event a control line makes on `screen`; nil when `verb` is no control verb or its
  /// first word names no control of the screen.
  ///
  /// - Throws: `SessionEventError.invalid` when the control is of another kind than the
  ///   verb sets, or the value does not fit its event.
  static func event(
    verb: String, words: [String], on screen: AnyScreenDeclaration
  ) throws(SessionEventError) -> SessionEvent? {
    guard let entry = verbs.first(where: { $0.verb == verb }), let id = words.first,
      let control = screen.controls.first(where: { $0.id == id && $0.isDrawn })
    else { return nil }
    guard control.kindToken == entry.kind else {
      let kind = verbs.first { $0.kind == control.kindToken }?.verb ?? "nothing"
      throw SessionEventError(
        .invalid,
        "\(verb) sets a \(entry.kind); \(VisibleText.quoted(id)) is a \(control.kindToken): "
          + "\(kind) \(VisibleText.shown(id)) …")
    }
    let rest = Array(words.dropFirst())
    guard case .value(let name, let parameterName) = control.sending else {
      guard rest.isEmpty else {
        throw SessionEventError(.invalid, "press \(id) takes nothing after the button's id")
      }
      return control.event()
    }
    guard
      let parameter = screen.event(named: name)?.parameters.first(where: {
        $0.name == parameterName
      })
    else { return control.event() }
    if case .text = parameter.kind {
      return control.event(with: .string(rest.joined(separator: " ")))
    }
    guard rest.count == 1, var word = rest.first else {
      throw SessionEventError(.invalid, "\(verb) \(id) takes one word after the id")
    }
    if case .choice(let options, _)? = control.initial?.kind,
      let option = options.first(where: { $0.label == word })
    {
      word = option.token
    }
    return control.event(with: try parameter.value(ofWord: word))
  }

  /// Help's lines: each verb with the controls it sets, by screen.
  static func help(for screens: [AnyScreenDeclaration]) -> [(usage: String, parts: [String])] {
    verbs.compactMap { entry in
      let parts = screens.compactMap { screen -> String? in
        let ids = screen.controls.filter { $0.isDrawn && $0.kindToken == entry.kind }.map {
          control in
          control.id == control.label ? control.id : "\(control.id) (\(control.label))"
        }
        return ids.isEmpty ? nil : "\(screen.name): \(ids.joined(separator: ", "))"
      }
      return parts.isEmpty ? nil : (entry.usage, parts)
    }
  }
}
