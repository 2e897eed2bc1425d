import ScreenModel
import TaiwanMarket

/// A row of the watchlist, with the words it shows, made in the watchlist's locale.
///
///     自選股 2 檔 - 依資本額排序
///     自選股無法儲存到 ~/.local/share/stock-screens/watchlist.json：No space left on device
///     找不到代號 9999 的公司
///     正在取得 2603 的資料…
///     台積電 - (2330)  2,465.00  ▲+25.00  +1.02%  30,113,012
///     尚未加入自選股
///
/// Where the watchlist shows quotes, a company row is its name and the day's close, change,
/// change in percent, volume and limit mark (`QuoteCells`), the columns its declaration
/// names; without quotes it reads as the directory's does. It opens the profile, and its
/// further action `移除自選股` (key `d`) removes it. The text snapshot shows neither action.
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
  /// A watched company, with what it shows of its day.
  case company(Company, QuoteShown, StockWords)
  /// A market's quotes could not be loaded; it offers to load them again.
  case quotesFailed(market: Market, reason: String, StockWords)
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
    /// The failed quotes of a market.
    case quotesFailed(Market)
    /// The empty state.
    case empty

    /// `status`, `storage`, `notice`, `lookingUp:2603`, `company:2330`,
    /// `quotesFailed:listed`, `empty`.
    public var description: String {
      switch self {
      case .marketClock: "marketClock"
      case .status: "status"
      case .storage: "storage"
      case .notice: "notice"
      case .lookingUp(let code): "lookingUp:\(code)"
      case .company(let code): "company:\(code)"
      case .quotesFailed(let market): "quotesFailed:\(market.token)"
      case .empty: "empty"
      }
    }
  }

  /// A company row opens its profile; a failure loads the quotes again.
  public var action: Watchlist.Event? {
    switch self {
    case .company(let company, _, _): .companySelected(code: company.code)
    case .quotesFailed: .quotesRefreshRequested
    default: nil
    }
  }

  /// A company row's `移除自選股`, key `d`.
  public var actions: [RowAction<Watchlist.Event>] {
    guard case .company(let company, _, let words) = self else { return [] }
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
    case .company(let company, _, _): .company(code: company.code)
    case .quotesFailed(let market, _, _): .quotesFailed(market)
    case .empty: .empty
    }
  }

  /// Company rows in columns (their quotes', or the directory's), the others as one cell.
  public var text: RowText {
    switch self {
    case .marketClock(let clock, let words): return RowText(clock.text(in: words))
    case .status(let count, let order, let words):
      return RowText(
        words.counted("watchlist.status", count, words.number(count), order.name(in: words)))
    case .storageProblem(let problem, let words): return RowText(problem.text(in: words))
    case .notice(let notice, let words): return RowText(notice.text(in: words))
    case .lookingUp(let code, let words): return RowText(words["watchlist.lookingUp", code])
    case .company(let company, let shown, let words):
      guard let cells = Self.quoteCells(shown, words) else {
        return Self.directoryRow(company, words).text
      }
      return RowText([Self.nameCell(company, words)] + cells.row, layout: "quote")
    case .quotesFailed(let market, let reason, let words):
      return RowText(words["row.retry", words["quote.failed", words.name(of: market), reason]])
    case .empty(let words): return RowText(words["watchlist.empty"])
    }
  }

  /// `台積電 - (2330)`, the name cell of a quote row.
  static func nameCell(_ company: Company, _ words: StockWords) -> TextCell {
    TextCell("\(words.name(of: company)) - (\(company.code))")
  }

  /// The cells of what a row shows of its day: nil without quotes, empty ones while they
  /// are on their way.
  static func quoteCells(_ shown: QuoteShown, _ words: StockWords) -> QuoteCells? {
    switch shown {
    case .off: nil
    case .pending: QuoteCells.pending
    case .shown(let lookup): QuoteCells(lookup: lookup, words: words)
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
    case .company(let company, _, let words): return Self.directoryRow(company, words).fields
    case .quotesFailed(let market, _, _): return [.init("market", .string(market.token)), text]
    case .storageProblem, .notice, .empty: return [text]
    }
  }

  /// A company reads as in the directory and opens; the status and a look-up change on
  /// their own.
  public var accessibility: RowAccessibility {
    switch self {
    case .status, .lookingUp, .marketClock:
      RowAccessibility(label: title, traits: .updatesFrequently)
    case .company(let company, let shown, let words):
      Self.quoteCells(shown, words).map { cells in
        RowAccessibility(
          label: [words.name(of: company), company.code, cells.spoken(in: words)].joined(
            separator: words["spoken.separator"]),
          hint: words["company.openHint"], traits: .button)
      } ?? Self.directoryRow(company, words).accessibility
    case .quotesFailed(_, _, let words):
      RowAccessibility(label: title, hint: words["row.retryHint"], traits: .button)
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
    rows += quotes.failures.map {
      .quotesFailed(market: $0.market, reason: words.reason($0), words)
    }
    rows += pending.map { .lookingUp(code: $0, words) }
    rows += sortedCompanies.map { .company($0, quotes.shown(for: $0), words) }
    if companies.isEmpty, pending.isEmpty { rows.append(.empty(words)) }
    return rows
  }

  /// 自選股; `Watchlist` in English.
  public var title: String { words["watchlist.title"] }
}
