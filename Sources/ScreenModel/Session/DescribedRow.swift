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

  /// Appends the row's JSON object to `output`, the action written as `actionJSON` gives
  /// it and the further actions as `actionsJSON` do: the bytes of `json(action:actions:)`.
  /// Rows written on every keystroke override it to write their bytes without building a
  /// value.
  func writeJSON(
    into output: inout [UInt8], action actionJSON: JSONValue?,
    actions actionsJSON: [RowAction<JSONValue>])
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

  /// None.
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
  public func json(
    action actionJSON: JSONValue?, actions actionsJSON: [RowAction<JSONValue>] = []
  ) -> JSONValue {
    var members: [JSONValue.Member] = [.init("kind", .string(kind)), .init("id", .string(key))]
    members += fields
    members.append(.init("cells", Self.cellsJSON(text)))
    if let actionJSON { members.append(.init("action", actionJSON)) }
    if !actionsJSON.isEmpty { members.append(.init("actions", .array(actionsJSON.map(\.json)))) }
    members.append(.init("accessibility", accessibility.json))
    return .object(members)
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

  /// Writes `json(action:actions:)`.
  public func writeJSON(
    into output: inout [UInt8], action actionJSON: JSONValue?,
    actions actionsJSON: [RowAction<JSONValue>]
  ) {
    json(action: actionJSON, actions: actionsJSON).write(into: &output)
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
