/// One message of a session to a front end, in the order it happens: an update of the
/// screen, or the word that an event's work is done.
public enum SessionMessage: Sendable {
  /// A change of the screen on top.
  case update(SessionUpdate)
  /// An event with an id is done: `{"protocol":2,"done":"7"}`.
  case done(SessionDone)

  /// The message's JSON text, as `drive` writes it on a line and `serve` as an event.
  public var text: String {
    switch self {
    case .update(let update): update.text
    case .done(let done): done.text
    }
  }
}

/// The last message about an event that carried an `id`: its own update is made, and the
/// requests it made are answered or failed, with the updates their answers made (and so on
/// for the requests those answers made). A client that sent `"id":"7"` reads until
/// `{"protocol":2,"done":"7"}` and never waits on silence.
///
/// An event refused or not understood gets no done: its error (`SessionError`), which carries
/// its `id`, is its last message instead, in `drive`'s output and on `serve`'s streams.
public struct SessionDone: Hashable, Sendable {
  /// The event's `id`, as its updates carry it in `cause`.
  public var cause: String
  /// The protocol the message is written in.
  public var sessionProtocol: SessionProtocol

  public init(cause: String, protocol version: SessionProtocol) {
    self.cause = cause
    sessionProtocol = version
  }

  /// `{"protocol":2,"done":"7"}`.
  public var json: JSONValue {
    .object([
      .init("protocol", .int(Int64(sessionProtocol.number))), .init("done", .string(cause)),
    ])
  }

  /// The message on one line.
  public var text: String { json.text }
}
