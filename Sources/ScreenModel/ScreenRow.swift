/// A row of a screen: a value with a stable identity and text to render.
///
/// Identity says which row this is across two versions of a screen (a company's code); the
/// whole value is its content, so two rows with the same identity but unequal values are one
/// row that was updated. Rows are usually enum cases with labelled associated values.
public protocol ScreenRow: Hashable, Sendable {
  /// The type that identifies a row across versions of a screen.
  associatedtype Identity: Hashable & Sendable

  /// Which row this is: equal identities are the same row, possibly with new content.
  var identity: Identity { get }

  /// The row's text for the text renderer.
  var text: RowText { get }
}
