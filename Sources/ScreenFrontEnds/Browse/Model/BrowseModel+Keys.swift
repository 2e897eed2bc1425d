import ScreenModel
import TerminalControl

/// What each key does, on any screen, by what the screen declares.
///
/// Normally keys are commands: a screen's buttons take their keys (`1` `2` `3` load the
/// markets, `r` refreshes), `j` `k` move, Enter sends the selected row's action, Esc goes
/// back from a screen opened on top, Tab goes to the next tab, `q` quits; a key that is none
/// of these sends the selected row's further action bound to it (`a` 加入自選股). On a screen with a
/// search field, `/` puts the keys into it, where everything typed searches as you type;
/// Enter sends the selected match's action and Esc clears the search. Text that can never be
/// a command (Chinese from an input method) starts a search at once.
///
/// On a screen with a form, Tab and Shift-Tab move the keys between the list and its
/// controls (`BrowseModel+Form`).
extension BrowseModel {
  /// Applies a key and returns what the shell must do.
  mutating func handle(_ key: Key) -> [BrowseEffect] {
    switch key {
    case .interrupt: return [.quit(130)]
    case .redraw: return [.repaint]
    default: break
    }
    if let control = focusedControl, let effects = formKey(key, on: control) { return effects }
    if state.isSearching, searchField != nil { return searchKey(key) }
    if let move = Movement(key, rowsHeight: rowsHeight) { return apply(move) }
    if let button = buttons.first(where: { $0.key == key }) { return [.send(button.event)] }
    switch key {
    case .character("q"): return [.quit(0)]
    case .character("/") where searchField != nil:
      state.isSearching = true
      return []
    case .character(let character) where !character.isASCII && searchField != nil:
      state.isSearching = true
      return edit { $0.append(character) }
    case .enter: return activate()
    case .escape where stack.count == 1: return searchField == nil ? [] : edit { $0 = "" }
    case .escape, .backspace, .left: return stack.count > 1 ? [.send(.back)] : []
    case .tab: return formControls.isEmpty ? switchTab(by: 1) : moveFocus(by: 1)
    case .backTab: return formControls.isEmpty ? switchTab(by: -1) : moveFocus(by: -1)
    default: return rowAction(for: key)
    }
  }

  /// The further actions of the selected row that a key sends, with their keys: each the
  /// controller's own event, as the row made it. An action whose key browse, a button or an
  /// earlier action of the row takes first is left out (`rowActionProblems` names it).
  var rowActions: [(key: Key, label: String, event: AnyEvent)] {
    selectedRowActions.compactMap { action in
      action.takenBy == nil ? (.character(action.key), action.label, action.event) : nil
    }
  }

  /// The further actions of the selected row that no key reaches, each named: its key
  /// moves, quits or searches in browse, presses one of the screen's buttons, or sends an
  /// earlier action of the row.
  var rowActionProblems: [String] {
    let row = top.row(at: state.position.selection)?.key ?? ""
    return selectedRowActions.compactMap { action in
      action.takenBy.map { taken in
        "\(top.name): the action \"\(action.label)\" of the row \"\(row)\" takes the key "
          + "\"\(action.key)\", which \(taken): no key sends it"
      }
    }
  }

  /// The selected row's further actions that have a key, each with what takes its key
  /// first, when something does.
  private var selectedRowActions:
    [(key: Character, label: String, event: AnyEvent, takenBy: String?)]
  {
    let own = Self.ownKeys(searching: searchField != nil)
    var taken: [Character: String] = [:]
    for button in buttons { if case .character(let key) = button.key { taken[key] = button.label } }
    var actions: [(key: Character, label: String, event: AnyEvent, takenBy: String?)] = []
    for action in top.row(at: state.position.selection)?.actionEvents ?? [] {
      guard let key = action.key else { continue }
      let searches = searchField != nil && !key.isASCII ? "starts a search" : nil
      let takenBy =
        (own[key] ?? searches).map { "\($0) in browse" }
        ?? taken[key].map { "presses the button \"\($0)\"" }
        ?? actions.first { $0.key == key }.map { "sends its action \"\($0.label)\"" }
      actions.append((key, action.label, action.event, takenBy))
    }
    return actions
  }

  /// The characters browse keeps for itself, before any button's or row's, with what each
  /// does: moving, quitting, and on a screen with a search field, searching.
  static func ownKeys(searching: Bool) -> [Character: String] {
    var keys: [Character: String] = [
      "j": "moves down", "k": "moves up", "g": "goes to the first row",
      "G": "goes to the last row", "q": "quits",
    ]
    if searching { keys["/"] = "starts a search" }
    return keys
  }

  /// What keeps each of `screens`' buttons from a key of its own in browse: a button past
  /// the ninth without a key (only nine take a digit), or one whose key browse keeps for
  /// itself (`ownKeys(searching:)`). Two buttons of one key are a problem of the screen's
  /// declaration (`ScreenSession.problems(in:)`).
  static func keyProblems(of screens: [AnyScreenDeclaration]) -> [String] {
    screens.flatMap { screen in
      let own = ownKeys(searching: searchField(of: screen) != nil)
      return zip(screen.controls, screen.controls.buttonKeys).compactMap {
        control, key -> String? in
        guard case .button = control.kind else { return nil }
        guard let key else {
          return "\(screen.name): the button \"\(control.id)\" has no key in browse, as only "
            + "nine buttons take a digit: give it a key of its own (key:)"
        }
        return own[key].map {
          "\(screen.name): the button \"\(control.id)\" takes the key \"\(key)\", which \($0) "
            + "in browse: give it another"
        }
      }
    }
  }

  /// The selected row's further action bound to `key`, sent.
  private func rowAction(for key: Key) -> [BrowseEffect] {
    guard let action = rowActions.first(where: { $0.key == key }) else { return [] }
    return [.sendAction(action.event)]
  }

  /// A button of a screen: the key that presses it, its label and the event it sends.
  typealias Button = (key: Key, label: String, event: SessionEvent)

  /// The buttons of the screen on top with their keys, their own or the digits in order,
  /// but those its state says cannot be used.
  var buttons: [Button] {
    let disabled = top.controls.filter { !$0.state.isEnabled }.map(\.id)
    return Self.buttons(of: declaration, leaving: Set(disabled))
  }

  /// The buttons of `screen` with their keys, as its key help and `--help` list them, but
  /// those of the ids `disabled`.
  static func buttons(
    of screen: AnyScreenDeclaration?, leaving disabled: Set<String> = []
  ) -> [Button] {
    let controls = screen?.controls ?? []
    return zip(controls, controls.buttonKeys).compactMap { control, key in
      guard case .button = control.kind, let key, !disabled.contains(control.id) else {
        return nil
      }
      return (.character(key), control.label, control.event())
    }
  }

  /// The event the screen on top sends at the end of its rows, if it declares one.
  var endOfRowsEvent: SessionEvent? {
    declaration?.controls.first { $0.kind == .endOfRows }?.event()
  }

  private mutating func searchKey(_ key: Key) -> [BrowseEffect] {
    switch key {
    case .character(let character): return edit { $0.append(character) }
    case .backspace: return edit { if !$0.isEmpty { $0.removeLast() } }
    case .enter:
      state.isSearching = false
      return activate()
    case .escape:
      state.isSearching = false
      return edit { $0 = "" }
    case .tab, .backTab:
      state.isSearching = false
      return switchTab(by: key == .tab ? 1 : -1)
    case .up, .down, .pageUp, .pageDown:
      return Movement(key, rowsHeight: rowsHeight).map { apply($0) } ?? []
    default: return []
    }
  }

  /// Changes the search text and sends it; the selection then follows the best match until
  /// the user moves it.
  private mutating func edit(_ change: (inout String) -> Void) -> [BrowseEffect] {
    // A search field that is disabled or read-only takes no edit.
    guard let field = searchField,
      top.controls.first(where: { $0.id == field.id })?.state.isEnabled ?? true
    else { return [] }
    var text = search
    change(&text)
    guard text != search else { return [] }
    state.editing[field.id] = text
    state.followsBestMatch = !text.isEmpty
    let arguments = EventArguments([.init(field.parameter, .string(text))])
    return [.send(SessionEvent(field.event, arguments))]
  }

  /// The selected row's own action: open a company, retry a market, load more.
  private func activate() -> [BrowseEffect] {
    guard let action = top.row(at: state.position.selection)?.actionEvent else { return [] }
    return [.sendAction(action)]
  }

  /// Opens the tab `offset` after the one shown, from a screen alone on the stack.
  private mutating func switchTab(by offset: Int) -> [BrowseEffect] {
    let tabs = self.tabs
    guard stack.count == 1, tabs.count > 1,
      let here = tabs.firstIndex(where: { $0.name == top.name })
    else { return [] }
    let next = tabs[(here + offset + tabs.count) % tabs.count]
    return [.send(.open(next.name))]
  }

  private mutating func apply(_ move: Movement) -> [BrowseEffect] {
    let count = rowCount
    let height = rowsHeight
    switch move {
    case .by(let delta): state.position.move(by: delta, count: count, height: height)
    case .first: state.position.select(0, count: count, height: height)
    case .last: state.position.select(count - 1, count: count, height: height)
    }
    state.followsBestMatch = false
    return endOfRows()
  }

  /// How close to the end of the rows the selection must come to send the end-of-rows event.
  static let bottomRows = 3

  /// Sends the screen's end-of-rows event when the selection is among its last rows and the
  /// last row offers it (its action is the event the control's form writes); once until the
  /// screen's next update.
  mutating func endOfRows() -> [BrowseEffect] {
    guard let event = endOfRowsEvent, !state.endOfRowsSent,
      state.position.selection >= rowCount - Self.bottomRows,
      let last = top.row(at: rowCount - 1)?.actionEvent, last.written == event
    else { return [] }
    state.endOfRowsSent = true
    return [.send(event)]
  }
}

/// A key that moves the selection, and how far.
private enum Movement {
  case by(Int)
  case first
  case last

  init?(_ key: Key, rowsHeight: Int) {
    switch key {
    case .up, .character("k"): self = .by(-1)
    case .down, .character("j"): self = .by(1)
    case .pageUp: self = .by(-max(1, rowsHeight - 1))
    case .pageDown: self = .by(max(1, rowsHeight - 1))
    case .home, .character("g"): self = .first
    case .end, .character("G"): self = .last
    default: return nil
    }
  }
}
