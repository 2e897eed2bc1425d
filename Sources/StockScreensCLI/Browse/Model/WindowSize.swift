/// The size of the terminal window, in columns and lines.
struct WindowSize: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  var width: Int
  /// Lines.
  var height: Int

  /// Creates a size; negative numbers count as zero.
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// What a terminal that cannot tell its size is taken to be.
  static let fallback = WindowSize(width: 80, height: 24)

  /// `80x24`.
  var description: String { "\(width)x\(height)" }
}
