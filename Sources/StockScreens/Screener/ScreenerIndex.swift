import TaiwanMarket

/// The companies the screener has, by code, with what it filters on laid out one column a
/// field, so that a pass over a million companies reads a few contiguous arrays and no
/// company.
///
/// The order by capital is made the first time it is asked for and kept until the
/// companies change: changing a bound, the market or the industry never sorts again.
struct ScreenerIndex: Sendable {
  /// The companies, by code.
  private(set) var companies: [Company] = []
  /// Each company's capital; `noCapital` where the data gives none.
  private var capitals: [Int64] = []
  /// Each company's market, as a bit of a `Filter.markets` mask.
  private var marketBits: [UInt8] = []
  /// Each company's industry, as its place in `Industry.all`; `noIndustry` where unknown.
  private var industries: [UInt8] = []
  /// How many companies each market has.
  private var marketCounts: [Market: Int] = [:]
  /// Positions by capital, largest first, companies without one last; nil until asked for.
  private(set) var byCapital: [Int32]?
  /// Each position's place in `byCapital`.
  private(set) var capitalRank: [Int32]?
  /// Each company's close, in hundredths of NT$; `noQuote` where the day has no price.
  private var closes: [Int64] = []
  /// Each company's change, in hundredths of a percent; `noQuote` where not comparable.
  private var percents: [Int64] = []
  /// Positions by change in percent, largest first, those without one last; nil until asked
  /// for, and again after quotes arrive.
  private(set) var byChange: [Int32]?
  /// Each position's place in `byChange`.
  private(set) var changeRank: [Int32]?

  static let noCapital = Int64.min
  static let noQuote = Int64.min
  static let noIndustry = UInt8.max

  /// What a company must meet to be listed.
  struct Filter: Hashable, Sendable {
    /// The markets listed, one bit each (`bit(of:)`).
    var markets: UInt8 = 0b111
    /// The industry's place in `Industry.all`, nil for every industry.
    var industry: UInt8?
    /// The least and the most capital in NT$; a company without one fails either.
    var from: Int64?
    var to: Int64?
    /// The positions of the companies watched, when only those are listed.
    var watched: [Int32]?
    /// The least and the most close, in hundredths of NT$, and change, in hundredths of a
    /// percent; a company without one fails either.
    var quote = Screener.QuoteRange()
  }

  init() {}

  init(_ companies: [Company]) {
    self.companies = companies
    capitals = companies.map { $0.capital ?? Self.noCapital }
    marketBits = companies.map { Self.bit(of: $0.market) }
    for company in companies { marketCounts[company.market, default: 0] += 1 }
    industries = companies.map { company in
      company.industryCode.flatMap(Industry.ordinal(ofCode:)).map(UInt8.init) ?? Self.noIndustry
    }
    closes = [Int64](repeating: Self.noQuote, count: companies.count)
    percents = closes
  }

  /// Takes each company's close and change from `quotes`, and forgets the order by change.
  mutating func apply(_ quotes: QuoteBook) {
    let prices = companies.map { quotes.lookup($0)?.quote?.prices }
    closes = prices.map { $0?.close.hundredths ?? Self.noQuote }
    percents = prices.map { $0?.changePercent?.hundredths ?? Self.noQuote }
    byChange = nil
    changeRank = nil
  }

  /// The mask bit of `market`.
  static func bit(of market: Market) -> UInt8 {
    switch market {
    case .listed: 1
    case .otc: 2
    case .emerging: 4
    }
  }

  var count: Int { companies.count }

  /// How many companies `market` has.
  func count(in market: Market) -> Int { marketCounts[market] ?? 0 }

  /// Sorts the positions by capital unless they are sorted already.
  ///
  /// - Complexity: O(*n* log *n*) the first time after the companies change, O(1) after.
  mutating func sortByCapital() {
    guard byCapital == nil else { return }
    (byCapital, capitalRank) = Self.sorted(by: capitals)
  }

  /// Sorts the positions by change in percent unless they are sorted already.
  ///
  /// - Complexity: O(*n* log *n*) the first time after the companies or the quotes change,
  ///   O(1) after.
  mutating func sortByChange() {
    guard byChange == nil else { return }
    (byChange, changeRank) = Self.sorted(by: percents)
  }

  /// The positions by `keys`, largest first (the smallest key, none, last; equal keys by
  /// position), and each position's place among them.
  private static func sorted(by keys: [Int64]) -> (sorted: [Int32], rank: [Int32]) {
    let sorted = keys.indices.map { Int32(truncatingIfNeeded: $0) }.sorted { left, right in
      let (a, b) = (keys[Int(left)], keys[Int(right)])
      return a != b ? a > b : left < right
    }
    var rank = [Int32](repeating: 0, count: sorted.count)
    for (place, position) in sorted.enumerated() { rank[Int(position)] = Int32(place) }
    return (sorted, rank)
  }

  /// Each position's place in `order`; nil by code, and before the order is sorted.
  func rank(of order: Screener.Order) -> [Int32]? {
    switch order {
    case .code: nil
    case .capital: capitalRank
    case .change: changeRank
    }
  }

  /// The positions of the companies that meet `filter`, in `order`; by capital needs
  /// `sortByCapital()` first.
  ///
  /// - Complexity: O(*n*) by code; by capital, O(log *n*) plus the companies within the
  ///   capital bounds; O(*w* log *w*) for *w* companies watched.
  func matches(_ filter: Filter, order: Screener.Order) -> [Int32] {
    if let watched = filter.watched {
      let kept = watched.filter { meets(filter, at: Int($0)) }
      guard let rank = rank(of: order) else { return kept.sorted() }
      return kept.sorted { rank[Int($0)] < rank[Int($1)] }
    }
    switch order {
    case .code: return scan(0..<count, filter) { Int32(truncatingIfNeeded: $0) }
    case .capital:
      guard let byCapital else { return [] }
      return byCapital.withUnsafeBufferPointer { sorted in
        scan(capitalSpan(filter, in: sorted), filter) { sorted[$0] }
      }
    case .change:
      guard let byChange else { return [] }
      return byChange.withUnsafeBufferPointer { sorted in
        scan(0..<sorted.count, filter) { sorted[$0] }
      }
    }
  }

  /// The places in `sorted` (by capital, largest first) whose capital lies within the
  /// filter's bounds, by binary search.
  private func capitalSpan(_ filter: Filter, in sorted: UnsafeBufferPointer<Int32>) -> Range<Int> {
    guard filter.from != nil || filter.to != nil else { return 0..<sorted.count }
    let capitals = self.capitals
    func firstPlace(where isPast: (Int64) -> Bool) -> Int {
      var (low, high) = (0, sorted.count)
      while low < high {
        let middle = (low + high) / 2
        if isPast(capitals[Int(sorted[middle])]) { high = middle } else { low = middle + 1 }
      }
      return low
    }
    let start = filter.to.map { to in firstPlace { $0 <= to } } ?? 0
    // A company without a capital sorts last and meets no bound.
    let end = firstPlace { $0 < (filter.from ?? Self.noCapital + 1) }
    return start..<max(start, end)
  }

  /// The positions `place` gives for each of `places` whose company meets `filter`.
  private func scan(
    _ places: Range<Int>, _ filter: Filter, position: (Int) -> Int32
  ) -> [Int32] {
    // Written in place into room for every place: appending one by one grew the array
    // twenty times and checked its uniqueness a million times a pass.
    [Int32](unsafeUninitializedCapacity: places.count) { found, kept in
      capitals.withUnsafeBufferPointer { capitals in
        marketBits.withUnsafeBufferPointer { marketBits in
          industries.withUnsafeBufferPointer { industries in
            let from = filter.from ?? Self.noCapital
            let to = filter.to ?? Int64.max
            let bounded = filter.from != nil || filter.to != nil
            let quoteBounded = filter.quote.isBounded
            for place in places {
              let at = position(place)
              let index = Int(at)
              guard marketBits[index] & filter.markets != 0 else { continue }
              if let industry = filter.industry, industries[index] != industry { continue }
              if bounded {
                let capital = capitals[index]
                guard capital != Self.noCapital, capital >= from, capital <= to else { continue }
              }
              if quoteBounded, !meetsQuote(filter.quote, at: index) { continue }
              found[kept] = at
              kept += 1
            }
          }
        }
      }
    }
  }

  /// True when the company at `index` has a close and a change within `range`'s bounds.
  private func meetsQuote(_ range: Screener.QuoteRange, at index: Int) -> Bool {
    func within(_ value: Int64, _ from: Int64?, _ to: Int64?) -> Bool {
      guard from != nil || to != nil else { return true }
      return value != Self.noQuote && value >= (from ?? .min) && value <= (to ?? .max)
    }
    return within(closes[index], range.closeFrom, range.closeTo)
      && within(percents[index], range.changeFrom, range.changeTo)
  }

  private func meets(_ filter: Filter, at index: Int) -> Bool {
    guard marketBits[index] & filter.markets != 0 else { return false }
    if let industry = filter.industry, industries[index] != industry { return false }
    if filter.quote.isBounded, !meetsQuote(filter.quote, at: index) { return false }
    guard filter.from != nil || filter.to != nil else { return true }
    let capital = capitals[index]
    return capital != Self.noCapital && capital >= (filter.from ?? Self.noCapital)
      && capital <= (filter.to ?? Int64.max)
  }
}
