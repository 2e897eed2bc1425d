/// The ANSI escape sequences the browser writes (ECMA-48 and the common xterm extensions).
package enum Escape {
  /// Switches to the alternate screen, so the shell's screen comes back on exit.
  package static let alternateScreen = "\u{1B}[?1049h"
  /// Returns to the main screen.
  package static let mainScreen = "\u{1B}[?1049l"
  /// Stops the cursor wrapping at the right edge: a line of the full width stays one line.
  package static let noWrap = "\u{1B}[?7l"
  /// Lets the cursor wrap again.
  package static let wrap = "\u{1B}[?7h"
  /// Hides the cursor.
  package static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor.
  package static let showCursor = "\u{1B}[?25h"
  /// Clears the whole screen.
  package static let clearScreen = "\u{1B}[2J"
  /// Clears the cursor's line without moving the cursor.
  package static let clearLine = "\u{1B}[2K"
  /// Bold text.
  package static let bold = "\u{1B}[1m"
  /// Faint text.
  package static let dim = "\u{1B}[2m"
  /// Reversed colours.
  package static let reverse = "\u{1B}[7m"
  /// Plain text again.
  package static let plain = "\u{1B}[0m"
  /// Red text.
  package static let red = "\u{1B}[31m"
  /// Green text.
  package static let green = "\u{1B}[32m"
  /// The terminal's own text colour again, the other styles kept.
  package static let defaultColor = "\u{1B}[39m"

  /// Moves the cursor to `line` and `column`, counted from zero.
  package static func moveTo(line: Int, column: Int) -> String {
    "\u{1B}[\(line + 1);\(column + 1)H"
  }

  /// What entering the browser writes.
  package static let enter = alternateScreen + noWrap + hideCursor + clearScreen

  /// What leaving the browser writes, in any state: plain text, cursor, wrap, main screen.
  package static let leave = plain + showCursor + wrap + mainScreen
}
