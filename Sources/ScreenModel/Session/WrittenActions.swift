/// The event objects a screen's forms have written for its rows' actions, kept so that a
/// row shown again costs a lookup: a form takes an action apart by reflection, which costs
/// microseconds, and a session writes the action of every row of its window on every update.
///
/// Only actions whose type is `Hashable` are kept (others are written each time), at most
/// `capacity` of them: past that the memory starts over. Whoever changes the forms makes a
/// new one, since what is kept was written by the old ones.
final class WrittenActions<Event: Sendable>: @unchecked Sendable {
  /// How many actions are kept at most.
  let capacity: Int
  private let lock = Lock()
  // Keyed by the event type itself, opened once as `Hashable`, not by `AnyHashable`: its
  // equality casts each side at run time, which cost more than the rest of the lookup.
  private let kept: (any KeptActions)?

  init(capacity: Int = 4_096) {
    self.capacity = capacity
    kept = (Event.self as? any Hashable.Type).map { Self.memory(keyedBy: $0) }
  }

  private static func memory<Key: Hashable>(keyedBy type: Key.Type) -> any KeptActions {
    KeptActionsOf<Key>()
  }

  /// How many actions are kept now.
  var count: Int { lock.around { kept?.count ?? 0 } }

  /// `event`'s object as the first of `forms` that writes it gives it, or nil when none
  /// does: from memory when `event` was written before.
  func json(for event: Event, by forms: [EventForm<Event>]) -> JSONValue? {
    guard let kept else { return forms.json(for: event) }
    if let json = lock.around({ kept.json(for: event) }) { return json }
    let json = forms.json(for: event)
    lock.around { kept.keep(json, for: event, capacity: capacity) }
    return json
  }
}

/// What `WrittenActions` keeps, by an event type known to be `Hashable`.
private protocol KeptActions: AnyObject {
  var count: Int { get }
  /// The object kept for `event` (`.some(nil)` for an event no form writes), nil when none.
  func json<Event>(for event: Event) -> JSONValue??
  /// Keeps `json` for `event`, first forgetting everything when `capacity` are kept.
  func keep<Event>(_ json: JSONValue?, for event: Event, capacity: Int)
}

private final class KeptActionsOf<Key: Hashable>: KeptActions {
  private var written: [Key: JSONValue?] = [:]

  var count: Int { written.count }

  func json<Event>(for event: Event) -> JSONValue?? {
    guard let key = event as? Key else { return nil }
    return written[key]
  }

  func keep<Event>(_ json: JSONValue?, for event: Event, capacity: Int) {
    guard let key = event as? Key else { return }
    if written.count >= capacity { written.removeAll(keepingCapacity: true) }
    written[key] = .some(json)
  }
}
