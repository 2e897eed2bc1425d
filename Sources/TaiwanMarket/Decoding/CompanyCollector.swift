/// Gathers decoded companies: keeps the first of each code, reports the rest, and hands them
/// back sorted by code with the data date of the first record.
struct CompanyCollector {
  /// Where the records come from, for issues.
  let origin: DataOrigin
  /// What the line numbers given count: lines of a file, or records of an array.
  let numbering: DecodingIssue.Numbering
  private(set) var companies: [Company] = []
  private var seen: Set<String> = []
  private var firstDataDate: CalendarDate?

  init(origin: DataOrigin, numbering: DecodingIssue.Numbering = .line, expectedCount: Int = 0) {
    self.origin = origin
    self.numbering = numbering
    companies.reserveCapacity(expectedCount)
    seen.reserveCapacity(expectedCount)
  }

  /// Adds `company`, or records a `.duplicateCode` issue when its code was met before.
  mutating func add(_ company: consuming Company, line: Int, issues: inout [DecodingIssue]) {
    guard seen.insert(company.code).inserted else {
      let kind = DecodingIssue.Kind.duplicateCode(company.code)
      issues.append(DecodingIssue(kind: kind, line: line, origin: origin, numbering: numbering))
      return
    }
    if companies.isEmpty { firstDataDate = company.dataDate }
    companies.append(company)
  }

  /// The market data: companies sorted by the bytes of their codes.
  func finish(market: Market, issues: [DecodingIssue]) -> MarketData {
    var sorted = companies
    // The exchanges already publish in code order; only sort when they did not. Comparing
    // codes by index avoids copying whole companies.
    let inOrder = sorted.indices.dropFirst().allSatisfy {
      sorted[$0 - 1].code.utf8.lexicographicallyPrecedes(sorted[$0].code.utf8)
    }
    if !inOrder { sorted.sort(by: Self.precedes) }
    return MarketData(
      market: market, companies: sorted, issues: issues, dataDate: firstDataDate, origin: origin)
  }

  private static func precedes(_ lhs: Company, _ rhs: Company) -> Bool {
    lhs.code.utf8.lexicographicallyPrecedes(rhs.code.utf8)
  }
}
