import Foundation
import TaiwanMarket
import XCTest

/// What a notice is made from: skipped and repaired records counted once each, the first
/// lines they were on, and the error an answer without a company is.
final class DecodingIssueTests: XCTestCase {
  private let origin = DataOrigin.memory(name: "t")

  private func issue(
    _ kind: DecodingIssue.Kind, _ line: Int, _ numbering: DecodingIssue.Numbering = .line
  ) -> DecodingIssue {
    DecodingIssue(kind: kind, line: line, origin: origin, numbering: numbering)
  }

  private func invalid(_ field: String, _ line: Int) -> DecodingIssue {
    issue(.invalidValue(field: field, found: "x"), line)
  }

  func testNoIssues_IsAnEmptySummary() {
    let summary = DecodingSummary([])
    XCTAssertTrue(summary.isEmpty)
    XCTAssertEqual(summary, DecodingSummary())
  }

  func testSkippedAndRepairedRecords_AreCountedOnceEach() {
    let summary = DecodingSummary([
      invalid("實收資本額", 2), invalid("成立日期", 2), issue(.emptyCode, 5),
      invalid("上市日期", 7), issue(.emptyNames, 9),
    ])
    XCTAssertEqual(summary.skippedCount, 2)
    XCTAssertEqual(summary.skippedLines, [5, 9])
    XCTAssertEqual(summary.repairedCount, 2, "line 2 has two bad fields but is one record")
    XCTAssertEqual(summary.repairedLines, [2, 7])
    XCTAssertEqual(summary.repairedFields, ["實收資本額", "成立日期", "上市日期"])
    XCTAssertFalse(summary.isEmpty)
  }

  /// Two reasons to skip one record still skip one record.
  func testRecordSkippedForTwoReasons_CountsOnce() {
    let summary = DecodingSummary([
      issue(.emptyNames, 4), issue(.duplicateCode("9911"), 4), issue(.emptyCode, 6),
    ])
    XCTAssertEqual(summary.skippedCount, 2)
    XCTAssertEqual(summary.skippedLines, [4, 6])
  }

  /// A bad capital on a record whose code was met before: the record is gone, so it is
  /// skipped, not repaired.
  func testRepairedThenSkippedRecord_CountsAsSkipped() {
    let summary = DecodingSummary([invalid("實收資本額", 4), issue(.duplicateCode("9911"), 4)])
    XCTAssertEqual(summary.skippedCount, 1)
    XCTAssertEqual(summary.repairedCount, 0)
    XCTAssertEqual(summary.repairedFields, [])
  }

  func testLines_AreSortedAndCutToTheFirstFive() {
    let lines = [30, 3, 12, 8, 40, 5, 21]
    let summary = DecodingSummary(lines.map { issue(.missingFields(expected: 5, found: 2), $0) })
    XCTAssertEqual(summary.skippedCount, 7)
    XCTAssertEqual(summary.skippedLines, [3, 5, 8, 12, 21])
    XCTAssertEqual(
      DecodingSummary(skippedCount: 9, skippedLines: Array(1...9)).skippedLines.count, 5)
  }

  func testNumbering_FollowsTheIssues() {
    XCTAssertEqual(DecodingSummary([issue(.emptyCode, 1, .record)]).numbering, .record)
    XCTAssertEqual(DecodingSummary([issue(.emptyCode, 1)]).numbering, .line)
  }

  func testNoCompanyError_CountsTheSkippedRecordsWithGrouping() {
    let issues = (1...1_234).map { issue(.malformedRecord("a number, not an object"), $0, .record) }
    let data = MarketData(market: .otc, companies: [], issues: issues, origin: origin)
    XCTAssertEqual(data.noCompanyError?.kind, .noUsableCompanies(unusable: 1_234))
    XCTAssertEqual(data.noCompanyError?.reason, "t 沒有任何可用的公司資料（1,234 筆都無法解讀）")
    XCTAssertEqual(data.noCompanyError?.market, .otc)
  }

  func testNoCompanyError_IsNilWhenACompanyIsThere() {
    let company = Company(code: "1", shortName: "a", fullName: "", capital: nil, market: .otc)
    let data = MarketData(
      market: .otc, companies: [company], issues: [issue(.emptyCode, 2)], origin: origin)
    XCTAssertNil(data.noCompanyError)
  }

  /// Issues travel in the cache file, so a stale copy still says what it lacks.
  func testIssue_SurvivesAJSONRoundTrip() throws {
    let issues = [
      issue(.emptyNames, 3), issue(.duplicateCode("2330"), 4, .record), invalid("實收資本額", 5),
      issue(.missingFields(expected: 5, found: 2), 6), issue(.malformedRecord("null"), 7),
      issue(.unusableValue(field: "收盤價", found: "abc"), 8),
      issue(.fieldTooLong(field: "Name", limit: 256), 9, .record),
    ]
    let decoded = try JSONDecoder().decode(
      [DecodingIssue].self, from: JSONEncoder().encode(issues))
    XCTAssertEqual(decoded, issues)
  }

  /// A quote's field that cannot be used skips its record, and says which and what.
  func testUnusableAndTooLongFields_SkipTheirRecordNamingTheField() {
    let issues = [
      issue(.unusableValue(field: "收盤價", found: "abc"), 3),
      issue(.unusableValue(field: "證券代號", found: ""), 4),
      issue(.fieldTooLong(field: "Name", limit: 256), 5, .record),
    ]
    XCTAssertEqual(
      issues.map(\.description),
      [
        #"t:3: 收盤價 cannot be used: "abc"; record skipped"#, "t:4: 證券代號 is empty; record skipped",
        "t:5: Name is longer than 256 bytes; record skipped",
      ])
    XCTAssertTrue(issues.allSatisfy(\.kind.skipsRecord))
    XCTAssertEqual(DecodingSummary(issues).skippedLines, [3, 4, 5])
  }
}
