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
    case watch(String)

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
      case .watch(let code): "watch \(code)"
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
    let changes = directory.rows.changes(since: before.rows)
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
    let play: @Sendable ([Action]) -> ModelFailure? = { actions in
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
    case 94..<97: return .select(codes.randomElement(using: &random) ?? "")
    default: return .watch(codes.randomElement(using: &random) ?? "")
    }
  }

  static func outcome(_ random: inout SplitMix64) -> Outcome {
    guard Int.random(in: 0..<4, using: &random) > 0 else {
      return .failure(["HTTP 500", "逾時（1 秒）", "內容是空的"].randomElement(using: &random) ?? "")
    }
    return .data(variant: random.next(), stale: Int.random(in: 0..<5, using: &random) == 0)
  }
}
