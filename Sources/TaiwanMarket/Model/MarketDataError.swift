import Foundation
import ScreenModel

/// Why a market could not be loaded, and where: a typed error a person can act on.
///
/// `description` reads like `上櫃 t187ap03_O.csv:3: 引號未結束，資料不完整`; `reason(in:)` is
/// the short text that an error row shows after `上櫃 資料取得失敗：`, in any locale.
public struct MarketDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The file or resource does not exist (a 404 is `.httpStatus(404)`).
    case notFound
    /// The file exists but could not be read, as the system says why.
    case unreadable(String)
    /// The file is larger than the source reads at most, in bytes.
    case fileTooLarge(size: Int64, limit: Int64)
    /// What is at the file's path is not a regular file: a folder, a FIFO, a device.
    case notAFile(FileKindName)
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
    /// The connection failed before a whole answer (refused, cut, a name that does not
    /// resolve).
    case transport(ConnectionFailure)
    /// No record gave a usable company: an empty list, a header alone, or every record
    /// skipped; `unusable` counts the records skipped.
    case noUsableCompanies(unusable: Int)
    /// No record gave a usable quote: an empty list, a header alone, or every record
    /// skipped; `unusable` counts the records skipped.
    case noUsableQuotes(unusable: Int)
    /// More records than the decoder reads at most.
    case tooManyRecords(limit: Int)
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

  /// Where, then what, in zh-Hant: `上櫃 t187ap03_O.csv:3: 引號未結束，資料不完整`.
  public var description: String {
    "\(market.displayName) \(location(in: MarketWords.source)): \(detail(in: MarketWords.source))"
  }

  /// The text an error row shows after `上櫃 資料取得失敗：`, naming where when it helps.
  public var reason: String { reason(in: MarketWords.source) }

  /// The reason in `words`: `t187ap03_O.csv:3 a quote never closes: the data is cut short`;
  /// the place is left out where it tells nothing (an HTTP status, a timeout, a connection).
  public func reason(in words: Words) -> String {
    switch kind {
    case .reported(let text): text
    case .httpStatus, .timeout, .transport: detail(in: words)
    default: "\(location(in: words)) \(detail(in: words))"
    }
  }

  private func location(in words: Words) -> String {
    let origin = origin.name(in: words)
    return line.map { "\(origin):\($0)" } ?? origin
  }

  private func detail(in words: Words) -> String {
    switch kind {
    case .notFound: words["marketError.notFound"]
    case .unreadable(let detail): words["marketError.unreadable", detail]
    case .fileTooLarge(let size, let limit):
      words["marketError.unreadable", words["file.tooLarge", String(size), String(limit)]]
    case .notAFile(let kind):
      words["marketError.unreadable", words["file.notAFile", kind.text(in: words)]]
    case .emptyBody: words["marketError.emptyBody"]
    case .htmlPage(let title?): words["marketError.htmlPageTitled", title]
    case .htmlPage(nil): words["marketError.htmlPage"]
    case .missingColumns(let names):
      words["marketError.missingColumns", names.joined(separator: words["market.listSeparator"])]
    case .unbalancedQuote: words["marketError.unbalancedQuote"]
    case .invalidUTF8: words["marketError.invalidUTF8"]
    case .nulByte: words["marketError.nulByte"]
    case .byteOrderMarkInside: words["marketError.byteOrderMarkInside"]
    case .lineTooLong(let limit): words["marketError.lineTooLong", String(limit)]
    case .tooManyColumns(let found, let limit):
      words["marketError.tooManyColumns", String(found), String(limit)]
    case .invalidJSON(let detail): words["marketError.invalidJSON", detail]
    case .wrongShape(let detail): words["marketError.wrongShape", detail]
    case .httpStatus(let status): "HTTP \(status)"
    case .timeout(let seconds): words["marketError.timeout", Self.format(seconds)]
    case .transport(let failure): failure.reason(in: words)
    case .noUsableCompanies(0): words["marketError.noCompanies"]
    case .noUsableCompanies(1): words["marketError.oneUnusable"]
    case .noUsableCompanies(let unusable):
      words["marketError.noUsableCompanies", DigitGrouping.grouped(unusable)]
    case .noUsableQuotes(0): words["marketError.noQuotes"]
    case .noUsableQuotes(1): words["marketError.oneUnusableQuote"]
    case .noUsableQuotes(let unusable):
      words["marketError.noUsableQuotes", DigitGrouping.grouped(unusable)]
    case .tooManyRecords(let limit):
      words["marketError.tooManyRecords", DigitGrouping.grouped(limit)]
    case .reported(let text): text
    }
  }

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}

/// What is at a path that is not a regular file, as an error row names it.
public enum FileKindName: String, Hashable, Sendable, CaseIterable {
  /// A folder.
  case folder
  /// A FIFO (named pipe), which a read would wait on for ever.
  case fifo
  /// A character device (`/dev/zero`), which never ends.
  case characterDevice
  /// A block device.
  case blockDevice
  /// A socket.
  case socket
  /// Anything else that is not a file.
  case other

  /// The kind in `words`: `具名管道（FIFO）`, `a FIFO (named pipe)`.
  public func text(in words: Words) -> String {
    switch self {
    case .folder: words["file.folder"]
    case .fifo: words["file.fifo"]
    case .characterDevice: words["file.characterDevice"]
    case .blockDevice: words["file.blockDevice"]
    case .socket: words["file.socket"]
    case .other: words["file.other"]
    }
  }
}
