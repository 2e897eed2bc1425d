/// A screen at one moment: its title, the controls its state shows, and its rows, top to
/// bottom.
///
///     let screen = Screen(title: "公司列表", rows: rows)
///     print(screen.snapshotText)
///     // Prints "# 公司列表", then one line per control, then one line per row
///
/// The rows stay in the collection the controller made: a screen of the directory holds its
/// lazy `DirectoryRows`, so handing a screen to a front end builds no row it does not read.
public struct Screen<Rows: RowCollection>: Sendable {
  /// The type of one row.
  public typealias Row = Rows.Element

  /// The title shown above the rows.
  public var title: String
  /// The rows, top to bottom.
  public var rows: Rows
  /// The controls above the rows, in the order the state gives them, with their values.
  public var controls: [ControlState]

  public init(title: String, rows: Rows, controls: [ControlState] = []) {
    self.title = title
    self.rows = rows
    self.controls = controls
  }

  /// The row at `index`, or nil when the index is out of bounds.
  public func row(at index: Int) -> Row? {
    rows.row(at: index)
  }

  /// The changes that turn `previous`'s rows into this screen's rows, by the rows' own
  /// `changes(since:)`.
  public func changes(since previous: Screen) -> Changeset {
    rows.changes(since: previous.rows)
  }
}

extension Screen: Equatable {
  /// Equal titles, equal controls and equal rows, one by one.
  ///
  /// - Complexity: O(*n*): every row of both screens is read.
  public static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.title == rhs.title && lhs.controls == rhs.controls && lhs.rows.count == rhs.rows.count
      && lhs.rows.elementsEqual(rhs.rows)
  }
}

extension Screen: TextSnapshotRepresentable {
  /// The screen rendered by `TextRenderer` in the package's first language: its reference
  /// snapshot. A snapshot in another locale asks for `snapshotText(in:)`.
  public var snapshotText: String { TextRenderer(words: .source).render(self) }

  /// The screen rendered by `TextRenderer` in `words`.
  public func snapshotText(in words: Words) -> String { TextRenderer(words: words).render(self) }
}
