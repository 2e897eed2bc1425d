import ScreenModel
import TerminalControl

/// Turns frames into the ANSI escapes that draw them, writing only the lines that changed.
///
/// Pure: it keeps the last frame it drew and compares line by line, so a keystroke that
/// moves the selection rewrites two lines, and a market that arrives rewrites the rows whose
/// text changed. A frame of another size, or a `reset()`, clears and draws everything.
///
///     var painter = FramePainter()
///     let first = painter.escapes(for: frame, width: 80)   // clears, draws every line
///     let next = painter.escapes(for: frame, width: 80)    // only the cursor: nothing changed
///
/// With `colorsChanges`, a rise is drawn in the colour the session's appearance gives it
/// (`rise`: red by default, 紅漲綠跌 as in Taiwan, or green) and a fall in the other; the text
/// keeps its sign and its arrow, so a terminal without colour loses nothing.
struct FramePainter: Hashable, Sendable {
  private var previous: [FrameLine]?
  private var previousWidth = 0
  /// Whether rises and falls are coloured: the terminal has colour.
  var colorsChanges: Bool
  /// The colour of a rise; a fall takes the other.
  private(set) var rise: SessionAppearance.Rise

  init(colorsChanges: Bool = false, rise: SessionAppearance.Rise = .red) {
    self.colorsChanges = colorsChanges
    self.rise = rise
  }

  /// Takes the colour of a rise `appearance` gives, when it gives one, and returns whether
  /// it changed: every line is drawn again then, in its new colours.
  mutating func take(_ appearance: SessionAppearance?) -> Bool {
    guard let appearance, appearance.rise != rise else { return false }
    rise = appearance.rise
    reset()
    return true
  }

  /// Whether a terminal of `environment` shows colour: not when `NO_COLOR` is set to
  /// anything (no-color.org), nor when `TERM` is unset or `dumb`.
  static func hasColor(_ environment: [String: String]) -> Bool {
    guard environment["NO_COLOR"].map(\.isEmpty) ?? true else { return false }
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
    return true
  }

  /// Forgets the last frame, so that the next is drawn whole (Ctrl-L, a resize).
  mutating func reset() {
    previous = nil
  }

  /// The indices of the lines that `frame` draws anew.
  func changedLines(in frame: BrowseFrame, width: Int) -> [Int] {
    guard let previous, previous.count == frame.lines.count, previousWidth == width else {
      return Array(frame.lines.indices)
    }
    return frame.lines.indices.filter { previous[$0] != frame.lines[$0] }
  }

  /// The escapes that turn the screen drawn last into `frame`, `width` columns wide.
  mutating func escapes(for frame: BrowseFrame, width: Int) -> String {
    let isWhole = previous == nil || previous?.count != frame.lines.count || previousWidth != width
    var output = isWhole ? Escape.clearScreen : ""
    for index in changedLines(in: frame, width: width) {
      output += Escape.moveTo(line: index, column: 0) + Escape.clearLine
      output += styled(frame.lines[index], width: width)
    }
    if let cursor = frame.cursor {
      output += Escape.moveTo(line: cursor.line, column: cursor.column) + Escape.showCursor
    } else {
      output += Escape.hideCursor
    }
    previous = frame.lines
    previousWidth = width
    return output
  }

  /// The line with its style; the selected line is reversed to the right edge.
  private func styled(_ line: FrameLine, width: Int) -> String {
    switch line.style {
    case .row: return colored(line)
    case .search: return line.text
    case .title: return Escape.bold + line.text + Escape.plain
    case .help, .dimmed: return Escape.dim + line.text + Escape.plain
    case .selected:
      let padding = max(0, width - DisplayWidth.of(line.text))
      return Escape.reverse + colored(line) + String(repeating: " ", count: padding)
        + Escape.plain
    }
  }

  /// The line's text with its marks coloured, when the painter colours them.
  private func colored(_ line: FrameLine) -> String {
    guard colorsChanges, !line.marks.isEmpty else { return line.text }
    var output = ""
    var column = 0
    var marks = line.marks[...]
    var open: FrameMark?
    for character in line.text {
      if let mark = open, column >= mark.column + mark.width {
        output += Escape.defaultColor
        open = nil
      }
      if open == nil, let mark = marks.first, column >= mark.column {
        marks.removeFirst()
        output += (mark.direction == .up) == (rise == .red) ? Escape.red : Escape.green
        open = mark
      }
      output.append(character)
      column += DisplayWidth.of(String(character))
    }
    if open != nil { output += Escape.defaultColor }
    return output
  }
}
