#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One connection, touched by the server's thread only: the bytes read and not yet a request,
/// the bytes to write, and where it is in its life.
///
/// Reading stops while a request is with its handler or its response is being written, so
/// requests are answered in order and a client that sends without reading cannot make the
/// server hold more than one response for it; a stream's chunks queue in `output`, within
/// `maxPendingOutput`.
final class HTTPConnection {
  /// Where the connection is in its life.
  enum Phase {
    /// Waiting for a request's bytes (none yet when `requestStarted` is nil: idle).
    case reading
    /// A request is with the handler's task.
    case handling(Task<Void, Never>)
    /// A response is being written; then the next request, or the close.
    case writing(keepAlive: Bool)
    /// A stream's chunks are written as they come; `finished` once it has ended.
    case streaming(Task<Void, Never>, finished: Bool)
    /// The response is out and writing shut: what the client still sends is read and dropped
    /// until it closes, `deadline` passes or `drained` reaches 1 MiB, so that closing with
    /// unread bytes does not reset the connection before the client has read the response.
    case lingering(deadline: ContinuousClock.Instant, drained: Int)
  }

  let id: UInt64
  let descriptor: Int32
  var phase = Phase.reading
  var buffer: HTTPRequestBuffer
  /// The first byte of the request being read; nil while idle.
  var requestStarted: ContinuousClock.Instant?
  /// The last byte read or written, for the idle timeout and for choosing whom to close at
  /// capacity; `activityOrder` orders connections whose instants are equal.
  private(set) var lastActivity: ContinuousClock.Instant
  private(set) var activityOrder: UInt64
  /// When the bytes waiting in `output` last moved; nil when none wait.
  private(set) var writeProgress: ContinuousClock.Instant?
  private(set) var output = OutputBuffer()
  /// The request being answered: its response is framed for its version and method.
  var request: HTTPRequest?

  /// Counts toward the server's capacity: served, not lingering, not a refusal.
  var isCounted: Bool
  /// Was let in only to be told that the server is full.
  let isRefusal: Bool

  init(
    id: UInt64, descriptor: Int32, parser: HTTPRequestParser, isRefusal: Bool,
    now: ContinuousClock.Instant, order: UInt64
  ) {
    self.id = id
    self.descriptor = descriptor
    self.isRefusal = isRefusal
    isCounted = !isRefusal
    buffer = HTTPRequestBuffer(parser: parser)
    lastActivity = now
    activityOrder = order
  }

  /// Waits for a request's bytes, idle or part-way.
  var isReading: Bool {
    if case .reading = phase { return true }
    return false
  }

  var isStreaming: Bool {
    if case .streaming = phase { return true }
    return false
  }

  /// Has answered and is closing.
  var isLingering: Bool {
    if case .lingering = phase { return true }
    return false
  }

  /// The poll() events the connection waits for in its phase.
  var events: Int16 {
    var events: Int16 = 0
    switch phase {
    case .reading, .streaming, .lingering: events |= Int16(POLLIN)
    case .handling, .writing: break
    }
    if !output.isEmpty { events |= Int16(POLLOUT) }
    return events
  }

  /// The next instant the connection's time is up, and whether it is then answered (408,
  /// for a request part-way) rather than closed: a request started, idle, a write waiting
  /// for the client, or lingering.
  func deadline(_ configuration: HTTPServerConfiguration) -> (ContinuousClock.Instant, Bool)? {
    let write = writeProgress.map { ($0 + configuration.writeTimeout, false) }
    let own: (ContinuousClock.Instant, Bool)?
    switch phase {
    case .reading:
      own =
        requestStarted.map { ($0 + configuration.requestTimeout, true) }
        ?? (lastActivity + configuration.idleTimeout, false)
    case .lingering(let deadline, _): own = (deadline, false)
    case .handling, .writing, .streaming: own = nil
    }
    guard let write, let own else { return write ?? own }
    return write.0 <= own.0 ? write : own
  }

  func touched(at now: ContinuousClock.Instant, order: UInt64) {
    lastActivity = now
    activityOrder = order
  }

  /// Queues bytes to write; the write timeout runs from now if nothing was waiting.
  func enqueue(_ bytes: [UInt8], now: ContinuousClock.Instant) {
    guard !bytes.isEmpty else { return }
    if output.isEmpty { writeProgress = now }
    output.append(bytes)
  }

  /// Writes what the socket takes; false when the client went away.
  func flush(now: ContinuousClock.Instant, order: UInt64) -> Bool {
    while let next = output.next {
      guard let written = ConnectionIO.send(descriptor, next) else { return false }
      guard written > 0 else { return true }
      output.consume(written)
      writeProgress = now
      touched(at: now, order: order)
    }
    writeProgress = nil
    return true
  }

  /// The task writing a stream's chunks, while the connection streams.
  var streamTask: Task<Void, Never>? {
    if case .streaming(let task, _) = phase { return task }
    return nil
  }

  /// Ends whatever task serves the connection: its handler's answer is dropped, its stream's
  /// iteration cancelled (so the stream's `onTermination` runs).
  func cancelTask() {
    switch phase {
    case .handling(let task), .streaming(let task, _): task.cancel()
    case .reading, .writing, .lingering: break
    }
  }
}

/// Bytes to write, in the order queued, without copying them into one array.
struct OutputBuffer {
  private var chunks: [[UInt8]] = []
  private var first = 0
  private var offset = 0
  /// Bytes queued and not yet written.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }
  /// Chunks held, written ones among them: at most 64 written ones are kept.
  var chunksHeld: Int { chunks.count }

  mutating func append(_ bytes: [UInt8]) {
    chunks.append(bytes)
    count += bytes.count
  }

  /// The unwritten rest of the oldest chunk.
  var next: ArraySlice<UInt8>? {
    first < chunks.count ? chunks[first][offset...] : nil
  }

  mutating func consume(_ written: Int) {
    count -= written
    offset += written
    guard offset == chunks[first].count else { return }
    chunks[first] = []
    first += 1
    offset = 0
    if first == chunks.count || first > 64 {
      chunks.removeFirst(first)
      first = 0
    }
  }
}
