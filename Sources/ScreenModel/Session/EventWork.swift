/// The work one event set going, followed to its end: the event itself, the commands its
/// screens performed, the answers to them and whatever those answers set going in turn.
///
/// A session gives each event one, and a driver counts against the one in scope (a task-local
/// value, so a command's task and the answer applied in it stay counted without any driver
/// naming a session). When nothing is left, the session acknowledges the event: the `done`
/// of the protocol.
///
/// Work that outlives any event (a subscription's stream, a loop of posted events) starts
/// outside the scope, `EventScope.$work.withValue(nil) { … }`, or it would keep an event
/// from ever being done.
@MainActor
final class EventWork {
  /// What a piece of work is waiting on.
  enum Piece {
    /// A command being performed (a load under way).
    case performing
    /// An answer waiting in a `RequestQueue` to be released.
    case held
  }

  /// True once the event reached a screen whose content outlives the session
  /// (`AnyScreenDeclaration.outlivesSession`): its update waits until its commands are performed, so
  /// that a change is kept before any front end hears of it.
  private(set) var keeps = false
  private var applying = true
  private var performing = 0
  private var held = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  private let done: @MainActor (EventWork) -> Void

  /// Work that calls `done` once the event is applied and nothing it set going is left.
  init(done: @escaping @MainActor (EventWork) -> Void) {
    self.done = done
  }

  /// True once the event is applied and every piece of its work has ended.
  var isDone: Bool { !applying && performing == 0 && held == 0 }

  /// Marks the work as one that changes what a kept screen shows.
  func markKeeps() {
    keeps = true
  }

  /// Counts a piece that `end(_:)` will end.
  func begin(_ piece: Piece) {
    switch piece {
    case .performing: performing += 1
    case .held: held += 1
    }
  }

  /// Ends a piece `begin(_:)` counted.
  func end(_ piece: Piece) {
    switch piece {
    case .performing:
      performing -= 1
      if performing == 0 { resumeIdleWaiters() }
    case .held: held -= 1
    }
    finishIfDone()
  }

  /// The event itself is applied, its own update made.
  func applied() {
    applying = false
    finishIfDone()
  }

  /// Waits until no command of this work is being performed; answers held in a queue are
  /// not waited for, as `ScreenSession.waitUntilIdle()` does not wait for them.
  func untilPerformed() async {
    guard performing > 0 else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  private func resumeIdleWaiters() {
    let waiters = idleWaiters
    idleWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  private func finishIfDone() {
    if isDone { done(self) }
  }
}

/// Where a driver finds the work it counts against: that of the event being applied, or of
/// the answer being applied for it; nil outside any event.
enum EventScope {
  @TaskLocal static var work: EventWork?
}
