import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads keys from standard input on a thread of its own, and wakes on window resizes.
///
/// The thread waits in `poll` on standard input and on a pipe that the SIGWINCH handler
/// writes to; it decodes what it reads with a `KeyDecoder` and hands the keys on.
package enum KeyReader {
  /// What the reader hands on.
  package enum Event: Sendable {
    /// Keys decoded from one read.
    case keys([Key])
    /// The window changed size.
    case resized
    /// Standard input ended or failed.
    case ended
  }

  /// Starts the thread; `deliver` is called on it for every event.
  package static func start(_ deliver: @escaping @Sendable (Event) -> Void) {
    var pipeEnds: [Int32] = [-1, -1]
    let hasPipe = pipe(&pipeEnds) == 0
    if hasPipe { TerminalSignals.notifyResize(to: pipeEnds[1]) }
    let resizeReader = hasPipe ? pipeEnds[0] : -1
    let thread = Thread {
      readLoop(resizeReader: resizeReader, deliver: deliver)
    }
    thread.name = "stock-screens keys"
    thread.start()
  }

  private static func readLoop(
    resizeReader: Int32, deliver: @Sendable (Event) -> Void
  ) {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    var watched = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: resizeReader, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      if poll(&watched, nfds_t(watched.count), -1) < 0 {
        if errno == EINTR { continue }
        deliver(.ended)
        return
      }
      if watched[1].revents & Int16(POLLIN) != 0 {
        _ = buffer.withUnsafeMutableBytes { read(resizeReader, $0.baseAddress, $0.count) }
        deliver(.resized)
      }
      guard watched[0].revents != 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else {
        deliver(.ended)
        return
      }
      let keys = decoder.keys(from: buffer[0..<count])
      if !keys.isEmpty { deliver(.keys(keys)) }
    }
  }
}
