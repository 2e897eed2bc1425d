import ScreenModel
import TerminalControl

/// The browser as a value: its state and the latest update of the session it shows.
///
/// Pure: `handle(_:)` takes a key, a window size or a session update and returns what the
/// shell must do. It knows no screen by name: the rows, the title, the search field, the
/// buttons and the tabs all come from the session's updates and the screens' declarations,
/// so any registered screen browses the same way.
///
///     var model = BrowseModel(size: WindowSize(width: 80, height: 24), screens: screens, first: update)
///     print(model.handle(.key(.character("1"))))
///     // Prints "[.send(load listed)]": the directory's first button
struct BrowseModel: Sendable {
  /// The positions, the search fields and the window size.
  var state: BrowseState
  /// The screens the session can show.
  let screens: [AnyScreenDeclaration]
  /// The screen on top, as the last update showed it.
  private(set) var top: AnyScreen
  /// The names of the screens on the stack, bottom first.
  private(set) var stack: [String]
  /// The title of each screen on the stack, as it last showed.
  private var titles: [String]
  /// The number of the update `top` comes from, to tell a missed update.
  private(set) var shownSeq: Int
  /// The rows the session was last asked to describe: those on screen.
  private(set) var askedWindow: Range<Int>?
  /// The browser's own words: the search line and the key help.
  let words: Words

  /// A browser showing the session's first update, of a stack of one screen, its own words
  /// from `words`.
  init(
    size: WindowSize, screens: [AnyScreenDeclaration], first: SessionUpdate,
    words: Words = .source
  ) {
    self.screens = screens
    self.words = words
    state = BrowseState(size: size)
    top = first.screen
    stack = [first.screen.name]
    titles = [first.screen.title]
    shownSeq = first.seq
    state.current = Self.key(depth: 0, name: first.screen.name)
  }

  /// Applies `input` and returns what the shell must do: after any that scrolled, a
  /// `window` event, so the session builds the rows on screen and no others.
  mutating func handle(_ input: BrowseInput) -> [BrowseEffect] {
    let effects: [BrowseEffect]
    switch input {
    case .key(let key): effects = handle(key)
    case .resized(let size):
      state.size = size
      state.position.settle(count: top.count, height: rowsHeight)
      effects = []
    case .updated(let update, let stack): effects = receive(update, stack: stack)
    }
    return effects + windowEffect()
  }

  /// The rows a frame draws: from the first row shown, as many as fit.
  var shownRows: Range<Int> {
    let count = min(max(1, rowsHeight), WindowRequest.maxCount)
    return state.position.scroll..<(state.position.scroll + count)
  }

  /// The `window` event for the rows on screen, once for each place they stand.
  private mutating func windowEffect() -> [BrowseEffect] {
    let shown = shownRows
    guard shown != askedWindow else { return [] }
    askedWindow = shown
    let arguments = EventArguments([
      .init("from", .int(Int64(shown.lowerBound))), .init("count", .int(Int64(shown.count))),
    ])
    return [.send(SessionEvent("window", arguments))]
  }

  /// The declaration of the screen on top.
  var declaration: AnyScreenDeclaration? { screens.first { $0.name == top.name } }

  /// The search field of the screen on top, as the page picks it: the text field whose
  /// edits list results, or the only one of a screen without toggles and choices; its id,
  /// event, parameter, label and result kind. A form's fields are `formControls`.
  var searchField: (id: String, event: String, parameter: String, label: String, results: String?)?
  {
    guard let control = Self.searchField(of: declaration),
      case .textField(let results) = control.kind,
      case .value(let event, let parameter) = control.sending
    else { return nil }
    return (control.id, event, parameter, control.label, results)
  }

  /// The search field of `screen`: the text field whose edits list results, or the only
  /// one of a screen without toggles and choices.
  static func searchField(of screen: AnyScreenDeclaration?) -> AnyControlDeclaration? {
    let controls = screen?.controls ?? []
    let fields = controls.filter { if case .textField = $0.kind { true } else { false } }
    let others = controls.contains { $0.kind == .toggle || $0.kind == .choice }
    let searching = fields.first { control in
      if case .textField(let results?) = control.kind { !results.isEmpty } else { false }
    }
    return searching ?? (fields.count == 1 && !others ? fields.first : nil)
  }

  /// How many rows fit between the title, the search field and the form's controls, where
  /// the screen on top has them, and the key help.
  var rowsHeight: Int {
    max(0, state.size.height - (searchField == nil ? 1 : 2) - formControls.count - 1)
  }

  /// The search text of the screen on top: the edit in flight, else the value its state
  /// shows.
  var search: String {
    guard let id = searchField?.id else { return "" }
    return shownText(of: id)
  }

  /// The number of rows on the screen on top.
  var rowCount: Int { top.count }

  /// The text of the rows in `range` on the screen on top.
  func rowTexts(in range: Range<Int>) -> [RowText] {
    range.compactMap { top.row(at: $0)?.text }
  }

  /// The titles down the stack: `公司列表 > 公司資料`.
  var title: String { titles.joined(separator: " > ") }

  /// The root screens, which Tab moves between.
  var tabs: [AnyScreenDeclaration] { screens.filter { $0.placement == .root } }

  /// Takes the session's new update. On the same screen, the selection follows its row
  /// through the changes, or the best match while a search is being typed; a screen opened
  /// on top starts at its top, and one shown again where it was left.
  private mutating func receive(_ update: SessionUpdate, stack newStack: [String]) -> [BrowseEffect]
  {
    let sameScreen = newStack == stack && update.screen.name == top.name
    let changes =
      update.seq == shownSeq + 1 ? update.changes : update.screen.changes(since: top)
    let previous = top
    let wasOnLastRow = state.position.selection == previous.count - 1
    top = update.screen
    shownSeq = update.seq
    if newStack.count > stack.count { state.positions[Self.key(newStack)] = nil }
    stack = newStack
    titles = Array(titles.prefix(stack.count - 1)) + [update.screen.title]
    state.current = Self.key(stack)
    if !sameScreen { state.isSearching = false }
    // An edit in flight shows until the state shows it, or another screen comes.
    state.editing = sameScreen ? state.editing.filter { $0.value != stateText(of: $0.key) } : [:]
    if !sameScreen || !focusableControls.contains(where: { $0.id == state.focus }) {
      state.focus = nil
    }
    state.endOfRowsSent = false
    var index = state.position.selection
    if sameScreen, state.followsBestMatch {
      let results = searchField?.results
      index = (0..<top.count).first { results == nil || top.row(at: $0)?.kind == results } ?? 0
    } else if sameScreen, !(wasOnLastRow && endOfRowsEvent != nil),
      let moved = changes.newIndex(ofOld: index)
    {
      // On the last row of a list that loads more, the selection stays put, so the first
      // new row takes its place.
      index = moved
    }
    state.position.select(index, count: top.count, height: rowsHeight)
    // A tab shown again may stand at its end already.
    return sameScreen ? [] : endOfRows()
  }

  /// The text the state of the field `id` shows on the screen on top.
  func stateText(of id: String) -> String? {
    guard let field = top.controls.first(where: { $0.id == id }),
      case .textField(let value, _, _, _) = field.state.kind
    else { return nil }
    return value
  }

  /// The text the field `id` shows: the edit in flight, else its state's.
  func shownText(of id: String) -> String {
    state.editing[id] ?? stateText(of: id) ?? ""
  }

  /// `1:profile`: the key of the list at `depth` showing `name`.
  private static func key(depth: Int, name: String) -> String { "\(depth):\(name)" }

  private static func key(_ stack: [String]) -> String {
    key(depth: stack.count - 1, name: stack.last ?? "")
  }
}

/// Something the browser's model reacts to: a key, a new window size, or a session update.
enum BrowseInput: Sendable {
  /// The user pressed a key.
  case key(Key)
  /// The terminal window changed size.
  case resized(WindowSize)
  /// The session published an update; `stack` names its screens, bottom first.
  case updated(SessionUpdate, stack: [String])
}

/// What the model asks the terminal shell to do after an input.
enum BrowseEffect: Hashable, Sendable {
  /// Send this event to the session: a button's, the search field's, `back`, a tab's
  /// `open`, a `window`.
  case send(SessionEvent)
  /// Send a row's action to the session: the controller's own event, as the row made it.
  case sendAction(AnyEvent)
  /// Paint every line again, not only the changed ones.
  case repaint
  /// Restore the terminal and end with this exit status.
  case quit(Int32)
}
