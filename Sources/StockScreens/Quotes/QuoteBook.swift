import TaiwanMarket

/// The day's closing quotes a screen shows beside its companies: the markets its quote source
/// quotes, each one's quotes as they stand (on their way, here, or failed), and a company's
/// quote looked up among them.
///
///     var book = QuoteBook(quotedMarkets: [.listed])
///     book.request([.listed, .otc])              // [.listed]: the markets to load
///     book.receive(EmbeddedQuoteSource.data(for: .listed))
///     book.lookup(tsmc)                          // .quoted(2330's quote)
///     book.lookup(otcCompany)                    // .marketNotQuoted
///
/// A book quoting no market is a screen without quotes: every lookup is nil, and nothing is
/// ever loaded.
public struct QuoteBook: Hashable, Sendable {
  /// Where one market's quotes stand.
  public enum Load: Hashable, Sendable {
    /// Asked for, not yet here.
    case loading
    /// Here.
    case loaded(QuoteData)
    /// The load failed; the screen says why.
    case failed(MarketDataError)
  }

  /// The markets the quote source quotes; none for a screen without quotes.
  public let quotedMarkets: [Market]
  /// Each market's quotes as they stand, for the markets asked for.
  public private(set) var loads: [Market: Load] = [:]
  /// Bumped whenever quotes arrive or fail, so that rows can tell whether theirs still hold.
  public private(set) var version = 0

  public init(quotedMarkets: [Market] = []) {
    self.quotedMarkets = quotedMarkets
  }

  /// True when some market is quoted.
  public var isEnabled: Bool { !quotedMarkets.isEmpty }

  /// Marks the quoted ones of `markets` as loading and returns them, to be loaded: those
  /// not yet asked for, or, `again`, any not loading now (a refresh).
  public mutating func request(_ markets: [Market], again: Bool = false) -> [Market] {
    let wanted = markets.filter { market in
      guard quotedMarkets.contains(market) else { return false }
      switch loads[market] {
      case nil: return true
      case .loading: return false
      case .failed: return true
      case .loaded: return again
      }
    }
    for market in wanted { loads[market] = .loading }
    return wanted
  }

  /// Takes the quotes of a market asked for; an answer no request waits for changes nothing.
  public mutating func receive(_ data: QuoteData) {
    guard loads[data.market] == .loading else { return }
    loads[data.market] = .loaded(data)
    version += 1
  }

  /// Takes the failure of a market's load asked for.
  public mutating func fail(_ error: MarketDataError) {
    guard loads[error.market] == .loading else { return }
    loads[error.market] = .failed(error)
    version += 1
  }

  /// What the quotes hold for `company`: its quote, none that day, or a market not quoted;
  /// nil while its market's quotes are not here, and in a book quoting nothing.
  public func lookup(_ company: Company) -> QuoteLookup? {
    guard isEnabled else { return nil }
    guard quotedMarkets.contains(company.market) else { return .marketNotQuoted }
    guard case .loaded(let data)? = loads[company.market] else { return nil }
    return data.lookup(company)
  }

  /// The markets whose load failed, in the exchanges' order, with why.
  public var failures: [MarketDataError] {
    Market.allCases.compactMap { market in
      if case .failed(let error)? = loads[market] { error } else { nil }
    }
  }
}

/// What a row shows of a company's day.
public enum QuoteShown: Hashable, Sendable {
  /// The screen shows no quotes: the row is drawn as it always was.
  case off
  /// The quotes of its market are on their way, or failed (a row of the screen says so).
  case pending
  /// What the quotes hold for it.
  case shown(QuoteLookup)
}

extension QuoteBook {
  /// What a row of `company` shows of its day.
  public func shown(for company: Company) -> QuoteShown {
    guard isEnabled else { return .off }
    return lookup(company).map(QuoteShown.shown) ?? .pending
  }
}
