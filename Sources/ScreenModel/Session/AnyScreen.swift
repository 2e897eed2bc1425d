/// A screen of any registered kind, its rows still in the collection its controller made:
/// what a session's update carries to a front end that has never heard of the screen.
///
/// Nothing is built until it is read: `count` costs nothing, `row(at:)` builds one row,
/// and `writeRowsJSON(into:)` writes every row without building a JSON value for each.
///
/// Every output of a screen is drawn from this one value: its text snapshot, its
/// accessibility text, a storyboard's step, an update's JSON, the page and `browse` all
/// show `controls` (the declared ones, each with what the state shows) and the rows, in one
/// order. Its text is in the words of the session that shows it (`words`).
public struct AnyScreen: Sendable {
  /// The screen's registered name: `directory`.
  public let name: String
  /// The words of the session that shows it, which its text snapshot and accessibility text
  /// are in by default.
  public let words: Words
  private let box: any ScreenBox

  /// `screen`, a screen of the screen `declaration` declares, as a session carries it, in
  /// the session's `words`.
  public init<Controller, Input>(
    _ screen: Screen<Controller.Rows>, of declaration: ScreenDeclaration<Controller, Input>,
    words: Words = .source
  ) {
    let forms = declaration.events
    self.init(
      name: declaration.name, words: words, screen: screen, declared: declaration.controls,
      actionJSON: declaration.actionJSON(of:), actionsJSON: declaration.actionsJSON(of:),
      writeRow: declaration.writeRow(_:into:),
      written: { ScreenDeclaration<Controller, Input>.event(of: $0).flatMap(forms.sessionEvent) })
  }

  init<Rows: RowCollection>(
    name: String, words: Words = .source, screen: Screen<Rows>,
    declared: [AnyControlDeclaration] = [],
    actionJSON: @escaping @Sendable (Rows.Element) -> JSONValue?,
    actionsJSON: @escaping @Sendable (Rows.Element) -> [RowAction<JSONValue>],
    writeRow: @escaping @Sendable (Rows.Element, inout [UInt8]) -> Void,
    written: @escaping @Sendable (Rows.Element.Action) -> SessionEvent?
  ) where Rows.Element: DescribedRow {
    self.name = name
    self.words = words
    (controls, controlProblems) = declared.shown(with: screen.controls)
    self.box = TypedScreenBox(
      screen: screen, actionJSON: actionJSON, actionsJSON: actionsJSON, writeRow: writeRow,
      written: written)
  }

  /// The controls the screen's declaration lists that a front end draws, in its order, each
  /// with what the state shows (its initial state where the state gives none).
  public let controls: [ShownControl]

  /// What keeps a control's state from showing: a state of an id the declaration does not
  /// list, or of another kind than declared; or shows it wrong: a choice's selection that is
  /// none of its options. An update names them (`problems`).
  public let controlProblems: [String]

  /// The title shown above the rows.
  public var title: String { box.title }

  /// How many rows there are.
  public var count: Int { box.count }

  /// The positions of the rows.
  public var indices: Range<Int> { 0..<box.count }

  /// The row at `index`, as any front end reads it; nil out of bounds.
  public func row(at index: Int) -> AnyRow? {
    indices.contains(index) ? box.row(at: index) : nil
  }

  /// Each row's `id` as a string.
  ///
  /// - Complexity: O(*n*): every row is built.
  public var rowKeys: [String] { indices.map { box.row(at: $0).key } }

  /// Each row's JSON object.
  ///
  /// - Complexity: O(*n*): every row is built.
  public var rowsJSON: [JSONValue] { indices.map { box.row(at: $0).json } }

  /// Appends the JSON objects of the rows in `range`, separated by commas: the bytes of
  /// their `json`, written by each row's own writer.
  public func writeRowsJSON(_ range: Range<Int>? = nil, into output: inout [UInt8]) {
    box.writeRows(range ?? indices, into: &output)
  }

  /// The rows in `range` (clamped to the screen) as protocol 2 compares and writes them,
  /// each row built once.
  public func windowRows(_ range: Range<Int>) -> [WindowRow] {
    box.windowRows(range.clamped(to: indices))
  }

  /// The screen as the text renderer draws it, in its session's words: its title, its
  /// controls as `controls` shows them (the declared ones, with what the state shows), then
  /// its rows.
  public var snapshotText: String { snapshotText(in: words) }

  /// The screen as the text renderer draws it in `words`.
  public func snapshotText(in words: Words) -> String {
    box.snapshotText(in: words, controls: controls.map(\.state))
  }

  /// The text of every row, top to bottom: what a storyboard keeps of the screen.
  ///
  /// - Complexity: O(*n*): every row is built.
  public var rowTexts: [RowText] { indices.map { box.row(at: $0).text } }

  /// The screen with its own rows, when they are `Rows`: for a front end that knows the
  /// screen and wants its enum cases.
  public func screen<Rows: RowCollection>(as type: Rows.Type) -> Screen<Rows>?
  where Rows.Element: DescribedRow {
    (box as? TypedScreenBox<Rows>)?.screen
  }

  /// The changes from `previous`: the rows' own comparison when both are screens of one
  /// name with rows of one type, every row replaced otherwise.
  public func changes(since previous: AnyScreen) -> Changeset {
    if previous.name == name, let changes = box.changes(since: previous.box) { return changes }
    return Changeset(deletes: Array(previous.indices), inserts: Array(indices))
  }
}

extension AnyScreen: TextSnapshotRepresentable {}

/// A row of any screen: what every front end needs from it, each part made when it is read.
public struct AnyRow: Sendable {
  // One box for the row and its screen's writers: a row read on every keystroke costs one
  // allocation, however many of its parts a front end reads.
  private let box: any RowBox

  init<Row: DescribedRow>(
    _ row: Row, actionJSON: @escaping @Sendable (Row) -> JSONValue?,
    actionsJSON: @escaping @Sendable (Row) -> [RowAction<JSONValue>],
    written: @escaping @Sendable (Row.Action) -> SessionEvent?
  ) {
    box = TypedRowBox(
      row: row, actionJSON: actionJSON, actionsJSON: actionsJSON, written: written)
  }

  /// The row's kind: `company`.
  public var kind: String { box.kind }
  /// Its `id` as a string, unique within the screen.
  public var key: String { box.key }
  /// The row in one line of plain text.
  public var title: String { box.title }
  /// The row's text for the text renderer.
  public var text: RowText { box.text }
  /// The event object that activates it, or nil.
  public var action: JSONValue? { box.action }
  /// Its further actions, each with the event object it sends.
  public var actions: [RowAction<JSONValue>] { box.actions }
  /// The controller's own event that activates it, for a front end in the same process to
  /// send as it is (`ScreenSession.send(_:cause:)`); nil for a row without an action. Made
  /// from the row, never read back from `action`: a row's action is sent even where no form
  /// of its screen writes it.
  public var actionEvent: AnyEvent? { box.actionEvent }
  /// Its further actions, each with the controller's own event it sends.
  public var actionEvents: [RowAction<AnyEvent>] { box.actionEvents }
  /// The row's JSON object.
  public var json: JSONValue { box.json }
  /// What assistive technology reads for it.
  public var accessibility: RowAccessibility { box.accessibility }
}

private protocol RowBox: Sendable {
  var kind: String { get }
  var key: String { get }
  var title: String { get }
  var text: RowText { get }
  var action: JSONValue? { get }
  var actions: [RowAction<JSONValue>] { get }
  var actionEvent: AnyEvent? { get }
  var actionEvents: [RowAction<AnyEvent>] { get }
  var json: JSONValue { get }
  var accessibility: RowAccessibility { get }
}

private struct TypedRowBox<Row: DescribedRow>: RowBox {
  let row: Row
  let actionJSON: @Sendable (Row) -> JSONValue?
  let actionsJSON: @Sendable (Row) -> [RowAction<JSONValue>]
  let written: @Sendable (Row.Action) -> SessionEvent?

  var kind: String { row.kind }
  var key: String { row.key }
  var title: String { row.title }
  var text: RowText { row.text }
  var action: JSONValue? { actionJSON(row) }
  var actions: [RowAction<JSONValue>] { actionsJSON(row) }
  var actionEvent: AnyEvent? { row.action.map(event(of:)) }
  var actionEvents: [RowAction<AnyEvent>] {
    row.actions.map {
      RowAction(name: $0.name, label: $0.label, key: $0.key, event: event(of: $0.event))
    }
  }
  var json: JSONValue { row.json(action: action, actions: actions) }
  var accessibility: RowAccessibility { row.accessibility }

  private func event(of action: Row.Action) -> AnyEvent {
    let written = written
    return AnyEvent(action) { written(action) }
  }
}

private protocol ScreenBox: Sendable {
  var title: String { get }
  var count: Int { get }
  func snapshotText(in words: Words, controls: [ControlState]) -> String
  func row(at index: Int) -> AnyRow
  func writeRows(_ range: Range<Int>, into output: inout [UInt8])
  func windowRows(_ range: Range<Int>) -> [WindowRow]
  func changes(since previous: any ScreenBox) -> Changeset?
}

private struct TypedScreenBox<Rows: RowCollection>: ScreenBox where Rows.Element: DescribedRow {
  let screen: Screen<Rows>
  let actionJSON: @Sendable (Rows.Element) -> JSONValue?
  let actionsJSON: @Sendable (Rows.Element) -> [RowAction<JSONValue>]
  // The row's JSON object appended, by its declaration, which keeps what it wrote.
  let writeRow: @Sendable (Rows.Element, inout [UInt8]) -> Void
  let written: @Sendable (Rows.Element.Action) -> SessionEvent?

  var title: String { screen.title }
  var count: Int { screen.rows.count }
  func snapshotText(in words: Words, controls: [ControlState]) -> String {
    var shown = screen
    shown.controls = controls
    return shown.snapshotText(in: words)
  }

  func row(at index: Int) -> AnyRow {
    AnyRow(
      screen.rows[screen.rows.startIndex + index], actionJSON: actionJSON,
      actionsJSON: actionsJSON, written: written)
  }

  func writeRows(_ range: Range<Int>, into output: inout [UInt8]) {
    let rows = screen.rows
    let start = rows.startIndex
    let range = range.clamped(to: 0..<rows.count)
    for index in range {
      if index > range.lowerBound { output.append(UInt8(ascii: ",")) }
      writeRow(rows[start + index], &output)
    }
  }

  func windowRows(_ range: Range<Int>) -> [WindowRow] {
    let rows = screen.rows
    return range.map { index in
      let row = rows[rows.startIndex + index]
      var json: [UInt8] = []
      writeRow(row, &json)
      return WindowRow(key: row.key, json: json)
    }
  }

  func changes(since previous: any ScreenBox) -> Changeset? {
    guard let previous = previous as? Self else { return nil }
    return screen.changes(since: previous.screen)
  }
}

extension DescribedRow {
  /// Why the row's action, or one of its further actions, is missing from its JSON: an
  /// event no form of its screen writes. Nil when every action it offers is written.
  func actionProblem(action json: JSONValue?, actions written: [RowAction<JSONValue>])
    -> String?
  {
    let offered = actions
    let actionWritten = json != nil || action == nil
    // The written actions are the offered ones the forms write, in order: as many means all.
    if actionWritten && written.count == offered.count { return nil }
    var missing: [String] = []
    if let action, !actionWritten { missing.append("its action \(action)") }
    let names = Set(written.map(\.name))
    for further in offered where !names.contains(further.name) {
      missing.append("its action \"\(further.name)\" (\(further.event))")
    }
    guard !missing.isEmpty else { return nil }
    let verb = missing.count == 1 ? "is" : "are"
    return missing.joined(separator: " and ") + " \(verb) written by no event of its screen"
  }
}

/// One row of a screen as protocol 2 writes it: its `id`, and its JSON object's bytes.
public struct WindowRow: Hashable, Sendable {
  /// The row's `id`.
  public var key: String
  /// The row's JSON object, written.
  public var json: [UInt8]

  public init(key: String, json: [UInt8]) {
    self.key = key
    self.json = json
  }
}
