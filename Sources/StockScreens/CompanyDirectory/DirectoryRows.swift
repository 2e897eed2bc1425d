import ScreenModel
import TaiwanMarket

extension CompanyDirectory {
  /// The directory's rows: the status header, a notice for each market whose data had
  /// records skipped or repaired, loading and error rows, then the companies (all, or the
  /// filter's matches, best first), or an empty state.
  public var rows: DirectoryRows { DirectoryRows(self) }

  /// The rows as a screen titled 公司列表.
  public var screen: Screen<DirectoryRow> { Screen(title: "公司列表", rows: Array(rows)) }
}

/// The directory's rows, made on demand: a list of 1,000,000 companies costs nothing until a
/// front end reads a row, and two versions compare in linear time without hashing codes.
public struct DirectoryRows: RandomAccessCollection, Sendable {
  /// Rows above the companies: status, notices, loading, errors.
  public let head: [DirectoryRow]
  /// Rows below the companies: the empty state.
  public let tail: [DirectoryRow]
  private let companies: [Company]
  private let matches: [Int32]?
  private let results: SearchResults?
  private let index: SearchIndex?
  private let catalogVersion: Int

  init(_ directory: CompanyDirectory) {
    companies = directory.catalog.companies
    results = directory.results
    matches = directory.results?.positions
    index = directory.index
    catalogVersion = directory.catalogVersion
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

  /// The row at `position`, or nil when it is out of bounds.
  public func row(at position: Int) -> DirectoryRow? {
    indices.contains(position) ? self[position] : nil
  }

  private func catalogPosition(at offset: Int) -> Int {
    matches.map { Int($0[offset]) } ?? offset
  }

  private func companyRow(at offset: Int) -> CompanyRow {
    let position = catalogPosition(at: offset)
    guard let results, let index else { return CompanyRow(company: companies[position]) }
    return CompanyRow(
      company: companies[position], highlights: index.highlights(at: position, for: results))
  }
}

extension DirectoryRows {
  /// The changes from `previous` to these rows.
  ///
  /// When both come from the same catalog, companies are compared by catalog position in a
  /// flat table, and their rows are never built.
  ///
  /// A company in both lists is the same company, so its row changed exactly when its
  /// highlights did, and they change exactly when the folded query does: a company in a
  /// filtered list matched, so it has a highlight, and two different queries cannot mark
  /// the same characters of a field (the marked text would be both queries), while no
  /// filter marks nothing.
  public func changes(since previous: DirectoryRows) -> Changeset {
    guard previous.catalogVersion == catalogVersion, previous.companies.count == companies.count
    else { return Changeset(from: Array(previous), to: Array(self)) }
    let bound = companies.count + Self.fixedKeyCount
    // Bytes, not Strings: `é` and `e\u{301}` are equal Strings that highlight differently.
    let sameQuery =
      previous.results.map { Array($0.foldedQuery.utf8) }
      == results.map { Array($0.foldedQuery.utf8) }
    return Changeset(fromKeys: previous.keys, toKeys: keys, keyBound: bound) { old, new in
      let oldIsCompany =
        old >= previous.head.count && old < previous.head.count + previous.companyCount
      if oldIsCompany { return sameQuery }
      return previous[old] == self[new]
    }
  }

  /// One slot for the status, three (a market each) for notices, loading, error and stale
  /// rows, one for the empty state.
  private static let fixedKeyCount = 14

  /// A small integer per row: the catalog position for a company, a slot past the catalog
  /// for the other rows.
  private var keys: [Int] {
    let base = companies.count
    let companyKeys = companyCount
    return [Int](unsafeUninitializedCapacity: count) { keys, initialized in
      for row in head {
        keys[initialized] = base + Self.slot(of: row)
        initialized += 1
      }
      if let matches {
        matches.withUnsafeBufferPointer { matches in
          for (offset, position) in matches.enumerated() {
            keys[initialized + offset] = Int(position)
          }
        }
      } else {
        for position in 0..<companyKeys { keys[initialized + position] = position }
      }
      initialized += companyKeys
      for row in tail {
        keys[initialized] = base + Self.slot(of: row)
        initialized += 1
      }
    }
  }

  private static func slot(of row: DirectoryRow) -> Int {
    let market = { (market: Market) in Market.allCases.firstIndex(of: market) ?? 0 }
    switch row.identity {
    case .status: return 0
    case .notice(let value): return 1 + market(value)
    case .loading(let value): return 4 + market(value)
    case .error(let value): return 7 + market(value)
    case .stale(let value): return 10 + market(value)
    case .empty, .company: return 13
    }
  }
}

extension DirectoryRows {
  fileprivate static func headRows(_ directory: CompanyDirectory) -> [DirectoryRow] {
    var rows: [DirectoryRow] = []
    if let status = statusText(directory) { rows.append(.status(text: status)) }
    for market in directory.arrivalOrder {
      guard let summary = directory.decodingSummaries[market] else { continue }
      rows.append(
        .notice(market: market, skipped: summary.skippedCount, detail: noticeDetail(summary)))
    }
    for market in directory.requestOrder {
      switch directory.loadState(of: market) {
      case .loading: rows.append(.loading(market: market))
      case .failed(let error): rows.append(.error(market: market, reason: error.reason))
      case .loaded(_, let date, let stale?):
        rows.append(.stale(market: market, dataDate: date, reason: stale.reason))
      default: break
      }
    }
    return rows
  }

  /// The match count while filtering (even before any market arrived, so typing always
  /// shows an answer); otherwise the markets received and the count, once one arrived.
  fileprivate static func statusText(_ directory: CompanyDirectory) -> String? {
    let total = DigitGrouping.grouped(directory.catalog.count)
    if let results = directory.results {
      let query = SearchFolding.trimmed(directory.filter)
      return "符合「\(query)」 \(DigitGrouping.grouped(results.count)) 筆 / 共 \(total) 筆"
    }
    guard !directory.arrivalOrder.isEmpty else { return nil }
    let markets = directory.arrivalOrder.map(\.displayName).joined(separator: " ")
    return "已取得 \(markets) 資料 - 數量 \(total) 筆"
  }

  /// `略過 2 筆無法解讀的資料（第 5、9 行）`, and for fields left empty
  /// `1 筆資料的 實收資本額 無法解讀，已留空（第 3 行）`, parted by `；` when both apply.
  fileprivate static func noticeDetail(_ summary: DecodingSummary) -> String {
    let unit = summary.numbering == .record ? "筆" : "行"
    func lines(_ shown: [Int], of count: Int) -> String {
      let more = count > shown.count ? "…" : ""
      return "第 " + shown.map(String.init).joined(separator: "、") + " \(unit)\(more)"
    }
    var parts: [String] = []
    if summary.skippedCount > 0 {
      let count = DigitGrouping.grouped(summary.skippedCount)
      let place = lines(summary.skippedLines, of: summary.skippedCount)
      parts.append("略過 \(count) 筆無法解讀的資料（\(place)）")
    }
    if summary.repairedCount > 0 {
      let count = DigitGrouping.grouped(summary.repairedCount)
      let fields = summary.repairedFields.joined(separator: "、")
      let place = lines(summary.repairedLines, of: summary.repairedCount)
      parts.append("\(count) 筆資料的 \(fields) 無法解讀，已留空（\(place)）")
    }
    return parts.joined(separator: "；")
  }

  fileprivate static func tailRows(_ directory: CompanyDirectory) -> [DirectoryRow] {
    if directory.catalog.isEmpty {
      let isLoading = Market.allCases.contains { directory.loadState(of: $0).isLoading }
      return isLoading ? [] : [.empty(text: "尚未取得資料")]
    }
    if let results = directory.results, results.count == 0 {
      let query = SearchFolding.trimmed(directory.filter)
      return [.empty(text: "找不到符合「\(query)」的公司")]
    }
    return []
  }
}
