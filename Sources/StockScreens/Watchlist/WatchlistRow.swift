import ScreenModel
import TaiwanMarket

/// A row of the watchlist, with the words it shows, made in the watchlist's locale.
///
///     自選股 2 檔 - 依資本額排序
///     自選股無法儲存到 ~/.local/share/stock-screens/watchlist.json：No space left on device
///     找不到代號 9999 的公司
///     正在取得 2603 的資料…
///     台積電 - (2330)  上市  台灣積體電路製造股份有限公司  資本額: 259,327,332,420 元
///     尚未加入自選股
///
/// A company row reads as the directory's does; it opens the profile, and its further
/// action `移除自選股` (key `d`) removes it. The text snapshot shows neither action.
public enum WatchlistRow: Hashable, Sendable {
  /// Where the market's trading day stands, first, while the clock shows.
  case marketClock(MarketClock, StockWords)
  /// The status header: how many companies, and how they are sorted.
  case status(count: Int, order: Watchlist.Order, StockWords)
  /// Why the list is not saved.
  case storageProblem(Watchlist.StorageProblem, StockWords)
  /// Why the last add did not add.
  case notice(Watchlist.Notice, StockWords)
  /// A code being looked up.
  case lookingUp(code: String, StockWords)
  /// A watched company.
  case company(Company, StockWords)
  /// Nothing watched.
  case empty(StockWords)

  /// What a row's identity is: one status, one storage problem, one notice, one row a code.
  public enum ID: Hashable, Sendable, CustomStringConvertible {
    /// The market clock.
    case marketClock
    /// The status header.
    case status
    /// The storage problem.
    case storage
    /// The notice.
    case notice
    /// The look-up of this code.
    case lookingUp(String)
    /// The company with this code.
    case company(code: String)
    /// The empty state.
    case empty

    /// `status`, `storage`, `notice`, `lookingUp:2603`, `company:2330`, `empty`.
    public var description: String {
      switch self {
      case .marketClock: "marketClock"
      case .status: "status"
      case .storage: "storage"
      case .notice: "notice"
      case .lookingUp(let code): "lookingUp:\(code)"
      case .company(let code): "company:\(code)"
      case .empty: "empty"
      }
    }
  }

  /// A company row opens its profile.
  public var action: Watchlist.Event? {
    guard case .company(let company, _) = self else { return nil }
    return .companySelected(code: company.code)
  }

  /// A company row's `移除自選股`, key `d`.
  public var actions: [RowAction<Watchlist.Event>] {
    guard case .company(let company, let words) = self else { return [] }
    return [
      RowAction(
        name: "remove", label: words["watchlist.remove"], key: "d",
        event: .removeRequested(code: company.code))
    ]
  }

  /// The row as the directory shows the same company: one way to draw, write and read a
  /// company row.
  fileprivate static func directoryRow(_ company: Company, _ words: StockWords) -> DirectoryRow {
    .company(CompanyRow(company: company, words: words))
  }
}

extension WatchlistRow: ScreenRow {
  /// Which row this is across two versions of the screen.
  public var id: ID {
    switch self {
    case .marketClock: .marketClock
    case .status: .status
    case .storageProblem: .storage
    case .notice: .notice
    case .lookingUp(let code, _): .lookingUp(code)
    case .company(let company, _): .company(code: company.code)
    case .empty: .empty
    }
  }

  /// Company rows in the directory's aligned columns, the others as one cell.
  public var text: RowText {
    switch self {
    case .marketClock(let clock, let words): RowText(clock.text(in: words))
    case .status(let count, let order, let words):
      RowText(
        words.counted("watchlist.status", count, words.number(count), order.name(in: words)))
    case .storageProblem(let problem, let words): RowText(problem.text(in: words))
    case .notice(let notice, let words): RowText(notice.text(in: words))
    case .lookingUp(let code, let words): RowText(words["watchlist.lookingUp", code])
    case .company(let company, let words): Self.directoryRow(company, words).text
    case .empty(let words): RowText(words["watchlist.empty"])
    }
  }
}

extension WatchlistRow: DescribedRow {
  // `kind` and `key` are the defaults: the case's name (`company`, `lookingUp`) and the id
  // as a string (`company:2330`).

  /// A company's fields as the directory writes them; the status's `count` and `order`;
  /// the code being looked up; the market clock's `phase` (`beforeOpen`, `open`, `closed`),
  /// `remaining` seconds and Taipei `time`; and each row's `text`.
  public var fields: [JSONValue.Member] {
    let text = JSONValue.Member("text", .string(title))
    switch self {
    case .status(let count, let order, _):
      return [.init("count", .int(Int64(count))), .init("order", .string(order.rawValue)), text]
    case .lookingUp(let code, _): return [.init("code", .string(code)), text]
    case .marketClock(let clock, _):
      return [
        .init("phase", .string(clock.phase.rawValue)),
        .init("remaining", .int(clock.remaining.components.seconds)),
        .init("time", .string(clock.time.iso8601(utcOffset: MarketClock.utcOffset))), text,
      ]
    case .company(let company, let words): return Self.directoryRow(company, words).fields
    case .storageProblem, .notice, .empty: return [text]
    }
  }

  /// A company reads as in the directory and opens; the status and a look-up change on
  /// their own.
  public var accessibility: RowAccessibility {
    switch self {
    case .status, .lookingUp, .marketClock:
      RowAccessibility(label: title, traits: .updatesFrequently)
    case .company(let company, let words): Self.directoryRow(company, words).accessibility
    case .storageProblem, .notice, .empty: RowAccessibility(label: title)
    }
  }
}

extension Watchlist {
  /// The market clock while it shows, the status header while any company is watched, why
  /// the list is not saved, the notice, the look-ups, then the companies in `order`; the
  /// empty state when nothing is watched or looked up.
  public var rows: [WatchlistRow] {
    var rows: [WatchlistRow] = []
    if showsMarketClock, let marketClock { rows.append(.marketClock(marketClock, words)) }
    if !companies.isEmpty { rows.append(.status(count: companies.count, order: order, words)) }
    if let storageProblem { rows.append(.storageProblem(storageProblem, words)) }
    if let notice { rows.append(.notice(notice, words)) }
    rows += pending.map { .lookingUp(code: $0, words) }
    rows += sortedCompanies.map { .company($0, words) }
    if companies.isEmpty, pending.isEmpty { rows.append(.empty(words)) }
    return rows
  }

  /// 自選股; `Watchlist` in English.
  public var title: String { words["watchlist.title"] }
}
