import Foundation

/// The lines handed from the thread that reads them to the one task that takes them, at most
/// `capacity` waiting: `put` blocks the reading thread while the queue is full, which is the
/// backpressure that keeps `drive`'s memory bounded whatever the input's size.
final class LineQueue: @unchecked Sendable {
  let capacity: Int
  // Every field below is guarded by `condition`.
  private let condition = NSCondition()
  private var lines: [InputLine] = []
  private var finished = false
  private var waiting: CheckedContinuation<InputLine?, Never>?
  private var putterBlocked = false

  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Adds `line`, first waiting while `capacity` lines wait; called by the reading thread.
  func put(_ line: InputLine) {
    condition.lock()
    while waiting == nil, lines.count >= capacity {
      putterBlocked = true
      condition.broadcast()
      condition.wait()
    }
    putterBlocked = false
    // A taker waits only on an empty queue, so handing it the line keeps the order.
    if let taker = waiting {
      waiting = nil
      condition.unlock()
      taker.resume(returning: line)
      return
    }
    lines.append(line)
    condition.unlock()
  }

  /// Ends the lines: `take` answers `nil` once those waiting are taken.
  func finish() {
    condition.lock()
    finished = true
    let taker = waiting
    waiting = nil
    condition.broadcast()
    condition.unlock()
    taker?.resume(returning: nil)
  }

  /// The next line, waiting for one; `nil` after the last. One taker at a time.
  func take() async -> InputLine? {
    await withCheckedContinuation { (taker: CheckedContinuation<InputLine?, Never>) in
      condition.lock()
      if !lines.isEmpty {
        // At most `capacity` lines wait, so moving the rest up costs little.
        let line = lines.removeFirst()
        putterBlocked = false
        condition.broadcast()
        condition.unlock()
        taker.resume(returning: line)
      } else if finished {
        condition.unlock()
        taker.resume(returning: nil)
      } else {
        waiting = taker
        condition.unlock()
      }
    }
  }

  /// How many lines wait, once the reading thread is blocked on a full queue or has finished:
  /// a test's way to see the bound without sleeping.
  func waitingCountOnceBlocked() -> Int {
    condition.lock()
    defer { condition.unlock() }
    while !putterBlocked && !finished { condition.wait() }
    return lines.count
  }
}
