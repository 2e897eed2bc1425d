#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and the window size of a full-screen terminal program.
package enum Terminal {
  /// The window's size from the terminal, or 80x24 when it cannot tell.
  package static func windowSize() -> WindowSize {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return .fallback }
    return WindowSize(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// Writes all of `text` to standard output, past interruptions and short writes.
  package static func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(STDOUT_FILENO, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// True when `descriptor` is a terminal.
  package static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// True when `descriptor`, a terminal, has this process's group in its foreground: the
  /// group that may read it. A process started in the background (by `timeout`, by `&`)
  /// is stopped or refused when it reads.
  package static func isForeground(_ descriptor: Int32) -> Bool {
    tcgetpgrp(descriptor) == getpgrp()
  }
}

/// The size of the terminal window, in columns and lines.
package struct WindowSize: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  package var width: Int
  /// Lines.
  package var height: Int

  /// Negative numbers count as zero.
  package init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// What a terminal that cannot tell its size is taken to be.
  package static let fallback = WindowSize(width: 80, height: 24)

  /// `80x24`.
  package var description: String { "\(width)x\(height)" }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
