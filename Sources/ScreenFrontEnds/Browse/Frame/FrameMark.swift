import ScreenModel
import TerminalControl

/// A rise or a fall in a frame's line: where its cell's text stands, in display columns, and
/// which way it points. The text has its sign and its arrow already (▲+25.00); the colour a
/// painter gives it is a second sign, never the only one.
///
///     FrameMark.changes(of: row.cells, in: "  台積電  2,465.00  ▲+25.00", after: 2)
///     // [FrameMark(column: 20, width: 7, direction: .up)]: the arrow and the change
struct FrameMark: Hashable, Sendable {
  /// The first display column of the cell's text.
  var column: Int
  /// The display columns the text takes.
  var width: Int
  /// `up` or `down`.
  var direction: ChangeDirection

  /// The marks of the `cells` that rise or fall, found in `line` in their order from display
  /// column `start` on; a cell the line was cut before, or whose text it does not hold
  /// whole, has none.
  static func changes(of cells: [TextCell], in line: String, after start: Int) -> [FrameMark] {
    var marks: [FrameMark] = []
    var from = line.startIndex
    var column = 0
    // The columns before `start` are the selection's marker, never a cell's.
    while column < start, from < line.endIndex {
      column += DisplayWidth.of(String(line[from]))
      from = line.index(after: from)
    }
    for cell in cells {
      guard let direction = cell.value.direction, direction == .up || direction == .down,
        !cell.text.isEmpty, let found = line.range(of: cell.text, range: from..<line.endIndex)
      else { continue }
      // The arrow the text form puts before a change is part of it.
      var lower = found.lowerBound
      if lower > from, let arrow = direction.arrow, String(line[line.index(before: lower)]) == arrow
      {
        lower = line.index(before: lower)
      }
      column += DisplayWidth.of(String(line[from..<lower]))
      let width = DisplayWidth.of(String(line[lower..<found.upperBound]))
      marks.append(FrameMark(column: column, width: width, direction: direction))
      column += width
      from = found.upperBound
    }
    return marks
  }
}
