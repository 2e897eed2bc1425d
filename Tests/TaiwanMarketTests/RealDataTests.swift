import Foundation
import TaiwanMarket
import TestSupport
import XCTest

/// The exchanges' real files of 2024-10-29 (read from ../shared/data, never copied here).
final class RealDataTests: XCTestCase {
  private func decodeShared(_ name: String, _ market: Market) throws -> MarketData {
    let file = try TestFiles.sharedFile(name)
    return try CSVMarketDecoder.decode(
      try Data(contentsOf: file), market: market, origin: .file(path: file.path))
  }

  func testListedFile_Decodes1036CompaniesWithoutIssues() throws {
    let data = try decodeShared("t187ap03_L.csv", .listed)
    XCTAssertEqual(data.companies.count, 1036)
    XCTAssertEqual(data.issues, [])
    XCTAssertEqual(data.dataDate?.description, "2024-10-29")
    XCTAssertEqual(Set(data.companies.map(\.code)).count, 1036)
    XCTAssertTrue(data.companies.allSatisfy { $0.market == .listed })
  }

  func testOTCFile_Decodes831CompaniesWithoutIssues() throws {
    let data = try decodeShared("t187ap03_O.csv", .otc)
    XCTAssertEqual(data.companies.count, 831)
    XCTAssertEqual(data.issues, [])
    XCTAssertEqual(data.dataDate?.description, "2024-10-29")
  }

  /// 英文簡稱: how many companies of each file have one and how many do not (every one, on
  /// this date), each trimmed of the full-width spaces the exchange pads some with.
  func testEnglishShortNames_CountedWithAndWithout() throws {
    var counts: [String] = []
    for (name, market) in [("t187ap03_L.csv", Market.listed), ("t187ap03_O.csv", .otc)] {
      let companies = try decodeShared(name, market).companies
      let names = companies.compactMap(\.englishShortName)
      counts.append("\(market.token) \(names.count) with, \(companies.count - names.count) without")
      let untrimmed = names.filter { $0.isEmpty || $0 != $0.trimmingCharacters(in: .whitespaces) }
      XCTAssertEqual(untrimmed, [], name)
    }
    XCTAssertEqual(counts, ["listed 1036 with, 0 without", "otc 831 with, 0 without"])
  }

  func testListedFile_HoldsTSMCAsPublished() throws {
    let data = try decodeShared("t187ap03_L.csv", .listed)
    let tsmc = try XCTUnwrap(data.company("2330"))
    XCTAssertEqual(tsmc.shortName, "台積電")
    XCTAssertEqual(tsmc.fullName, "台灣積體電路製造股份有限公司")
    XCTAssertEqual(tsmc.capital, 259_327_332_420)
    XCTAssertEqual(tsmc.market, .listed)
    XCTAssertEqual(tsmc.chairman, "魏哲家")
    XCTAssertEqual(tsmc.generalManager, "總裁: 魏哲家")
    XCTAssertEqual(tsmc.incorporationDate?.description, "1987-02-21")
    XCTAssertEqual(tsmc.listingDate?.description, "1994-09-05")
    XCTAssertEqual(tsmc.parValue, "新台幣 10.0000元")
    XCTAssertEqual(tsmc.englishShortName, "TSMC")
    XCTAssertEqual(tsmc.issuedShares, 25_932_733_242)
    XCTAssertEqual(tsmc.industryCode, "24")
    XCTAssertNil(tsmc.foreignRegistration)
    XCTAssertEqual(tsmc.dataDate?.description, "2024-10-29")
  }

  func testListedFile_KeepsTaiwanCementsFormalCharacter() throws {
    let data = try decodeShared("t187ap03_L.csv", .listed)
    XCTAssertEqual(data.company("1101")?.fullName, "臺灣水泥股份有限公司")
    XCTAssertEqual(data.company("1101")?.shortName, "台泥")
    XCTAssertEqual(data.company("910322")?.foreignRegistration, "KY 開曼群島")
    XCTAssertEqual(data.company("1477")?.englishShortName, "Makalot", "full-width spaces trimmed")
    XCTAssertEqual(data.company("3673")?.fullName, "TPK Holding Co., Ltd.")
  }

  func testOTCFile_DecodesTheEntityInM31sName() throws {
    let data = try decodeShared("t187ap03_O.csv", .otc)
    XCTAssertEqual(data.company("6643")?.fullName, "円星科技股份有限公司")
    XCTAssertEqual(data.company("6643")?.shortName, "M31")
    XCTAssertEqual(data.company("6488")?.shortName, "環球晶")
    XCTAssertEqual(data.company("6488")?.market, .otc)
    XCTAssertEqual(data.company("1240")?.website, "https://www.morn-sun.com.tw/")
  }

  func testEveryRecord_MatchesPythonsCSVModule() throws {
    for (name, market, entityCodes) in [
      ("t187ap03_L.csv", Market.listed, [String]()), ("t187ap03_O.csv", .otc, ["6643"]),
    ] {
      let file = try TestFiles.sharedFile(name)
      let expected = try pythonRecords(file)
      let data = try decodeShared(name, market)
      XCTAssertEqual(data.companies.count, expected.count, name)
      var withEntities: [String] = []
      for (company, row) in zip(data.companies, expected) {
        XCTAssertEqual(company.code, row[0], name)
        XCTAssertEqual(company.shortName, row[1], "\(name) \(row[0])")
        if row[2].contains("&#") {
          withEntities.append(row[0])
          XCTAssertFalse(company.fullName.contains("&#"), "\(name) \(row[0])")
        } else {
          XCTAssertEqual(company.fullName, row[2], "\(name) \(row[0])")
        }
        XCTAssertEqual(company.capital, Int64(row[3]), "\(name) \(row[0])")
      }
      XCTAssertEqual(withEntities, entityCodes, name)
    }
  }

  /// Code, short name, full name and capital of every record, trimmed, as Python's csv
  /// module reads them; skips when python3 is absent.
  private func pythonRecords(_ file: URL) throws -> [[String]] {
    guard let python = TestFiles.python3 else {
      throw XCTSkip("python3 is not installed; the comparison with Python's csv module needs it")
    }
    let script = """
      import csv, json, sys
      with open(sys.argv[1], encoding="utf-8-sig", newline="") as f:
          rows = list(csv.reader(f))
      names = ["公司代號", "公司簡稱", "公司名稱", "實收資本額"]
      columns = [rows[0].index(n) for n in names]
      space = " \\t\\n\\r\\x0b\\x0c\\u3000\\xa0"
      rows = [[r[c].strip(space) for c in columns] for r in rows[1:]]
      rows.sort(key=lambda r: r[0].encode())
      print(json.dumps(rows, ensure_ascii=False))
      """
    let run = try ProgramRun.run(python, arguments: ["-c", script, file.path])
    XCTAssertEqual(run.status, 0, run.stderr)
    return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String]])
  }
}
