extension ScreenSession {
  /// Applies the event object `json` and returns the update it made, carrying the object's
  /// `id` back as its `cause`: what `drive` does with a line and `serve` with a body.
  ///
  ///     try await session.send(json: JSONValue(parsing: #"{"event":"add","symbol":"AAPL","id":7}"#))
  ///     // the update it returns has "cause":"7"
  ///
  /// The object is read once: its `event`, its `id` (`EventID`: a string, or a whole number
  /// from -2^53 to 2^53) and its arguments, every other member.
  ///
  /// - Throws: `SessionEventError`: `.invalid` for a value that is not an object, has no
  ///   `event` or has an `id` that is no `EventID` cause (nothing is applied then), and
  ///   whatever `send(_:cause:)` throws for the event it names.
  @discardableResult
  public func send(json: JSONValue) async throws(SessionEventError) -> SessionUpdate {
    let (event, cause) = try SessionEvent.reading(json)
    return try await send(event, cause: cause)
  }

  /// Delivers `event`, a screen controller's own event, to the screen on top, and returns
  /// the update it made; `cause` comes back on that update. No form reads or writes it: a
  /// row's action goes to its screen's controller as the row made it.
  ///
  ///     try await session.send(row.actionEvent!)   // the row's action, as a value
  ///
  /// - Throws: `SessionEventError.refused` when the controller of the screen on top takes
  ///   no event of the event's type, or when a disabled or read-only control sends it
  ///   (nothing changes then), or when the registered screens have problems.
  @discardableResult
  public func send(
    _ event: AnyEvent, cause: String? = nil
  ) async throws(SessionEventError) -> SessionUpdate {
    if let named = event.value as? SessionEvent { return try await send(named, cause: cause) }
    return try await applying(cause: cause) { () async throws(SessionEventError) in
      if let refusal = stack.top?.refusal(of: event.value) { throw refusal }
      guard let screen = stack.top, await screen.deliver(event.value) else {
        throw SessionEventError(
          .refused,
          "\(event) is a \(event.typeName), which the \(top.name) on top does not take")
      }
    }
  }

  /// Delivers `event`, a value of the `Event` type of the controller on top, to that screen,
  /// as `send(_:cause:)` delivers a row's action: `session.send(QuoteList.Event.add("AAPL"))`.
  ///
  /// - Throws: `SessionEventError.refused` when the controller on top takes events of
  ///   another type.
  @discardableResult
  public func send<Event: Sendable>(
    _ event: Event, cause: String? = nil
  ) async throws(SessionEventError) -> SessionUpdate {
    try await send(AnyEvent(event), cause: cause)
  }
}

extension SessionEvent {
  /// The event an event object names and its `id` as a cause, in one pass over its members:
  /// `{"event":"load","market":"otc","id":3}` is `load otc` caused by `"3"`. Of a name given
  /// twice, the first counts.
  static func reading(
    _ json: JSONValue
  ) throws(SessionEventError) -> (event: SessionEvent, cause: String?) {
    guard case .object(let members) = json else {
      throw SessionEventError(.invalid, "an event is a JSON object")
    }
    var name: JSONValue?
    var id: JSONValue?
    var arguments: [JSONValue.Member] = []
    arguments.reserveCapacity(members.count)
    for member in members {
      switch member.key {
      case "event": name = name ?? member.value
      case "id": id = id ?? member.value
      default: arguments.append(member)
      }
    }
    guard case .string(let text)? = name, !text.isEmpty else {
      throw SessionEventError(.invalid, "an event needs \"event\": the event's name")
    }
    // An id that names no cause refuses the event: applied, it would end with no message.
    let cause = try id.map { (id) throws(SessionEventError) in
      let read = EventID(id)
      guard let cause = read.cause else { throw SessionEventError(.invalid, read.refusal) }
      return cause
    }
    return (SessionEvent(text, EventArguments(arguments)), cause)
  }
}
