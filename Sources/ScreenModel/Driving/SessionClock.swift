/// The clock a session owns: where its screens' timers run and what the time they hand a
/// controller reads. A controller never reads a clock; its timers' events carry the time.
///
/// Three kinds:
/// - the system's wall clock, `SessionClock()`;
/// - one that starts at a chosen moment and runs at the wall clock's pace,
///   `SessionClock(startingAt:)`, as `drive --clock` and `serve --clock` run;
/// - a virtual one, `SessionClock.virtual(at:)`, which moves only when told: each
///   `advance(by:)` fires every timer due on the way, in order, and returns once their events
///   are applied. Tests and scenarios use it, so nothing sleeps and a timer-driven screen is
///   snapshotted at chosen instants.
///
///     let clock = SessionClock.virtual(at: WallTime(iso8601: "2026-12-03T08:59:50+08:00")!)
///     let session = ScreenSession(screens: [board], clock: clock)
///     await clock.advance(by: .seconds(10))   // ten ticks of a one-second timer, in order
@MainActor
public final class SessionClock {
  private enum Kind {
    case system
    case running(from: WallTime, at: ContinuousClock.Instant)
    case virtual
  }

  private struct Timer {
    /// When it fires next; nil once no tick of it lies within `WallTime.reach`.
    var next: WallTime?
    let interval: Duration
    let fire: @MainActor (WallTime) async -> Void
  }

  private let kind: Kind
  private var virtualNow: WallTime
  private var timers: [Int: Timer] = [:]
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  /// The system's wall clock.
  public nonisolated init() {
    kind = .system
    virtualNow = WallTime(sinceEpoch: .zero)
  }

  /// A clock that reads `start` now and runs at the wall clock's pace from there.
  public nonisolated init(startingAt start: WallTime) {
    kind = .running(from: start, at: .now)
    virtualNow = start
  }

  private nonisolated init(virtual start: WallTime) {
    kind = .virtual
    virtualNow = start
  }

  /// A clock that reads `start` until `advance(by:)` moves it.
  public nonisolated static func virtual(at start: WallTime) -> SessionClock {
    SessionClock(virtual: start)
  }

  /// True when the clock moves only by `advance(by:)`.
  public nonisolated var isVirtual: Bool {
    if case .virtual = kind { return true }
    return false
  }

  /// The time the clock reads.
  public var now: WallTime {
    switch kind {
    case .system: WallTime.system()
    case .running(let start, let origin): start + (ContinuousClock.now - origin)
    case .virtual: virtualNow
    }
  }

  /// How many timers run on the clock: the timers of the subscriptions that are live.
  public var timerCount: Int { isVirtual ? timers.count : tasks.count }

  /// Moves a virtual clock `duration` ahead. Each timer due on the way fires at the moment it
  /// is due, earliest first (timers due at one moment in the order they started), and its
  /// event is applied before the next fires; a timer started or stopped by an event takes
  /// effect from that moment. On a clock that is not virtual, nothing happens: its time
  /// moves by itself.
  public func advance(by duration: Duration) async {
    guard isVirtual, duration >= .zero else { return }
    let target = virtualNow + duration
    while let (id, due) = nextDue(byOrAt: target) {
      virtualNow = due
      guard let timer = timers[id] else { continue }
      // Strictly later, or nil: a timer never fires twice at one moment, so this ends.
      timers[id]?.next = due.nextMultiple(of: timer.interval)
      await timer.fire(due)
    }
    virtualNow = target
  }

  private func nextDue(byOrAt target: WallTime) -> (id: Int, due: WallTime)? {
    var earliest: (id: Int, due: WallTime)?
    for (id, timer) in timers {
      guard let next = timer.next, next <= target else { continue }
      guard let found = earliest else {
        earliest = (id, next)
        continue
      }
      if next < found.due || (next == found.due && id < found.id) {
        earliest = (id, next)
      }
    }
    return earliest
  }

  /// Calls `fire` with the time at each whole multiple of `interval` from the epoch after
  /// now, until the timer is stopped or its next tick would lie past `WallTime.reach`;
  /// returns the timer's number for `stop(_:)`. An interval shorter than a millisecond ticks
  /// each millisecond.
  ///
  /// On a clock that runs by itself a tick that comes late is not made up: the timer fires
  /// once, then goes on from the next multiple after the time it fired.
  func start(every interval: Duration, _ fire: @escaping @MainActor (WallTime) async -> Void)
    -> Int
  {
    nextID += 1
    let id = nextID
    let interval = max(interval, .milliseconds(1))
    if isVirtual {
      timers[id] = Timer(next: now.nextMultiple(of: interval), interval: interval, fire: fire)
      return id
    }
    // A timer outlives the event that started it: its ticks' requests count against no
    // event's work (`EventWork`).
    tasks[id] = EventScope.$work.withValue(nil) {
      Task { @MainActor [weak self] in
        var last = self?.now
        // The clock is held only while a tick is worked out, never across a sleep. A timer
        // with no tick left within the clock's reach ends.
        while let from = last, let due = from.nextMultiple(of: interval),
          let wait = self.map({ due - $0.now })
        {
          try? await Task.sleep(for: wait)
          guard !Task.isCancelled, let now = self?.now else { return }
          await fire(due)
          last = max(due, now)
        }
      }
    }
    return id
  }

  /// Stops the timer `start(every:_:)` numbered `id`; it fires no more.
  func stop(_ id: Int) {
    timers[id] = nil
    tasks.removeValue(forKey: id)?.cancel()
  }
}
