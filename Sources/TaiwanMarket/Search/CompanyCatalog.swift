/// Companies of one or more markets merged by code: sorted, each code once.
///
/// Merging is by identity, not by whole value: a company whose capital changed, or that moved
/// market, keeps one entry, and the newer arrival wins. A market's new answer replaces its
/// earlier one (`replace(_:with:)`), so what a refresh drops leaves the catalog too.
///
///     var catalog = CompanyCatalog()
///     catalog.merge(listed.companies)
///     catalog.merge(otc.companies)
///     print(catalog.count)
///     // Prints "1867"
public struct CompanyCatalog: Hashable, Sendable {
  /// The companies, sorted by code.
  public private(set) var companies: [Company]

  /// Creates a catalog; a repeated code keeps its last occurrence.
  public init(_ companies: [Company] = []) {
    self.companies = []
    merge(companies)
  }

  public var count: Int { companies.count }

  /// True when the catalog holds no company.
  public var isEmpty: Bool { companies.isEmpty }

  /// Merges `incoming`: new codes are inserted in order, known codes take the incoming value.
  ///
  /// - Complexity: O(*n* + *m*) when `incoming` is sorted by code, as decoders deliver it;
  ///   O(*m* log *m*) more otherwise.
  public mutating func merge(_ incoming: [Company]) {
    let sorted = Self.sortedUnique(incoming)
    guard !companies.isEmpty else {
      companies = sorted
      return
    }
    var merged: [Company] = []
    merged.reserveCapacity(companies.count + sorted.count)
    var old = 0
    var new = 0
    while old < companies.count && new < sorted.count {
      if companies[old].code < sorted[new].code {
        merged.append(companies[old])
        old += 1
      } else {
        if companies[old].code == sorted[new].code { old += 1 }
        merged.append(sorted[new])
        new += 1
      }
    }
    merged.append(contentsOf: companies[old...])
    merged.append(contentsOf: sorted[new...])
    companies = merged
  }

  /// Replaces the companies of `market` with `incoming`, a newer answer for that market: a
  /// company the earlier answer held and `incoming` lacks is gone, as if only `incoming` had
  /// arrived. A company belongs to the market its `market` says, as decoders set it: one that
  /// moved to another market since stays with the answer that brought it there.
  ///
  /// - Complexity: O(*n* + *m*), as `merge(_:)`.
  public mutating func replace(_ market: Market, with incoming: [Company]) {
    if companies.contains(where: { $0.market == market }) {
      companies.removeAll { $0.market == market }
    }
    merge(incoming)
  }

  /// The position of the company with `code`, by binary search.
  public func position(ofCode code: String) -> Int? {
    var low = 0
    var high = companies.count
    while low < high {
      let middle = (low + high) / 2
      if companies[middle].code < code { low = middle + 1 } else { high = middle }
    }
    return low < companies.count && companies[low].code == code ? low : nil
  }

  /// The company with `code`, if the catalog holds it.
  public func company(withCode code: String) -> Company? {
    position(ofCode: code).map { companies[$0] }
  }

  /// Sorted by code with each code once, the last occurrence winning.
  private static func sortedUnique(_ companies: [Company]) -> [Company] {
    var isSortedUnique = true
    for index in companies.indices.dropFirst()
    where !(companies[index - 1].code < companies[index].code) {
      isSortedUnique = false
      break
    }
    if isSortedUnique { return companies }
    let order = companies.indices.sorted {
      companies[$0].code != companies[$1].code
        ? companies[$0].code < companies[$1].code : $0 < $1
    }
    var result: [Company] = []
    result.reserveCapacity(companies.count)
    for index in order {
      if let last = result.last, last.code == companies[index].code {
        result[result.count - 1] = companies[index]
      } else {
        result.append(companies[index])
      }
    }
    return result
  }
}
