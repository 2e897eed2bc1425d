import Foundation

/// What the tasks of handlers and streams hand to the server's thread, and what other
/// threads may ask of it, behind one lock: the one place where the thread and the rest of
/// the program meet.
final class HTTPInbox: @unchecked Sendable {
  /// A message for one connection, by id: a connection closed since is not there any more,
  /// and its messages are dropped.
  enum Message {
    case answer(UInt64, HTTPResponse)
    case chunk(UInt64, [UInt8])
    case finished(UInt64)
  }

  private let lock = NSLock()
  private let wake: WakePipe
  private var messages: [Message] = []
  private var woken = false
  private var closed = false
  private var stopping = false
  private var stopped = false
  private var serving = 0
  private var activity = HTTPLoopActivity()
  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// The tasks of the streams the thread cancelled as it ended: `stop()` returns once they
  /// have ended too.
  private var endingStreams: [Task<Void, Never>] = []

  init(wake: WakePipe) {
    self.wake = wake
  }

  /// The descriptor the server's thread polls.
  var wakeDescriptor: Int32 { wake.readEnd }

  /// Hands `message` to the server's thread and wakes it; dropped once the server stopped.
  func post(_ message: Message) {
    lock.withLock {
      guard !closed else { return }
      messages.append(message)
      wakeOnce()
    }
  }

  /// What was posted since the last call, and whether `stop()` was asked for.
  func take() -> (messages: [Message], stopping: Bool) {
    lock.withLock {
      if woken {
        wake.drain()
        woken = false
      }
      defer { messages = [] }
      return (messages, stopping)
    }
  }

  /// Connections being served, as the thread last counted them.
  var openConnections: Int { lock.withLock { serving } }

  /// What the thread has done, as of the end of its last turn.
  var loopActivity: HTTPLoopActivity { lock.withLock { activity } }

  /// Called by the thread at the end of each turn, with the connections it serves and what
  /// it has done so far.
  func turnEnded(openConnections: Int, activity: HTTPLoopActivity) {
    lock.withLock {
      serving = openConnections
      self.activity = activity
    }
  }

  /// Asks the thread to stop and returns once it has, and every stream it was writing has
  /// ended: a stream's task, cancelled before it ever ran, ends its stream (runs its
  /// `onTermination`) only once it runs, which on a busy machine can be after the thread.
  func stop() async {
    await withCheckedContinuation { continuation in
      let done = lock.withLock {
        if !stopping {
          stopping = true
          wakeOnce()
        }
        if stopped { return true }
        waiters.append(continuation)
        return false
      }
      if done { continuation.resume() }
    }
    for stream in lock.withLock({ endingStreams }) { await stream.value }
  }

  /// Called by the thread as it ends, with the streams it cancelled: later posts are dropped,
  /// the pipe is closed (under the lock, so no post writes to a descriptor number reused
  /// since), and `stop()` returns once those streams have ended.
  func threadEnded(endingStreams streams: [Task<Void, Never>]) {
    let waiting: [CheckedContinuation<Void, Never>] = lock.withLock {
      endingStreams = streams
      closed = true
      stopped = true
      serving = 0
      wake.close()
      defer { waiters = [] }
      return waiters
    }
    for waiter in waiting { waiter.resume() }
  }

  /// One byte in the pipe however many posts come before the thread reads them, so the pipe
  /// never fills.
  private func wakeOnce() {
    guard !woken, !closed else { return }
    woken = true
    wake.signal()
  }
}

/// What the server's thread has done: the count of its turns, each a return from poll(2),
/// and of the times it set the listener aside for want of descriptors. An idle loop turns
/// only when something happens, so a loop that spins (a wake left unread, a zero timeout)
/// shows as turns that nothing explains, whatever the machine's speed.
struct HTTPLoopActivity: Hashable, Sendable {
  var turns: UInt64 = 0
  var listenerPauses: UInt64 = 0
}
