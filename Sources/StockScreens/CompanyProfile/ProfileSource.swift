import TaiwanMarket

/// Where profile documents come from: a backend, or the market data.
public protocol ProfileSource: Sendable {
  /// The document for `code`; nil when no company has that code.
  func profile(code: String) async throws -> (
    document: ProfileDocument, problems: [ProfileProblem]
  )?
}

/// Builds profiles from market data: finds the company in whichever market holds it, and
/// labels its figures and shortcuts in `words`.
public struct MarketProfileSource: ProfileSource {
  private let source: any MarketDataSource
  private let words: StockWords

  public init(source: any MarketDataSource, words: StockWords = .source) {
    self.source = source
    self.words = words
  }

  /// The document of the company `source.company(code:)` finds.
  public func profile(code: String) async throws -> (
    document: ProfileDocument, problems: [ProfileProblem]
  )? {
    try await source.company(code: code).map {
      (ProfileDocument(company: $0, words: words.words), [])
    }
  }
}

extension MarketDataSource {
  /// The company with `code`, in whichever market holds it: listed, then OTC, then
  /// emerging. Not finding the code is an answer only when every market could be read;
  /// otherwise the first failure is, since the company may be in the market that failed.
  public func company(code: String) async throws(MarketDataError) -> Company? {
    var firstError: MarketDataError?
    for market in Market.allCases {
      do throws(MarketDataError) {
        let data = try await load(market)
        if let company = data.companies.first(where: { $0.code == code }) { return company }
      } catch {
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
    return nil
  }
}
