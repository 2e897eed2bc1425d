import ScreenModel

/// A row of a feed: the refresh header, the items, the load-more footer, or the
/// first page's empty or error state, each in the words it was made in.
///
///     下拉重新整理
///     台泥 - (1101)  上市  臺灣水泥股份有限公司  資本額: 77,511,817,420 元
///     上拉載入更多
///
/// and in English:
///
///     Pull to refresh
///     TCC - (1101)  Listed  臺灣水泥股份有限公司  Capital: NT$77,511,817,420
///     Pull up to load more
public enum FeedRow<Item: PageItem>: Hashable, Sendable {
  /// The header: what pull-to-refresh is doing.
  case header(RefreshState, words: StockWords = .source)
  /// One item.
  case item(Item, words: StockWords = .source)
  /// The footer: what load-more is doing; while a refresh is in flight it offers nothing,
  /// as the list takes no load-more and no retry until the refresh ends.
  case footer(AppendState, words: StockWords = .source, whileRefreshing: Bool = false)
  /// The first page arrived empty.
  case empty(words: StockWords = .source)
  /// The first load failed; `retry` asks again.
  case error(reason: String, words: StockWords = .source)

  /// Which row this is across versions.
  public enum ID: Hashable, Sendable {
    /// The header.
    case header
    /// The row of the item with this identity.
    case item(Item.ID)
    /// The footer.
    case footer
    /// The empty state.
    case empty
    /// The first load's error.
    case error
  }

  /// The row's text as one label would show it.
  public var title: String {
    switch self {
    case .header(.idle, let words): words["feed.pullToRefresh"]
    case .header(.loading, let words): words["feed.refreshing"]
    case .header(.failed(let reason), let words): words["feed.refreshFailed", reason]
    case .footer(.idle, let words, _): words["feed.loadMore"]
    case .footer(.loading, let words, _): words["feed.loadingMore"]
    case .footer(.exhausted, let words, _): words["feed.noMore"]
    case .footer(.failed(let reason), let words, _): words["feed.loadMoreFailed", reason]
    case .empty(let words): words["feed.empty"]
    case .error(let reason, let words): words["feed.firstLoadFailed", reason]
    case .item(let item, let words):
      item.rowText(in: words).cells.map(\.text).joined(separator: " ")
    }
  }

  /// The event a front end sends when this row is tapped, as a value: the header refreshes
  /// (a tap stands in for the pull), the footer loads more, a failure retries.
  public var action: Feed<Item>.Event? {
    switch self {
    case .header(.idle, _), .header(.failed, _): .refreshRequested
    case .footer(.idle, _, whileRefreshing: false): .loadMoreRequested
    case .footer(.failed, _, whileRefreshing: false), .error: .retryRequested
    case .item(let item, _): .itemSelected(item.id)
    default: nil
    }
  }
}

extension FeedRow: ScreenRow {
  /// One header, one footer, one row an item.
  public var id: ID {
    switch self {
    case .header: .header
    case .item(let item, _): .item(item.id)
    case .footer: .footer
    case .empty: .empty
    case .error: .error
    }
  }

  /// Items in their own columns; the other rows as one cell.
  public var text: RowText {
    if case .item(let item, let words) = self { return item.rowText(in: words) }
    return RowText(title)
  }
}

extension Feed {
  /// The header, the items, then the footer; before the first page only the header, or the
  /// first load's error; an empty first page shows the empty state.
  public var rows: FeedRows<Item> { FeedRows(self) }
}

/// A feed's rows, made on demand from its items: the header, one row an item, then the
/// footer (or, before any item, the first load's error or the empty state).
///
/// Between two refreshes items are only ever appended, so two versions of one list compare
/// in time proportional to the rows added, however long the list has grown.
public struct FeedRows<Item: PageItem>: RowCollection {
  private let header: FeedRow<Item>
  private let items: [Item]
  private let words: StockWords
  private let tail: FeedRow<Item>?
  private let generation: Int

  init(_ list: Feed<Item>) {
    header = .header(list.refreshState, words: list.words)
    items = list.items
    words = list.words
    generation = list.generation
    if !list.items.isEmpty {
      tail = .footer(
        list.appendState, words: list.words, whileRefreshing: list.pendingRefresh != nil)
    } else if case .failed(let reason) = list.refreshState, !list.hasLoaded {
      tail = .error(reason: reason, words: list.words)
    } else {
      tail = list.hasLoaded ? .empty(words: list.words) : nil
    }
  }

  /// The header's position, 0.
  public var startIndex: Int { 0 }
  /// One past the last row's position.
  public var endIndex: Int { 1 + items.count + (tail == nil ? 0 : 1) }

  /// The row at `position`.
  public subscript(position: Int) -> FeedRow<Item> {
    if position == 0 { return header }
    let offset = position - 1
    if offset < items.count { return .item(items[offset], words: words) }
    precondition(offset == items.count && tail != nil, "FeedRows: no row at \(position)")
    return tail ?? header
  }

  /// The changes from `previous`.
  ///
  /// When no refresh replaced the items in between, `previous`'s items are the first of
  /// these: the changeset is the new rows inserted after them, and the header and footer
  /// updated where they changed, without reading the items both share.
  ///
  /// - Complexity: O(*k*) for *k* rows added since `previous`; O(*n* + *m*) across a refresh.
  public func changes(since previous: FeedRows) -> Changeset {
    let shared = previous.items.count
    // The generation says no refresh came between, the words that every row reads alike;
    // the end items guard against comparing rows of two different lists.
    guard previous.generation == generation, previous.words == words, shared > 0,
      shared <= items.count,
      previous.items[0].id == items[0].id, previous.items[shared - 1].id == items[shared - 1].id,
      case .footer = previous.tail, case .footer = tail
    else { return Changeset(from: Array(previous), to: Array(self)) }
    var changes = Changeset(inserts: Array((1 + shared)..<(1 + items.count)))
    if previous.header != header { changes.updates.append(Changeset.Update(old: 0, new: 0)) }
    if previous.tail != tail {
      changes.updates.append(Changeset.Update(old: 1 + shared, new: 1 + items.count))
    }
    return changes
  }
}
