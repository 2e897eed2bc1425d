/// A long-lived source a screen listens to while its state asks for it: a timer on the
/// session's clock, or a channel that pushes values. Its values arrive as the controller's
/// events.
///
/// A controller lists its subscriptions as a function of its state, each under an id; the
/// driver starts one when its id appears in the list, leaves it running while the id stays,
/// and cancels it when the id goes, when its screen stops showing and when the session ends.
///
///     var subscriptions: [Subscription<Event>] {
///       var live: [Subscription<Event>] = [.every(.seconds(1), id: "clock") { .ticked($0) }]
///       if isStreaming { live.append(.values(id: "quotes") { Quotes.stream(of: symbols) }) }
///       return live
///     }
///
/// In a test, a virtual `SessionClock` fires timers as it is advanced, and the values of a
/// channel on a driver with a `RequestQueue` wait until the test steps them
/// (`RequestQueue.step(_:)`), one at a time, as it releases answers.
public struct Subscription<Event: Sendable>: Sendable {
  enum Source: Sendable {
    case timer(interval: Duration, immediately: Bool, event: @Sendable (WallTime) -> Event)
    case values(@Sendable () -> AsyncStream<Event>)
  }

  /// What tells this subscription from the others of its screen: the same id in the next
  /// list keeps it running as it is.
  public let id: String
  let source: Source

  /// A timer on the session's clock: `event` with the time at each whole multiple of
  /// `interval` from the epoch (each second of the wall clock, for one second), and, when
  /// `immediately`, with the time it starts, so a screen shows the time as soon as it shows.
  public static func every(
    _ interval: Duration, id: String, immediately: Bool = true,
    _ event: @escaping @Sendable (WallTime) -> Event
  ) -> Subscription {
    Subscription(id: id, source: .timer(interval: interval, immediately: immediately, event: event))
  }

  /// The values of the stream `values` makes, each delivered as an event. `values` is called
  /// each time the subscription starts; when it stops, the stream is cancelled and its
  /// `onTermination` runs, for its producer to stop.
  public static func values(
    id: String, _ values: @escaping @Sendable () -> AsyncStream<Event>
  ) -> Subscription {
    Subscription(id: id, source: .values(values))
  }
}
