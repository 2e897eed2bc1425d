import ScreenModel
import TaiwanMarket

extension CompanyDirectory {
  /// The directory's rows: the status header, a notice for each market whose data had
  /// records skipped or repaired, loading and error rows, then the companies (all, or the
  /// filter's matches, best first), or an empty state.
  public var rows: DirectoryRows { DirectoryRows(self) }

  /// 公司列表; Companies.
  public var title: String { words["directory.title"] }
}

/// The directory's rows, made on demand: a list of 1,000,000 companies costs nothing until a
/// front end reads a row, and two versions compare in linear time without hashing codes.
public struct DirectoryRows: RowCollection {
  /// Rows above the companies: status, notices, loading, errors.
  public let head: [DirectoryRow]
  /// Rows below the companies: the empty state.
  public let tail: [DirectoryRow]
  fileprivate let companies: [Company]
  fileprivate let matches: [Int32]?
  private let results: SearchResults?
  private let index: SearchIndex?
  private let catalogVersion: Int
  private let words: StockWords
  private let quotes: QuoteBook
  private let watched: Set<String>

  init(_ directory: CompanyDirectory) {
    companies = directory.catalog.companies
    watched = directory.watchedCodes
    quotes = directory.quotes
    results = directory.results
    matches = directory.results?.positions
    index = directory.index
    catalogVersion = directory.catalogVersion
    words = directory.words
    head = Self.headRows(directory)
    tail = Self.tailRows(directory)
  }

  /// The number of company rows.
  public var companyCount: Int { matches?.count ?? companies.count }

  /// The first row's position, 0.
  public var startIndex: Int { 0 }
  /// One past the last row's position.
  public var endIndex: Int { head.count + companyCount + tail.count }

  /// The row at `position`.
  public subscript(position: Int) -> DirectoryRow {
    if position < head.count { return head[position] }
    let offset = position - head.count
    if offset < companyCount { return .company(companyRow(at: offset)) }
    return tail[offset - companyCount]
  }

  private func catalogPosition(at offset: Int) -> Int {
    matches.map { Int($0[offset]) } ?? offset
  }

  private func companyRow(at offset: Int) -> CompanyRow {
    let position = catalogPosition(at: offset)
    let company = companies[position]
    let quote = quotes.shown(for: company)
    let isWatched = watched.contains(company.code)
    guard let results, let index else {
      return CompanyRow(company: company, quote: quote, words: words, isWatched: isWatched)
    }
    return CompanyRow(
      company: company, highlights: index.highlights(at: position, for: results),
      quote: quote, words: words, isWatched: isWatched)
  }
}

extension DirectoryRows {
  /// The changes from `previous` to these rows.
  ///
  /// When both come from the same catalog, a company row is its catalog position: the rows
  /// are matched position by position, without hashing a code or building a row, and the
  /// few other rows (status, loading, errors, empty) by their `id`.
  ///
  /// A company in both lists is the same company, so its row changed exactly when its
  /// highlights did, and they change exactly when the folded query does: a company in a
  /// filtered list matched, so it has a highlight, and two different queries cannot mark
  /// the same characters of a field (the marked text would be both queries), while no
  /// filter marks nothing.
  ///
  /// Quotes that arrived between the two, or a change of the companies watched, change company
  /// rows in place, so then the rows are compared by `id` and value.
  ///
  /// - Complexity: O(*n* + *m*) in the rows of both, plus O(catalog) when both are filtered.
  public func changes(since previous: DirectoryRows) -> Changeset {
    guard previous.catalogVersion == catalogVersion, previous.companies.count == companies.count,
      previous.quotes.version == quotes.version, previous.watched == watched
    else { return Changeset(from: Array(previous), to: Array(self)) }
    // Bytes, not Strings: `é` and `e\u{301}` are equal Strings that highlight differently.
    let sameQuery =
      previous.results.map { Array($0.foldedQuery.utf8) }
      == results.map { Array($0.foldedQuery.utf8) }
    var matching = RowMatching(oldCount: previous.count, newCount: count)
    matching.matchCompanies(of: previous, to: self)
    matching.matchOthers(of: previous, to: self)
    let companyRows = previous.head.count..<(previous.head.count + previous.companyCount)
    return Changeset(uncheckedMatching: matching.oldToNew, matching.newToOld) { old, new in
      companyRows.contains(old) ? sameQuery : previous[old] == self[new]
    }
  }
}

/// Which row of the old rows is which row of the new ones, worked out from catalog
/// positions for the companies and from `id` for the rest.
private struct RowMatching {
  var oldToNew: [Int32]
  var newToOld: [Int32]

  init(oldCount: Int, newCount: Int) {
    oldToNew = [Int32](repeating: -1, count: oldCount)
    newToOld = [Int32](repeating: -1, count: newCount)
  }

  /// Matches the company rows: equal catalog positions are the same company.
  mutating func matchCompanies(of old: DirectoryRows, to new: DirectoryRows) {
    let oldBase = old.head.count
    let newBase = new.head.count
    oldToNew.withUnsafeMutableBufferPointer { oldToNew in
      newToOld.withUnsafeMutableBufferPointer { newToOld in
        func link(_ oldOffset: Int, _ newOffset: Int) {
          oldToNew[oldBase + oldOffset] = Int32(truncatingIfNeeded: newBase + newOffset)
          newToOld[newBase + newOffset] = Int32(truncatingIfNeeded: oldBase + oldOffset)
        }
        switch (old.matches, new.matches) {
        case (nil, nil):
          for position in 0..<old.companyCount { link(position, position) }
        case (let oldMatches?, nil):
          for (offset, position) in oldMatches.enumerated() { link(offset, Int(position)) }
        case (nil, let newMatches?):
          for (offset, position) in newMatches.enumerated() { link(Int(position), offset) }
        case (let oldMatches?, let newMatches?):
          // Where each catalog position sits in the old list, for the new list to look up.
          let oldOffset = UnsafeMutableBufferPointer<Int32>.allocate(capacity: old.companies.count)
          oldOffset.initialize(repeating: -1)
          defer { oldOffset.deallocate() }
          for (offset, position) in oldMatches.enumerated() {
            oldOffset[Int(position)] = Int32(truncatingIfNeeded: offset)
          }
          for (offset, position) in newMatches.enumerated() where oldOffset[Int(position)] >= 0 {
            link(Int(oldOffset[Int(position)]), offset)
          }
        }
      }
    }
  }

  /// Matches the rows above and below the companies by `id`; there are only a few.
  mutating func matchOthers(of old: DirectoryRows, to new: DirectoryRows) {
    let oldRows = Self.others(of: old)
    let newRows = Self.others(of: new)
    for (newIndex, newRow) in newRows {
      guard let (oldIndex, _) = oldRows.first(where: { $0.row.id == newRow.id }) else { continue }
      oldToNew[oldIndex] = Int32(truncatingIfNeeded: newIndex)
      newToOld[newIndex] = Int32(truncatingIfNeeded: oldIndex)
    }
  }

  /// The head and tail rows with their indices.
  private static func others(of rows: DirectoryRows) -> [(index: Int, row: DirectoryRow)] {
    let tailStart = rows.head.count + rows.companyCount
    return Array(rows.head.enumerated().map { ($0.offset, $0.element) })
      + rows.tail.enumerated().map { (tailStart + $0.offset, $0.element) }
  }
}

extension DirectoryRows {
  fileprivate static func headRows(_ directory: CompanyDirectory) -> [DirectoryRow] {
    var rows: [DirectoryRow] = []
    let words = directory.words
    if let status = statusText(directory) { rows.append(.status(text: status)) }
    for market in directory.arrivalOrder {
      guard let summary = directory.decodingSummaries[market] else { continue }
      rows.append(
        .notice(
          market: market, skipped: summary.skippedCount,
          detail: noticeDetail(summary, in: words), words: words))
    }
    for market in directory.requestOrder {
      switch directory.loadState(of: market) {
      case .loading: rows.append(.loading(market: market, words: words))
      case .failed(let error):
        rows.append(.error(market: market, reason: words.reason(error), words: words))
      case .loaded(_, let date, let stale?):
        rows.append(
          .stale(market: market, dataDate: date, reason: words.reason(stale), words: words))
      default: break
      }
    }
    rows += directory.quotes.failures.map {
      .quotesFailed(market: $0.market, reason: words.reason($0), words: words)
    }
    return rows
  }

  /// The match count while filtering (even before any market arrived, so typing always
  /// shows an answer); otherwise the markets received and the count, once one arrived.
  fileprivate static func statusText(_ directory: CompanyDirectory) -> String? {
    let words = directory.words
    let count = directory.catalog.count
    let total = words.number(count)
    if let results = directory.results {
      let query = SearchFolding.trimmed(directory.filter)
      return words.counted(
        "directory.matching", count, String(query), words.number(results.count), total)
    }
    guard !directory.arrivalOrder.isEmpty else { return nil }
    let markets = directory.arrivalOrder.map(words.name(of:))
      .joined(separator: words["directory.marketSeparator"])
    return words.counted("directory.received", count, markets, total)
  }

  /// `略過 2 筆無法解讀的資料（第 5、9 行）`, and for fields left empty
  /// `1 筆資料的 實收資本額 無法解讀，已留空（第 3 行）`, parted by `；` when both apply.
  fileprivate static func noticeDetail(
    _ summary: DecodingSummary, in words: StockWords
  ) -> String {
    let unit = summary.numbering == .record ? "notice.records" : "notice.lines"
    let separator = words["notice.listSeparator"]
    func lines(_ shown: [Int], of count: Int) -> String {
      let more = count > shown.count ? "…" : ""
      let numbers = shown.map(String.init).joined(separator: separator)
      return words.counted(unit, shown.count, numbers, more)
    }
    var parts: [String] = []
    if summary.skippedCount > 0 {
      let count = words.number(summary.skippedCount)
      let place = lines(summary.skippedLines, of: summary.skippedCount)
      parts.append(words.counted("notice.skipped", summary.skippedCount, count, place))
    }
    if summary.repairedCount > 0 {
      let count = words.number(summary.repairedCount)
      let fields = summary.repairedFields.joined(separator: separator)
      let place = lines(summary.repairedLines, of: summary.repairedCount)
      parts.append(words.counted("notice.repaired", summary.repairedCount, count, fields, place))
    }
    return parts.joined(separator: words["notice.separator"])
  }

  fileprivate static func tailRows(_ directory: CompanyDirectory) -> [DirectoryRow] {
    if directory.catalog.isEmpty {
      let isLoading = Market.allCases.contains { directory.loadState(of: $0).isLoading }
      return isLoading ? [] : [.empty(text: directory.words["directory.notFetched"])]
    }
    if let results = directory.results, results.count == 0 {
      let query = SearchFolding.trimmed(directory.filter)
      return [.empty(text: directory.words["directory.noMatch", String(query)])]
    }
    return []
  }
}
