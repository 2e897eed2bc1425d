import Foundation

/// One line of input, numbered from 1, or the word that it was too long to read.
struct InputLine: Sendable, Equatable {
  /// What the line held.
  enum Content: Sendable, Equatable {
    /// The line's text, without its line ending; bytes that are not UTF-8 are replaced.
    case text(String)
    /// The line ran past `limit` bytes; what it held was skipped.
    case tooLong(limit: Int)
  }

  /// The line's number on the input, from 1, which errors name.
  var number: Int
  var content: Content
}

/// Reads lines from a file descriptor on a thread of its own, in bounded memory: a line
/// longer than the limit is skipped and reported, never held whole.
enum InputLines {
  /// The longest line read, in bytes.
  static let maxLineBytes = 1 << 20

  /// The lines of standard input, until it ends.
  static func standardInput() -> AsyncStream<InputLine> {
    lines(of: FileHandle.standardInput.fileDescriptor)
  }

  /// The lines of `descriptor`, until it ends or fails.
  static func lines(of descriptor: Int32, limit: Int = maxLineBytes) -> AsyncStream<InputLine> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: InputLine.self, bufferingPolicy: .unbounded)
    let thread = Thread {
      var splitter = LineSplitter(limit: limit)
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        for line in splitter.take(buffer[..<count]) { continuation.yield(line) }
      }
      if let last = splitter.finish() { continuation.yield(last) }
      continuation.finish()
    }
    thread.start()
    return stream
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
    for byte in bytes {
      if byte == 0x0A {
        lines.append(end())
      } else if current.count < limit {
        current.append(byte)
      } else {
        overflowed = true
      }
    }
    return lines
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
    if overflowed { return InputLine(number: number, content: .tooLong(limit: limit)) }
    if current.last == 0x0D { current.removeLast() }
    return InputLine(number: number, content: .text(String(decoding: current, as: UTF8.self)))
  }
}
