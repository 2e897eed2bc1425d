import Foundation

/// A wait in a test that ran out: what it waited for, how long, and where it waited.
///
///     try await withDeadline("the session's answers") { await session.waitUntilIdle() }
///     // Throws, when they never come:
///     // ScreenModelTests/ScreenSessionTests.swift:64: gave up waiting for the session's
///     // answers after 120 seconds
public struct DeadlineExceeded: Error, CustomStringConvertible {
  /// How long a test waits unless told otherwise: far longer than anything a test waits for
  /// takes on a loaded machine or under the thread sanitizer, so that it only ends a wait
  /// that would never end. It is no time budget, and no test may treat it as one.
  public static let standardLimit: Duration = .seconds(120)

  /// What was waited for: `the session's answers`.
  public let what: String
  /// How long it waited before giving up.
  public let limit: Duration
  /// Where: `Module/File.swift:LINE`.
  public let place: String
  /// What was known when the wait gave up: what a program had written by then, say.
  public var detail: String?

  public init(
    _ what: String, limit: Duration, detail: String? = nil, fileID: String = #fileID,
    line: Int = #line
  ) {
    self.what = what
    self.limit = limit
    self.detail = detail
    place = "\(fileID):\(line)"
  }

  public var description: String {
    "\(place): gave up waiting for \(what) after \(limit.seconds)"
      + (detail.map { "; \($0)" } ?? "")
  }
}

extension Duration {
  /// `30 seconds`, `1.5 seconds`.
  fileprivate var seconds: String {
    let (whole, attoseconds) = components
    let milliseconds = attoseconds / 1_000_000_000_000_000
    let text = milliseconds == 0 ? "\(whole)" : "\(Double(whole) + Double(milliseconds) / 1000)"
    return text == "1" ? "1 second" : "\(text) seconds"
  }
}

/// The value of `body`, or `DeadlineExceeded` naming `what` once `limit` has passed first.
///
/// `body` runs as a task of its own, cancelled when the limit passes, and the caller goes on
/// without waiting for it: a wait that never ends (a stream nobody finishes, a task that never
/// returns) fails the test instead of hanging it, whether or not it notices the cancellation.
///
///     let updates = try await withDeadline("the stream to end") {
///       var all: [SessionUpdate] = []
///       for await update in stream { all.append(update) }
///       return all
///     }
public func withDeadline<Value: Sendable>(
  _ what: String, within limit: Duration = DeadlineExceeded.standardLimit,
  fileID: String = #fileID, line: Int = #line,
  _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value {
  let race = Race<Value>()
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      race.start(continuation)
      let work = Task {
        do {
          race.finish(.success(try await body()))
        } catch {
          race.finish(.failure(error))
        }
      }
      let timer = Task {
        // Cancelled when `body` finishes first, and then the race is decided already.
        try? await Task.sleep(for: limit)
        race.finish(.failure(DeadlineExceeded(what, limit: limit, fileID: fileID, line: line)))
      }
      race.cancelWhenDecided([work, timer])
    }
  } onCancel: {
    race.finish(.failure(CancellationError()))
  }
}

/// The value of `work`, a call that blocks its thread (a condition's wait, a child process,
/// a browser), run on a thread of its own, or `DeadlineExceeded` naming `what` once `limit`
/// passes first: it never holds one of the few threads that async work runs on, and one that
/// never returns leaves only its own thread waiting.
public func blockingCall<Value: Sendable>(
  _ what: String, within limit: Duration = DeadlineExceeded.standardLimit,
  fileID: String = #fileID, line: Int = #line, _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withDeadline(what, within: limit, fileID: fileID, line: line) {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        unblockSignals()
        continuation.resume(with: Result { try work() })
      }.start()
    }
  }
}

/// Unblocks every signal on the calling thread. A thread started from one of async work's
/// threads inherits their mask, which blocks nearly every signal, and so would a child process
/// it starts: a server that never sees SIGTERM outlives its test, and `swift test` waits for
/// the output it still holds.
private func unblockSignals() {
  var none = sigset_t()
  sigemptyset(&none)
  pthread_sigmask(SIG_SETMASK, &none, nil)
}

/// Checks `condition` until it holds, every few milliseconds, and throws `DeadlineExceeded`
/// naming `what` once `limit` passes with it still false: for a state nothing announces (a
/// count a server keeps, a descriptor closed), never in place of an event that can be awaited.
public func eventually(
  _ what: String, within limit: Duration = DeadlineExceeded.standardLimit,
  fileID: String = #fileID, line: Int = #line,
  isolation: isolated (any Actor)? = #isolation,
  _ condition: () async throws -> Bool
) async throws {
  let deadline = ContinuousClock.now + limit
  while try await !condition() {
    guard ContinuousClock.now < deadline else {
      throw DeadlineExceeded(what, limit: limit, fileID: fileID, line: line)
    }
    try await Task.sleep(for: .milliseconds(5))
  }
}

/// The first of a body's result, the deadline and the caller's cancellation: it resumes the
/// caller, and the tasks still running are cancelled.
private final class Race<Value: Sendable>: @unchecked Sendable {
  // Unchecked: every field is read and written under `lock`.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Value, any Error>?
  private var outcome: Result<Value, any Error>?
  private var tasks: [Task<Void, Never>] = []

  /// The caller waits on `continuation` (resumed at once when the race is already decided).
  func start(_ continuation: CheckedContinuation<Value, any Error>) {
    let decided: Result<Value, any Error>? = lock.withLock {
      if outcome == nil { self.continuation = continuation }
      return outcome
    }
    if let decided { continuation.resume(with: decided) }
  }

  /// The tasks to cancel once the race is decided (at once, when it already is).
  func cancelWhenDecided(_ running: [Task<Void, Never>]) {
    let decided = lock.withLock {
      if outcome == nil { tasks = running }
      return outcome != nil
    }
    if decided { running.forEach { $0.cancel() } }
  }

  /// Decides the race with `result`, unless it is decided already.
  func finish(_ result: Result<Value, any Error>) {
    let won: (CheckedContinuation<Value, any Error>?, [Task<Void, Never>])? = lock.withLock {
      guard outcome == nil else { return nil }
      outcome = result
      defer {
        continuation = nil
        tasks = []
      }
      return (continuation, tasks)
    }
    guard let (waiting, losers) = won else { return }
    // Cancelled first, so that a wait the body left behind is withdrawn before the caller
    // goes on (and perhaps waits on the same thing again).
    losers.forEach { $0.cancel() }
    waiting?.resume(with: result)
  }
}
