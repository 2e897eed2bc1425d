import StockScreens
import TaiwanMarket

/// A plain reference for `CompanyDirectory`: dictionaries, linear scans and sorting on every
/// question, written from the design's words rather than from the controller's code.
struct ModelDirectory {
  enum Load: Equatable {
    case idle
    case loading
    case loaded(dataDate: CalendarDate?, stale: MarketDataError?)
    case failed(MarketDataError)
  }

  private(set) var loads: [Market: Load] = [:]
  private(set) var requested: [Market] = []
  private(set) var arrived: [Market] = []
  private(set) var companies: [String: Company] = [:]
  private(set) var filter = ""
  /// The codes watched, as the shell last said.
  private(set) var watched: Set<String> = []
  /// The notice of each market whose latest data skipped or repaired records.
  private(set) var notices: [Market: ModelNotice] = [:]

  /// Applies `event`; returns the markets the directory must load and the company it must
  /// show.
  mutating func apply(_ event: DirectoryEvent) -> [DirectoryCommand] {
    switch event {
    case .loadRequested(let market):
      return request(market, retrying: false)
    case .retryRequested(let market?):
      return request(market, retrying: true)
    case .retryRequested(nil):
      return Market.allCases.filter(isRetryable).flatMap { request($0, retrying: true) }
    case .marketLoaded(let data):
      guard loads[data.market] == .loading else { return [] }
      let notice = ModelNotice(data.issues)
      guard !data.companies.isEmpty else {
        let kind = MarketDataError.Kind.noUsableCompanies(unusable: notice.skipped)
        loads[data.market] = .failed(
          MarketDataError(market: data.market, origin: data.origin, kind: kind))
        return []
      }
      notices[data.market] = notice.detail.isEmpty ? nil : notice
      loads[data.market] = .loaded(dataDate: data.dataDate, stale: data.staleBecause)
      arrived.removeAll { $0 == data.market }
      arrived.append(data.market)
      // A market's answer stands in for its earlier one: what that listed and this one
      // does not is gone, unless it has since moved to another market.
      companies = companies.filter { $0.value.market != data.market }
      for company in data.companies { companies[company.code] = company }
    case .marketFailed(let error):
      if loads[error.market] == .loading { loads[error.market] = .failed(error) }
    case .filterChanged(let text):
      filter = text
    case .companySelected(let code):
      return [companies[code].map { .showProfile($0) } ?? .showUnknownCode(code)]
    case .watchRequested(let code):
      guard !watched.contains(code) else { return [] }
      return companies[code].map { [.watch($0)] } ?? []
    case .watchlistChanged(let codes):
      watched = Set(codes)
    case .quotesLoaded, .quotesFailed:
      // The model's directory quotes no market: an answer no request waits for.
      break
    }
    return []
  }

  private func isRetryable(_ market: Market) -> Bool {
    switch loads[market] ?? .idle {
    case .failed: true
    case .loaded(_, let stale): stale != nil
    default: false
    }
  }

  private mutating func request(_ market: Market, retrying: Bool) -> [DirectoryCommand] {
    switch loads[market] ?? .idle {
    case .loading: return []
    case .loaded(_, nil): return []
    case .loaded where !retrying: return []
    default: break
    }
    loads[market] = .loading
    requested.removeAll { $0 == market }
    requested.append(market)
    return [.load(market)]
  }

  /// The query as the screen repeats it: the filter without spaces or tabs at either end.
  var query: Substring {
    let isSpace = { (character: Character) in " \u{3000}\t".contains(character) }
    let start = filter.firstIndex { !isSpace($0) } ?? filter.endIndex
    let end = filter.lastIndex { !isSpace($0) }.map { filter.index(after: $0) } ?? start
    return filter[start..<max(start, end)]
  }

  /// Every company, in the catalog's order.
  var sortedCompanies: [Company] {
    companies.values.sorted { $0.code < $1.code }
  }

  /// `1,867`: a comma before every third digit from the right, as the design writes counts.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return text
  }

  /// The rows the directory must show.
  var rows: [DirectoryRow] {
    var rows: [DirectoryRow] = []
    let all = sortedCompanies
    let matches = query.isEmpty ? nil : ModelSearch.matches(all, query: query)
    let total = Self.grouped(all.count)
    if let matches {
      rows.append(.status(text: "符合「\(query)」 \(Self.grouped(matches.count)) 筆 / 共 \(total) 筆"))
    } else if !arrived.isEmpty {
      let names = arrived.map(\.displayName).joined(separator: " ")
      rows.append(.status(text: "已取得 \(names) 資料 - 數量 \(total) 筆"))
    }
    for market in arrived {
      guard let notice = notices[market] else { continue }
      rows.append(.notice(market: market, skipped: notice.skipped, detail: notice.detail))
    }
    for market in requested {
      switch loads[market] ?? .idle {
      case .loading: rows.append(.loading(market: market))
      case .failed(let error): rows.append(.error(market: market, reason: error.reason))
      case .loaded(let date, let stale?):
        rows.append(.stale(market: market, dataDate: date, reason: stale.reason))
      default: break
      }
    }
    rows += (matches ?? all.map { CompanyRow(company: $0) }).map { .company($0) }
    if all.isEmpty {
      if !loads.values.contains(.loading) { rows.append(.empty(text: "尚未取得資料")) }
    } else if matches?.isEmpty == true {
      rows.append(.empty(text: "找不到符合「\(query)」的公司"))
    }
    return rows
  }
}

/// The notice row of a market, as the design words it: `略過 2 筆無法解讀的資料（第 5、9 行）`
/// for records skipped, `1 筆資料的 實收資本額 無法解讀，已留空（第 3 行）` for records kept
/// with a field left empty, the first five lines of each, then `…`.
struct ModelNotice: Equatable {
  var skipped: Int
  var detail: String

  init(_ issues: [DecodingIssue]) {
    var skippedLines: [Int] = []
    for issue in issues where !skippedLines.contains(issue.line) {
      if case .invalidValue = issue.kind { continue }
      skippedLines.append(issue.line)
    }
    var repairedLines: [Int] = []
    var fields: [String] = []
    for issue in issues where !skippedLines.contains(issue.line) {
      guard case .invalidValue(let field, _) = issue.kind else { continue }
      if !repairedLines.contains(issue.line) { repairedLines.append(issue.line) }
      if !fields.contains(field) { fields.append(field) }
    }
    let unit = issues.first?.numbering == .record ? "筆" : "行"
    func place(_ lines: [Int]) -> String {
      let sorted = lines.sorted()
      let shown = sorted.prefix(5).map { "\($0)" }.joined(separator: "、")
      return "（第 \(shown) \(unit)\(sorted.count > 5 ? "…" : "")）"
    }
    var parts: [String] = []
    if !skippedLines.isEmpty {
      parts.append("略過 \(skippedLines.count) 筆無法解讀的資料" + place(skippedLines))
    }
    if !repairedLines.isEmpty {
      let named = fields.joined(separator: "、")
      parts.append("\(repairedLines.count) 筆資料的 \(named) 無法解讀，已留空" + place(repairedLines))
    }
    skipped = skippedLines.count
    detail = parts.joined(separator: "；")
  }
}

/// Search as the design states it, by brute force over scalars: fold case, width and 臺,
/// then rank exact code, code prefix, short-name prefix, anywhere; ties in code order.
enum ModelSearch {
  static func fold(_ text: some StringProtocol) -> [UInt32] {
    text.unicodeScalars.map { scalar in
      var value = scalar.value
      if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 }
      if (0x41...0x5A).contains(value) { value += 0x20 }
      if value == 0x3000 { value = 0x20 }
      if value == 0x81FA { value = 0x53F0 }
      return value
    }
  }

  /// The folded searched fields of `company`, from a table for the pool's companies.
  static func foldedFields(_ company: Company) -> [[UInt32]] {
    if let known = poolFields[company.code] { return known }
    return [company.code, company.shortName, company.fullName, company.englishShortName ?? ""]
      .map { fold($0) }
  }

  private static let poolFields: [String: [[UInt32]]] = Dictionary(
    ModelCompanies.pool.map { company in
      let fields = [
        company.code, company.shortName, company.fullName, company.englishShortName ?? "",
      ]
      return (company.code, fields.map { fold($0) })
    },
    uniquingKeysWith: { first, _ in first })

  static func matches(_ companies: [Company], query: Substring) -> [CompanyRow] {
    let needle = fold(query)
    var ranks: [[CompanyRow]] = [[], [], [], []]
    for company in companies {
      let fields = foldedFields(company)
      var highlights: [Highlight] = []
      for (field, text) in zip(SearchField.allCases, fields) {
        if let start = firstOffset(of: needle, in: text) {
          highlights.append(Highlight(field: field, range: start..<start + needle.count))
        }
      }
      guard !highlights.isEmpty else { continue }
      let rank: Int
      if fields[0] == needle {
        rank = 0
      } else if fields[0].starts(with: needle) {
        rank = 1
      } else if fields[1].starts(with: needle) {
        rank = 2
      } else {
        rank = 3
      }
      ranks[rank].append(CompanyRow(company: company, highlights: highlights))
    }
    return Array(ranks.joined())
  }

  private static func firstOffset(of needle: [UInt32], in text: [UInt32]) -> Int? {
    guard !needle.isEmpty else { return nil }
    var start = 0
    while start + needle.count <= text.count {
      var matched = 0
      while matched < needle.count && text[start + matched] == needle[matched] { matched += 1 }
      if matched == needle.count { return start }
      start += 1
    }
    return nil
  }
}
