import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

/// Random sequences against the profile page: opened, answered in and out of order, late,
/// twice or unasked, failed and retried, tapped; checked after every event against
/// `ModelProfile` and the screen's invariants. Documents come in every mix of parts,
/// `serviceAble` true, false or absent.
final class ProfileModelTests: XCTestCase {
  /// What the test does next: open a page, answer, retry, tap.
  enum Action: CustomStringConvertible {
    /// Opens a new page for `code`; the old page's answers go with it.
    case open(String)
    /// Answers the outstanding fetch at `slot` (modulo their number) with `outcome`.
    case answer(slot: Int, Outcome)
    /// Delivers again an answer this page already had: late or duplicated.
    case again(slot: Int)
    /// An answer nobody asked for.
    case stray(Outcome)
    case retry
    /// Taps the row at `index` (modulo the rows).
    case tap(Int)
    /// Asks for an action no row offers.
    case tapElsewhere
    /// Presses the page's 加入自選股.
    case watch

    var description: String {
      switch self {
      case .open(let code): "open \(code)"
      case .answer(let slot, let outcome): "answer outstanding #\(slot) with \(outcome)"
      case .again(let slot): "deliver answered #\(slot) again"
      case .stray(let outcome): "stray answer: \(outcome)"
      case .retry: "retry"
      case .tap(let index): "tap row \(index)"
      case .tapElsewhere: "ask for an action on no row"
      case .watch: "watch"
      }
    }
  }

  /// An answer: a document drawn by `variant`, a failure, or no such company.
  enum Outcome: CustomStringConvertible {
    case document(variant: UInt64)
    case failure(String)
    case notFound

    var description: String {
      switch self {
      case .document(let variant): "document v\(variant)"
      case .failure(let reason): "failure \(reason)"
      case .notFound: "no such company"
      }
    }
  }

  func testRandomSequences_AgreeWithTheReferenceModel() {
    let coverage = ModelCoverage()
    let runner = ModelRunner<Action>(
      generate: Self.sequence, play: { Self.play($0, coverage: coverage) },
      describe: \.description)
    guard runner.run(sequences: 4_000, base: 0x9E0F_1000) else { return }
    coverage.require(
      [
        "a document shown", "a failure shown", "no such company", "a retry",
        "an answer while not loading", "a failure after a document", "a retry when none failed",
        "the service notice", "service down without shortcuts", "nothing to show",
        "an action performed", "an action refused",
      ], atLeast: 100)
    coverage.require(["a watch asked for", "a watch refused"], atLeast: 20)
  }

  /// `serviceAble` in each of its three states, with every mix of the other parts (each
  /// absent, empty or full): the page agrees with the model.
  func testEveryMixOfParts_AgreesWithTheModelInEachServiceState() {
    var checked = 0
    for document in Self.everyMix() {
      let rows = CompanyProfile(code: "2330", document: document).rows
      XCTAssertEqual(rows, ModelProfile.rows(of: document), "\(document)")
      if document.serviceAble == false {
        XCTAssertEqual(
          rows.contains(.serviceNotice()), document.shortcuts != nil,
          "the notice stands in for shortcuts, and only for them: \(document)")
      }
      checked += 1
    }
    XCTAssertEqual(checked, 3 * 2 * 3 * 3 * 3)
  }

  func testServiceDown_WithoutShortcuts_ShowsNoNotice() {
    let document = ProfileDocument(
      serviceAble: false, header: Self.header, keyFigures: Self.figures, contact: Self.contact)
    let rows = CompanyProfile(code: "2330", document: document).rows
    XCTAssertFalse(rows.contains(.serviceNotice()), "\(rows)")
    XCTAssertEqual(rows.count, 1 + Self.figures.count + 3)
  }

  // MARK: - Documents

  static let header = ProfileDocument.Header(
    code: "2330", shortName: "台積電", fullName: "台灣積體電路製造股份有限公司", market: .listed,
    listingDate: CalendarDate(year: 1994, month: 9, day: 5))
  static let figures = [
    ProfileDocument.KeyFigure(label: "資本額", value: "259,327,332,420 元"),
    ProfileDocument.KeyFigure(label: "產業別", value: "24"),
  ]
  static let shortcuts = [
    ProfileDocument.Shortcut(text: "公司網站", functionType: .website, target: "https://www.tsmc.com"),
    ProfileDocument.Shortcut(text: "總機", functionType: .telephone, target: "03-5636688"),
    ProfileDocument.Shortcut(text: "invest@tsmc.com", functionType: .email),
    ProfileDocument.Shortcut(text: "股務代理", functionType: .transferAgent, target: "中國信託"),
  ]
  static let contact = ProfileDocument.Contact(
    chairman: "魏哲家", generalManager: "魏哲家", spokesperson: "黃仁昭", spokespersonTitle: "財務長")

  /// Every document whose service state is absent, true or false, with the header absent or
  /// there, and each list part and the contact absent, empty or full.
  static func everyMix() -> [ProfileDocument] {
    var documents: [ProfileDocument] = []
    for serviceAble in [nil, true, false] as [Bool?] {
      for header in [nil, Self.header] {
        for figures in [nil, [], Self.figures] {
          for shortcuts in [nil, [], Self.shortcuts] {
            for contact in [nil, ProfileDocument.Contact(), Self.contact] {
              documents.append(
                ProfileDocument(
                  serviceAble: serviceAble, header: header, keyFigures: figures,
                  shortcuts: shortcuts, contact: contact))
            }
          }
        }
      }
    }
    return documents
  }

  /// A document drawn by `variant` from the mixes, now and then with a problem reported.
  static func document(_ variant: UInt64) -> (ProfileDocument, [ProfileProblem]) {
    var random = SplitMix64(seed: variant)
    let mixes = everyMix()
    let document = mixes[Int.random(in: 0..<mixes.count, using: &random)]
    let problems =
      Bool.random(using: &random)
      ? [] : [ProfileProblem(part: "keyFigures", detail: ": expected an array")]
    return (document, problems)
  }

  // MARK: - Generating

  static let codes = ["2330", "6488", "1260"]

  static func sequence(_ random: inout SplitMix64) -> [Action] {
    let first = Action.open(codes.randomElement(using: &random) ?? "2330")
    return [first] + (0..<Int.random(in: 1...16, using: &random)).map { _ in action(&random) }
  }

  static func action(_ random: inout SplitMix64) -> Action {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<5: return .open(codes.randomElement(using: &random) ?? "2330")
    case 5..<40: return .answer(slot: Int.random(in: 0..<2, using: &random), outcome(&random))
    case 40..<52: return .again(slot: Int.random(in: 0..<3, using: &random))
    case 52..<60: return .stray(outcome(&random))
    case 60..<78: return .retry
    case 78..<94: return .tap(Int.random(in: 0..<8, using: &random))
    case 94..<97: return .tapElsewhere
    default: return .watch
    }
  }

  static func outcome(_ random: inout SplitMix64) -> Outcome {
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<5: return .document(variant: random.next())
    case 5..<9: return .failure(["HTTP 500", "逾時（20 秒）"].randomElement(using: &random) ?? "")
    default: return .notFound
    }
  }
}
