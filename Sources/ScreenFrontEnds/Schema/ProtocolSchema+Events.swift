import ScreenModel

/// What a front end sends: one branch an event name, made from the screens' declared
/// `EventForm`s, beside the session's own `open`, `back` and `window`.
extension ProtocolSchema {
  /// The names the session (and, for `locale`, `drive`) reads itself, whatever the screen: a
  /// screen's event of one of these names is never reached.
  static let sessionEvents: Set<String> = ["open", "back", "window", "locale"]

  var event: JSONValue {
    let own = screens.eventNames.filter { !Self.sessionEvents.contains($0) }
    return .object([
      "title": "Event",
      "description": """
      What a front end sends. Members the engine does not know are ignored, so that a \
      newer front end does not break an older engine.
      """,
      "type": "object",
      "properties": .object([
        "event": .object(["description": "The event's name.", "type": "string"]),
        "id": Self.eventID,
      ]),
      "required": .array(["event"]),
      "additionalProperties": .bool(true),
      "oneOf": .array(
        [open, Self.back, Self.windowEvent, Self.localeEvent] + own.map(branch(named:))),
    ])
  }

  /// `open`: `screen`, and the opening parameters of the screen it names.
  private var open: JSONValue {
    let conditions = screens.filter { !$0.openParameters.isEmpty }.map { screen -> JSONValue in
      let shape = ParameterShape(screen.openParameters)
      return .object([
        "if": .object([
          "properties": .object(["screen": .object(["const": .string(screen.name)])]),
          "required": .array(["screen"]),
        ]),
        "then": .object(shape.members),
      ])
    }
    var members: [JSONValue.Member] = [
      .init("title", "open"),
      .init(
        "description",
        "Opens a screen: a root screen alone on the stack, another on top of it."),
      .init(
        "properties",
        .object(["event": .object(["const": "open"]), "screen": Self.reference("screen")])),
      .init("required", .array(["event", "screen"])),
    ]
    if !conditions.isEmpty { members.append(.init("allOf", .array(conditions))) }
    return .object(members)
  }

  /// An event's `id`: a string, or a whole number within ±2^53 (`EventID`).
  private static var eventID: JSONValue {
    let largest = JSONValue.int(EventID.largestNumber)
    return .object([
      "description": """
      The front end's own id: a string, or a whole number from -2^53 to 2^53 written without \
      a fraction or an exponent (the engine refuses 20.0, which JSON, and so this schema, \
      cannot tell from 20). It comes back as the cause of the event's update. The event's \
      last message names it, and nothing about the event follows: the done message \
      (#/$defs/done) once the event is taken, after its update and the updates of the \
      answers to the requests it made; or, when it is refused, its error (#/$defs/error), \
      which carries the id as written. An id of any other kind is refused so.
      """,
      "anyOf": .array([
        .object(["type": "string"]),
        .object(["type": "integer", "minimum": .int(-EventID.largestNumber), "maximum": largest]),
      ]),
    ])
  }

  /// `locale`: `drive`'s first line, which starts the session again in a locale.
  private static var localeEvent: JSONValue {
    .object([
      "title": "locale",
      "description": """
      drive only, as the first line: the session starts again in the locale a catalog has, \
      answered by its first update and, with an id, its done. Refused with the reason \
      anywhere else, and for a locale no catalog has. serve takes a tab's locale with POST \
      /api/sessions instead.
      """,
      "properties": .object([
        "event": .object(["const": "locale"]),
        "locale": .object([
          "description": "A locale such as en or zh-Hant.", "type": "string",
          "minLength": .int(1),
        ]),
      ]),
      "required": .array(["event", "locale"]),
    ])
  }

  private static var back: JSONValue {
    .object([
      "title": "back", "description": "The screen on top goes.",
      "properties": .object(["event": .object(["const": "back"])]), "required": .array(["event"]),
    ])
  }

  /// `window`: protocol 2's rows to describe; a member left out keeps its value.
  private static var windowEvent: JSONValue {
    func number(_ minimum: Int, _ maximum: Int?) -> JSONValue {
      var members: [JSONValue.Member] = [
        .init("type", .array(["integer", "null"])), .init("minimum", .int(Int64(minimum))),
      ]
      if let maximum { members.append(.init("maximum", .int(Int64(maximum)))) }
      return .object(members)
    }
    return .object([
      "title": "window",
      "description": .string(
        """
        Protocol 2: the rows updates describe, from ..< from + count, on the screen on top \
        (each screen keeps its own; a screen opened starts with the first \
        \(WindowRequest.initial.count)); a member left out keeps its value. With neither \
        member, the window is read again whole: its update replaces every row of the window \
        and writes each. Refused in protocol 1.
        """),
      "properties": .object([
        "event": .object(["const": "window"]), "from": number(0, nil),
        "count": number(WindowRequest.minCount, WindowRequest.maxCount),
      ]),
      "required": .array(["event"]),
    ])
  }

  /// The branch of the event `name`: its parameters, or, when the screens that declare it
  /// give it different ones, any of those.
  private func branch(named name: String) -> JSONValue {
    var shapes: [(shape: ParameterShape, notes: [String])] = []
    for screen in screens {
      guard let event = screen.event(named: name) else { continue }
      let shape = ParameterShape(event.parameters)
      let note = "\(screen.name): \(event.summary)"
      if let index = shapes.firstIndex(where: { $0.shape == shape }) {
        shapes[index].notes.append(note)
      } else {
        shapes.append((shape, [note]))
      }
    }
    var members: [JSONValue.Member] = [
      .init("title", .string(name)),
      .init("description", .string(shapes.flatMap(\.notes).joined(separator: "; "))),
    ]
    let event = JSONValue.Member("event", .object(["const": .string(name)]))
    guard shapes.count > 1 else {
      let shape = shapes.first?.shape ?? ParameterShape([])
      members.append(.init("properties", .object([event] + shape.properties)))
      members.append(.init("required", .array(["event"] + shape.required.map { .string($0) })))
      return .object(members)
    }
    members.append(.init("properties", .object([event])))
    members.append(.init("required", .array(["event"])))
    let choices = shapes.map { shape, notes in
      JSONValue.object(
        [.init("description", .string(notes.joined(separator: "; ")))] + shape.members)
    }
    members.append(.init("anyOf", .array(choices)))
    return .object(members)
  }
}

/// The members one set of parameters asks of an event object.
private struct ParameterShape: Equatable {
  /// Each parameter's schema, by name.
  var properties: [JSONValue.Member]
  /// The parameters that may not be left out.
  var required: [String]

  init(_ parameters: [EventParameter]) {
    properties = parameters.map { .init($0.name, Self.schema(of: $0)) }
    required = parameters.filter { !$0.isOptional }.map(\.name)
  }

  /// `properties` and `required`, each where it is not empty.
  var members: [JSONValue.Member] {
    var members: [JSONValue.Member] = []
    if !properties.isEmpty { members.append(.init("properties", .object(properties))) }
    if !required.isEmpty {
      members.append(.init("required", .array(required.map { .string($0) })))
    }
    return members
  }

  /// The values `parameter` takes, null too when it may be left out, as the engine reads a
  /// null member as one left out.
  static func schema(of parameter: EventParameter) -> JSONValue {
    let optional = parameter.isOptional
    func type(_ name: String) -> JSONValue {
      optional ? .array([.string(name), "null"]) : .string(name)
    }
    var members: [JSONValue.Member] = [.init("description", .string(parameter.summary))]
    switch parameter.kind {
    case .word:
      members += [.init("type", type("string")), .init("minLength", .int(1))]
    case .text:
      members.append(.init("type", type("string")))
    case .boolean:
      members.append(.init("type", type("boolean")))
    case .integer(let range):
      members += [
        .init("type", type("integer")), .init("minimum", .int(Int64(range.lowerBound))),
        .init("maximum", .int(Int64(range.upperBound))),
      ]
    case .choice(let choices, _):
      let tokens = choices.map { JSONValue.string($0.token) }
      members += [
        .init("type", type("string")), .init("enum", .array(tokens + (optional ? [.null] : []))),
      ]
    }
    return .object(members)
  }
}
