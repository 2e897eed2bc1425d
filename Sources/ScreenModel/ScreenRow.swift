/// A row of a screen: a value with a stable identity and text to render.
///
/// `id` says which row this is across two versions of a screen (a company's code); the
/// whole value is its content, so two rows with the same `id` but unequal values are one row
/// that was updated. Rows are usually enum cases with labelled associated values, and being
/// `Identifiable` they go straight into SwiftUI: `List(screen.rows) { row in … }`.
public protocol ScreenRow: Identifiable, Hashable, Sendable where ID: Sendable {
  /// The row's text for the text renderer.
  var text: RowText { get }
}

/// The rows of a screen as its controller chooses to keep them: an array, or a collection
/// that makes each row when it is read, so that a list of a million companies costs nothing
/// until a front end looks at a row.
///
/// A collection also says how it changed since an earlier version of itself. The default
/// matches rows by `id` (`Changeset(from:to:)`); a lazy collection that knows more (the
/// company directory compares catalog positions without building rows) answers faster.
public protocol RowCollection: RandomAccessCollection, Sendable
where Element: ScreenRow, Index == Int {
  /// The changes that turn `previous` into these rows.
  func changes(since previous: Self) -> Changeset
}

extension RowCollection {
  /// Matches the rows of both versions by `id`.
  ///
  /// - Complexity: O(*n* + *m*): every row of both versions is read.
  public func changes(since previous: Self) -> Changeset {
    Changeset(from: Array(previous), to: Array(self))
  }

  /// The row at `index`, or nil when the index is out of bounds.
  public func row(at index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

extension Array: RowCollection where Element: ScreenRow {}
