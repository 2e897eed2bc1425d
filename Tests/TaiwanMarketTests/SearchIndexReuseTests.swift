import TaiwanMarket
import XCTest

/// Results a search reuses were computed on one index; an index of another size (a market
/// arrived) must search afresh, or it answers with another catalog's matches.
final class SearchIndexReuseTests: XCTestCase {
  private func company(_ code: String, _ shortName: String, _ fullName: String) -> Company {
    Company(code: code, shortName: shortName, fullName: fullName, capital: nil, market: .listed)
  }

  private var before: [Company] {
    [company("1101", "台泥", "臺灣水泥"), company("2330", "台積電", "台灣積體電路製造")]
  }

  /// The same companies and, between them, one more that matches every query here.
  private var after: [Company] {
    [before[0], company("1240", "台積實業", "台積實業公司"), before[1]]
  }

  func testRankCounts_AddUpToTheMatches_NoneForAQueryNothingMatches() {
    let index = SearchIndex(after)
    for query in ["積", "台", "1101", "台積實", "鋼", "zzz", "台鋼"] {
      let results = index.search(query)
      XCTAssertEqual(results.rankCounts.reduce(0, +), results.positions.count, query)
      XCTAssertEqual(results.rankCounts.count, 4, query)
    }
    XCTAssertEqual(index.search("鋼").rankCounts, [0, 0, 0, 0])
  }

  func testNarrowerQuery_DoesNotReuseResultsOfAnIndexOfAnotherSize() {
    // Fewer matches than any of the new query's lists: a reuse would check only these.
    let old = SearchIndex(before).search("積")
    XCTAssertEqual(old.positions, [1])
    let index = SearchIndex(after)
    let reused = index.search("台積", reusing: [old])
    XCTAssertEqual(reused, index.search("台積"))
    XCTAssertEqual(reused.positions, [1, 2], "the new company is found, then 2330")
  }

  func testEqualQuery_DoesNotReturnResultsOfAnIndexOfAnotherSize() {
    let old = SearchIndex(before).search("台積")
    let index = SearchIndex(after)
    let reused = index.search("台積", reusing: [old])
    XCTAssertEqual(reused, index.search("台積"))
    XCTAssertEqual(reused.positions.count, 2)
  }

  func testResultsOfTheSameIndex_AreReusedAndAnswerAsAFreshSearch() {
    let index = SearchIndex(after)
    let first = index.search("台")
    XCTAssertEqual(index.search("台積", reusing: [first]), index.search("台積"))
    XCTAssertEqual(index.search(" 台 ", reusing: [first]).positions, first.positions)
  }
}
