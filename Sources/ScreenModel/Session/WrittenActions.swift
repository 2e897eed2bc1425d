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
  private var written: [AnyHashable: JSONValue?] = [:]

  init(capacity: Int = 4_096) {
    self.capacity = capacity
  }

  /// How many actions are kept now.
  var count: Int { lock.around { written.count } }

  /// `event`'s object as the first of `forms` that writes it gives it, or nil when none
  /// does: from memory when `event` was written before.
  func json(for event: Event, by forms: [EventForm<Event>]) -> JSONValue? {
    guard let hashable = event as? any Hashable else { return forms.json(for: event) }
    let key = AnyHashable(hashable)
    if let kept = lock.around({ written[key] }) { return kept }
    let json = forms.json(for: event)
    lock.around {
      if written.count >= capacity { written.removeAll(keepingCapacity: true) }
      written[key] = .some(json)
    }
    return json
  }
}
