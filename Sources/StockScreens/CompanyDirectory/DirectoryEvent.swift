import TaiwanMarket

/// Something that happened to the company directory: a user action or an answer.
public enum DirectoryEvent: Hashable, Sendable {
  /// The user asked for a market (a button; `load MARKET` in a scenario).
  case loadRequested(Market)
  /// The user asked to retry a failed market; `nil` retries every failed market.
  case retryRequested(Market?)
  /// A market's data arrived.
  case marketLoaded(MarketData)
  /// A market's load failed.
  case marketFailed(MarketDataError)
  /// The search text changed; an empty text shows every company.
  case filterChanged(String)
  /// The user picked the company with this code.
  case companySelected(code: String)
}

/// Something the directory asks its shell to do.
public enum DirectoryCommand: Hashable, Sendable {
  /// Load this market from the data source and answer with `marketLoaded` or `marketFailed`.
  case load(Market)
  /// Navigate to this company's profile.
  case showProfile(Company)
}
