/// A key the browser reacts to, decoded from the bytes a terminal sends.
///
/// Text arrives one character at a time, whether typed on a keyboard or committed by an
/// input method (`台積` is two `.character` keys).
enum Key: Hashable, Sendable {
  /// A printable character: ASCII, CJK, anything but a control character.
  case character(Character)
  /// The arrow keys.
  case up, down, left, right
  /// Page and line navigation keys.
  case pageUp, pageDown, home, end
  /// Return or Enter.
  case enter
  /// A lone Esc, not the start of an escape sequence.
  case escape
  /// Backspace (0x7F or 0x08).
  case backspace
  /// The forward-delete key (`ESC [ 3 ~`).
  case delete
  /// Tab, and Shift-Tab (`ESC [ Z`).
  case tab, backTab
  /// Ctrl-C: with the terminal in raw mode it arrives as a byte, not as a signal.
  case interrupt
  /// Ctrl-L: paint the whole screen again.
  case redraw
}
