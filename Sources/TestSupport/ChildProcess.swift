import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a child process writes to a pipe, read on the calling thread with a bound: a program
/// that stops writing, or never closes its output, fails the test saying what it waited for
/// instead of hanging it.
///
///     let output = PipeReader(pipe)
///     let address = try output.line("serve to print its address")
public final class PipeReader {
  private let descriptor: Int32
  /// Bytes read and not yet taken as a line.
  public private(set) var unread: [UInt8] = []
  /// Whether the writing end has closed and every byte has been read.
  public private(set) var isAtEnd = false

  /// Reads the read end of `pipe`; hand the write end to the child.
  public init(_ pipe: Pipe) {
    descriptor = pipe.fileHandleForReading.fileDescriptor
  }

  /// The next line, without its LF (the last one may have none); nil at the end.
  ///
  /// - Throws: `DeadlineExceeded` naming `what` when no line and no end comes within
  ///   `limit`; its detail is what came of the line.
  public func line(
    _ what: String, within limit: Duration = DeadlineExceeded.standardLimit,
    fileID: String = #fileID, line: Int = #line
  ) throws -> String? {
    let deadline = ContinuousClock.now + limit
    while true {
      if let newline = unread.firstIndex(of: 0x0A) {
        defer { unread.removeSubrange(...newline) }
        return String(decoding: unread[..<newline], as: UTF8.self)
      }
      if isAtEnd {
        defer { unread = [] }
        return unread.isEmpty ? nil : String(decoding: unread, as: UTF8.self)
      }
      guard Self.read([self], until: deadline) else {
        let partial = String(decoding: unread, as: UTF8.self)
        throw DeadlineExceeded(
          what, limit: limit, detail: "the line so far: \(partial.debugDescription)",
          fileID: fileID, line: line)
      }
    }
  }

  /// Reads every reader to its end, the pipes at once (so that a child blocked on a full
  /// one never stalls the other); false when `deadline` passes first.
  public static func readToEnd(
    _ readers: [PipeReader], until deadline: ContinuousClock.Instant
  ) -> Bool {
    while readers.contains(where: { !$0.isAtEnd }) {
      guard read(readers, until: deadline) else { return false }
    }
    return true
  }

  /// Reads what one of `readers` has, waiting until `deadline` at most; false when it passes
  /// with nothing to read.
  private static func read(_ readers: [PipeReader], until deadline: ContinuousClock.Instant)
    -> Bool
  {
    let open = readers.filter { !$0.isAtEnd }
    guard let milliseconds = milliseconds(until: deadline) else { return false }
    var watched = open.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
    let ready = poll(&watched, nfds_t(watched.count), milliseconds)
    if ready < 0 { return errno == EINTR }
    for (reader, watch) in zip(open, watched) where watch.revents != 0 { reader.readAvailable() }
    return true
  }

  private func readAvailable() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes {
      Foundation.read(descriptor, $0.baseAddress, $0.count)
    }
    if count > 0 {
      unread += buffer[..<count]
    } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
      isAtEnd = true
    }
  }

  /// Whole milliseconds left until `deadline`, rounded up; nil once it has passed.
  private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32? {
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return nil }
    let (seconds, attoseconds) = left.components
    let rounded = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: rounded)
  }
}

extension Process {
  /// Waits for the process to exit, at most `limit`; past it the process is ended (see
  /// `end()`) and `DeadlineExceeded` names `what`.
  public func waitUntilExit(
    _ what: String, within limit: Duration = DeadlineExceeded.standardLimit,
    fileID: String = #fileID, line: Int = #line
  ) throws {
    guard waitUntilExit(until: ContinuousClock.now + limit) else {
      end()
      throw DeadlineExceeded(what, limit: limit, fileID: fileID, line: line)
    }
  }

  /// Whether the process exited before `deadline`.
  public func waitUntilExit(until deadline: ContinuousClock.Instant) -> Bool {
    // Foundation notes the exit on a queue of its own; this only looks, as its own
    // `waitUntilExit()` does.
    while isRunning {
      guard ContinuousClock.now < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return true
  }

  /// Ends the process: SIGTERM, then SIGKILL when it is still running five seconds later;
  /// returns once it has exited, or five seconds after the SIGKILL.
  public func end() {
    guard isRunning else { return }
    terminate()
    if waitUntilExit(until: .now + .seconds(5)) { return }
    kill(processIdentifier, SIGKILL)
    _ = waitUntilExit(until: .now + .seconds(5))
  }
}
