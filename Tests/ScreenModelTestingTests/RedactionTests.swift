import Foundation
import LibraryTestSupport
import ScreenModelTesting
import TestSupport
import Testing
import XCTest

/// `.redacting(…)`: volatile parts of a text become placeholders before it is compared and
/// written, so the reference shows the placeholder and a later run with other values matches.
@Suite struct RedactionTests {
  @Test func regex_ReferenceShowsThePlaceholderAndOtherValuesMatch() throws {
    let package = try TemporaryPackage()
    let strategy = TextSnapshotting<String>.lines.redacting(/\d{2}:\d{2}:\d{2}/, as: "<時間>")
    let first = verifyTextSnapshot(
      of: "成交 09:41:07 價 1,005\n收盤 13:30:00", as: strategy, in: package.folders,
      environment: [:])
    #expect(first.status == .recorded)
    let path = "Snapshots/RedactionTests/regex_ReferenceShowsThePlaceholderAndOtherValuesMatch.txt"
    #expect(package.read(path) == "成交 <時間> 價 1,005\n收盤 <時間>\n")
    let later = verifyTextSnapshot(
      of: "成交 10:02:59 價 1,005\n收盤 13:30:00", as: strategy, named: nil,
      atPath: "RedactionTests/regex_ReferenceShowsThePlaceholderAndOtherValuesMatch.txt",
      in: package.folders, environment: [:])
    #expect(later.status == .matched)
    let changed = verifyTextSnapshot(
      of: "成交 10:02:59 價 1,010\n收盤 13:30:00", as: strategy,
      atPath: "RedactionTests/regex_ReferenceShowsThePlaceholderAndOtherValuesMatch.txt",
      in: package.folders, environment: [:])
    guard case .mismatched(let diff) = changed.status else {
      Issue.record("a changed price must still fail, got \(changed.status)")
      return
    }
    #expect(diff.description.contains("-成交 <時間> 價 1,005\n+成交 <時間> 價 1,010"))
  }

  @Test func patternAndClosure_ChainInOrder() throws {
    let package = try TemporaryPackage()
    let strategy = TextSnapshotting<String>.lines
      .redacting(matching: "req-[0-9a-f]{8}", as: "<id>")
      .redacting { $0.replacingOccurrences(of: "<id>", with: "<請求>") }
    let outcome = verifyTextSnapshot(
      of: "送出 req-0badf00d\n回應 req-12345678", as: strategy, in: package.folders,
      environment: [:])
    #expect(outcome.status == .recorded)
    #expect(
      package.read("Snapshots/RedactionTests/patternAndClosure_ChainInOrder.txt")
        == "送出 <請求>\n回應 <請求>\n")
  }

  @Test func pullbackOfARedactedStrategy_RedactsTheOtherTypesText() throws {
    let package = try TemporaryPackage()
    let strategy = TextSnapshotting<String>.lines.redacting(/\d+/, as: "N")
      .pullback { (count: Int) in "數量 \(count) 筆" }
    let outcome = verifyTextSnapshot(of: 1867, as: strategy, in: package.folders, environment: [:])
    #expect(outcome.status == .recorded)
    #expect(
      package.read(
        "Snapshots/RedactionTests/pullbackOfARedactedStrategy_RedactsTheOtherTypesText.txt")
        == "數量 N 筆\n")
  }

  @Test func badPattern_FailsNamingItAndWritesNothing() throws {
    let package = try TemporaryPackage()
    let outcome = verifyTextSnapshot(
      of: "a", as: .lines.redacting(matching: "([", as: "x"), in: package.folders,
      environment: [:])
    guard case .unchecked(.notSnapshottable(let reason)) = outcome.status else {
      Issue.record("expected a refusal, got \(outcome.status)")
      return
    }
    #expect(reason.hasPrefix("the redaction pattern \"([\" is not a regular expression: "))
    #expect(package.allFiles() == [])
  }

  @Test func closureThatThrows_FailsWithItsMessage() throws {
    struct Unredactable: Error, CustomStringConvertible {
      var description: String { "no price on this line" }
    }
    let package = try TemporaryPackage()
    let outcome = verifyTextSnapshot(
      of: "a", as: .lines.redacting { _ in throw Unredactable() }, in: package.folders,
      environment: [:])
    guard case .unchecked(.notSnapshottable(let reason)) = outcome.status else {
      Issue.record("expected a refusal, got \(outcome.status)")
      return
    }
    #expect(reason == "no price on this line")
  }
}

/// The same redaction from an XCTest test: the snapshot is named after the test case class.
final class RedactionXCTests: XCTestCase {
  func testRedaction_WorksFromXCTest() throws {
    let package = try TemporaryPackage()
    let strategy = TextSnapshotting<String>.lines.redacting(/\d{4}-\d{2}-\d{2}/, as: "<日期>")
    let first = verifyTextSnapshot(
      of: "資料日期 2024-10-29", as: strategy, in: package.folders, environment: [:])
    XCTAssertEqual(first.status, .recorded)
    XCTAssertEqual(
      package.read("Snapshots/RedactionXCTests/testRedaction_WorksFromXCTest.txt"),
      "資料日期 <日期>\n")
    let later = verifyTextSnapshot(
      of: "資料日期 2026-12-01", as: strategy,
      atPath: "RedactionXCTests/testRedaction_WorksFromXCTest.txt", in: package.folders,
      environment: [:])
    XCTAssertEqual(later.status, .matched)
  }
}
