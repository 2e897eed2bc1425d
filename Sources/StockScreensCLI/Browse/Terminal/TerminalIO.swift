import TerminalControl

/// The browser's view of the terminal module, in the browser's own `WindowSize`.
///
/// The browser state still declares a `WindowSize` of its own (it shadows the terminal
/// module's); once the state takes the module's, this adapter goes and the browser calls
/// `Terminal` itself.
enum TerminalIO {
  /// The window's size from the terminal, or 80x24 when it cannot tell.
  static func windowSize() -> WindowSize {
    let size = Terminal.windowSize()
    return WindowSize(width: size.width, height: size.height)
  }

  /// Writes all of `text` to standard output.
  static func write(_ text: String) { Terminal.write(text) }

  /// True when `descriptor` is a terminal.
  static func isTerminal(_ descriptor: Int32) -> Bool { Terminal.isTerminal(descriptor) }
}
