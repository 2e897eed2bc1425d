import ScreenModel

/// What a front end receives: updates of either protocol, errors, and the rows and changes
/// they carry, as `SessionUpdate` writes them.
extension ProtocolSchema {
  var message: JSONValue {
    let updates = SessionProtocol.allCases.reversed().map { Self.reference(Self.updateName($0)) }
    return .object([
      "title": "Message",
      "description": """
      What a front end receives: an update of the screen on top, in the session's \
      protocol, an error for a message that was not an event that applies, or the done of \
      an event that carried an id.
      """,
      "oneOf": .array(
        updates + [Self.reference("error"), Self.reference("done"), Self.reference("reference")]
      ),
    ])
  }

  /// The answer to an event posted with `Prefer: return=minimal`: the update named, not
  /// carried.
  static var updateReference: JSONValue {
    closed(
      "Reference",
      """
      serve's answer to an event posted with Prefer: return=minimal, by a client that reads       the updates from its stream: the number of the update the event made, which the       stream carries, and the event's id as its cause.
      """,
      [
        .init(
          "protocol",
          .object(["enum": .array(SessionProtocol.allCases.map { .int(Int64($0.number)) })])
        ),
        .init("seq", nonNegative("The number of the update the event made.")),
        .init(
          "cause",
          .object(["description": "The event's id, as a string.", "type": "string"])),
      ], required: ["protocol", "seq"])
  }

  func update(_ version: SessionProtocol) -> JSONValue {
    var properties: [JSONValue.Member] = [
      .init("protocol", .object(["const": .int(Int64(version.number))])),
      .init("seq", Self.nonNegative("0 for the session's first screen, then one more an update.")),
      .init(
        "cause",
        .object([
          "description": "The id of the event this update answers, as a string.",
          "type": "string",
        ])),
      .init("screen", Self.reference("screen")),
      .init("title", .object(["type": "string"])),
      .init("appearance", Self.appearance),
      .init(
        "problems",
        .object([
          "description": "What went wrong on the way to this update that no refusal could say.",
          "type": "array", "items": .object(["type": "string"]),
        ])),
      .init(
        "controls",
        .object([
          "description": .string(
            version == .v1
              ? "Every control of the screen, with what it shows."
              : "The controls that changed since the previous update of the same screen; every "
                + "one on another screen and in a first message."),
          "type": "array", "items": Self.reference("control"),
        ])),
    ]
    var required = ["protocol", "seq", "screen", "title"]
    let description: String
    switch version {
    case .v1:
      description = "Protocol 1: every row of the screen, and the changes of the whole list."
      properties += [
        .init("rows", .object(["type": "array", "items": Self.reference("row")])),
        .init("changes", Self.reference("changes")),
      ]
      required += ["rows", "changes"]
    case .v2:
      description = """
        Protocol 2: the row count, the window of rows described, the changes between the \
        previous update's window rows and these, and the objects of the rows inserted or \
        updated only.
        """
      properties += [
        .init("count", Self.nonNegative("Every row of the screen.")),
        .init("window", Self.window), .init("changes", Self.reference("changes")),
        .init(
          "rows",
          .object([
            "type": "array",
            "items": Self.closed(
              nil, "A row and its index in the window.",
              [.init("index", Self.nonNegative()), .init("row", Self.reference("row"))],
              required: ["index", "row"]),
          ])),
      ]
      required += ["count", "window", "changes", "rows"]
    }
    return Self.closed(
      "Update (protocol \(version.number))", description, properties, required: required)
  }

  /// How the user chose to see the session (`SessionAppearance`): the colour of a rise.
  static var appearance: JSONValue {
    closed(
      nil,
      "The colour a rise takes (a fall takes the other): in a front end's first message, and "
        + "in an update whose appearance changed; absent when the program gives none.",
      [
        .init(
          "rise",
          .object([
            "description": "red: 紅漲綠跌, as in Taiwan; green: 綠漲紅跌.",
            "enum": .array(SessionAppearance.Rise.allCases.map { .string($0.rawValue) }),
          ]))
      ], required: ["rise"])
  }

  /// The rows an update describes: `from ..< from + count` of the full list.
  static var window: JSONValue {
    closed(
      nil, "The rows this update describes: from ..< from + count of the full list.",
      [
        .init("from", nonNegative()),
        .init(
          "count",
          .object([
            "type": "integer", "minimum": .int(0), "maximum": .int(Int64(WindowRequest.maxCount)),
          ])),
      ], required: ["from", "count"])
  }

  static var error: JSONValue {
    closed(
      "Error", "A message that was not an event that applies; the session goes on.",
      [
        .init(
          "protocol",
          .object(["enum": .array(SessionProtocol.allCases.map { .int(Int64($0.number)) })])
        ),
        .init("error", .object(["description": "What was wrong.", "type": "string"])),
        .init(
          "line",
          .object([
            "description": "drive: the line of input at fault, from 1.", "type": "integer",
            "minimum": .int(1),
          ])),
        .init(
          "id",
          .object([
            "description": """
            The id of the message at fault, as it was written, of any kind, wherever one \
            could be read (also before what made a line no JSON, or within a line's first \
            MiB). The error is then the last message about that event: no done follows.
            """
          ])),
        .init(
          "control",
          .object([
            "description": """
            The id of the control whose edit or press was refused because it is disabled \
            or read-only.
            """, "type": "string",
          ])),
      ], required: ["protocol", "error"])
  }

  static var done: JSONValue {
    closed(
      "Done",
      """
      The last message about an event that carried an id and was taken: its update is \
      made and the requests it made are answered or failed, their updates made. An event \
      that opens or closes a screen makes one update, of the screen on top afterwards. An \
      event refused gets its error, carrying its id, instead, and no done: in drive's \
      output, and on serve's streams as well as in the answer to its post.
      """,
      [
        .init(
          "protocol",
          .object(["enum": .array(SessionProtocol.allCases.map { .int(Int64($0.number)) })])
        ),
        .init(
          "done",
          .object(["description": "The event's id, as a string.", "type": "string"])),
      ], required: ["protocol", "done"])
  }

  static var changes: JSONValue {
    let indices: JSONValue = .object(["type": "array", "items": nonNegative()])
    func pair(_ first: String, _ second: String) -> JSONValue {
      .object([
        "type": "array",
        "items": closed(
          nil, nil, [.init(first, nonNegative()), .init(second, nonNegative())],
          required: [first, second]),
      ])
    }
    return closed(
      "Changes",
      """
      From the previous rows to these: deletes are old indices, inserts new ones, moves and \
      updates join an old index to a new one.
      """,
      [
        .init("deletes", indices), .init("inserts", indices), .init("moves", pair("from", "to")),
        .init("updates", pair("old", "new")),
      ], required: ["deletes", "inserts", "moves", "updates"])
  }

  static var row: JSONValue {
    let string: JSONValue = .object(["type": "string"])
    return .object([
      "title": "Row",
      "description": """
      A row of a screen. Each screen's rows add fields of their own beside these, so a \
      front end that knows nothing of a kind draws its cells.
      """,
      "type": "object",
      "properties": .object([
        "kind": string,
        "id": .object(["description": "Unique within its screen.", "type": "string"]),
        "cells": .object(["type": "array", "items": reference("cell")]),
        "action": .object([
          "description": "The event to send to activate the row.", "$ref": "#/$defs/event",
        ]),
        "actions": .object(["type": "array", "items": reference("rowAction")]),
        "accessibility": reference("accessibility"),
        "problem": .object([
          "description": "An action of the row that no event of its screen writes.",
          "type": "string",
        ]),
      ]),
      "required": .array(["kind", "id", "cells", "accessibility"]),
      "additionalProperties": .bool(true),
    ])
  }

  static var cell: JSONValue {
    let offset = nonNegative()
    let string: JSONValue = .object(["type": "string"])
    let marked = closed(
      nil,
      """
      A cell with what it holds beside its text (its kind and value), the runs to mark, as \
      UTF-16 offsets [start, end], or a link it opens.
      """,
      [
        .init("text", string),
        .init(
          "kind",
          .object([
            "description": "What the cell holds; a cell without one is text.",
            "enum": .array(CellKind.allCases.map { .string($0.rawValue) }),
          ])),
        .init(
          "value",
          .object([
            "description": """
            The value exactly: a whole number as a number; a decimal, money, a percentage or \
            a change as the string of its digits ("2465.00", "-0.30"); a date \
            (YYYY-MM-DD) or a time (hh:mm:ss) in ISO 8601. A change that cannot be compared \
            has none.
            """,
            "type": .array(["string", "integer"]),
          ])),
        .init(
          "direction",
          .object([
            "description": "Which way a change, or a badge that tells of one, points.",
            "enum": .array(ChangeDirection.allCases.map { .string($0.rawValue) }),
          ])),
        .init(
          "currency",
          .object([
            "description": "Money's currency, an ISO 4217 code.", "type": "string",
            "pattern": "^[A-Z]{3}$",
          ])),
        .init(
          "marks",
          .object([
            "type": "array",
            "items": .object([
              "type": "array", "prefixItems": .array([offset, offset]), "items": .bool(false),
              "minItems": .int(2),
            ]),
          ])),
        .init("link", string),
      ], required: ["text"])
    return .object([
      "description":
        "A plain cell's text alone, or an object where it holds a value, has marks or a link.",
      "anyOf": .array([string, marked]),
    ])
  }

  static var rowAction: JSONValue {
    closed(
      "Row action", "A further action of a row, beside its action.",
      [
        .init("name", .object(["type": "string"])), .init("label", .object(["type": "string"])),
        .init(
          "key",
          .object([
            "description": "The key a terminal binds for the selected row.", "type": "string",
            "minLength": .int(1),
          ])),
        .init("event", reference("event")),
      ], required: ["name", "label", "event"])
  }

  static var accessibility: JSONValue {
    let string: JSONValue = .object(["type": "string"])
    let traits = RowAccessibility.Traits.names.map { JSONValue.string($0.json) }
    return closed(
      "Accessibility", "What assistive technology reads for a row.",
      [
        .init("label", string), .init("value", string), .init("hint", string),
        .init(
          "traits",
          .object([
            "type": "array", "items": .object(["enum": .array(traits)]), "uniqueItems": .bool(true),
          ])),
      ], required: ["label", "traits"])
  }
}
