import TaiwanMarket

/// Where profile documents come from: a backend, or the market data.
public protocol ProfileSource: Sendable {
  /// The document for `code`; nil when no company has that code.
  func profile(code: String) async throws -> (
    document: ProfileDocument, problems: [ProfileProblem]
  )?
}

/// Builds profiles from market data: finds the company in whichever market holds it.
public struct MarketProfileSource: ProfileSource {
  private let source: any MarketDataSource

  /// Profiles from the companies of `source`.
  public init(source: any MarketDataSource) {
    self.source = source
  }

  /// Looks in listed, then OTC, then emerging; fails only when no market could be read.
  public func profile(code: String) async throws -> (
    document: ProfileDocument, problems: [ProfileProblem]
  )? {
    var firstError: MarketDataError?
    var anyLoaded = false
    for market in Market.allCases {
      do {
        let data = try await source.load(market)
        anyLoaded = true
        if let company = data.companies.first(where: { $0.code == code }) {
          return (ProfileDocument(company: company), [])
        }
      } catch {
        firstError = firstError ?? error
      }
    }
    if !anyLoaded, let firstError { throw firstError }
    return nil
  }
}
