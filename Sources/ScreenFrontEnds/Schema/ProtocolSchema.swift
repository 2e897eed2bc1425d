import ScreenModel

/// The session protocol as a JSON Schema (draft 2020-12), made from the registered screens'
/// declarations: the events each screen takes, with its parameters' kinds, ranges and
/// choices, the session's own `open`, `back` and `window`, and every message a front end
/// receives: updates of both protocols, errors and an event's `done`. `drive --schema` prints
/// it and `serve` answers `GET /api/schema` with it, so a team in another language generates
/// its types from the program it talks to.
///
///     let schema = ProtocolSchema(screens: [AnyScreenDeclaration(shelf)])
///     print(schema.text)
///     // Prints {
///     //   "$schema": "https://json-schema.org/draft/2020-12/schema",
///     //   "title": "The session protocol of the screens: shelf",
///     //   …
///
/// The root accepts any message of either direction; `#/$defs/event` is what a front end
/// sends and `#/$defs/message` what it receives. Events and rows may carry members the
/// schema does not name (the engine ignores an event's unknown members, and each screen's
/// rows add fields of their own); every other object has exactly the members listed. The
/// text is the same for the same screens, member for member.
public struct ProtocolSchema: Sendable {
  /// The screens whose events and names the schema lists, in the order registered.
  public var screens: [AnyScreenDeclaration]

  public init(screens: [AnyScreenDeclaration]) {
    self.screens = screens
  }

  /// The draft the schema is written in.
  public static let dialect = "https://json-schema.org/draft/2020-12/schema"

  /// The schema as a value.
  public var json: JSONValue {
    let names = screens.map(\.name).joined(separator: ", ")
    return .object([
      "$schema": .string(Self.dialect),
      "title": .string("The session protocol of the screens: \(names)"),
      "description": """
      One JSON object a message. A front end sends events (#/$defs/event): lines on \
      drive's standard input, bodies of POST /api/sessions/ID/events. It receives messages \
      (#/$defs/message): lines on drive's standard output, answers and Server-Sent Events \
      of serve. A whole number is "integer", which, as in the engine, includes a number \
      written with a zero fraction (20.0), an event's id excepted.
      """,
      "anyOf": .array([Self.reference("event"), Self.reference("message")]),
      "$defs": .object(definitions),
    ])
  }

  /// The schema as indented text, ending with a line break: what `drive --schema` prints.
  public var text: String { Self.indented(json) + "\n" }

  private var definitions: [JSONValue.Member] {
    let updates = SessionProtocol.allCases.reversed().map {
      JSONValue.Member(Self.updateName($0), update($0))
    }
    return [.init("event", event), .init("message", message)] + updates + [
      .init("error", Self.error), .init("done", Self.done),
      .init("reference", Self.updateReference),
      .init("screen", screenName),
      .init("changes", Self.changes), .init("row", Self.row), .init("cell", Self.cell),
      .init("rowAction", Self.rowAction), .init("accessibility", Self.accessibility),
      .init("control", Self.control),
    ]
  }

  /// `#/$defs/updateProtocol2`.
  static func updateName(_ version: SessionProtocol) -> String {
    "updateProtocol\(version.number)"
  }

  /// `{"$ref":"#/$defs/NAME"}`.
  static func reference(_ name: String) -> JSONValue {
    .object(["$ref": .string("#/$defs/\(name)")])
  }

  /// `{"type":"integer","minimum":0}`, and `description` when given.
  static func nonNegative(_ description: String? = nil) -> JSONValue {
    var members: [JSONValue.Member] = [.init("type", "integer"), .init("minimum", .int(0))]
    if let description { members.append(.init("description", .string(description))) }
    return .object(members)
  }

  /// An object of exactly `properties`, `required` among them.
  static func closed(
    _ title: String? = nil, _ description: String? = nil, _ properties: [JSONValue.Member],
    required: [String]
  ) -> JSONValue {
    var members: [JSONValue.Member] = []
    if let title { members.append(.init("title", .string(title))) }
    if let description { members.append(.init("description", .string(description))) }
    return .object(
      members + [
        .init("type", "object"), .init("properties", .object(properties)),
        .init("required", .array(required.map { .string($0) })),
        .init("additionalProperties", .bool(false)),
      ])
  }

  private var screenName: JSONValue {
    .object([
      "description": "A registered screen's name.", "type": "string",
      "enum": .array(screens.map { .string($0.name) }),
    ])
  }
}
