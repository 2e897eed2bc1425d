import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

/// Random event sequences against the company directory, checked after every event against
/// `ModelDirectory` and the screen's invariants.
final class DirectoryModelTests: XCTestCase {
  /// What the test does next: a user action, or the source answering.
  enum Action: CustomStringConvertible {
    case request(Market)
    case retry(Market?)
    /// Answers the outstanding request at `slot` (modulo their number) with `outcome`.
    case answer(slot: Int, Outcome)
    /// An answer nobody is waiting for: late, duplicated or never asked.
    case stray(Market, Outcome)
    case filter(String)
    case type(String)
    case erase
    case select(String)

    var description: String {
      switch self {
      case .request(let market): "request \(market)"
      case .retry(let market): "retry \(market.map(\.rawValue) ?? "all")"
      case .answer(let slot, let outcome): "answer outstanding #\(slot) with \(outcome)"
      case .stray(let market, let outcome): "stray answer for \(market): \(outcome)"
      case .filter(let text): "filter \(ModelText.literal(text))"
      case .type(let text): "type \(ModelText.literal(text))"
      case .erase: "erase one character"
      case .select(let code): "select \(code)"
      }
    }
  }

  /// An answer: a subset of the pool chosen by `variant`, or a failure.
  enum Outcome: CustomStringConvertible {
    case data(variant: UInt64, stale: Bool)
    case failure(String)

    var description: String {
      switch self {
      case .data(let variant, let stale): "data v\(variant)\(stale ? " (stale)" : "")"
      case .failure(let reason): "failure \(reason)"
      }
    }
  }

  func testRandomSequences_AgreeWithTheReferenceModel() {
    let coverage = ModelCoverage()
    let runner = ModelRunner<Action>(
      generate: Self.sequence, play: { Self.play($0, coverage: coverage) },
      describe: \.description)
    guard runner.run(sequences: 4_000, base: 0xD1EC_7000) else { return }
    coverage.require(
      [
        "a notice", "a notice naming lines past five", "an answer without a company",
        "an error row", "a stale row", "no match", "matches in three tiers", "a profile shown",
        "a moved row", "an updated row",
      ], atLeast: 100)
  }

  /// Found by the model: `\u{E9}` and `e\u{301}` are equal Strings, so typing one after the
  /// other reused the first one's matches, which the byte search of the index had found for
  /// the other spelling.
  func testFilter_RespellingAnAccentSearchesForTheNewSpelling() {
    var directory = Self.directory(with: [
      ModelCompanies.company("8001", "Caf\u{E9}", "咖啡甲"),
      ModelCompanies.company("8002", "Cafe\u{301}", "咖啡乙"),
    ])
    directory.handle(.filterChanged("e\u{301}"))
    XCTAssertEqual(Array(directory.rows).compactMap(\.company?.company.code), ["8002"])
    directory.handle(.filterChanged("\u{E9}"))
    XCTAssertEqual(Array(directory.rows).compactMap(\.company?.company.code), ["8001"])
  }

  /// Found by the model: with both spellings in one name, the changes between the two
  /// queries compared the queries as Strings and missed the moved highlight.
  func testChanges_RespellingAnAccentUpdatesTheHighlight() {
    var directory = Self.directory(with: [ModelCompanies.company("8003", "\u{E9}e\u{301}", "咖啡丙")])
    directory.handle(.filterChanged("e\u{301}"))
    let before = directory
    directory.handle(.filterChanged("\u{E9}"))
    let rows = Array(directory.rows)
    XCTAssertEqual(
      rows.compactMap(\.company?.highlights), [[Highlight(field: .shortName, range: 0..<1)]])
    let changes = directory.changes(since: before)
    XCTAssertEqual(changes.updates.map(\.new), [1], "the company row, below the status")
    XCTAssertEqual(changes.apply(to: Array(before.rows), taking: rows), rows)
  }

  static func directory(with companies: [Company]) -> CompanyDirectory {
    var directory = CompanyDirectory()
    directory.handle(.loadRequested(.listed))
    directory.handle(
      .marketLoaded(MarketData(market: .listed, companies: companies, origin: .memory(name: "t"))))
    return directory
  }

  func testShrinking_CutsAFailingSequenceToTheEventsThatMatter() {
    // A deliberately wrong check: "no market ever fails". Only the request and its failing
    // answer are needed to break it.
    let actions: [Action] = [
      .filter("台"), .request(.listed), .request(.otc), .type("積"),
      .answer(slot: 1, .failure("HTTP 500")), .erase, .select("2330"),
    ]
    let play = { (actions: [Action]) -> ModelFailure? in
      var directory = CompanyDirectory()
      var outstanding: [Market] = []
      for (step, action) in actions.enumerated() {
        Self.perform(action, on: &directory, outstanding: &outstanding)
        let failed = Market.allCases.contains {
          if case .failed = directory.loadState(of: $0) { return true }
          return false
        }
        if failed { return ModelFailure(step: step, message: "a market failed") }
      }
      return nil
    }
    let runner = ModelRunner<Action>(generate: { _ in [] }, play: play, describe: \.description)
    guard let failure = play(actions) else { return XCTFail("the sequence must fail") }
    let (shrunk, _) = runner.shrink(actions, failure)
    XCTAssertEqual(
      shrunk.map(\.description), ["request otc", "answer outstanding #1 with failure HTTP 500"])
  }

  // MARK: - Generating

  static let queries = [
    "", " ", "\u{3000}", "台", "臺", "台積", "臺灣", "2", "23", "2330", "0050", "1", "TS", "ts",
    "ｔｓ", "ＴＳＭＣ", "m3", "電", "股份", "xyz", " 台積 ", "\t亞", "-KY", "\u{E9}", "e\u{301}",
    "cafe\u{301}", "caf\u{E9}", "B", "2883", "28", "台灣高鐵", "台灣", "高鐵", "1000",
  ]
  static let keystrokes = [
    "台", "積", "灣", "2", "3", "0", "8", "T", "s", "e", "\u{301}", "\u{E9}", " ",
  ]
  static let codes = ModelCompanies.pool.map(\.code) + ["9999"]

  static func sequence(_ random: inout SplitMix64) -> [Action] {
    let length = Int.random(in: 1...20, using: &random)
    return (0..<length).map { _ in action(&random) }
  }

  static func action(_ random: inout SplitMix64) -> Action {
    let market = Market.allCases.randomElement(using: &random) ?? .listed
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<18: return .request(market)
    case 18..<26: return .retry(Bool.random(using: &random) ? market : nil)
    case 26..<56: return .answer(slot: Int.random(in: 0..<3, using: &random), outcome(&random))
    case 56..<62: return .stray(market, outcome(&random))
    case 62..<74: return .filter(queries.randomElement(using: &random) ?? "")
    case 74..<86: return .type(keystrokes.randomElement(using: &random) ?? "")
    case 86..<94: return .erase
    default: return .select(codes.randomElement(using: &random) ?? "")
    }
  }

  static func outcome(_ random: inout SplitMix64) -> Outcome {
    guard Int.random(in: 0..<4, using: &random) > 0 else {
      return .failure(["HTTP 500", "逾時（1 秒）", "內容是空的"].randomElement(using: &random) ?? "")
    }
    return .data(variant: random.next(), stale: Int.random(in: 0..<5, using: &random) == 0)
  }
}

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
        MarketDataError(market: market, origin: .memory(name: "model"), kind: .injected(reason)))
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
      case .notice(_, _, let detail):
        coverage.note("a notice")
        if detail.contains("…") { coverage.note("a notice naming lines past five") }
      case .error(_, let reason):
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
      changes, from: before.rows, to: rows, identity: \.identity)
    {
      return "the fast changes: \(problem)"
    }
    let identities = rows.map(\.identity)
    if Set(identities).count != identities.count { return "an identity appears twice" }
    let companies = rows.compactMap(\.company)
    let catalog = shown.directory.catalog
    if !before.directory.catalog.companies.allSatisfy({ catalog.company(withCode: $0.code) != nil })
    {
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
  fileprivate var company: CompanyRow? {
    if case .company(let row) = self { return row }
    return nil
  }
}

extension Array where Element == DirectoryRow {
  /// `company(code: "2330") 台積電 - (2330) shortName 0..<2`, or `nothing`.
  fileprivate func row(_ index: Int) -> String {
    guard indices.contains(index) else { return "nothing" }
    let row = self[index]
    let marks = row.company?.highlights.map { "\($0.field) \($0.range)" } ?? []
    return ModelText.literal(([row.title] + marks).joined(separator: " "))
  }
}
