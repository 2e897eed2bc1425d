import ScreenModel

/// The controls an update carries, one kind a shape, as `ShownControl.json` writes them.
extension ProtocolSchema {
  static var control: JSONValue {
    .object([
      "title": "Control",
      "description": """
      A control of the screen on top with what its state shows: a text field, a toggle, a \
      choice or a button. An edit sends its event: a value's in its parameter, a button's \
      as it is.
      """,
      "oneOf": .array([textField, toggle, choice, button]),
    ])
  }

  private static let string: JSONValue = .object(["type": "string"])

  /// The members every control has, with `kind` fixed and how it sends.
  private static func common(_ kind: String, sendsValue: Bool) -> [JSONValue.Member] {
    var members: [JSONValue.Member] = [
      .init("id", .object(["description": "Unique within its screen, stable.", "type": "string"])),
      .init("kind", .object(["const": .string(kind)])), .init("label", string),
    ]
    members +=
      sendsValue
      ? [
        .init(
          "event", .object(["description": "The event an edit sends.", "type": "string"])),
        .init(
          "parameter",
          .object(["description": "The event's member that carries the value.", "type": "string"])
        ),
      ]
      : [.init("event", reference("event"))]
    members += [
      .init(
        "message",
        .object(["description": "What is wrong with the value, shown by it.", "type": "string"])),
      .init(
        "enabled",
        .object([
          "description": """
          False while it takes no edit or press (disabled, or read-only): a session refuses \
          its event, naming it in the error's control.
          """, "type": "boolean",
        ])),
    ]
    if sendsValue {
      members.append(
        .init(
          "readOnly",
          .object([
            "description": "Its value shows as usual and takes no edit.", "const": .bool(true),
          ])))
    }
    return members
  }

  private static let required = ["id", "kind", "label", "event", "enabled"]

  private static var textField: JSONValue {
    closed(
      "Text field", nil,
      common("textField", sendsValue: true) + [
        .init("value", string),
        .init(
          "content",
          .object(["enum": .array(TextContent.allCases.map { .string($0.rawValue) })])),
        .init("placeholder", string),
        .init("maxLength", .object(["type": "integer", "minimum": .int(1)])),
        .init(
          "results",
          .object([
            "description": "The kind of row its edits list, where the selection goes.",
            "type": "string",
          ])),
      ], required: required + ["parameter", "value", "content"])
  }

  private static var toggle: JSONValue {
    closed(
      "Toggle", nil,
      common("toggle", sendsValue: true) + [.init("on", .object(["type": "boolean"]))],
      required: required + ["parameter", "on"])
  }

  private static var choice: JSONValue {
    let option = closed(
      nil, "An option: its token, sent, and its label, read.",
      [.init("token", string), .init("label", string)], required: ["token", "label"])
    return closed(
      "Choice", nil,
      common("choice", sendsValue: true) + [
        .init("options", .object(["type": "array", "items": option])),
        .init(
          "selected",
          .object([
            "description": "The token of the option selected; null for none.",
            "type": .array(["string", "null"]),
          ])),
      ], required: required + ["parameter", "options", "selected"])
  }

  private static var button: JSONValue {
    closed(
      "Button", nil,
      common("button", sendsValue: false) + [
        .init(
          "submits",
          .object([
            "description": "Enter in a field of the screen presses it.", "const": .bool(true),
          ])),
        .init(
          "key",
          .object([
            "description": "The key a terminal binds for it.", "type": "string",
            "minLength": .int(1),
          ])),
      ], required: required)
  }
}
