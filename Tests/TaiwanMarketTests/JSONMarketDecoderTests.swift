import Foundation
import TaiwanMarket
import XCTest

final class JSONMarketDecoderTests: XCTestCase {
  /// One group of `openapi_sample_records.json`, as the endpoint would send it: an array.
  private func sampleGroup(_ key: String, _ market: Market) throws -> MarketData {
    let file = try TestFiles.sharedFile("openapi_sample_records.json")
    let all = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    let group = try XCTUnwrap(all[key] as? [Any], key)
    let body = try JSONSerialization.data(withJSONObject: group)
    return try JSONMarketDecoder.decode(body, market: market, origin: .memory(name: key))
  }

  func testTWSERecords_DecodeWithChineseKeys() throws {
    let data = try sampleGroup("twse_t187ap03_L", .listed)
    XCTAssertEqual(data.companies.map(\.code), ["1101", "2330"])
    XCTAssertEqual(data.issues, [])
    XCTAssertEqual(data.dataDate?.description, "2026-10-09")
    let cement = try XCTUnwrap(data.company("1101"))
    XCTAssertEqual(cement.fullName, "臺灣水泥股份有限公司")
    XCTAssertEqual(cement.shortName, "台泥")
    XCTAssertEqual(cement.capital, 77_231_817_420)
    XCTAssertEqual(cement.issuedShares, 7_523_181_742)
    XCTAssertEqual(cement.chairman, "張安平")
    XCTAssertEqual(cement.spokespersonTitle, "永續長")
    XCTAssertNil(cement.foreignRegistration)
    let tsmc = try XCTUnwrap(data.company("2330"))
    XCTAssertEqual(tsmc.capital, 259_323_700_670)
    XCTAssertEqual(tsmc.generalManager, "總裁: 魏哲家")
    XCTAssertEqual(tsmc.address, "新竹科學園區力行六路8號")
    XCTAssertEqual(tsmc.incorporationDate?.description, "1987-02-21")
    XCTAssertEqual(tsmc.transferAgent, "中國信託商業銀行 代理部")
    XCTAssertEqual(tsmc.website, "https://www.tsmc.com")
    XCTAssertEqual(tsmc.email, "invest@tsmc.com")
  }

  func testTPExOTCRecords_DecodeWithEnglishKeys() throws {
    let data = try sampleGroup("tpex_mopsfin_t187ap03_O", .otc)
    XCTAssertEqual(data.companies.map(\.code), ["1240", "6488"])
    XCTAssertEqual(data.issues, [])
    let farm = try XCTUnwrap(data.company("1240"))
    XCTAssertEqual(farm.shortName, "茂生農經")
    XCTAssertEqual(farm.fullName, "茂生農經股份有限公司")
    XCTAssertEqual(farm.capital, 464_439_920)
    XCTAssertEqual(farm.englishShortName, "MORNSUN", "the trailing U+3000 is trimmed")
    XCTAssertEqual(farm.website, "https://www.morn-sun.com.tw/")
    XCTAssertEqual(farm.industryCode, "33")
    XCTAssertEqual(farm.spokespersonTitle, "公司治理主管")
    XCTAssertEqual(farm.listingDate?.description, "2018-08-08")
    XCTAssertTrue(farm.address?.hasPrefix("2F.,No.30,Sec. 1,Heping W.Rd.") ?? false)
    XCTAssertEqual(farm.dataDate?.description, "2026-10-10")
    let wafers = try XCTUnwrap(data.company("6488"))
    XCTAssertEqual(wafers.shortName, "環球晶")
    XCTAssertEqual(wafers.generalManager, "Mark England")
    XCTAssertEqual(wafers.transferAgent, "元大證券(股)公司股務代理部")
    XCTAssertEqual(wafers.issuedShares, 478_113_725)
    XCTAssertEqual(wafers.market, .otc)
  }

  func testTPExEmergingRecord_Decodes() throws {
    let data = try sampleGroup("tpex_mopsfin_t187ap03_R", .emerging)
    let flavor = try XCTUnwrap(data.company("1260"))
    XCTAssertEqual(flavor.shortName, "富味鄉")
    XCTAssertEqual(flavor.capital, 1_020_981_820)
    XCTAssertEqual(flavor.englishShortName, "FLAVOR")
    XCTAssertEqual(flavor.parValue, "新台幣 10.0000元")
    XCTAssertEqual(flavor.dataDate?.description, "2026-08-20")
    XCTAssertEqual(data.dataDate?.description, "2026-08-20")
  }

  func testNumbersAndNulls_AreToleratedAsText() throws {
    let data = try Decoding.json("numbers_and_nulls.json", market: .otc).get()
    XCTAssertEqual(data.issues, [])
    XCTAssertEqual(data.companies.map(\.code), ["9971", "9972"])
    let first = try XCTUnwrap(data.company("9971"))
    XCTAssertEqual(first.capital, 123_456_789)
    XCTAssertNil(first.issuedShares)
    XCTAssertNil(first.chairman)
    XCTAssertNil(first.foreignRegistration)
    XCTAssertEqual(first.englishShortName, "NUM")
    XCTAssertEqual(first.incorporationDate?.description, "1967-02-18")
  }

  func testObjectInsteadOfArray_IsWrongShape() throws {
    let error = try XCTUnwrap(Decoding.json("object.json").failure())
    XCTAssertEqual(error.kind, .wrongShape("expected an array of records, found an object"))
    XCTAssertEqual(
      error.description, "上市 object.json: JSON 結構不符（expected an array of records, found an object）")
  }

  func testStringAtTheTop_IsWrongShape() {
    let error = Decoding.any(Data(#""maintenance""#.utf8), contentType: "application/json")
      .failure()
    XCTAssertEqual(error?.kind, .wrongShape("expected an array of records, found a string"))
  }

  func testTruncatedJSON_IsInvalidJSON() throws {
    let error = try XCTUnwrap(Decoding.json("truncated.json").failure())
    XCTAssertEqual(error.kind, .invalidJSON("cut short after 117 bytes"))
    XCTAssertEqual(error.description, "上市 truncated.json: JSON 格式錯誤（cut short after 117 bytes）")
  }

  func testGarbage_IsInvalidJSON() {
    let error = Decoding.any(Data("[1, 2,, ]".utf8), contentType: nil).failure()
    XCTAssertEqual(error?.kind, .invalidJSON("not valid JSON"))
  }

  func testElementsThatAreNotObjects_AreSkippedWithTheirNumber() throws {
    let data = try Decoding.json("string_element.json").get()
    XCTAssertEqual(data.companies.map(\.code), ["9961"])
    XCTAssertEqual(
      data.issues.map(\.kind),
      [.malformedRecord("a string, not an object"), .malformedRecord("a number, not an object")])
    XCTAssertEqual(data.issues.map(\.line), [1, 3])
    XCTAssertEqual(data.issues.map(\.numbering), [.record, .record], "records, not lines")
    XCTAssertEqual(
      data.issues.first?.description,
      "string_element.json:1: malformed record (a string, not an object); record skipped")
  }

  func testNestedValue_MakesTheRecordMalformed() throws {
    let body = Data(#"[{"公司代號": ["1101"], "公司簡稱": "台泥", "公司名稱": "臺灣水泥"}]"#.utf8)
    let error = Result { () throws(MarketDataError) in
      try JSONMarketDecoder.decode(body, market: .listed, origin: .memory(name: "n"))
    }.failure()
    XCTAssertEqual(error?.kind, .noUsableCompanies(unusable: 1), "its only record is skipped")
    XCTAssertEqual(error?.reason, "n 沒有任何可用的公司資料（1 筆無法解讀）")
  }

  func testRecordsWithoutNames_AreSkippedByRecordNumber() throws {
    let body = Data(
      #"""
      [{"公司代號": "9001", "公司簡稱": "", "公司名稱": null},
       {"公司代號": "9002", "公司簡稱": "乙", "公司名稱": "乙公司", "實收資本額": "很多"},
       {"公司代號": "9003", "公司名稱": "丙公司"}]
      """#.utf8)
    let data = try JSONMarketDecoder.decode(body, market: .listed, origin: .memory(name: "j"))
    XCTAssertEqual(data.companies.map(\.code), ["9002", "9003"])
    XCTAssertEqual(
      data.issues.map(\.kind), [.emptyNames, .invalidValue(field: "實收資本額", found: "很多")])
    XCTAssertEqual(data.issues.map(\.line), [1, 2])
    XCTAssertEqual(data.issues.map(\.numbering), [.record, .record])
  }

  func testArrayOfNumbers_IsNoUsableCompanyCountingEveryRecord() throws {
    let error = try XCTUnwrap(Decoding.json("not_records.json").failure())
    XCTAssertEqual(error.kind, .noUsableCompanies(unusable: 3))
    XCTAssertEqual(error.reason, "not_records.json 沒有任何可用的公司資料（3 筆都無法解讀）")
    XCTAssertEqual(
      error.description, "上市 not_records.json: 沒有任何可用的公司資料（3 筆都無法解讀）")
  }

  func testRecordsWithoutTheRequiredKeys_AreMissingColumns() {
    let body = Data(#"[{"SecuritiesCompanyCode": "1240", "Symbol": "MORNSUN"}]"#.utf8)
    let error = Decoding.any(body, contentType: nil, market: .otc).failure()
    XCTAssertEqual(error?.kind, .missingColumns(["CompanyAbbreviation", "CompanyName"]))
  }

  func testEmptyArray_IsNoUsableCompanyNotAnEmptyMarket() throws {
    let error = try XCTUnwrap(Decoding.json("empty_array.json", market: .emerging).failure())
    XCTAssertEqual(error.kind, .noUsableCompanies(unusable: 0))
    XCTAssertEqual(error.description, "興櫃 empty_array.json: 沒有任何公司資料")
  }

  func testEmptyAndHTMLBodies_AreReportedAsSuch() {
    let empty = Result { () throws(MarketDataError) in
      try JSONMarketDecoder.decode(Data(" \n".utf8), market: .listed, origin: .embedded)
    }
    XCTAssertEqual(empty.failure()?.kind, .emptyBody)
    let page = Result { () throws(MarketDataError) in
      try JSONMarketDecoder.decode(
        Data("<html><title>Busy</title></html>".utf8), market: .listed, origin: .embedded)
    }
    XCTAssertEqual(page.failure()?.kind, .htmlPage(title: "Busy"))
  }
}
