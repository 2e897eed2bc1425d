/// What a front end asks of a session, in any language's terms: an event's name and its
/// arguments, as one JSON object or one scenario line.
///
///     let event = try SessionEvent(json: JSONValue(parsing: #"{"event":"load","market":"otc"}"#))
///     print(event.name, event.arguments)
///     // Prints load {"market":"otc"}
///
/// Two names belong to every session: `open` (`"screen"` and that screen's own opening
/// parameters) and `back`. Every other name is an event of the screen on top, read by the
/// `EventForm` its declaration gives for that name.
public struct SessionEvent: Hashable, Sendable {
  /// The event's name: `open`, `back`, or one a screen declares.
  public var name: String
  /// Its arguments, by name.
  public var arguments: EventArguments

  public init(_ name: String, _ arguments: EventArguments = EventArguments()) {
    self.name = name
    self.arguments = arguments
  }

  /// `{"event":"open","screen":NAME, …}`: opens the screen registered as `screen`.
  public static func open(
    _ screen: String, _ arguments: [JSONValue.Member] = []
  ) -> SessionEvent {
    SessionEvent("open", EventArguments([.init("screen", .string(screen))] + arguments))
  }

  /// `{"event":"back"}`: the screen on top goes.
  public static let back = SessionEvent("back")

  /// The screen an `open` names.
  public var screen: String? { name == "open" ? arguments.string("screen") : nil }

  /// Reads an event object: `{"event":"filter","text":"台積"}`. Its `id` is the front end's
  /// own (see `cause(of:)`), not an argument; `ScreenSession.send(json:)` reads both at once.
  public init(json: JSONValue) throws(SessionEventError) {
    self = try Self.reading(json).event
  }

  /// The event object: `{"event":"load","market":"otc"}`.
  public var json: JSONValue {
    .object([.init("event", .string(name))] + arguments.members)
  }

  /// The `id` of an event object as the update it makes carries it back as `cause`: a
  /// string, or a whole number from -2^53 to 2^53 (`EventID`); nil for none, or for an id
  /// that names no cause, which `ScreenSession.send(json:)` refuses.
  public static func cause(of json: JSONValue) -> String? {
    json["id"].flatMap { EventID($0).cause }
  }
}

extension SessionEvent: CustomStringConvertible {
  /// The event as a scenario line writes it: `open feed 20`, `load otc`, `filter 台積`.
  public var description: String {
    let words = arguments.members.compactMap { member -> String? in
      switch member.value {
      case .string(let text): text.isEmpty ? nil : text
      case .int(let number): String(number)
      case .null: nil
      case let other: other.text
      }
    }
    return ([name] + words).joined(separator: " ")
  }
}
