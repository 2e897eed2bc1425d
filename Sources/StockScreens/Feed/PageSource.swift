/// Where a feed's items come from: a page at an offset, at most `limit` long.
///
/// A page shorter than `limit` tells the list there is nothing after it.
public protocol PageSource<Item>: Sendable {
  /// The items the pages hold.
  associatedtype Item: PageItem
  /// The items from `offset`, at most `limit` of them; throws when the page cannot be had.
  func page(offset: Int, limit: Int) async throws -> [Item]
}

/// A page that could not be had, with a reason to show.
public struct PageSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reason, as the footer or header shows it.
  public var reason: String

  public init(reason: String) {
    self.reason = reason
  }

  public var description: String { reason }
}
