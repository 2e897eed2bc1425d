import Foundation
import ScreenModel

/// One line of input, numbered from 1, or the word that it was too long to read.
struct InputLine: Sendable, Equatable {
  /// What the line held.
  enum Content: Sendable, Equatable {
    /// The line's text, without its line ending.
    case text(String)
    /// The line ran past `limit` bytes; what it held was skipped, but for the `id` its first
    /// `limit` bytes name.
    case tooLong(limit: Int, id: EventID? = nil)
    /// The line is not text: bytes that are not UTF-8, named by the JSON parser with their
    /// offset (never replaced with U+FFFD and applied), and the `id` read before them.
    case refused(String, id: EventID? = nil)
  }

  /// The line's number on the input, from 1, which errors name.
  var number: Int
  var content: Content
}

/// Reads lines from a file descriptor on a thread of its own, in bounded memory: a line
/// longer than the limit is skipped and reported, never held whole, and the thread stops
/// reading while `capacity` lines wait to be taken, so a slow consumer holds the input back
/// in the pipe rather than in memory.
enum InputLines {
  /// The longest line read, in bytes.
  static let maxLineBytes = 1 << 20
  /// The most lines read ahead of the consumer.
  static let readAhead = 8

  /// The lines of standard input, until it ends.
  static func standardInput() -> AsyncStream<InputLine> {
    lines(of: FileHandle.standardInput.fileDescriptor)
  }

  /// The lines of `descriptor`, until it ends or fails; a line is read only when fewer than
  /// `capacity` wait.
  static func lines(
    of descriptor: Int32, limit: Int = maxLineBytes, capacity: Int = readAhead
  ) -> AsyncStream<InputLine> {
    lines(of: descriptor, limit: limit, through: LineQueue(capacity: capacity))
  }

  /// The lines of `descriptor` through `queue`, which a test can watch.
  static func lines(
    of descriptor: Int32, limit: Int, through queue: LineQueue
  ) -> AsyncStream<InputLine> {
    let thread = Thread {
      var splitter = LineSplitter(limit: limit)
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        splitter.take(buffer[..<count], each: queue.put)
      }
      if let last = splitter.finish() { queue.put(last) }
      queue.finish()
    }
    thread.start()
    // Pulled one line at a time: the stream itself never buffers ahead of its consumer.
    return AsyncStream(unfolding: queue.take)
  }
}

/// Cuts bytes into lines at LF (a CR before it is dropped), numbering them.
struct LineSplitter {
  let limit: Int
  private var current: [UInt8] = []
  private var overflowed = false
  private var number = 0

  init(limit: Int) {
    self.limit = limit
  }

  /// The lines that `bytes` complete.
  mutating func take(_ bytes: some Collection<UInt8>) -> [InputLine] {
    var lines: [InputLine] = []
    take(bytes) { lines.append($0) }
    return lines
  }

  /// Hands each line that `bytes` complete to `each` as soon as it ends.
  mutating func take(_ bytes: some Collection<UInt8>, each: (InputLine) -> Void) {
    for byte in bytes {
      if byte == 0x0A {
        each(end())
      } else if current.count < limit {
        current.append(byte)
      } else {
        overflowed = true
      }
    }
  }

  /// The last line, when the input ended without a line ending.
  mutating func finish() -> InputLine? {
    current.isEmpty && !overflowed ? nil : end()
  }

  private mutating func end() -> InputLine {
    number += 1
    defer {
      current.removeAll(keepingCapacity: true)
      overflowed = false
    }
    // The bytes are let go here: the id they name, if any, is read now.
    if overflowed {
      return InputLine(
        number: number, content: .tooLong(limit: limit, id: EventID.leading(in: current)))
    }
    if current.last == 0x0D { current.removeLast() }
    if let text = String(validating: current, as: UTF8.self) {
      return InputLine(number: number, content: .text(text))
    }
    // Let the parser name the first byte that is not UTF-8, as it does for a request body.
    let id = EventID.leading(in: current)
    do throws(JSONValue.ParseError) {
      _ = try JSONValue(parsing: current)
    } catch {
      return InputLine(number: number, content: .refused("not JSON: \(error)", id: id))
    }
    return InputLine(
      number: number, content: .refused("not JSON: bytes that are not UTF-8", id: id))
  }
}
