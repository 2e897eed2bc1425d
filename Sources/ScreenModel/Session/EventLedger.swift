/// The events a session is working on, and the one end each gets: an event with an id is
/// acknowledged (`SessionDone`) once its work is done — its own update made, the requests it
/// made answered, and those their answers made — or, when it is refused, by its error, which
/// its caller writes; never both, never neither.
///
/// One rule orders acknowledgements after updates: a done whose work ended while an event is
/// being applied (the answer came during that event) waits until that event's update is made,
/// since that update is the one that shows the answer.
@MainActor
final class EventLedger {
  /// The works not done yet, and the id each is acknowledged by.
  private var works: [ObjectIdentifier: (work: EventWork, cause: String?)] = [:]
  /// Ids of works done while an event was being applied, to acknowledge after its update.
  private var deferred: [String] = []
  /// Whether an event is being applied now.
  private let isApplying: @MainActor () -> Bool
  /// Acknowledges the event of this id.
  private let acknowledge: @MainActor (String) -> Void

  init(
    isApplying: @escaping @MainActor () -> Bool,
    acknowledge: @escaping @MainActor (String) -> Void
  ) {
    self.isApplying = isApplying
    self.acknowledge = acknowledge
  }

  /// The work of an event acknowledged as `cause` once it is done.
  func begin(cause: String?) -> EventWork {
    let work = EventWork { [weak self] work in self?.finished(work) }
    works[ObjectIdentifier(work)] = (work, cause)
    return work
  }

  /// The event of `work` was refused: its error is its end, so no done follows, whatever
  /// answers its work still brings.
  func refused(_ work: EventWork) {
    works[ObjectIdentifier(work)]?.cause = nil
    work.applied()
  }

  /// The event of `work` is applied and its update made.
  func applied(_ work: EventWork) {
    work.applied()
  }

  /// Acknowledges the events whose work ended while an event was being applied: called
  /// once that event's update is made.
  func acknowledgeDeferred() {
    let ids = deferred
    deferred = []
    for id in ids { acknowledge(id) }
  }

  /// The works not done yet, for a wait until the session is idle.
  var pending: [EventWork] { works.values.map(\.work) }

  private func finished(_ work: EventWork) {
    guard let entry = works.removeValue(forKey: ObjectIdentifier(work)), let cause = entry.cause
    else { return }
    if isApplying() {
      deferred.append(cause)
    } else {
      acknowledge(cause)
    }
  }
}
