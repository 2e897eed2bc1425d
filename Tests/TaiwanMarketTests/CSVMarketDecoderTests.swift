import Foundation
import TaiwanMarket
import XCTest

final class CSVMarketDecoderTests: XCTestCase {
  func testQuotedFields_KeepCommasLineBreaksAndEscapedQuotes() throws {
    let data = try Decoding.csv("quoted_fields.csv").get()
    XCTAssertEqual(data.companies.map(\.code), ["9101", "9102", "9103", "9104"])
    XCTAssertEqual(data.company("9101")?.fullName, "Comma Holding Co., Ltd.")
    XCTAssertEqual(data.company("9102")?.fullName, "第一行\n第二行")
    XCTAssertEqual(data.company("9103")?.fullName, "說\"引號\"的公司")
    XCTAssertEqual(data.company("9103")?.capital, 1000)
    XCTAssertEqual(data.company("9104")?.fullName, "", "an empty required value is kept empty")
    XCTAssertNil(data.company("9104")?.capital)
    XCTAssertEqual(data.issues, [])
    XCTAssertEqual(data.dataDate?.description, "2024-10-29")
  }

  func testCRLF_DecodesLikeLF() throws {
    let data = try Decoding.csv("crlf.csv").get()
    XCTAssertEqual(data.companies.map(\.shortName), ["甲乙", "跨行"])
    XCTAssertEqual(data.company("9201")?.capital, 200_000_000)
    XCTAssertEqual(data.company("9202")?.fullName, "跨行\r\n公司", "a quoted line break is data")
    XCTAssertEqual(data.issues, [])
  }

  func testByteOrderMark_IsSkippedBeforeAnUnquotedHeader() throws {
    let data = try Decoding.csv("bom.csv").get()
    XCTAssertEqual(data.companies.map(\.code), ["9301"])
    XCTAssertEqual(data.company("9301")?.capital, 1_000_000)
  }

  func testLastLineWithoutLineEnd_IsARecord() throws {
    let data = try Decoding.csv("no_trailing_newline.csv").get()
    XCTAssertEqual(data.companies.map(\.code), ["9401", "9402"])
    XCTAssertEqual(data.company("9402")?.capital, 6000)
  }

  func testOlder32ColumnHeader_DecodesByColumnName() throws {
    let data = try Decoding.csv("older_32_columns.csv").get()
    XCTAssertEqual(data.issues, [])
    let first = try XCTUnwrap(data.company("9501"))
    XCTAssertEqual(first.shortName, "舊泥")
    XCTAssertEqual(first.capital, 12_345_678_900)
    XCTAssertNil(first.issuedShares, "the 32-column years have no issued shares column")
    XCTAssertNil(first.foreignRegistration)
    XCTAssertEqual(first.industryCode, "01")
    XCTAssertEqual(first.chairman, "王大同")
    XCTAssertEqual(first.generalManager, "李小明")
    XCTAssertEqual(first.spokesperson, "陳發言")
    XCTAssertEqual(first.spokespersonTitle, "財務長")
    XCTAssertEqual(first.telephone, "(02)1234-5678")
    XCTAssertEqual(first.incorporationDate?.description, "1950-01-01")
    XCTAssertEqual(first.listingDate?.description, "1962-01-01")
    XCTAssertEqual(first.parValue, "新台幣 10.0000元")
    XCTAssertEqual(first.transferAgent, "測試證券股務代理部")
    XCTAssertEqual(first.englishShortName, "OLDCEM")
    XCTAssertEqual(first.email, "ir@example.com.tw")
    XCTAssertEqual(first.website, "https://www.example.com.tw")
    XCTAssertEqual(first.address, "台北市測試路1號")
    XCTAssertEqual(first.dataDate?.description, "2023-06-30")
    let second = try XCTUnwrap(data.company("9502"))
    XCTAssertEqual(second.foreignRegistration, "KY 開曼群島")
    XCTAssertTrue(second.isForeign)
    XCTAssertEqual(second.parValue, "美金0.05元")
    XCTAssertNil(second.spokesperson)
    XCTAssertNil(second.website)
  }

  func testHeaderOnly_IsNoUsableCompanyNotAnEmptyMarket() throws {
    let error = try XCTUnwrap(Decoding.csv("header_only.csv", market: .emerging).failure())
    XCTAssertEqual(error.kind, .noUsableCompanies(unusable: 0))
    XCTAssertEqual(error.market, .emerging)
    XCTAssertNil(error.line)
    XCTAssertEqual(error.reason, "header_only.csv 沒有任何公司資料")
    XCTAssertEqual(error.description, "興櫃 header_only.csv: 沒有任何公司資料")
  }

  func testEveryRecordUnusable_IsNoUsableCompanyCountingThem() throws {
    let error = try XCTUnwrap(Decoding.csv("nothing_usable.csv").failure())
    XCTAssertEqual(error.kind, .noUsableCompanies(unusable: 3))
    XCTAssertEqual(error.reason, "nothing_usable.csv 沒有任何可用的公司資料（3 筆都無法解讀）")
  }

  func testRecordWithoutAnyName_IsSkippedAndOneNameIsEnough() throws {
    let data = try Decoding.csv("unnamed.csv").get()
    XCTAssertEqual(data.companies.map(\.code), ["9951", "9952", "9955"])
    XCTAssertEqual(data.company("9951")?.shortName, "")
    XCTAssertEqual(data.company("9951")?.fullName, "只有全名股份有限公司")
    XCTAssertEqual(data.company("9952")?.shortName, "只有簡稱")
    XCTAssertEqual(data.issues.map(\.kind), [.emptyNames, .emptyNames], "spaces are no name")
    XCTAssertEqual(data.issues.map(\.line), [4, 5])
    XCTAssertEqual(data.issues.map(\.numbering), [.line, .line])
    XCTAssertEqual(
      data.issues.first?.description,
      "unnamed.csv:4: 公司簡稱 and 公司名稱 are both empty; record skipped")
  }

  func testCompanies_AreSortedByCodeBytes() throws {
    let data = try Decoding.csv("unsorted.csv").get()
    XCTAssertEqual(data.companies.map(\.code), ["0050", "00632R", "9941", "9944"])
  }

  func testEmptyCode_SkipsTheRecordWithItsLine() throws {
    let data = try Decoding.csv("empty_code.csv").get()
    XCTAssertEqual(data.companies.map(\.code), ["9901", "9903"])
    XCTAssertEqual(data.issues.map(\.kind), [.emptyCode])
    XCTAssertEqual(data.issues.map(\.line), [3])
    XCTAssertEqual(
      data.issues.map(\.description), ["empty_code.csv:3: 公司代號 is empty; record skipped"])
  }

  func testDuplicateCode_KeepsTheFirstAndReportsTheLater() throws {
    let data = try Decoding.csv("duplicate_code.csv").get()
    XCTAssertEqual(data.companies.map(\.shortName), ["原本", "其他"])
    XCTAssertEqual(data.issues.map(\.kind), [.duplicateCode("9911")])
    XCTAssertEqual(
      data.issues.map(\.description),
      ["duplicate_code.csv:4: code 9911 appears again; record skipped"])
  }

  func testShortRecord_IsSkippedAndTheRestDecodes() throws {
    let data = try Decoding.csv("short_record.csv").get()
    XCTAssertEqual(data.companies.map(\.code), ["9921", "9923"])
    XCTAssertEqual(data.issues.map(\.kind), [.missingFields(expected: 5, found: 3)])
    XCTAssertEqual(
      data.issues.map(\.description),
      ["short_record.csv:3: 3 fields where the header has 5; record skipped"])
  }

  func testInvalidCapital_LeavesItNilAndReportsTheText() throws {
    let data = try Decoding.csv("bad_capital.csv").get()
    XCTAssertEqual(data.companies.count, 5, "a bad value does not cost the record")
    XCTAssertNil(data.company("9931")?.capital)
    XCTAssertEqual(data.company("9932")?.capital, 1_234_567)
    XCTAssertEqual(data.company("9933")?.capital, 123_456)
    XCTAssertNil(data.company("9934")?.capital)
    XCTAssertNil(data.company("9935")?.capital, "blank is absent, not invalid")
    XCTAssertEqual(
      data.issues.map(\.kind),
      [
        .invalidValue(field: "實收資本額", found: "abc"),
        .invalidValue(field: "實收資本額", found: "99999999999999999999"),
      ])
    XCTAssertEqual(data.issues.map(\.line), [2, 5])
    XCTAssertEqual(data.issues.first?.description, "bad_capital.csv:2: 實收資本額 is not valid: \"abc\"")
  }

  func testBlankLinesAndTrailingEmptyField_AreHandled() throws {
    let body = "公司代號,公司簡稱,公司名稱,董事長\n\n9001,甲,甲公司,\r\n\r\n9002,乙,乙公司,王\r"
    let data = try CSVMarketDecoder.decode(
      Array(body.utf8), market: .listed, origin: .memory(name: "blank"))
    XCTAssertEqual(data.companies.map(\.code), ["9001", "9002"])
    XCTAssertNil(data.company("9001")?.chairman)
    XCTAssertEqual(data.company("9002")?.chairman, "王", "a CR that ends the body ends the line")
    XCTAssertEqual(data.issues, [])
  }

  func testTextAfterAClosingQuote_IsKept() throws {
    let body = "公司代號,公司簡稱,公司名稱\n\"9001\",\"甲\"乙,\"丙\"\"丁\"戊\n"
    let data = try CSVMarketDecoder.decode(
      Array(body.utf8), market: .listed, origin: .memory(name: "lenient"))
    XCTAssertEqual(data.company("9001")?.shortName, "甲乙")
    XCTAssertEqual(data.company("9001")?.fullName, "丙\"丁戊")
  }

  func testDecode_ArrayAndDataGiveTheSameAnswer() throws {
    let body = try TestFiles.fixtureData("quoted_fields.csv")
    let fromData = try CSVMarketDecoder.decode(body, market: .otc, origin: .memory(name: "a"))
    let fromArray = try CSVMarketDecoder.decode(
      [UInt8](body), market: .otc, origin: .memory(name: "a"))
    XCTAssertEqual(fromData, fromArray)
    XCTAssertTrue(fromData.companies.allSatisfy { $0.market == .otc })
    XCTAssertEqual(fromData.origin, .memory(name: "a"))
  }
}
