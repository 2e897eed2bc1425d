import ScreenModel
import TaiwanMarket

extension Watchlist {
  /// Asks for the quotes of the markets its companies may be in that are quoted: all of
  /// them once, when the watchlist opens, and again on `quotesRefreshRequested`.
  public mutating func requestQuotes(again: Bool = false) -> [Command] {
    quotes.request(Market.allCases, again: again).map(Command.loadQuotes)
  }

  /// Applies an event of the day's quotes: a refresh asked for, quotes arrived or failed.
  mutating func handleQuotes(_ event: Event) -> [Command] {
    switch event {
    case .quotesRefreshRequested: return requestQuotes(again: true)
    case .quotesLoaded(let data): quotes.receive(data)
    case .quotesFailed(let error): quotes.fail(error)
    default: break
    }
    return []
  }

  /// The companies by change in percent, the largest rise first; a company without a
  /// comparable change (no quote, no trade, ex-rights) after every one with, each group by
  /// code.
  func sortedByChange(_ companies: [Company]) -> [Company] {
    let keyed = companies.map { company in
      (company, quotes.lookup(company)?.quote?.prices?.changePercent?.hundredths)
    }
    return keyed.sorted { lhs, rhs in
      switch (lhs.1, rhs.1) {
      case (let left?, let right?) where left != right: left > right
      case (.some, nil): true
      case (nil, .some): false
      default: lhs.0.code < rhs.0.code
      }
    }.map(\.0)
  }
}
