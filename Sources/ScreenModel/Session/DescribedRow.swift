/// A row that tells every front end what it is: its kind, its id as a string, its title,
/// its fields as JSON and the action it offers, as a value of its screen's own event type.
///
/// A front end generic over screens reads only this: the page draws `title` and wires
/// `action` to a button, `drive` writes the row's JSON, `browse` offers the action on Enter
/// and binds the keys of its further `actions`.
/// Every requirement has a default, so a plain row works everywhere:
///
///     enum QuoteRow: DescribedRow {
///       case header(String)
///       case quote(symbol: String, price: String)
///       var id: String { … }
///       var text: RowText { … }
///     }
///     QuoteRow.header("自選").kind   // "header": the case's name
///
/// A row whose screen has events says which one it offers with `action`; the session writes
/// it as the event's JSON (`{"event":"select","code":"2330"}`) by the screen's declared
/// `EventForm`s, and a front end sends that object back to activate the row.
///
/// Everything a row says is a function of its value: two equal rows describe the same
/// thing. The driver's diff sends nothing for a row equal to the one shown, and a session
/// writes an equal row's object once and sends those bytes again.
public protocol DescribedRow: ScreenRow {
  /// The event a front end sends to activate the row: the screen controller's `Event`.
  associatedtype Action: Sendable = Never

  /// What kind of row it is, for a front end to pick a cell: `company`, `status`. By
  /// default the enum case's name.
  var kind: String { get }
  /// The row's `id` as a string, unique within its screen: `company:2330`. By default the
  /// id as it describes itself.
  var key: String { get }
  /// The row in one line of plain text. By default its cells joined by spaces.
  var title: String { get }
  /// The row's own members of its JSON object, written after `kind` and `id`. By default
  /// `text`: the title.
  var fields: [JSONValue.Member] { get }
  /// The event that activates the row, or nil when it offers none.
  var action: Action? { get }
  /// Further actions the row offers beside `action`, each with its label and key: a
  /// company's `加入自選股`. By default none; the text renderer never shows them.
  var actions: [RowAction<Action>] { get }
  /// What assistive technology reads for the row. By default its title, a button when it
  /// offers an action.
  var accessibility: RowAccessibility { get }

  /// Writes the row's own members, those of `fields`, into its object. By default `fields`
  /// as they are; a row written on every keystroke writes them without building values,
  /// and says the same thing (a test holds the two equal).
  func writeFields(into object: inout JSONObjectWriter)
}

extension DescribedRow {
  /// The enum case's name (`status`, `company`); a row that is not an enum, its type's name.
  public var kind: String {
    let mirror = Mirror(reflecting: self)
    guard mirror.displayStyle == .enum else { return "\(type(of: self))" }
    if let label = mirror.children.first?.label { return label }
    return "\(self)"
  }

  /// The id as it describes itself.
  public var key: String { "\(id)" }

  /// The cells' texts, joined by single spaces.
  public var title: String { text.cells.map(\.text).joined(separator: " ") }

  /// `text`: the title.
  public var fields: [JSONValue.Member] { [.init("text", .string(title))] }

  /// `fields`, in order.
  public func writeFields(into object: inout JSONObjectWriter) {
    object.add(fields)
  }

  /// No further actions: a row offers its `action` alone unless it says more.
  public var actions: [RowAction<Action>] { [] }

  /// The title, and the button trait when the row offers an action.
  public var accessibility: RowAccessibility {
    RowAccessibility(label: title, traits: action == nil ? [] : .button)
  }

  /// The row's JSON object: `kind`, `id`, the fields, `cells`, `action` when there is
  /// one, `actions` when there are further ones, and `accessibility`, what assistive
  /// technology reads.
  ///
  ///     {"kind":"company","id":"company:2330","code":"2330",…,"cells":["台積電 - (2330)",…],
  ///      "action":{"event":"select",…},
  ///      "actions":[{"name":"watch","label":"加入自選股","key":"a","event":{…}}],
  ///      "accessibility":{"label":"台積電，2330，…","hint":"開啟公司資料","traits":["button"]}}
  ///
  /// `cells` are the row's cells, what a front end that knows nothing of the row's kind
  /// draws: each its text alone, or an object with its `text`, the `marks` to draw on it (a
  /// search's match, as UTF-16 offsets) and the `link` it opens, where it has them
  /// (``TextCell/json``). Marks are never brackets in the text.
  ///
  /// An action it offers that no form of its screen writes (`actionJSON` nil, or one of
  /// `actions` missing from `actionsJSON`) is named in a last member, `problem`: an action is
  /// never left out without a word.
  public func json(
    action actionJSON: JSONValue?, actions actionsJSON: [RowAction<JSONValue>] = []
  ) -> JSONValue {
    JSONValue { writeJSON(into: &$0, action: actionJSON, actions: actionsJSON) }
  }

  /// Appends the row's JSON object, `json(action:actions:)`, as bytes: the one writer of a
  /// row, whatever its kind, whichever front end reads it.
  public func writeJSON(
    into output: inout [UInt8], action actionJSON: JSONValue?,
    actions actionsJSON: [RowAction<JSONValue>]
  ) {
    JSONObjectWriter.write(into: &output) { object in
      object.add("kind", string: kind)
      object.add("id", string: key)
      writeFields(into: &object)
      object.key("cells")
      object.output.append(UInt8(ascii: "["))
      for (index, cell) in text.cells.enumerated() {
        if index > 0 { object.output.append(UInt8(ascii: ",")) }
        cell.writeJSON(into: &object.output)
      }
      object.output.append(UInt8(ascii: "]"))
      if let actionJSON { object.add("action", actionJSON) }
      if !actionsJSON.isEmpty {
        object.key("actions")
        RowAction.write(actionsJSON, into: &object.output)
      }
      object.key("accessibility")
      accessibility.writeJSON(into: &object.output)
      if let problem = actionProblem(action: actionJSON, actions: actionsJSON) {
        object.add("problem", string: problem)
      }
    }
  }

  /// The event object of the row's action, as the first of `forms` that writes it gives it;
  /// nil when the row offers none, or none of `forms` writes it.
  public func actionJSON(by forms: [EventForm<Action>]) -> JSONValue? {
    action.flatMap(forms.json(for:))
  }

  /// The further actions with their events as the first of `forms` that writes each gives
  /// it; an action no form writes is left out.
  public func actionsJSON(by forms: [EventForm<Action>]) -> [RowAction<JSONValue>] {
    actions.compactMap { $0.map(forms.json(for:)) }
  }

  /// `[{"text":"台積電 - (2330)","marks":[[0,2]]},"上市",…]`: `text`'s cells.
  public static func cellsJSON(_ text: RowText) -> JSONValue {
    .array(text.cells.map(\.json))
  }
}

extension DescribedRow where Action == Never {
  /// A row of a screen without events offers none.
  public var action: Never? { nil }

  /// Nor further ones.
  public var actions: [RowAction<Never>] { [] }
}
