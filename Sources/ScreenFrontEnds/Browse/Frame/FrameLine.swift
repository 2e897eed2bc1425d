/// One line of a frame: its text, at most the window's width, and what kind of line it is.
///
/// The text carries no escapes and no padding; the painter adds the style.
struct FrameLine: Hashable, Sendable {
  /// What a line is, which the painter shows with a style.
  enum Style: Hashable, Sendable {
    /// The title and position line at the top.
    case title
    /// The search field, or a form's control that has not the keys.
    case search
    /// A form's control that is disabled.
    case dimmed
    /// A row, or an empty line below the rows.
    case row
    /// The selected row, or the control that has the keys.
    case selected
    /// The key help at the bottom.
    case help
  }

  /// The text, without trailing spaces.
  var text: String
  /// The kind of line.
  var style: Style
  /// The rises and falls in it, which the painter colours where the terminal has colour.
  var marks: [FrameMark] = []

  init(_ text: String, _ style: Style = .row) {
    self.text = text
    self.style = style
  }
}

/// Where the terminal's cursor sits, counted from zero.
struct FramePosition: Hashable, Sendable {
  /// The line, counted from the frame's top.
  var line: Int
  /// The column, in display columns.
  var column: Int
}
