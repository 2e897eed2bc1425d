import CommandLineSyntax
import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket

/// Where market data comes from: the embedded sample, a folder of files, or the network.
enum DataOption: Hashable, Sendable {
  case embedded
  case folder(String)
  case live(baseURL: String?, cached: Bool)

  /// The heading the data options are listed under in every command's help.
  static let section = "Data (the embedded sample unless one is given)"

  /// `--data DIR | --live [BASE_URL] [--no-cache]`, as every command that reads market data
  /// takes them.
  static let options: [CommandOption] = [.data, .live, .noCache]

  static let rules: [OptionRule] = [
    .oneOf(["--data", "--live"]),
    .requires(
      "--no-cache", "--live",
      because: "only the answers of --live are cached; add --live, or leave out --no-cache"),
  ]

  /// The option a form's data options name.
  init(_ parsed: ParsedArguments) {
    if parsed.has(.live) {
      self = .live(baseURL: parsed.value(of: .live), cached: !parsed.has(.noCache))
    } else if let folder = parsed.value(of: .data) {
      self = .folder(folder)
    } else {
      self = .embedded
    }
  }

  /// Reads `arguments` by `syntax`, a form whose only options are the data options, and
  /// leaves `arguments` holding its positionals.
  init(parsing arguments: inout [String], as syntax: CommandSyntax) throws(UsageError) {
    let parsed = try ProgramSyntax.parse(arguments, as: syntax)
    arguments = parsed.positionals
    self.init(parsed)
  }

  /// The source this option names, whose progress on a terminal is said in `words`; a folder
  /// that does not exist is a usage error.
  func makeSource(
    console: Console, words: StockWords = .source
  ) throws(UsageError) -> any MarketDataSource {
    switch self {
    case .embedded:
      return EmbeddedSampleSource()
    case .folder(let path):
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { throw UsageError("--data \(VisibleText.escaped(path)): no such folder") }
      return FolderSource(folder: URL(fileURLWithPath: path))
    case .live(let base, let cached):
      let http: HTTPMarketSource
      if let base {
        // The parser took only an http or https URL with a host.
        guard let url = URL(string: base) else {
          throw UsageError("--live \(VisibleText.shown(base)): not an http(s) URL")
        }
        http = HTTPMarketSource(baseURL: url)
      } else {
        http = .live
      }
      let reporting = ProgressReportingSource(base: http, console: console, words: words)
      guard cached else { return reporting }
      let host = URL(string: base ?? "https://mopsfin.twse.com.tw")?.host ?? "live"
      return CachedSource(
        wrapping: reporting, folder: Self.cacheRoot.appendingPathComponent(host))
    }
  }

  /// The day's quotes beside the markets this option names: the embedded sample's; a
  /// folder's `STOCK_DAY_ALL.csv` or `.json`, for the markets it has a file of (a folder
  /// without one quotes nothing, so its screens show no quotes); the OpenAPI's, cached as
  /// the markets are unless `--no-cache`. Nil when no market is quoted.
  func makeQuoteSource() -> (any QuoteSource)? {
    switch self {
    case .embedded:
      return EmbeddedQuoteSource()
    case .folder(let path):
      let folder = URL(fileURLWithPath: path)
      let source = FolderQuoteSource(folder: folder)
      let present = source.quotedMarkets.filter { market in
        FolderQuoteSource.candidateNames(for: market).contains {
          FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
      }
      return present.isEmpty ? nil : source
    case .live(let base, let cached):
      let http = base.flatMap(URL.init(string:)).map { HTTPQuoteSource(baseURL: $0) } ?? .live
      guard cached else { return http }
      let host = URL(string: base ?? "https://openapi.twse.com.tw")?.host ?? "live"
      return CachedQuoteSource(
        wrapping: http,
        folder: Self.cacheRoot.appendingPathComponent(host).appendingPathComponent("quotes"))
    }
  }

  /// Where `--live` keeps the last good answer of each market, so that a failed request
  /// shows the older data, marked stale: `STOCK_SCREENS_CACHE`, else `$XDG_CACHE_HOME` or
  /// `~/.cache`, then `stock-screens`.
  static var cacheRoot: URL {
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["STOCK_SCREENS_CACHE"], !folder.isEmpty {
      return URL(fileURLWithPath: folder)
    }
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
    return base.appendingPathComponent("stock-screens")
  }
}

/// Shows a progress line on standard error while a market arrives, when it is a terminal, in
/// the words the directory's loading row says it: `正在取得 上市 資料…`, `Fetching Listed…`.
struct ProgressReportingSource: MarketDataSource {
  let base: any MarketDataSource
  let console: Console
  var words: StockWords = .source

  func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    guard console.errIsTerminal else { return try await base.load(market) }
    console.err("\r\u{1B}[K" + Self.line(for: market, in: words))
    defer { console.err("\r\u{1B}[K") }
    return try await base.load(market)
  }

  /// The progress line for `market` in `words`.
  static func line(for market: Market, in words: StockWords) -> String {
    DirectoryRow.loading(market: market, words: words).title
  }
}
