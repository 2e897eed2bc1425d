import Foundation
import ScreenModel

/// Why a market could not be loaded, and where: a typed error a person can act on.
///
/// `description` reads like `上櫃 t187ap03_O.csv:3: unbalanced quote`; `reason` is the short
/// Traditional Chinese text that an error row shows after `上櫃 資料取得失敗：`.
public struct MarketDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The file or resource does not exist (a 404 is `.httpStatus(404)`).
    case notFound
    /// The file exists but could not be read.
    case unreadable(String)
    /// The body is empty.
    case emptyBody
    /// The body is an HTML page, not data (the TWSE host's "FOR SECURITY REASONS" page);
    /// carries the page's title when it has one.
    case htmlPage(title: String?)
    /// The header lacks columns the decoder needs (code, short name, full name).
    case missingColumns([String])
    /// A quoted field never closes: the body was cut short or is not CSV.
    case unbalancedQuote
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// A NUL byte, which no text data holds.
    case nulByte
    /// A byte-order mark after the start of the body.
    case byteOrderMarkInside
    /// A line longer than the decoder accepts, in bytes.
    case lineTooLong(limit: Int)
    /// More columns than the decoder accepts.
    case tooManyColumns(found: Int, limit: Int)
    /// JSON that does not parse (cut short, or not JSON at all).
    case invalidJSON(String)
    /// JSON that parses but is not an array of records of the expected keys.
    case wrongShape(String)
    /// An HTTP status other than 2xx.
    case httpStatus(Int)
    /// No answer within the timeout, in seconds.
    case timeout(seconds: Double)
    /// The connection failed before an answer (refused, reset, DNS).
    case transport(String)
    /// No record gave a usable company: an empty list, a header alone, or every record
    /// skipped; `unusable` counts the records skipped.
    case noUsableCompanies(unusable: Int)
    /// A failure that the source reports in its own words, shown as they are: a source of
    /// its own (a company backend, a scenario's planned fault) says what went wrong.
    case reported(String)
  }

  /// The market whose load failed.
  public var market: Market
  /// Where the data was being read from.
  public var origin: DataOrigin
  /// What went wrong.
  public var kind: Kind
  /// The 1-based line (CSV) or record (JSON) where it went wrong, when one applies.
  public var line: Int?

  public init(market: Market, origin: DataOrigin, kind: Kind, line: Int? = nil) {
    self.market = market
    self.origin = origin
    self.kind = kind
    self.line = line
  }

  /// Where, then what: `t187ap03_O.csv:3: 引號未結束`.
  public var description: String {
    "\(market.displayName) \(location): \(reasonDetail)"
  }

  /// The text an error row shows after `上櫃 資料取得失敗：`, naming where when it helps.
  public var reason: String {
    switch kind {
    case .reported(let text): text
    case .httpStatus, .timeout, .transport: reasonDetail
    default: "\(location) \(reasonDetail)"
    }
  }

  private var location: String {
    line.map { "\(origin):\($0)" } ?? origin.description
  }

  private var reasonDetail: String {
    switch kind {
    case .notFound: "找不到檔案"
    case .unreadable(let detail): "無法讀取（\(detail)）"
    case .emptyBody: "內容是空的"
    case .htmlPage(let title): "收到網頁而非資料" + (title.map { "（\($0)）" } ?? "")
    case .missingColumns(let names): "缺少欄位 " + names.joined(separator: "、")
    case .unbalancedQuote: "引號未結束，資料不完整"
    case .invalidUTF8: "不是 UTF-8 文字"
    case .nulByte: "含有 NUL 位元組"
    case .byteOrderMarkInside: "資料中間出現 BOM"
    case .lineTooLong(let limit): "單行超過 \(limit) 位元組"
    case .tooManyColumns(let found, let limit): "欄位數 \(found) 超過上限 \(limit)"
    case .invalidJSON(let detail): "JSON 格式錯誤（\(detail)）"
    case .wrongShape(let detail): "JSON 結構不符（\(detail)）"
    case .httpStatus(let status): "HTTP \(status)"
    case .timeout(let seconds): "逾時（\(Self.format(seconds)) 秒）"
    case .transport(let detail): "連線失敗（\(detail)）"
    case .noUsableCompanies(0): "沒有任何公司資料"
    case .noUsableCompanies(1): "沒有任何可用的公司資料（1 筆無法解讀）"
    case .noUsableCompanies(let unusable):
      "沒有任何可用的公司資料（\(DigitGrouping.grouped(unusable)) 筆都無法解讀）"
    case .reported(let text): text
    }
  }

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
