/// Who hears of each update of a driver or a session: streams that subscribed, and
/// main-actor observers called as the update is made. The one implementation both share.
@MainActor
final class UpdateBroadcast<Update: Sendable> {
  private var subscribers: [Int: AsyncStream<Update>.Continuation] = [:]
  private var observers: [Int: (Update) -> Bool] = [:]
  private var nextID = 0

  nonisolated init() {}

  /// A stream of every update from now on, starting with `current`.
  func stream(startingWith current: Update) -> AsyncStream<Update> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Update.self, bufferingPolicy: .unbounded)
    let id = takeID()
    subscribers[id] = continuation
    continuation.yield(current)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscribers[id] = nil }
    }
    return stream
  }

  /// Calls `observer` with every update from now on, until it returns false.
  func observe(_ observer: @escaping (Update) -> Bool) {
    observers[takeID()] = observer
  }

  /// Hands `update` to every observer, then to every stream.
  func publish(_ update: Update) {
    for (id, observer) in observers where !observer(update) { observers[id] = nil }
    for continuation in subscribers.values { continuation.yield(update) }
  }

  /// Ends every stream.
  func finish() {
    for continuation in subscribers.values { continuation.finish() }
    subscribers = [:]
  }

  private func takeID() -> Int {
    nextID += 1
    return nextID
  }
}
