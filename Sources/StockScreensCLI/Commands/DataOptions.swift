import Foundation
import TaiwanMarket

/// Where market data comes from: the embedded sample, a folder of files, or the network.
enum DataOption: Hashable, Sendable {
  case embedded
  case folder(String)
  case live(baseURL: String?, cached: Bool)

  /// Takes `--data DIR` or `--live [BASE_URL]` from `arguments`, leaving the rest.
  static func take(from arguments: inout [String], command: String) throws(UsageError) -> DataOption
  {
    var option = DataOption.embedded
    var cached = true
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--data":
        guard option == .embedded else { throw conflict(command) }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
          throw UsageError("--data needs a folder: --data DIR", command: command)
        }
        option = .folder(arguments[index + 1])
        index += 2
      case "--live":
        guard option == .embedded else { throw conflict(command) }
        if index + 1 < arguments.count, Self.looksLikeURL(arguments[index + 1]) {
          option = .live(baseURL: arguments[index + 1], cached: true)
          index += 2
        } else {
          option = .live(baseURL: nil, cached: true)
          index += 1
        }
      case "--no-cache":
        cached = false
        index += 1
      default:
        rest.append(argument)
        index += 1
      }
    }
    arguments = rest
    if case .live(let base, _) = option { return .live(baseURL: base, cached: cached) }
    guard cached else { throw UsageError("--no-cache goes with --live", command: command) }
    return option
  }

  private static func conflict(_ command: String) -> UsageError {
    UsageError("choose one of --data DIR and --live [BASE_URL]", command: command)
  }

  private static func looksLikeURL(_ text: String) -> Bool {
    text.hasPrefix("http://") || text.hasPrefix("https://")
  }

  /// The source this option names; a folder that does not exist is a usage error.
  func makeSource(console: Console) throws(UsageError) -> any MarketDataSource {
    switch self {
    case .embedded:
      return EmbeddedSampleSource()
    case .folder(let path):
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { throw UsageError("--data \(path): no such folder") }
      return FolderSource(folder: URL(fileURLWithPath: path))
    case .live(let base, let cached):
      let http: HTTPMarketSource
      if let base {
        guard let url = URL(string: base), url.host != nil else {
          throw UsageError("--live \(base): not an http(s) URL")
        }
        http = HTTPMarketSource(baseURL: url)
      } else {
        http = .live
      }
      let reporting = ProgressReportingSource(base: http, console: console)
      guard cached else { return reporting }
      let host = URL(string: base ?? "https://mopsfin.twse.com.tw")?.host ?? "live"
      return CachedSource(
        wrapping: reporting, folder: Self.cacheRoot.appendingPathComponent(host))
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

/// Shows a progress line on standard error while a market arrives, when it is a terminal.
struct ProgressReportingSource: MarketDataSource {
  let base: any MarketDataSource
  let console: Console

  func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    guard console.errIsTerminal else { return try await base.load(market) }
    console.err("\r\u{1B}[K正在取得 \(market.displayName) 資料…")
    defer { console.err("\r\u{1B}[K") }
    return try await base.load(market)
  }
}
