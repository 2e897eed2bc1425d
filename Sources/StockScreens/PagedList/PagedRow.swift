import ScreenModel

/// A row of a paged list: the refresh header, the items, the load-more footer, or the
/// first page's empty or error state.
///
///     下拉重新整理
///     台泥 - (1101)  上市  臺灣水泥股份有限公司  資本額: 77,511,817,420 元
///     上拉載入更多
public enum PagedRow<Item: PageItem>: Hashable, Sendable {
  /// The header: what pull-to-refresh is doing.
  case header(RefreshState)
  /// One item.
  case item(Item)
  /// The footer: what load-more is doing.
  case footer(AppendState)
  /// The first page arrived empty.
  case empty
  /// The first load failed; `retry` asks again.
  case error(reason: String)

  /// Which row this is across versions.
  public enum Identity: Hashable, Sendable {
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
    case .header(.idle): "下拉重新整理"
    case .header(.loading): "重新整理中…"
    case .header(.failed(let reason)): "更新失敗：\(reason)"
    case .footer(.idle): "上拉載入更多"
    case .footer(.loading): "載入中…"
    case .footer(.exhausted): "沒有更多資料"
    case .footer(.failed(let reason)): "載入失敗：\(reason)（重試）"
    case .empty: "目前沒有資料"
    case .error(let reason): "無法載入資料：\(reason)（重試）"
    case .item(let item): item.rowText.cells.map(\.text).joined(separator: " ")
    }
  }

  /// The event a front end sends when this row is tapped, as a value.
  public var action: PagedList<Item>.Event? {
    switch self {
    case .footer(.idle): .loadMoreRequested
    case .footer(.failed), .error: .retryRequested
    default: nil
    }
  }
}

extension PagedRow: ScreenRow {
  /// One header, one footer, one row an item.
  public var identity: Identity {
    switch self {
    case .header: .header
    case .item(let item): .item(item.id)
    case .footer: .footer
    case .empty: .empty
    case .error: .error
    }
  }

  /// Items in their own columns; the other rows as one cell.
  public var text: RowText {
    if case .item(let item) = self { return item.rowText }
    return RowText(title)
  }
}

extension PagedList {
  /// The header, the items, then the footer; before the first page only the header, or the
  /// first load's error; an empty first page shows the empty state.
  public var rows: [PagedRow<Item>] {
    var rows: [PagedRow<Item>] = [.header(refreshState)]
    if items.isEmpty {
      if case .failed(let reason) = refreshState, !hasLoaded {
        rows.append(.error(reason: reason))
      } else if hasLoaded {
        rows.append(.empty)
      }
      return rows
    }
    rows.reserveCapacity(items.count + 2)
    rows.append(contentsOf: items.lazy.map { .item($0) })
    rows.append(.footer(appendState))
    return rows
  }

  /// The rows as a screen under the list's title.
  public var screen: Screen<PagedRow<Item>> { Screen(title: title, rows: rows) }
}
