import XCTest

@testable import TaiwanMarket

/// The embedded sample's problems name their lines from 1, counting comments and blank
/// lines, so a mistake in the sample's text is found where the message says.
final class SampleReaderLineTests: XCTestCase {
  func testProblems_NameTheLineTheyAreOn() {
    let text = """
      # comment on line 1
      1101 | 台泥 | 臺灣水泥 | 1000

      1102 | 亞泥
        details before nothing
      """
    let (data, problems) = EmbeddedSample.parse(text, market: .listed, dataDate: nil)
    XCTAssertEqual(data.companies.map(\.code), ["1101"])
    XCTAssertEqual(
      problems,
      [
        "4: a company line has code | short name | full name | capital",
        "5: details before any company",
      ])
  }

  func testOneASCIIByteAfterAClosingQuote_IsKeptInTheField() throws {
    let body = "公司代號,公司簡稱,公司名稱\n9001,\"ab\"c,\"d\"e\n"
    let data = try CSVMarketDecoder.decode(
      Array(body.utf8), market: .listed, origin: .memory(name: "lenient"))
    XCTAssertEqual(data.companies.first?.shortName, "abc")
    XCTAssertEqual(data.companies.first?.fullName, "de")
  }
}
