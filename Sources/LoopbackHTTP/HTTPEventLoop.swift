import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's one thread: it waits in poll() for every connection at once, accepts, reads,
/// writes, and runs each timeout, so an idle or slow connection costs its memory and no
/// thread. Handlers and streams run as tasks, which hand their results back through the
/// `HTTPInbox`. Everything but the inbox is touched by this thread only.
///
/// poll(2) rather than epoll: it is the same call on Linux and Darwin, and Swift's Glibc
/// module does not bring in `<sys/epoll.h>`, which would take a C target of its own. A turn
/// costs the kernel a look at every descriptor; the timeouts, which would cost the same in
/// the loop, are looked at only when the earliest is due.
final class HTTPEventLoop: @unchecked Sendable {
  /// What the loop is given to serve with.
  struct Context: Sendable {
    var parser: HTTPRequestParser
    var policy: HTTPLoopbackPolicy
    var configuration: HTTPServerConfiguration
    var handler: HTTPServer.Handler
    /// Connections served at once.
    var capacity: Int
    /// Connections let in at once only to be told the server is full, beyond `capacity`.
    var refusals: Int
  }

  /// How long a closing connection keeps reading what the client still sends, and how
  /// much of it: a socket closed with bytes unread resets the connection, and the client
  /// may lose the answer it has not read yet.
  static let linger: Duration = .seconds(1)
  static let lingerBytes = 1 << 20
  /// Connections accepted in one turn of the loop, so a flood does not starve the others.
  static let acceptsPerTurn = 64

  let context: Context
  let inbox: HTTPInbox
  let listener: Int32
  var connections: [UInt64: HTTPConnection] = [:]
  var nextID: UInt64 = 0
  private var activityCount: UInt64 = 0
  /// Connections counted toward the capacity, and those let in only to be refused.
  var active = 0
  var refusing = 0
  /// One read of a turn: as much as loopback delivers at once, so a 1 MiB body takes a few
  /// turns, not dozens.
  var readBuffer = [UInt8](repeating: 0, count: 65_536)
  var listenerPausedUntil: ContinuousClock.Instant? {
    didSet { if listenerPausedUntil != nil { activity.listenerPauses += 1 } }
  }
  /// Counted here and handed to the inbox at the end of each turn.
  private var activity = HTTPLoopActivity()
  private var watched: [pollfd] = []
  private var watchedIDs: [UInt64] = []
  /// No connection's time is up before this, so the turns until then need not look at each
  /// (`note(_:)` brings it forward); nil when none has a deadline.
  private var nextDeadline: ContinuousClock.Instant?
  /// The instant of this turn of the loop.
  private(set) var now = ContinuousClock.now

  init(listener: Int32, inbox: HTTPInbox, context: Context) {
    self.listener = listener
    self.inbox = inbox
    self.context = context
  }

  /// Starts the thread; it runs until the inbox asks it to stop.
  func start() {
    let thread = Thread { [self] in run() }
    thread.name = "http server"
    thread.stackSize = 1 << 20
    thread.start()
  }

  private func run() {
    while true {
      let (messages, stopping) = inbox.take()
      if stopping { break }
      now = .now
      for message in messages { deliver(message) }
      if let deadline = nextDeadline, deadline <= now { nextDeadline = expireTimeouts() }
      waitForEvents(until: nextDeadline)
      now = .now
      handleEvents()
      activity.turns += 1
      inbox.turnEnded(openConnections: active, activity: activity)
    }
    let streams = connections.values.compactMap(\.streamTask)
    for connection in connections.values {
      connection.cancelTask()
      ConnectionIO.close(connection.descriptor)
    }
    connections = [:]
    ConnectionIO.close(listener)
    inbox.threadEnded(endingStreams: streams)
  }

  /// The next activity order: a connection touched later sorts after one touched earlier.
  func nextOrder() -> UInt64 {
    activityCount += 1
    return activityCount
  }

  private func deliver(_ message: HTTPInbox.Message) {
    switch message {
    case .answer(let id, let response):
      guard let connection = connections[id] else { return }
      answer(connection, with: response)
      note(connection)
    case .chunk(let id, let bytes):
      guard let connection = connections[id] else { return }
      stream(bytes, to: connection)
      note(connection)
    case .finished(let id):
      guard let connection = connections[id] else { return }
      streamFinished(connection)
      note(connection)
    }
  }

  /// Brings `nextDeadline` forward to `connection`'s, after anything that may have changed it.
  func note(_ connection: HTTPConnection) {
    guard connections[connection.id] != nil,
      let (deadline, _) = connection.deadline(context.configuration)
    else { return }
    nextDeadline = min(nextDeadline ?? deadline, deadline)
  }

  // MARK: Waiting

  private func waitForEvents(until deadline: ContinuousClock.Instant?) {
    watched.removeAll(keepingCapacity: true)
    watchedIDs.removeAll(keepingCapacity: true)
    watched.append(pollfd(fd: inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0))
    let (deadline, watchesListener) = Self.wait(
      until: deadline, listenerPausedUntil: listenerPausedUntil, now: now)
    if watchesListener {
      listenerPausedUntil = nil
      watched.append(pollfd(fd: listener, events: Int16(POLLIN), revents: 0))
    }
    for connection in connections.values {
      watched.append(pollfd(fd: connection.descriptor, events: connection.events, revents: 0))
      watchedIDs.append(connection.id)
    }
    let timeout = deadline.map { Self.milliseconds(from: now, to: $0) } ?? -1
    if poll(&watched, nfds_t(watched.count), timeout) < 0 {
      for index in watched.indices { watched[index].revents = 0 }
    }
  }

  /// Until when a turn waits, and whether it watches the listener: one paused (out of
  /// descriptors) is left out until its pause is over, and the wait ends then at the latest,
  /// so a connection waiting to be accepted is not left until some other event.
  static func wait(
    until deadline: ContinuousClock.Instant?, listenerPausedUntil paused: ContinuousClock.Instant?,
    now: ContinuousClock.Instant
  ) -> (deadline: ContinuousClock.Instant?, watchesListener: Bool) {
    guard let paused, paused > now else { return (deadline, true) }
    return (min(deadline ?? paused, paused), false)
  }

  private func handleEvents() {
    let first = listenerPausedUntil == nil ? 2 : 1
    if first == 2, watched[1].revents != 0 { acceptWaiting() }
    for (index, id) in watchedIDs.enumerated() {
      let events = Int32(watched[first + index].revents)
      guard events != 0, let connection = connections[id] else { continue }
      if events & Int32(POLLOUT) != 0 { write(connection) }
      guard connections[id] != nil else { continue }
      if events & Int32(POLLIN) != 0 {
        readable(connection)
      } else if events & Int32(POLLERR | POLLHUP | POLLNVAL) != 0 {
        close(connection)
      }
      note(connection)
    }
  }

  /// Milliseconds from `now` to `deadline`, rounded up so a wait never ends just before it.
  private static func milliseconds(
    from now: ContinuousClock.Instant, to deadline: ContinuousClock.Instant
  ) -> Int32 {
    let left = now.duration(to: deadline)
    guard left > .zero else { return 0 }
    let (seconds, attoseconds) = left.components
    return Int32(
      clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
  }

  // MARK: Timeouts

  /// Answers or closes every connection whose time is up; the earliest deadline left (now,
  /// when some were, so the next turn looks again at what answering them started).
  private func expireTimeouts() -> ContinuousClock.Instant? {
    let configuration = context.configuration
    var earliest: ContinuousClock.Instant?
    var expired: [(HTTPConnection, Bool)] = []
    for connection in connections.values {
      guard let (deadline, answers) = connection.deadline(configuration) else { continue }
      if deadline <= now {
        expired.append((connection, answers))
      } else {
        earliest = min(earliest ?? deadline, deadline)
      }
    }
    for (connection, answers) in expired where connections[connection.id] != nil {
      guard answers else {
        close(connection)
        continue
      }
      let timeout = configuration.requestTimeout.secondsText
      refuse(
        connection, "the request did not arrive whole within \(timeout)", status: .requestTimeout)
    }
    return expired.isEmpty ? earliest : now
  }
}

extension Duration {
  /// "5 seconds", "0.2 seconds".
  var secondsText: String {
    let (seconds, attoseconds) = components
    let tenths = attoseconds / 100_000_000_000_000_000
    let milliseconds = attoseconds / 1_000_000_000_000_000
    if milliseconds == 0 { return seconds == 1 ? "1 second" : "\(seconds) seconds" }
    if milliseconds == tenths * 100 { return "\(seconds).\(tenths) seconds" }
    return "\(seconds * 1000 + milliseconds) milliseconds"
  }
}
