import ScreenModel

/// A distinct state an exploration found, as a reviewer reads it: named after the path
/// that first reached it, drawn in each locale as its text snapshot, what a screen reader
/// reads, and the update a page of it is drawn from.
public struct CatalogState: Sendable {
  /// Its name, from its path: `load-listed_set-filter-台積` (`StateName`).
  public var name: String
  /// The lines that first reached it, breadth first.
  public var path: [PlayedLine]
  /// The state in each locale explored, in the order of `ExplorerOptions.locales`.
  public var pages: [CatalogPage]
}

/// One state in one locale.
public struct CatalogPage: Sendable {
  /// The locale it is drawn in.
  public var locale: String
  /// The text snapshot of the screen on top.
  public var text: String
  /// What a screen reader reads of it, an element a line.
  public var accessibility: String
  /// What a page draws it from: `{"locale":…,"stack":[…],"update":{…}}`, the update the
  /// session's first message of the state would be with a window of the catalog's rows.
  public var json: JSONValue
}
