import LoopbackHTTP
import ScreenModel

/// The Server-Sent Event streams of one session: each update encoded once, whatever the
/// number of subscribers, and at most `maxStreams` of them, the oldest closed when one more
/// opens, so no client can hold a session's updates open without bound.
@MainActor
final class SessionStreams {
  /// The most streams one session keeps.
  let maxStreams: Int
  private var streams: [(id: Int, continuation: AsyncStream<[UInt8]>.Continuation)] = []
  private var nextID = 0

  /// Streams of `session`'s updates from now on.
  init(of session: ScreenSession, maxStreams: Int) {
    self.maxStreams = max(1, maxStreams)
    session.observeMessages { [weak self] message in
      guard let self else { return false }
      self.broadcast(message)
      return true
    }
  }

  /// How many streams are open.
  var count: Int { streams.count }

  /// A new stream that starts with `current`, then every update; the oldest stream closes
  /// when there are `maxStreams` already.
  func open(from current: SessionUpdate) -> AsyncStream<[UInt8]> {
    if streams.count >= maxStreams { streams.removeFirst().continuation.finish() }
    let (stream, continuation) = AsyncStream.makeStream(
      of: [UInt8].self, bufferingPolicy: .unbounded)
    nextID += 1
    let id = nextID
    continuation.yield(Self.event(current))
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.close(id) }
    }
    streams.append((id, continuation))
    return stream
  }

  /// Hands every stream the error an event with an id was refused with: its last message,
  /// where a taken event's is its done.
  func publish(_ error: SessionError) {
    let bytes = ServerSentEvent(data: error.text).bytes
    for stream in streams { stream.continuation.yield(bytes) }
  }

  /// Ends every stream: the session ended.
  func finishAll() {
    let ending = streams
    streams = []
    for stream in ending { stream.continuation.finish() }
  }

  private func close(_ id: Int) {
    streams.removeAll { $0.id == id }
  }

  /// Encodes `message` once and hands the same bytes to every stream.
  private func broadcast(_ message: SessionMessage) {
    guard !streams.isEmpty else { return }
    let bytes =
      switch message {
      case .update(let update): Self.event(update)
      // No event id: a stream that reconnects starts from the last update, never a `done`.
      case .done(let done): ServerSentEvent.bytes(data: Array(done.text.utf8))
      }
    for stream in streams { stream.continuation.yield(bytes) }
  }

  /// The update's bytes, written once whoever reads them, as one event.
  private static func event(_ update: SessionUpdate) -> [UInt8] {
    ServerSentEvent.bytes(data: update.utf8, id: String(update.seq))
  }
}
