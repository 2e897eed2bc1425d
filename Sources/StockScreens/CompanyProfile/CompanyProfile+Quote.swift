import ScreenModel
import TaiwanMarket

extension CompanyProfile {
  /// Where the company's day's quote stands on the page.
  public enum QuotePhase: Hashable, Sendable {
    /// The page shows no quote: no market is quoted, or the company is not known yet.
    case none
    /// Asked for.
    case loading
    /// What the day's quotes hold for the company.
    case loaded(QuoteLookup)
    /// It could not be had, for this reason.
    case failed(String)
  }

  /// Asks for the day's quote of the company, in `market`, when the page shows quotes: a
  /// market not quoted says so at once, and asks nothing.
  public mutating func requestQuote(in market: Market?) -> [Command] {
    guard !quotedMarkets.isEmpty, let market else { return [] }
    guard quotedMarkets.contains(market) else {
      quote = .loaded(.marketNotQuoted)
      return []
    }
    quote = .loading
    return [.fetchQuote(code: code, market: market)]
  }

  /// Takes the answer to `fetchQuote`; one no request waits for changes nothing.
  mutating func receiveQuote(_ event: Event) {
    guard quote == .loading else { return }
    switch event {
    case .quoteLoaded(let lookup): quote = .loaded(lookup)
    case .quoteFailed(let reason): quote = .failed(reason)
    default: break
    }
  }

  /// The rows of the day's quote: a figure a row (開盤, 最高, 最低, 收盤 with its limit mark,
  /// 漲跌 with the percent, 成交量), or one row saying why there are none.
  var quoteRows: [ProfileRow] {
    switch quote {
    case .none: return []
    case .loading: return [.quoteNote(words["profile.quote.loading"])]
    case .failed(let reason): return [.quoteNote(words["profile.quote.failed", reason])]
    case .loaded(.noQuote): return [.quoteNote(words["profile.quote.none"])]
    case .loaded(.marketNotQuoted): return [.quoteNote(words["profile.quote.notQuoted"])]
    case .loaded(.quoted(let found)):
      let cells = QuoteCells(lookup: .quoted(found), words: words)
      guard let prices = found.prices else {
        return [
          .quoteNote(words["profile.quote.noTrade"]),
          .quoteFigure(.volume, [cells.volume], words: words),
        ]
      }
      let mark = cells.mark.text.isEmpty ? [] : [cells.mark]
      return [
        .quoteFigure(.open, [.money(prices.open.number)], words: words),
        .quoteFigure(.high, [.money(prices.high.number)], words: words),
        .quoteFigure(.low, [.money(prices.low.number)], words: words),
        .quoteFigure(.close, [cells.close] + mark, words: words),
        .quoteFigure(.change, [cells.change, cells.percent], words: words),
        .quoteFigure(.volume, [cells.volume], words: words),
      ]
    }
  }
}

/// A figure of a company's day on its profile.
public enum QuoteFigure: String, Hashable, Sendable, CaseIterable {
  case open, high, low, close, change, volume

  /// `開盤`, `Open`: the figure's label in `words`.
  public func label(in words: StockWords) -> String {
    switch self {
    case .open: words["profile.quote.open"]
    case .high: words["profile.quote.high"]
    case .low: words["profile.quote.low"]
    case .close: words["profile.quote.close"]
    case .change: words["profile.quote.change"]
    case .volume: words["profile.quote.volume"]
    }
  }
}
