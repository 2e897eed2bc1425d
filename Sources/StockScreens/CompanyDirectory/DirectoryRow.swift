import ScreenModel
import TaiwanMarket

/// A row of the company directory.
///
/// The words are the app's catalog's (`StockWords`), here in Traditional Chinese:
///
///     已取得 上市 上櫃 資料 - 數量 1,867 筆
///     上市 略過 2 筆無法解讀的資料（第 5、9 行）
///     正在取得 興櫃 資料…
///     台積電 - (2330)  上市  台灣積體電路製造股份有限公司  資本額: 259,327,332,420 元
public enum DirectoryRow: Hashable, Sendable {
  /// The status header: which markets arrived and how many companies, or the match count.
  case status(text: String)
  /// A market whose data had records skipped or repaired, with the number skipped and what
  /// follows the market's name: `略過 2 筆無法解讀的資料（第 5、9 行）`.
  ///
  /// A record without a code, without any name, with a code met before, or too short is
  /// skipped. A record kept with a field left empty because its value could not be read (a
  /// capital of `abc`) is repaired; the notice names the fields and lines, and `skipped`
  /// does not count it: `1 筆資料的 實收資本額 無法解讀，已留空（第 3 行）`. Both read as
  /// one notice, skipped first, parted by `；`. The first five lines are named, then `…`;
  /// JSON records are numbered `第 3 筆`, not by line.
  case notice(market: Market, skipped: Int, detail: String, words: StockWords = .source)
  /// A market whose answer is awaited.
  case loading(market: Market, words: StockWords = .source)
  /// A market whose load failed; the front end offers `retry`.
  case error(market: Market, reason: String, words: StockWords = .source)
  /// A market shown from an older copy because its source failed; `retry` asks again.
  case stale(
    market: Market, dataDate: CalendarDate?, reason: String, words: StockWords = .source)
  /// A company, with the characters that matched the filter.
  case company(CompanyRow)
  /// A market's quotes could not be loaded; `retry` asks again.
  case quotesFailed(market: Market, reason: String, words: StockWords = .source)
  /// Nothing to list: nothing loaded yet, or nothing matches the filter.
  case empty(text: String)

  /// What a row's identity is: one status, one notice, loading and error row a market, one
  /// company row a code.
  public enum ID: Hashable, Sendable {
    /// The status header.
    case status
    /// The notice of a market.
    case notice(Market)
    /// The loading row of a market.
    case loading(Market)
    /// The error row of a market.
    case error(Market)
    /// The stale-data row of a market.
    case stale(Market)
    /// The row of the company with this code.
    case company(code: String)
    /// The failed quotes of a market.
    case quotesFailed(Market)
    /// The empty state.
    case empty
  }

  /// The action a front end offers on this row, as a value.
  public var action: DirectoryEvent? {
    switch self {
    case .error(let market, _, _), .stale(let market, _, _, _), .quotesFailed(let market, _, _):
      .retryRequested(market)
    case .company(let row): .companySelected(code: row.company.code)
    default: nil
    }
  }

  /// The actions a company row offers beside opening it: `加入自選股` (key `a`), which asks
  /// to watch the company; none for a company watched already, which the row says instead.
  public var actions: [RowAction<DirectoryEvent>] {
    guard case .company(let row) = self, !row.isWatched else { return [] }
    return [
      RowAction(
        name: "watch", label: row.words["company.watch"], key: "a",
        event: .watchRequested(code: row.company.code))
    ]
  }

  /// The row's main text, as a front end would show it in one label.
  public var title: String {
    switch self {
    case .status(let text), .empty(let text): text
    case .notice(let market, _, let detail, let words):
      words["directory.notice", words.name(of: market), detail]
    case .loading(let market, let words): words["directory.loading", words.name(of: market)]
    case .error(let market, let reason, let words):
      words["directory.failed", words.name(of: market), reason]
    case .stale(let market, let date, let reason, let words):
      words[
        "directory.stale", words.name(of: market),
        date.map { words["directory.staleDate", "\($0)"] } ?? "", reason]
    case .company(let row): row.title
    case .quotesFailed(let market, let reason, let words):
      words["quote.failed", words.name(of: market), reason]
    }
  }
}

extension DirectoryRow: ScreenRow {
  /// Which row this is across two versions of the screen.
  public var id: ID {
    switch self {
    case .status: .status
    case .notice(let market, _, _, _): .notice(market)
    case .loading(let market, _): .loading(market)
    case .error(let market, _, _): .error(market)
    case .stale(let market, _, _, _): .stale(market)
    case .company(let row): .company(code: row.company.code)
    case .quotesFailed(let market, _, _): .quotesFailed(market)
    case .empty: .empty
    }
  }

  /// One line: company rows in aligned columns, the others as a single cell.
  public var text: RowText {
    switch self {
    case .company(let row): row.text
    case .error(_, _, let words), .stale(_, _, _, let words), .quotesFailed(_, _, let words):
      RowText(words["row.retry", title])
    default: RowText(title)
    }
  }
}
