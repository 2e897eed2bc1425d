import ScreenModel
import TerminalControl

/// A form's controls in the terminal: Tab and Shift-Tab move the keys from the list to each
/// control in turn and back, and past either end to the next or the previous tab.
///
/// In a text field every character edits it where it stands, Backspace deletes, and Enter
/// presses the screen's submit button, never a row's action; on a toggle Space or Enter
/// turns it; on a choice ← and → choose the option before or after. Esc gives the keys back
/// to the list. What a control shows is always its state's, or the edit in flight until
/// the state shows it. A control that is disabled shows dimmed, and one that is read-only
/// as its text snapshot draws it; Tab passes both by, and neither takes a key.
extension BrowseModel {
  /// The controls of the screen on top a frame draws as a form, in their declared order:
  /// its text fields but the search field, its toggles and its choices.
  var formControls: [ShownControl] {
    let search = searchField?.id
    return top.controls.filter { shown in
      switch shown.control.kind {
      case .textField: shown.id != search
      case .toggle, .choice: true
      case .button, .endOfRows: false
      }
    }
  }

  /// The form's controls that take the keys in turn: those that take edits now.
  var focusableControls: [ShownControl] { formControls.filter(\.state.isEnabled) }

  /// The control the keys go to, nil while they go to the list.
  var focusedControl: ShownControl? {
    state.focus.flatMap { id in focusableControls.first { $0.id == id } }
  }

  /// Where Tab (`offset` 1) or Shift-Tab (-1) takes the keys from where they are: a control,
  /// the list (nil), or past an end the tab it opens.
  enum FocusTarget: Equatable {
    case control(ShownControl)
    case list
    case tab(AnyScreenDeclaration)

    static func == (lhs: FocusTarget, rhs: FocusTarget) -> Bool {
      switch (lhs, rhs) {
      case (.control(let a), .control(let b)): a.id == b.id
      case (.list, .list): true
      case (.tab(let a), .tab(let b)): a.name == b.name
      default: false
      }
    }
  }

  /// The list, then each control; Tab past the last opens the next tab, Shift-Tab before the
  /// list the previous one, and where there is no other tab the keys go round.
  func focusTarget(by offset: Int) -> FocusTarget {
    let ring: [ShownControl?] = [nil] + focusableControls.map { Optional($0) }
    let here = ring.firstIndex { $0?.id == state.focus } ?? 0
    let next = here + offset
    if ring.indices.contains(next) { return ring[next].map { .control($0) } ?? .list }
    if let tab = neighbourTab(by: offset) { return .tab(tab) }
    return ring[(next + ring.count) % ring.count].map { .control($0) } ?? .list
  }

  /// The tab `offset` after the one shown, from a screen alone on the stack.
  func neighbourTab(by offset: Int) -> AnyScreenDeclaration? {
    let tabs = self.tabs
    guard stack.count == 1, tabs.count > 1,
      let here = tabs.firstIndex(where: { $0.name == top.name })
    else { return nil }
    return tabs[(here + offset + tabs.count) % tabs.count]
  }

  /// Moves the keys as Tab or Shift-Tab does.
  mutating func moveFocus(by offset: Int) -> [BrowseEffect] {
    state.isSearching = false
    switch focusTarget(by: offset) {
    case .control(let control): state.focus = control.id
    case .list: state.focus = nil
    case .tab(let tab): return [.send(.open(tab.name))]
    }
    return []
  }

  /// What `key` does on the control that has the keys; nil for a key it leaves to the
  /// screen (a button's digit on a toggle, `q`).
  mutating func formKey(_ key: Key, on control: ShownControl) -> [BrowseEffect]? {
    switch key {
    case .tab, .backTab: return moveFocus(by: key == .tab ? 1 : -1)
    case .escape:
      state.focus = nil
      return []
    default: break
    }
    // A control that stopped taking edits since it took the keys takes none.
    guard control.state.isEnabled else { return key == .enter ? [] : nil }
    switch control.state.kind {
    case .textField(_, _, _, let maxLength):
      switch key {
      case .character(let character):
        return editField(control) { text in
          if maxLength.map({ text.count < $0 }) ?? true { text.append(character) }
        }
      case .backspace: return editField(control) { if !$0.isEmpty { $0.removeLast() } }
      case .enter: return submit()
      // Every other key stays in the field: none of them moves the list under it.
      default: return []
      }
    case .toggle(let isOn):
      guard key == .character(" ") || key == .enter else { return nil }
      return [.send(control.control.event(with: .bool(!isOn)))]
    case .choice(let options, let selected):
      guard key == .left || key == .right else { return key == .enter ? [] : nil }
      let here = options.firstIndex { $0.token == selected }
      let next = here.map { $0 + (key == .right ? 1 : -1) } ?? 0
      guard options.indices.contains(next), next != here else { return [] }
      return [.send(control.control.event(with: .string(options[next].token)))]
    case .button: return nil
    }
  }

  /// Changes the field's text as shown and sends it: the edit in flight until the state
  /// shows it.
  private mutating func editField(
    _ control: ShownControl, _ change: (inout String) -> Void
  ) -> [BrowseEffect] {
    let shown = shownText(of: control.id)
    var text = shown
    change(&text)
    guard text != shown else { return [] }
    state.editing[control.id] = text
    return [.send(control.control.event(with: .string(text)))]
  }

  /// The button the screen declares Enter presses in its fields, pressed where it can be
  /// used; nothing else, and never a row.
  private func submit() -> [BrowseEffect] {
    let submit = top.controls.first { shown in
      if case .button(_, true) = shown.control.kind { true } else { false }
    }
    guard let submit, submit.state.isEnabled else { return [] }
    return [.send(submit.control.event())]
  }

  /// The line the control shows in a frame, as a text snapshot draws it, a field showing
  /// the edit in flight; and the column after a field's text, where the cursor stands.
  func formLine(of control: ShownControl) -> (text: String, cursor: Int?) {
    var state = control.state
    guard case .textField(_, let content, let placeholder, let maxLength) = state.kind else {
      return (state.textLine(in: words), nil)
    }
    let text = shownText(of: control.id)
    state.kind = .textField(value: "", content: content, placeholder: placeholder, maxLength: nil)
    state.message = nil
    // The cursor follows the label and the bracket as the text snapshot's form draws them.
    let empty = state.textLine(in: words)
    let label = empty.firstIndex(of: "[").map { DisplayWidth.of(String(empty[...$0])) } ?? 0
    state = control.state
    state.kind = .textField(
      value: text, content: content, placeholder: placeholder, maxLength: maxLength)
    return (state.textLine(in: words), label + DisplayWidth.of(text))
  }
}
