/// The registered screens as JSON, for a front end in any language that draws its tabs,
/// buttons and search field from them and names no screen itself:
///
///     {"name":"directory","label":"列表","summary":"…","placement":"root","openParameters":[],
///      "controls":[{"id":"filter","kind":"textField","label":"名稱或代號","event":"filter",
///                   "parameter":"text","results":"company","value":"","content":"text"},
///                  {"id":"上市","kind":"button","label":"上市","event":{"event":"load","market":"listed"},
///                   "key":"1","enabled":true},
///                  {"id":"endOfRows","kind":"endOfRows","label":"","event":{"event":"more"}}],
///      "events":[{"name":"filter","summary":"…","parameters":[{"name":"text","kind":"text",…}]}]}
extension AnyScreenDeclaration {
  /// The declaration as a front end reads it: its name, label, summary, placement (`root`
  /// or `stacked`), `"kept":true` for a screen whose content outlives a session, the
  /// parameters of its `open`, its controls, its events, and its `columns` where it has any
  /// (`ScreenColumns.json`).
  public var json: JSONValue {
    var members: [JSONValue.Member] = [
      .init("name", .string(name)), .init("label", .string(label)),
      .init("summary", .string(summary)), .init("placement", .string(placement.token)),
    ]
    if outlivesSession { members.append(.init("kept", .bool(true))) }
    members += [
      .init("openParameters", .array(openParameters.map(\.json))),
      .init("controls", .array(controls.json)), .init("events", .array(events.map(\.json))),
    ]
    if let columns { members.append(.init("columns", columns.json)) }
    return .object(members)
  }
}

extension [AnyScreenDeclaration] {
  /// `{"protocol":N,"screens":[…]}`: every declaration's `json`, in the order registered.
  public func json(protocol version: Int) -> JSONValue {
    .object([.init("protocol", .int(Int64(version))), .init("screens", .array(map(\.json)))])
  }
}

extension ScreenPlacement {
  /// `root` or `stacked`.
  public var token: String {
    switch self {
    case .root: "root"
    case .stacked: "stacked"
    }
  }
}

extension [AnyControlDeclaration] {
  /// The key of each button in order: its own, or else the next digit from 1 to 9; nil for
  /// a button past the ninth without a key of its own, and for every control that is not a
  /// button.
  public var buttonKeys: [Character?] {
    var digit = 0
    return map { control in
      guard case .button(let key, _) = control.kind else { return nil }
      if let key { return key }
      digit += 1
      return digit < 10 ? Character("\(digit)") : nil
    }
  }

  /// Each control's object, a button's with its key from `buttonKeys`.
  public var json: [JSONValue] {
    zip(self, buttonKeys).map { control, key in control.json(key: key) }
  }
}

extension AnyControlDeclaration {
  /// `{"id":"code","kind":"textField","label":"代號","event":"code","parameter":"text",…}`:
  /// a value's event by name and parameter, a button's event as its object, with the
  /// initial state's members (`ShownControl.json`) for a drawn control.
  func json(key: Character?) -> JSONValue {
    .object(members(label: label, key: key) + (initial?.valueMembers ?? []))
  }

  /// The members the declaration says, `label` as given: id, kind, label, what it sends,
  /// and a search's `results`, a button's `key` and `submits`.
  func members(label: String, key: Character?) -> [JSONValue.Member] {
    var members: [JSONValue.Member] = [
      .init("id", .string(id)), .init("kind", .string(kindToken)), .init("label", .string(label)),
    ]
    members += sendingMembers
    switch kind {
    case .textField(let results?): members.append(.init("results", .string(results)))
    case .button(_, let submits):
      if let key { members.append(.init("key", .string(String(key)))) }
      if submits { members.append(.init("submits", .bool(true))) }
    default: break
    }
    return members
  }

  /// `textField`, `toggle`, `choice`, `button` or `endOfRows`.
  public var kindToken: String {
    switch kind {
    case .textField: "textField"
    case .toggle: "toggle"
    case .choice: "choice"
    case .button: "button"
    case .endOfRows: "endOfRows"
    }
  }

  /// `"event":"code","parameter":"text"`, or a button's `"event":{…}`.
  var sendingMembers: [JSONValue.Member] {
    switch sending {
    case .value(let event, let parameter):
      [.init("event", .string(event)), .init("parameter", .string(parameter))]
    case .event(let event): [.init("event", event.json)]
    }
  }
}

extension AnyScreenDeclaration.Event {
  /// `{"name":"load","summary":"…","parameters":[…]}`, with `opens` when it may open a
  /// screen and `"closes":true` when it closes its own.
  public var json: JSONValue {
    var members: [JSONValue.Member] = [
      .init("name", .string(name)), .init("summary", .string(summary)),
      .init("parameters", .array(parameters.map(\.json))),
    ]
    if let opens { members.append(.init("opens", .string(opens))) }
    if closes { members.append(.init("closes", .bool(true))) }
    return .object(members)
  }
}

extension EventParameter {
  /// `{"name":"market","kind":"choice","optional":false,"summary":"…","placeholder":"MARKET",
  /// "choices":[{"token":"listed","aliases":["上市"]},…],"noun":"market"}`; an integer's
  /// `min` and `max` instead of the choices.
  public var json: JSONValue {
    var members: [JSONValue.Member] = [
      .init("name", .string(name)), .init("kind", .string(kind.token)),
      .init("optional", .bool(isOptional)), .init("summary", .string(summary)),
      .init("placeholder", .string(placeholder)),
    ]
    switch kind {
    case .word, .text, .boolean: break
    case .integer(let range):
      members += [
        .init("min", .int(Int64(range.lowerBound))), .init("max", .int(Int64(range.upperBound))),
      ]
    case .choice(let choices, let noun):
      let objects = choices.map { choice -> JSONValue in
        .object([
          .init("token", .string(choice.token)),
          .init("aliases", .array(choice.aliases.map { .string($0) })),
        ])
      }
      members += [.init("choices", .array(objects)), .init("noun", .string(noun))]
    }
    return .object(members)
  }
}

extension EventParameter.Kind {
  /// `word`, `text`, `integer` or `choice`.
  var token: String {
    switch self {
    case .word: "word"
    case .text: "text"
    case .integer: "integer"
    case .boolean: "boolean"
    case .choice: "choice"
    }
  }
}
