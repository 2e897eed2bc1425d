import ScreenModel
import TaiwanMarket

extension Screener {
  /// The status, loading and error rows of the markets the choice needs, then the
  /// companies listed, or an empty state.
  public var rows: ScreenerRows { ScreenerRows(self) }

  /// 選股; `Screener` in English.
  public var title: String { words["screener.title"] }
}

/// The screener's rows, made on demand: a list of a million companies costs nothing until a
/// front end reads a row, and two versions listed in one order compare in one pass.
public struct ScreenerRows: RowCollection {
  /// Rows above the companies.
  public let head: [ScreenerRow]
  /// Rows below the companies: the empty state.
  public let tail: [ScreenerRow]
  private let companies: [Company]
  private let matches: [Int32]
  private let catalogVersion: Int
  private let order: Screener.Order
  private let rank: [Int32]?
  private let quotes: QuoteBook
  private let words: StockWords

  init(_ screener: Screener) {
    words = screener.words
    companies = screener.companies
    matches = screener.matches
    catalogVersion = screener.catalogVersion
    order = screener.criteria.order
    rank = screener.index.rank(of: order)
    quotes = screener.quotes
    head = Self.headRows(screener)
    tail = Self.tailRows(screener)
  }

  /// The number of company rows.
  public var companyCount: Int { matches.count }

  /// The first row's position, 0.
  public var startIndex: Int { 0 }
  /// One past the last row's position.
  public var endIndex: Int { head.count + matches.count + tail.count }

  /// The row at `position`.
  public subscript(position: Int) -> ScreenerRow {
    if position < head.count { return head[position] }
    let offset = position - head.count
    if offset < matches.count {
      let company = companies[Int(matches[offset])]
      return .company(company, quote: quotes.shown(for: company), words: words)
    }
    return tail[offset - matches.count]
  }
}

extension ScreenerRows {
  /// The changes from `previous` to these rows.
  ///
  /// Listed from the same companies and quotes in the same order, both lists of companies
  /// are subsequences of one sequence, so one merging pass finds the companies that left and
  /// came, and none moved or changed; the few other rows match by `id`. Otherwise the rows
  /// are compared by `id`.
  ///
  /// - Complexity: O(*n* + *m*) in the companies of both, without building a row, when the
  ///   companies and the order are the same; O(*n* + *m*) hashing otherwise.
  public func changes(since previous: ScreenerRows) -> Changeset {
    guard previous.catalogVersion == catalogVersion, previous.order == order,
      previous.quotes.version == quotes.version, let others = Self.otherChanges(previous, self)
    else { return Changeset(from: Array(previous), to: Array(self)) }
    var changes = others
    let (oldBase, newBase) = (previous.head.count, head.count)
    var deletes: [Int] = []
    var inserts: [Int] = []
    deletes.reserveCapacity(Swift.max(0, previous.matches.count - matches.count))
    inserts.reserveCapacity(Swift.max(0, matches.count - previous.matches.count))
    // By code a position is its own key; by capital or change its rank is. An empty rank
    // stands for none, read through a buffer so no comparison of the merge retains an array.
    let rank = self.rank ?? []
    rank.withUnsafeBufferPointer { rank in
      previous.matches.withUnsafeBufferPointer { old in
        matches.withUnsafeBufferPointer { new in
          func key(_ position: Int32) -> Int32 { rank.isEmpty ? position : rank[Int(position)] }
          var (i, j) = (0, 0)
          while i < old.count || j < new.count {
            if j == new.count || (i < old.count && key(old[i]) < key(new[j])) {
              deletes.append(oldBase + i)
              i += 1
            } else if i == old.count || key(new[j]) < key(old[i]) {
              inserts.append(newBase + j)
              j += 1
            } else {
              i += 1
              j += 1
            }
          }
        }
      }
    }
    let shift = (old: previous.matches.count, new: matches.count)
    func placed(_ indices: [Int], _ base: Int, _ shift: Int, around middle: [Int]) -> [Int] {
      indices.filter { $0 < base } + middle + indices.filter { $0 >= base }.map { $0 + shift }
    }
    changes.deletes = placed(changes.deletes, oldBase, shift.old, around: deletes)
    changes.inserts = placed(changes.inserts, newBase, shift.new, around: inserts)
    changes.updates = changes.updates.map { update in
      Changeset.Update(
        old: update.old < oldBase ? update.old : update.old + shift.old,
        new: update.new < newBase ? update.new : update.new + shift.new)
    }
    return changes
  }

  /// The changes of the rows other than companies, indexed as if no company were listed
  /// (a tail row right after the head); nil when one moved, which the merging pass cannot
  /// say.
  private static func otherChanges(_ old: ScreenerRows, _ new: ScreenerRows) -> Changeset? {
    let changes = Changeset(from: old.head + old.tail, to: new.head + new.tail)
    return changes.moves.isEmpty ? changes : nil
  }
}

extension ScreenerRows {
  fileprivate static func headRows(_ screener: Screener) -> [ScreenerRow] {
    var rows: [ScreenerRow] = []
    let criteria = screener.criteria
    let words = screener.words
    let markets = criteria.market.markets
    let loaded = markets.filter { screener.loadState(of: $0).isLoaded }
    if !loaded.isEmpty {
      let total = loaded.reduce(0) { $0 + screener.index.count(in: $1) }
      rows.append(
        .status(
          matched: screener.matches.count, total: total, order: criteria.order, words: words))
    }
    for market in markets {
      switch screener.loadState(of: market) {
      case .loading: rows.append(.loading(market: market, words: words))
      case .failed(let error):
        rows.append(.error(market: market, reason: words.reason(error), words: words))
      case .loaded(_, let date, let stale?):
        rows.append(
          .stale(market: market, dataDate: date, reason: words.reason(stale), words: words))
      default: break
      }
    }
    rows += screener.quotes.failures.filter { markets.contains($0.market) }.map {
      .quotesFailed(market: $0.market, reason: words.reason($0), words: words)
    }
    return rows
  }

  fileprivate static func tailRows(_ screener: Screener) -> [ScreenerRow] {
    guard screener.matches.isEmpty else { return [] }
    let markets = screener.criteria.market.markets
    if markets.contains(where: { screener.loadState(of: $0).isLoaded }) {
      return [.empty(text: screener.words["screener.noMatch"])]
    }
    let isLoading = markets.contains { screener.loadState(of: $0).isLoading }
    return isLoading ? [] : [.empty(text: screener.words["screener.notFetched"])]
  }
}
