import LibraryTestSupport
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

// MARK: - Playing

extension DirectoryModelTests {
  /// Turns `action` into the directory's event, given the outstanding requests; nil when
  /// there is nothing to answer.
  static func event(
    for action: Action, filter: String, outstanding: inout [Market]
  ) -> DirectoryEvent? {
    switch action {
    case .request(let market): return .loadRequested(market)
    case .retry(let market): return .retryRequested(market)
    case .answer(let slot, let outcome):
      guard !outstanding.isEmpty else { return nil }
      return answer(outstanding.remove(at: slot % outstanding.count), outcome)
    case .stray(let market, let outcome): return answer(market, outcome)
    case .filter(let text): return .filterChanged(text)
    case .type(let text): return .filterChanged(filter + text)
    case .erase: return .filterChanged(String(filter.dropLast()))
    case .select(let code): return .companySelected(code: code)
    case .watch(let code): return .watchRequested(code: code)
    }
  }

  static func answer(_ market: Market, _ outcome: Outcome) -> DirectoryEvent {
    switch outcome {
    case .data(let variant, let stale):
      let cause = MarketDataError(
        market: market, origin: .url("http://127.0.0.1/"), kind: .timeout(seconds: 1))
      var data = ModelCompanies.data(market, variant: variant)
      data.staleBecause = stale ? cause : nil
      return .marketLoaded(data)
    case .failure(let reason):
      return .marketFailed(
        MarketDataError(market: market, origin: .memory(name: "model"), kind: .reported(reason)))
    }
  }

  /// Applies `action` to `directory` alone, noting the loads it asks for.
  static func perform(
    _ action: Action, on directory: inout CompanyDirectory, outstanding: inout [Market]
  ) {
    guard let event = event(for: action, filter: directory.filter, outstanding: &outstanding)
    else { return }
    for case .load(let market) in directory.handle(event) { outstanding.append(market) }
  }

  /// A directory with its rows, made once and compared with the next.
  struct Shown {
    var directory: CompanyDirectory
    var lazyRows: DirectoryRows
    var rows: [DirectoryRow]

    init(_ directory: CompanyDirectory) {
      self.directory = directory
      lazyRows = directory.rows
      rows = Array(lazyRows)
    }
  }

  static func play(_ actions: [Action], coverage: ModelCoverage? = nil) -> ModelFailure? {
    var directory = CompanyDirectory()
    var model = ModelDirectory()
    var outstanding: [Market] = []
    var shown = Shown(directory)
    for (step, action) in actions.enumerated() {
      guard let event = event(for: action, filter: directory.filter, outstanding: &outstanding)
      else { continue }
      let commands = directory.handle(event)
      let expected = model.apply(event)
      for case .load(let market) in commands { outstanding.append(market) }
      if commands != expected {
        return ModelFailure(step: step, message: "commands \(commands), model \(expected)")
      }
      let before = shown
      shown = Shown(directory)
      if let problem = check(shown, model: model, before: before, event: event) {
        return ModelFailure(step: step, message: problem)
      }
      if let coverage { note(event, commands, shown, before, in: coverage) }
    }
    return nil
  }

  /// Notes the situations the step reached, for `ModelCoverage`.
  static func note(
    _ event: DirectoryEvent, _ commands: [DirectoryCommand], _ shown: Shown, _ before: Shown,
    in coverage: ModelCoverage
  ) {
    for row in shown.lazyRows.head {
      switch row {
      case .notice(_, _, let detail, _):
        coverage.note("a notice")
        if detail.contains("…") { coverage.note("a notice naming lines past five") }
      case .error(_, let reason, _):
        coverage.note("an error row")
        if reason.contains("公司資料") { coverage.note("an answer without a company") }
      case .stale: coverage.note("a stale row")
      default: break
      }
    }
    if case .empty(let text)? = shown.rows.last, text.hasPrefix("找不到") { coverage.note("no match") }
    if let results = shown.directory.results, results.rankCounts.filter({ $0 > 0 }).count >= 3 {
      coverage.note("matches in three tiers")
    }
    if case .showProfile? = commands.first { coverage.note("a profile shown") }
    let changes = shown.lazyRows.changes(since: before.lazyRows)
    if !changes.moves.isEmpty { coverage.note("a moved row") }
    if !changes.updates.isEmpty { coverage.note("an updated row") }
  }

  /// The first way the shown directory breaks the model or an invariant, or nil.
  static func check(
    _ shown: Shown, model: ModelDirectory, before: Shown, event: DirectoryEvent
  ) -> String? {
    let rows = shown.rows
    let expected = model.rows
    if rows != expected {
      let index =
        zip(rows, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(rows.count, expected.count)
      return "row \(index) is \(rows.row(index)), the model has \(expected.row(index)) "
        + "(\(rows.count) rows, model \(expected.count))"
    }
    let changes = shown.lazyRows.changes(since: before.lazyRows)
    if let problem = ChangesetCheck.problem(
      changes, from: before.rows, to: rows, identity: \.id)
    {
      return "the fast changes: \(problem)"
    }
    let identities = rows.map(\.id)
    if Set(identities).count != identities.count { return "an identity appears twice" }
    let companies = rows.compactMap(\.company)
    let catalog = shown.directory.catalog
    // Only a new answer for a company's market takes it away, when that answer lacks it.
    var refreshed: Market?
    if case .marketLoaded(let data) = event { refreshed = data.market }
    let gone = before.directory.catalog.companies.filter {
      catalog.company(withCode: $0.code) == nil
    }
    if gone.contains(where: { $0.market != refreshed }) {
      return "a company left the catalog"
    }
    if case .marketFailed = event, companies != before.rows.compactMap(\.company) {
      return "a failure changed the company rows"
    }
    if !companies.allSatisfy({ catalog.company(withCode: $0.company.code) == $0.company }) {
      return "a company row is not in the catalog"
    }
    if shown.lazyRows.companyCount != companies.count { return "companyCount is wrong" }
    return statusProblem(rows, companies: companies.count, total: catalog.count)
  }

  /// The status header's counts must be the company rows (and the catalog while filtering).
  static func statusProblem(_ rows: [DirectoryRow], companies: Int, total: Int) -> String? {
    guard case .status(let text)? = rows.first else {
      return companies == 0 ? nil : "company rows without a status header"
    }
    let numbers = text.split { !$0.isASCII || !$0.isNumber }.compactMap { Int($0) }
    let expected = text.hasPrefix("符合") ? [companies, total] : [companies]
    return numbers.suffix(expected.count) == expected[...] ? nil : "status \(text) for \(companies)"
  }
}

extension DirectoryRow {
  var company: CompanyRow? {
    if case .company(let row) = self { return row }
    return nil
  }
}

extension Array where Element == DirectoryRow {
  /// `company(code: "2330") 台積電 - (2330) shortName 0..<2`, or `nothing`.
  func row(_ index: Int) -> String {
    guard indices.contains(index) else { return "nothing" }
    let row = self[index]
    let marks = row.company?.highlights.map { "\($0.field) \($0.range)" } ?? []
    return ModelText.literal(([row.title] + marks).joined(separator: " "))
  }
}
