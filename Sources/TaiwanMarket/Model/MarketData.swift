import ScreenModel

/// Where a market's data came from: a file, a URL, the embedded sample or a cache.
public enum DataOrigin: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The sample compiled into the package.
  case embedded
  /// A file, by the path it was read from.
  case file(path: String)
  /// An HTTP(S) resource.
  case url(String)
  /// A disk cache entry, with the origin it was first loaded from.
  case cache(path: String)
  /// Bytes handed over directly (tests, fuzzing).
  case memory(name: String)

  /// A short name for messages: the file's last path component, the URL, or `內建範例`.
  public var description: String { name(in: MarketWords.source) }

  /// The short name in `words`: the file's last path component or the URL as they are, the
  /// embedded sample in the locale's words (`內建範例`, `built-in sample`).
  public func name(in words: Words) -> String {
    switch self {
    case .embedded: words["market.embeddedSample"]
    case .file(let path), .cache(let path): path.split(separator: "/").last.map(String.init) ?? path
    case .url(let url): url
    case .memory(let name): name
    }
  }
}

/// One decoded market: its companies, and what was skipped on the way.
public struct MarketData: Hashable, Sendable {
  /// The market these companies belong to.
  public var market: Market
  /// The companies, sorted by code, each code once.
  public var companies: [Company]
  /// Records that were skipped or repaired, in the order met; `decodingSummary` counts them
  /// for the screen.
  public var issues: [DecodingIssue]
  /// The exchange's 出表日期 when the data carries one.
  public var dataDate: CalendarDate?
  /// Where the data came from.
  public var origin: DataOrigin
  /// Set when a cache served this data because the source failed: the failure's reason.
  public var staleBecause: MarketDataError?

  /// Creates market data; the companies are taken as given.
  public init(
    market: Market, companies: [Company], issues: [DecodingIssue] = [],
    dataDate: CalendarDate? = nil, origin: DataOrigin, staleBecause: MarketDataError? = nil
  ) {
    self.market = market
    self.companies = companies
    self.issues = issues
    self.dataDate = dataDate
    self.origin = origin
    self.staleBecause = staleBecause
  }

  /// True when this is an older copy served because the source failed.
  public var isStale: Bool { staleBecause != nil }
}
