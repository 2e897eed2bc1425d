#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Signal handlers may only touch memory that exists already and call async-signal-safe
// functions (write, tcsetattr, sigaction, raise, _exit), so the state they need is global
// and filled in before they are installed.

/// The settings the terminal had before the browser made it raw.
nonisolated(unsafe) private var savedSettings = termios()
/// 1 while the terminal is raw and on the alternate screen.
nonisolated(unsafe) private var isRaw: Int32 = 0
/// `Escape.leave`, encoded before any handler can need it.
nonisolated(unsafe) private var leaveBytes: [UInt8] = []
/// The write end of the pipe that wakes the key reader on SIGWINCH.
nonisolated(unsafe) private var resizeNotifier: Int32 = -1
/// The handlers that were there before, to hand a crash on to (the runtime's backtracer).
nonisolated(unsafe) private var previousActions: [sigaction] = []

/// Puts the terminal back as it was: main screen, cursor, wrapping, cooked mode. Safe in a
/// signal handler, and a no-op when the terminal is not raw.
private func restoreTerminal() {
  guard isRaw != 0 else { return }
  isRaw = 0
  leaveBytes.withUnsafeBufferPointer { bytes in
    _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
  }
  _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
}

/// The terminal's modes, and the handlers that restore it whichever way the program ends.
package enum TerminalSignals {
  /// Signals that end the program: restore, then exit with 128 + the signal.
  private static let endings: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// Signals of a crash: restore, then let the previous handler report it.
  private static let crashes: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

  /// Makes the terminal raw and installs the handlers; false when standard input has no
  /// terminal settings.
  package static func enterRawMode() -> Bool {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
    savedSettings = settings
    leaveBytes = Array(Escape.leave.utf8)
    installHandlers()
    var raw = settings
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    // Without ISIG, Ctrl-C arrives as a key and the browser quits through its own path.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { controls in
      controls[Int(VMIN)] = 1
      controls[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return false }
    isRaw = 1
    return true
  }

  /// Restores the terminal now.
  package static func restore() {
    restoreTerminal()
  }

  /// Sends a byte to `descriptor` on every SIGWINCH.
  package static func notifyResize(to descriptor: Int32) {
    resizeNotifier = descriptor
    _ = signal(SIGWINCH) { _ in
      var byte: UInt8 = 1
      _ = write(resizeNotifier, &byte, 1)
    }
  }

  private static func installHandlers() {
    atexit { restoreTerminal() }
    for signalNumber in endings {
      _ = signal(signalNumber) { signalNumber in
        restoreTerminal()
        _exit(128 + signalNumber)
      }
    }
    previousActions = Array(repeating: sigaction(), count: Int(crashes.max() ?? 0) + 1)
    for signalNumber in crashes {
      _ = sigaction(signalNumber, nil, &previousActions[Int(signalNumber)])
      _ = signal(signalNumber) { signalNumber in
        restoreTerminal()
        previousActions.withUnsafeMutableBufferPointer { actions in
          _ = sigaction(signalNumber, &actions[Int(signalNumber)], nil)
        }
        _ = raise(signalNumber)
      }
    }
  }
}
