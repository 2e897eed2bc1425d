import Foundation
import TaiwanMarket
import XCTest

/// `Company` keeps its fields in a shared box: it must still behave as a plain value.
final class CompanyValueTests: XCTestCase {
  private let tsmc = Company(
    code: "2330", shortName: "台積電", fullName: "台灣積體電路製造股份有限公司",
    capital: 259_327_332_420, market: .listed, englishShortName: "TSMC")

  func testCopies_AreIndependentValues() {
    var copy = tsmc
    XCTAssertEqual(copy, tsmc)
    copy.capital = 1
    copy.market = .otc
    XCTAssertEqual(tsmc.capital, 259_327_332_420, "changing a copy leaves the original")
    XCTAssertEqual(tsmc.market, .listed)
    XCTAssertNotEqual(copy, tsmc)
    XCTAssertEqual(copy.id, tsmc.id, "the identity is the code")
  }

  func testEquality_ComparesEveryField() {
    var other = Company(
      code: "2330", shortName: "台積電", fullName: "台灣積體電路製造股份有限公司",
      capital: 259_327_332_420, market: .listed, englishShortName: "TSMC")
    XCTAssertEqual(other, tsmc)
    XCTAssertEqual(other.hashValue, tsmc.hashValue)
    other.website = "https://www.tsmc.com"
    XCTAssertNotEqual(other, tsmc)
    XCTAssertEqual(Set([tsmc, other, tsmc]).count, 2)
  }

  func testCodable_WritesThePlainFields() throws {
    let data = try JSONEncoder().encode(tsmc)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(object["code"] as? String, "2330")
    XCTAssertEqual(object["englishShortName"] as? String, "TSMC")
    XCTAssertEqual(try JSONDecoder().decode(Company.self, from: data), tsmc)
  }
}
