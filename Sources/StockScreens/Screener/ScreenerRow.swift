import ScreenModel
import TaiwanMarket

/// A row of the screener, with the words it shows, made in the screener's locale.
///
///     符合 3 家 / 共 1,867 家 - 依資本額排序
///     正在取得 興櫃 資料…
///     台積電 - (2330)  上市  台灣積體電路製造股份有限公司  資本額: 259,327,332,420 元
///     沒有符合條件的公司
///
/// A company row reads as the directory's does, or, where the screener shows quotes, as the
/// watchlist's (its name and its day: `QuoteCells`), and opens the profile; an error row
/// retries its market. The criteria are the screener's controls, not rows.
public enum ScreenerRow: Hashable, Sendable {
  /// How many companies are listed, of how many of the markets chosen, and their order.
  case status(matched: Int, total: Int, order: Screener.Order, words: StockWords = .source)
  /// A market the choice needs, being loaded.
  case loading(market: Market, words: StockWords = .source)
  /// A market the choice needs, whose load failed; it offers a retry.
  case error(market: Market, reason: String, words: StockWords = .source)
  /// A market shown from an older copy because its source failed; it offers a retry.
  case stale(
    market: Market, dataDate: CalendarDate?, reason: String, words: StockWords = .source)
  /// A company that meets the criteria, with what it shows of its day.
  case company(Company, quote: QuoteShown = .off, words: StockWords = .source)
  /// A market's quotes could not be loaded; it offers a retry.
  case quotesFailed(market: Market, reason: String, words: StockWords = .source)
  /// Nothing listed: `尚未取得資料` or `沒有符合條件的公司`.
  case empty(text: String)

  /// What a row's identity is: one status and empty row, loading and error rows a market,
  /// one company row a code.
  public enum ID: Hashable, Sendable, CustomStringConvertible {
    /// The status header.
    case status
    /// The loading row of a market.
    case loading(Market)
    /// The error row of a market.
    case error(Market)
    /// The stale-data row of a market.
    case stale(Market)
    /// The company with this code.
    case company(code: String)
    /// The failed quotes of a market.
    case quotesFailed(Market)
    /// The empty state.
    case empty

    /// `status`, `loading:otc`, `error:otc`, `stale:otc`, `company:2330`,
    /// `quotesFailed:listed`, `empty`.
    public var description: String {
      switch self {
      case .status: "status"
      case .loading(let market): "loading:\(market.token)"
      case .error(let market): "error:\(market.token)"
      case .stale(let market): "stale:\(market.token)"
      case .company(let code): "company:\(code)"
      case .quotesFailed(let market): "quotesFailed:\(market.token)"
      case .empty: "empty"
      }
    }
  }

  /// A company opens its profile; an error or stale row retries its market.
  public var action: Screener.Event? {
    switch self {
    case .company(let company, _, _): .companySelected(code: company.code)
    case .error(let market, _, _), .stale(let market, _, _, _), .quotesFailed(let market, _, _):
      .retryRequested(market)
    default: nil
    }
  }

  /// The row as the directory shows the same company or market.
  fileprivate var directoryRow: DirectoryRow? {
    switch self {
    case .company(let company, .off, let words):
      .company(CompanyRow(company: company, words: words))
    case .loading(let market, let words): .loading(market: market, words: words)
    case .error(let market, let reason, let words):
      .error(market: market, reason: reason, words: words)
    case .stale(let market, let date, let reason, let words):
      .stale(market: market, dataDate: date, reason: reason, words: words)
    default: nil
    }
  }
}

extension ScreenerRow: ScreenRow {
  /// Which row this is across two versions of the screen.
  public var id: ID {
    switch self {
    case .status: .status
    case .loading(let market, _): .loading(market)
    case .error(let market, _, _): .error(market)
    case .stale(let market, _, _, _): .stale(market)
    case .company(let company, _, _): .company(code: company.code)
    case .quotesFailed(let market, _, _): .quotesFailed(market)
    case .empty: .empty
    }
  }

  /// Companies, loading and error rows as the directory draws them; the others as one cell.
  public var text: RowText {
    if let directoryRow { return directoryRow.text }
    switch self {
    case .status(let matched, let total, let order, let words):
      return RowText(
        words.counted(
          "screener.status", total, words.number(matched), words.number(total),
          order.name(in: words)))
    case .empty(let text): return RowText(text)
    case .company(let company, let shown, let words):
      let cells = WatchlistRow.quoteCells(shown, words) ?? .pending
      let capital = company.capital.map { TextCell.money(CellNumber(units: $0, scale: 0)) }
      return RowText(
        [
          WatchlistRow.nameCell(company, words), TextCell(words.name(of: company.market)),
          capital ?? TextCell(words["screener.noCapital"]),
        ] + cells.row, layout: "quote")
    case .quotesFailed(let market, let reason, let words):
      return RowText(words["row.retry", words["quote.failed", words.name(of: market), reason]])
    default: return RowText("")
    }
  }
}

extension ScreenerRow: DescribedRow {
  /// A company's and a market's fields as the directory writes them; the status's counts
  /// and order; and each row's `text`.
  public var fields: [JSONValue.Member] {
    if let directoryRow { return directoryRow.fields }
    let text = JSONValue.Member("text", .string(title))
    switch self {
    case .status(let matched, let total, let order, _):
      return [
        .init("count", .int(Int64(matched))), .init("total", .int(Int64(total))),
        .init("order", .string(order.rawValue)), text,
      ]
    case .company(let company, _, _): return RowJSON.companyFields(company, highlights: [])
    case .quotesFailed(let market, _, _): return [.init("market", .string(market.token)), text]
    default: return [text]
    }
  }

  /// Companies and markets read as in the directory; the status changes on its own.
  public var accessibility: RowAccessibility {
    if let directoryRow { return directoryRow.accessibility }
    switch self {
    case .status: return RowAccessibility(label: title, traits: .updatesFrequently)
    case .company(let company, let shown, let words):
      let day = (WatchlistRow.quoteCells(shown, words) ?? .pending).spoken(in: words)
      let parts = [
        words.name(of: company), company.code, words.name(of: company.market),
        SpokenCompany.capital(company.capital, in: words), day,
      ]
      return RowAccessibility(
        label: parts.filter { !$0.isEmpty }.joined(separator: words["spoken.separator"]),
        hint: words["company.openHint"], traits: .button)
    case .quotesFailed(_, _, let words):
      return RowAccessibility(label: title, hint: words["row.retryHint"], traits: .button)
    default: return RowAccessibility(label: title)
    }
  }
}
