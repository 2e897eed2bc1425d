import Foundation

/// The elements of an `AsyncStream` as a test reads them, each wait bounded: an element
/// that never comes, or a stream that never ends, fails the test saying what it waited for
/// instead of hanging it.
///
///     let updates = StreamReader(session.updates())
///     let first = try await updates.next("the session's first update")
///     session.finish()
///     let rest = try await updates.rest("the rest of the updates, to the stream's end")
///
/// A task of the reader's own takes the elements as they come and keeps them until read;
/// the reader going away cancels it, which ends the stream as dropping an iterator would.
public final class StreamReader<Element: Sendable>: Sendable {
  private let queue = ElementQueue<Element>()
  private let pump: Task<Void, Never>

  public init(_ stream: AsyncStream<Element>) {
    pump = Task { [queue] in
      for await element in stream { queue.put(element) }
      queue.end()
    }
  }

  deinit { pump.cancel() }

  /// The next element; nil once the stream has ended.
  ///
  /// - Throws: `DeadlineExceeded` naming `what` when neither comes within `limit`.
  public func next(
    _ what: String, within limit: Duration = DeadlineExceeded.standardLimit,
    fileID: String = #fileID, line: Int = #line
  ) async throws -> Element? {
    try await withDeadline(what, within: limit, fileID: fileID, line: line) { [queue] in
      try await queue.take()
    }
  }

  /// Every element left, once the stream has ended.
  ///
  /// - Throws: `DeadlineExceeded` naming `what` when the stream has not ended within `limit`.
  public func rest(
    _ what: String, within limit: Duration = DeadlineExceeded.standardLimit,
    fileID: String = #fileID, line: Int = #line
  ) async throws -> [Element] {
    try await withDeadline(what, within: limit, fileID: fileID, line: line) { [queue] in
      var elements: [Element] = []
      while let element = try await queue.take() { elements.append(element) }
      return elements
    }
  }
}

/// Elements kept until read, and one reader waiting for the next.
private final class ElementQueue<Element: Sendable>: @unchecked Sendable {
  // Unchecked: every field is read and written under `lock`.
  private let lock = NSLock()
  private var elements: [Element] = []
  private var first = 0
  private var ended = false
  private var waiter: (id: UInt64, continuation: CheckedContinuation<Element?, any Error>)?
  private var nextID: UInt64 = 0

  func put(_ element: Element) {
    let waiting = lock.withLock {
      guard let waiter else {
        elements.append(element)
        return nil as CheckedContinuation<Element?, any Error>?
      }
      self.waiter = nil
      return waiter.continuation
    }
    waiting?.resume(returning: element)
  }

  func end() {
    let waiting = lock.withLock {
      ended = true
      defer { waiter = nil }
      return waiter?.continuation
    }
    waiting?.resume(returning: nil)
  }

  /// The next element, waiting for it; nil at the end. A cancelled wait throws and leaves
  /// the queue as it was, so a later `take` reads what this one would have.
  func take() async throws -> Element? {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let ready: Result<Element?, any Error>? = lock.withLock {
          if Task.isCancelled { return .failure(CancellationError()) }
          if first < elements.count {
            defer {
              first += 1
              if first == elements.count { (elements, first) = ([], 0) }
            }
            return .success(elements[first])
          }
          if ended { return .success(nil) }
          precondition(waiter == nil, "a StreamReader is read by one wait at a time")
          waiter = (id, continuation)
          return nil
        }
        if let ready { continuation.resume(with: ready) }
      }
    } onCancel: {
      let waiting = lock.withLock {
        guard let waiter, waiter.id == id else {
          return nil as CheckedContinuation<Element?, any Error>?
        }
        self.waiter = nil
        return waiter.continuation
      }
      waiting?.resume(throwing: CancellationError())
    }
  }
}
