/// The companies that matched one query, best first, by their position in the catalog.
public struct SearchResults: Hashable, Sendable {
  /// The query as typed.
  public let query: String
  /// The query trimmed and folded.
  public let foldedQuery: String
  /// Matching positions, ranked: by `MatchRank`, then by position (code order).
  public let positions: [Int32]
  /// How many matched at each rank, in `MatchRank` order.
  public let rankCounts: [Int]
  /// The same positions ascending, so a longer query can check just these.
  let ascending: [Int32]
  /// The size of the index searched; results of another index are never reused.
  let indexCount: Int

  init(query: String, folded: String, count: Int) {
    self.query = query
    self.foldedQuery = folded
    self.positions = []
    self.rankCounts = [0, 0, 0, 0]
    self.ascending = []
    self.indexCount = count
  }

  init(query: String, folded: String, buckets: RankBuckets, count: Int) {
    self.query = query
    self.foldedQuery = folded
    self.positions = buckets.ranked
    self.rankCounts = buckets.counts
    self.ascending = buckets.ascending
    self.indexCount = count
  }

  init(query: String, reusing other: SearchResults) {
    self.query = query
    self.foldedQuery = other.foldedQuery
    self.positions = other.positions
    self.rankCounts = other.rankCounts
    self.ascending = other.ascending
    self.indexCount = other.indexCount
  }

  public var count: Int { positions.count }
}

/// Matches filed by rank while candidates are checked in ascending order, so that each
/// rank's list comes out in code order without sorting.
struct RankBuckets {
  private var lists: [[Int32]] = [[], [], [], []]
  private(set) var ascending: [Int32] = []

  @inline(__always)
  mutating func add(_ position: Int32, rank: MatchRank) {
    lists[rank.rawValue].append(position)
    ascending.append(position)
  }

  var counts: [Int] { lists.map(\.count) }

  var ranked: [Int32] {
    var result: [Int32] = []
    result.reserveCapacity(ascending.count)
    for list in lists { result.append(contentsOf: list) }
    return result
  }
}
