import ScreenModel
import TaiwanMarket

/// An element of a feed: identified, comparable for updates, and able to render.
public protocol PageItem: Identifiable, Hashable, Sendable where ID: Sendable {
  /// The item's row text.
  var rowText: RowText { get }
  /// The item's row text in `words`; by default `rowText`, for an item that speaks one
  /// language.
  func rowText(in words: StockWords) -> RowText
}

extension PageItem {
  /// `rowText`, whatever the words: an item of one language says itself the same way.
  public func rowText(in words: StockWords) -> RowText { rowText }
}

/// Which end of the list a page request serves.
public enum PageRequestKind: String, Hashable, Sendable, Codable {
  /// The first page, replacing the items when it arrives (pull-to-refresh, first load).
  case refresh
  /// The page after the last item (load-more).
  case append
}

/// One page request: the answer carries it back, so a late answer can be told apart.
public struct PageRequest: Hashable, Sendable, CustomStringConvertible {
  /// Unique within one list; answers are matched to requests by it.
  public var id: Int
  /// Refresh or append.
  public var kind: PageRequestKind
  /// The index of the first item asked for.
  public var offset: Int
  /// How many items are asked for.
  public var limit: Int

  public init(id: Int, kind: PageRequestKind, offset: Int, limit: Int) {
    self.id = id
    self.kind = kind
    self.offset = offset
    self.limit = limit
  }

  /// `#3 append offset 40 limit 20`.
  public var description: String { "#\(id) \(kind.rawValue) offset \(offset) limit \(limit)" }
}

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

extension Company: PageItem {
  /// The same columns as a directory row: name and code, market, full name, capital.
  public var rowText: RowText { rowText(in: .source) }

  /// The directory row's columns in `words`: `TSMC - (2330)  Listed  …` in English.
  public func rowText(in words: StockWords) -> RowText {
    CompanyRow(company: self, words: words).text
  }
}
