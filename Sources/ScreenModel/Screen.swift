/// A screen at one moment: its title and its rows, top to bottom.
///
///     let screen = Screen(title: "公司列表", rows: rows)
///     print(screen.snapshotText)
///     // Prints "# 公司列表" and then one line per row
public struct Screen<Row: ScreenRow>: Hashable, Sendable {
  /// The title shown above the rows.
  public var title: String
  /// The rows, top to bottom.
  public var rows: [Row]

  /// Creates a screen.
  public init(title: String, rows: [Row]) {
    self.title = title
    self.rows = rows
  }

  /// The row at `index`, or nil when the index is out of bounds.
  public func row(at index: Int) -> Row? {
    rows.indices.contains(index) ? rows[index] : nil
  }

  /// The changes that turn `previous`'s rows into this screen's rows.
  public func changes(since previous: Screen<Row>) -> Changeset {
    Changeset(from: previous.rows, to: rows)
  }
}

extension Screen: TextSnapshotRepresentable {
  /// The screen rendered by `TextRenderer`.
  public var snapshotText: String { TextRenderer().render(self) }
}
