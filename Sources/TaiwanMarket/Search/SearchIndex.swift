/// Finds companies as the user types: by code, short name, full name or English short name,
/// folding case, width and 臺/台, ranked best first.
///
///     let index = SearchIndex(companies)
///     let results = index.search("台積")
///     print(results.positions.map { companies[Int($0)].code })
///     // Prints ["2330", …]: the short-name prefix first, then names that hold 台積
///
/// The index keeps each company's searched fields folded into one byte buffer and, for every
/// folded character, the ascending list of companies that contain it. A query reads the
/// shortest of its characters' lists, or the results of a shorter query it extends, and
/// checks only those companies.
///
/// - Complexity: Building is O(*n*) in the total text. A search is O(*k*) in its candidates.
public struct SearchIndex: Sendable {
  /// Folded UTF-8 of every searched field of every company, one after another.
  let text: [UInt8]
  /// Where each field starts in `text`: `fieldCount` entries a company, and one at the end.
  let offsets: [UInt32]
  /// For each folded scalar, the positions of the companies holding it, ascending.
  let postings: Postings
  /// For each folded scalar, the companies whose code starts with it.
  let codeStarts: Postings
  /// For each folded scalar, the companies whose short name starts with it.
  let shortNameStarts: Postings

  static let fieldCount = SearchField.allCases.count

  /// The number of companies indexed.
  public let count: Int

  /// Indexes `companies`; results refer to them by position.
  public init(_ companies: [Company]) {
    var text: [UInt8] = []
    text.reserveCapacity(companies.count * 64)
    var offsets: [UInt32] = []
    offsets.reserveCapacity(companies.count * Self.fieldCount + 1)
    var builder = Postings.Builder()
    var codeStarts = Postings.Builder()
    var shortNameStarts = Postings.Builder()
    for (position, company) in companies.enumerated() {
      let fields = [
        company.code, company.shortName, company.fullName, company.englishShortName ?? "",
      ]
      let position = Int32(truncatingIfNeeded: position)
      for (number, field) in fields.enumerated() {
        offsets.append(UInt32(truncatingIfNeeded: text.count))
        for (offset, scalar) in field.unicodeScalars.enumerated() {
          let folded = SearchFolding.fold(scalar)
          builder.add(folded.value, position: position)
          if offset == 0, number == 0 { codeStarts.add(folded.value, position: position) }
          if offset == 0, number == 1 { shortNameStarts.add(folded.value, position: position) }
          UTF8.encode(folded) { text.append($0) }
        }
      }
    }
    offsets.append(UInt32(truncatingIfNeeded: text.count))
    self.text = text
    self.offsets = offsets
    self.postings = builder.build()
    self.codeStarts = codeStarts.build()
    self.shortNameStarts = shortNameStarts.build()
    self.count = companies.count
  }

  /// The bytes this index holds, for memory figures.
  public var byteCount: Int {
    text.count + offsets.count * MemoryLayout<UInt32>.stride + postings.byteCount
      + codeStarts.byteCount + shortNameStarts.byteCount
  }

  /// The companies matching `query`, ranked; an empty (or all-space) query matches nothing.
  ///
  /// When `recent` holds the results of a query that the new one extends (typing one more
  /// character), only those companies are checked again; an equal query is returned as is.
  public func search(_ query: String, reusing recent: [SearchResults] = []) -> SearchResults {
    let folded = SearchFolding.fold(SearchFolding.trimmed(query))
    let needle = Array(folded.utf8)
    // Queries compare as bytes, like the index: as Strings, `é` equals `e\u{301}`, and
    // reusing one's results for the other would answer differently from a fresh search.
    let reusable = recent.filter { $0.indexCount == count }
    if let same = reusable.first(where: { $0.foldedQuery.utf8.elementsEqual(needle) }) {
      return SearchResults(query: query, reusing: same)
    }
    guard !needle.isEmpty else { return SearchResults(query: query, folded: folded, count: count) }
    // Bytes, not characters, decide: a query whose bytes hold an earlier query's bytes can
    // only match companies that the earlier one matched.
    let narrower = reusable.filter {
      !$0.foldedQuery.isEmpty && Self.bytes(needle, hold: $0.foldedQuery)
    }
    .max { $0.foldedQuery.utf8.count < $1.foldedQuery.utf8.count }
    // Every company that matches holds each of the query's scalars: the candidates are the
    // shortest of their lists (or the narrower query's matches, if fewer), cut down by the
    // other lists, before any text is read.
    let scalars = Set(folded.unicodeScalars.map(\.value))
    var lists = scalars.map { postings.list(for: $0) }.sorted { $0.count < $1.count }
    guard let shortest = lists.first, !shortest.isEmpty else {
      return SearchResults(query: query, folded: folded, count: count)
    }
    var candidates = shortest
    var fromPostings = true
    if let narrower, narrower.ascending.count < shortest.count {
      candidates = narrower.ascending
      fromPostings = false
    } else {
      lists.removeFirst()
    }
    for list in lists {
      candidates = Self.intersection(candidates, list)
    }
    var buckets = RankBuckets()
    if let scalar = folded.unicodeScalars.first, folded.unicodeScalars.count == 1, fromPostings {
      rank(oneScalar: scalar.value, holders: candidates, needle: needle, into: &buckets)
    } else {
      check(candidates, needle: needle, into: &buckets)
    }
    return SearchResults(query: query, folded: folded, buckets: buckets, count: count)
  }

  /// True when the UTF-8 of `part` occurs in `bytes`.
  private static func bytes(_ bytes: [UInt8], hold part: String) -> Bool {
    var part = part
    return part.withUTF8 { part in
      bytes.withUnsafeBufferPointer { ByteSearch.firstIndex(of: part, in: $0, $0.indices) != nil }
    }
  }

  /// The positions in both ascending lists, ascending.
  ///
  /// - Complexity: O(*m* + *n*).
  static func intersection(_ first: [Int32], _ second: [Int32]) -> [Int32] {
    var result: [Int32] = []
    result.reserveCapacity(min(first.count, second.count))
    first.withUnsafeBufferPointer { first in
      second.withUnsafeBufferPointer { second in
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
          if first[i] < second[j] {
            i += 1
          } else if first[i] > second[j] {
            j += 1
          } else {
            result.append(first[i])
            i += 1
            j += 1
          }
        }
      }
    }
    return result
  }

  /// Files every company holding the one scalar of a query by rank, from the lists of the
  /// companies whose code or short name starts with it: only a code that starts with it is
  /// read, to tell an exact code. One character is the commonest and widest query (the first
  /// keystroke), and reading each holder's text is what made it slow.
  private func rank(
    oneScalar scalar: UInt32, holders: [Int32], needle: [UInt8], into buckets: inout RankBuckets
  ) {
    let codes = codeStarts.list(for: scalar)
    let shortNames = shortNameStarts.list(for: scalar)
    var (nextCode, nextShortName) = (0, 0)
    offsets.withUnsafeBufferPointer { offsets in
      for position in holders {
        while nextCode < codes.count, codes[nextCode] < position { nextCode += 1 }
        while nextShortName < shortNames.count, shortNames[nextShortName] < position {
          nextShortName += 1
        }
        if nextCode < codes.count, codes[nextCode] == position {
          let base = Int(position) * Self.fieldCount
          let length = Int(offsets[base + 1]) - Int(offsets[base])
          buckets.add(position, rank: length == needle.count ? .exactCode : .codePrefix)
        } else if nextShortName < shortNames.count, shortNames[nextShortName] == position {
          buckets.add(position, rank: .shortNamePrefix)
        } else {
          buckets.add(position, rank: .substring)
        }
      }
    }
  }

  /// Checks each candidate against the needle and files it under its rank.
  private func check(_ candidates: [Int32], needle: [UInt8], into buckets: inout RankBuckets) {
    text.withUnsafeBufferPointer { text in
      offsets.withUnsafeBufferPointer { offsets in
        needle.withUnsafeBufferPointer { needle in
          for position in candidates {
            let base = Int(position) * Self.fieldCount
            if let rank = Self.rank(text, offsets, base, needle) {
              buckets.add(position, rank: rank)
            }
          }
        }
      }
    }
  }

  private static func rank(
    _ text: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<UInt32>, _ base: Int,
    _ needle: UnsafeBufferPointer<UInt8>
  ) -> MatchRank? {
    let code = Int(offsets[base])..<Int(offsets[base + 1])
    if ByteSearch.hasPrefix(text, code, needle) {
      return code.count == needle.count ? .exactCode : .codePrefix
    }
    let shortName = Int(offsets[base + 1])..<Int(offsets[base + 2])
    if ByteSearch.hasPrefix(text, shortName, needle) { return .shortNamePrefix }
    // The fields lie side by side, so one scan covers them; a match must not straddle two.
    let end = Int(offsets[base + fieldCount])
    var from = Int(offsets[base])
    while let found = ByteSearch.firstIndex(of: needle, in: text, from..<end) {
      var field = 0
      while Int(offsets[base + field + 1]) <= found { field += 1 }
      if found + needle.count <= Int(offsets[base + field + 1]) { return .substring }
      from = found + 1
    }
    return nil
  }

  /// The first match of `results`' query in each field of the company at `position`.
  public func highlights(at position: Int, for results: SearchResults) -> [Highlight] {
    guard position >= 0, position < count else { return [] }
    // A screen asks this for every visible row, so the query's bytes are read in place.
    var query = results.foldedQuery
    return query.withUTF8 { needle in
      guard !needle.isEmpty else { return [] }
      return text.withUnsafeBufferPointer { text in
        var result: [Highlight] = []
        for (number, field) in Self.fields.enumerated() {
          let start = Int(offsets[position * Self.fieldCount + number])
          let range = start..<Int(offsets[position * Self.fieldCount + number + 1])
          guard let found = ByteSearch.firstIndex(of: needle, in: text, range) else { continue }
          let first = ByteSearch.scalarCount(text, start..<found)
          let length = ByteSearch.scalarCount(text, found..<found + needle.count)
          result.append(Highlight(field: field, range: first..<first + length))
        }
        return result
      }
    }
  }

  /// The searched fields in the order `offsets` holds them.
  private static let fields = SearchField.allCases
}
