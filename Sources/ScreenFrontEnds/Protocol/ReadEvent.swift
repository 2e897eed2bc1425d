import ScreenModel

/// An event message as `drive` reads a line and `serve` a body: the event object with its
/// `id` as written, or what kept it from being read, with the `id` read before that. An
/// event whose `id` names no cause (`20.0`, `{}`) is refused here, before any session sees
/// it, so that every event with an id ends with one message naming it.
enum ReadEvent {
  /// An event object to send, with its `id` when it has one.
  case event(JSONValue, id: EventID?)
  /// Not an event: why, and the `id` that could be read.
  case refused(String, id: EventID?)

  /// The message `bytes` hold.
  init(_ bytes: [UInt8]) {
    let json: JSONValue
    do {
      json = try JSONValue(parsing: bytes)
    } catch {
      self = .refused("not JSON: \(error)", id: EventID.leading(in: bytes))
      return
    }
    // Only an object with an `id` is read again, for the id as it was written.
    guard json["id"] != nil, let id = EventID.leading(in: bytes) else {
      self = .event(json, id: nil)
      return
    }
    self = id.cause == nil ? .refused(id.refusal, id: id) : .event(json, id: id)
  }
}
