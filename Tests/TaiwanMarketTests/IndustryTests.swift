import Foundation
import TaiwanMarket
import XCTest

/// The industry classification: every code the exchanges' real files use has a name, and a
/// code is read as the data writes it.
final class IndustryTests: XCTestCase {
  func testEveryIndustryCodeOfTheRealFilesHasAName() throws {
    var missing: [String: Int] = [:]
    var seen = Set<String>()
    for (name, market) in [("t187ap03_L.csv", Market.listed), ("t187ap03_O.csv", .otc)] {
      let file = try TestFiles.sharedFile(name)
      let data = try CSVMarketDecoder.decode(
        try Data(contentsOf: file), market: market, origin: .file(path: file.path))
      for company in data.companies {
        let code = try XCTUnwrap(company.industryCode, "\(company.code) in \(name) has no 產業別")
        seen.insert(code)
        if Industry(code: code) == nil { missing[code, default: 0] += 1 }
      }
    }
    XCTAssertEqual(missing, [:], "產業別 codes of the real files without a name (code: companies)")
    // The files use most of the classification; a decoder that lost the column would not.
    XCTAssertGreaterThan(seen.count, 30, "the files' distinct 產業別 codes: \(seen.sorted())")
  }

  func testCodesReadAsTheDataWritesThem() {
    XCTAssertEqual(Industry(code: "24")?.name, "半導體業")
    XCTAssertEqual(Industry(code: "01")?.displayName, "水泥工業（01）")
    XCTAssertEqual(Industry(code: "91")?.name, "存託憑證")
    XCTAssertEqual(
      Industry(code: " 24 ")?.code, "24", "white space around a code is not part of it")
    XCTAssertNil(Industry(code: "1"), "codes are two digits: 1 is not 01")
    XCTAssertNil(Industry(code: "07"), "07 化學生技醫療 was split in 2007 and names no company now")
    XCTAssertNil(Industry(code: ""))
  }

  func testTheClassificationIsByCodeEachCodeOnce() {
    let codes = Industry.all.map(\.code)
    XCTAssertEqual(codes, codes.sorted())
    XCTAssertEqual(Set(codes).count, codes.count)
    XCTAssertEqual(Set(Industry.all.map(\.name)).count, codes.count, "two industries share a name")
    for (place, industry) in Industry.all.enumerated() {
      XCTAssertEqual(Industry.ordinal(ofCode: industry.code), place)
    }
  }

  func testACompanyNamesItsIndustry() {
    var company = Company(
      code: "2330", shortName: "台積電", fullName: "", capital: nil, market: .listed,
      industryCode: "24")
    XCTAssertEqual(company.industry?.displayName, "半導體業（24）")
    company.industryCode = "99"
    XCTAssertNil(company.industry)
  }
}
