import Foundation
import XCTest

@testable import TaiwanMarket

final class EmbeddedSampleSourceTests: XCTestCase {
  private func sample(_ market: Market) async throws -> MarketData {
    try await EmbeddedSampleSource().load(market)
  }

  func testSample_ParsesWithoutProblems() {
    for market in Market.allCases {
      XCTAssertEqual(EmbeddedSample.decoded[market]?.problems, [], market.token)
    }
  }

  func testEveryMarket_HasAboutThirtySortedUniqueCompanies() async throws {
    for market in Market.allCases {
      let data = try await sample(market)
      XCTAssertTrue((28...35).contains(data.companies.count), "\(market): \(data.companies.count)")
      let codes = data.companies.map(\.code)
      XCTAssertEqual(codes, codes.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
      XCTAssertEqual(Set(codes).count, codes.count)
      XCTAssertTrue(data.companies.allSatisfy { $0.market == market })
      XCTAssertEqual(data.origin, .embedded)
      XCTAssertEqual(data.issues, [])
      XCTAssertNil(data.staleBecause)
    }
    let emerging = try await sample(.emerging)
    XCTAssertGreaterThanOrEqual(emerging.companies.count, 10)
  }

  func testListed_HoldsTheNamedCompanies() async throws {
    let listed = try await sample(.listed)
    XCTAssertEqual(listed.dataDate?.description, "2024-10-29")
    let tsmc = try XCTUnwrap(listed.company("2330"))
    XCTAssertEqual(tsmc.shortName, "台積電")
    XCTAssertEqual(tsmc.fullName, "台灣積體電路製造股份有限公司")
    XCTAssertEqual(tsmc.capital, 259_327_332_420)
    XCTAssertEqual(tsmc.chairman, "魏哲家")
    XCTAssertEqual(tsmc.englishShortName, "TSMC")
    XCTAssertEqual(tsmc.incorporationDate?.description, "1987-02-21")
    XCTAssertEqual(tsmc.listingDate?.description, "1994-09-05")
    XCTAssertEqual(tsmc.issuedShares, 25_932_733_242)
    XCTAssertEqual(tsmc.dataDate?.description, "2024-10-29")
    XCTAssertEqual(listed.company("1101")?.fullName, "臺灣水泥股份有限公司")
    XCTAssertEqual(listed.company("1101")?.shortName, "台泥")
    XCTAssertEqual(listed.company("1102")?.shortName, "亞泥")
    XCTAssertEqual(listed.company("1737")?.shortName, "臺鹽")
    XCTAssertEqual(listed.company("2465")?.shortName, "麗臺")
    XCTAssertEqual(listed.company("1590")?.foreignRegistration, "KY 開曼群島")
    XCTAssertEqual(listed.company("910322")?.shortName, "康師傅-DR")
    XCTAssertTrue(listed.companies.contains { $0.shortName.hasSuffix("-KY") })
    XCTAssertTrue(listed.companies.contains { $0.shortName.contains("*") })
  }

  func testOTCAndEmerging_HoldTheNamedCompanies() async throws {
    let otc = try await sample(.otc)
    XCTAssertEqual(otc.company("6643")?.fullName, "円星科技股份有限公司")
    XCTAssertEqual(otc.company("6643")?.shortName, "M31")
    XCTAssertEqual(otc.company("6488")?.shortName, "環球晶")
    XCTAssertEqual(otc.company("1240")?.shortName, "茂生農經")
    let emerging = try await sample(.emerging)
    XCTAssertEqual(emerging.company("1260")?.shortName, "富味鄉")
    XCTAssertNil(emerging.dataDate)
    XCTAssertTrue(emerging.companies.contains { $0.capital == nil }, "資本額: 未提供 needs a case")
  }

  func testProfiles_AreFullForSomeAndPartialForOthers() async throws {
    var all: [Company] = []
    for market in Market.allCases { all += try await sample(market).companies }
    let full = all.filter {
      $0.chairman != nil && $0.generalManager != nil && $0.spokesperson != nil
        && $0.telephone != nil && $0.website != nil && $0.email != nil && $0.address != nil
        && $0.issuedShares != nil
    }
    XCTAssertGreaterThanOrEqual(full.count, 5)
    XCTAssertGreaterThanOrEqual(all.filter { $0.chairman != nil }.count, 40)
    XCTAssertGreaterThanOrEqual(all.filter { $0.chairman == nil }.count, 10)
  }

  func testListedAndOTCFigures_AgreeWithTheRealFiles() async throws {
    for (name, market) in [("t187ap03_L.csv", Market.listed), ("t187ap03_O.csv", .otc)] {
      let file = try TestFiles.sharedFile(name)
      let real = try CSVMarketDecoder.decode(
        Data(contentsOf: file), market: market, origin: .file(path: file.path))
      for company in try await sample(market).companies {
        let truth = try XCTUnwrap(real.company(company.code), "\(company.code) is not \(market)")
        assertAgrees(company, truth)
      }
    }
  }

  /// 英文簡稱, written by hand where the exchange publishes one: every listed and OTC
  /// company (the real files give each one), and of the emerging board only 1260, whose
  /// record the OpenAPI sample holds.
  func testEnglishShortNames_WhereThePublicDataHasThem() async throws {
    var counts: [String] = []
    for market in Market.allCases {
      let companies = try await sample(market).companies
      let named = companies.filter { $0.englishShortName != nil }.count
      counts.append("\(market.token) \(named) with, \(companies.count - named) without")
    }
    XCTAssertEqual(
      counts,
      ["listed 30 with, 0 without", "otc 30 with, 0 without", "emerging 1 with, 30 without"])
  }

  /// Each English short name finds its company, whatever the letter case or width typed.
  func testEnglishShortNames_FindTheirCompanyInAnyCase() async throws {
    var companies: [Company] = []
    for market in Market.allCases { companies += try await sample(market).companies }
    let index = SearchIndex(companies)
    for (position, company) in companies.enumerated() {
      guard let english = company.englishShortName else { continue }
      for typed in [english.lowercased(), english.uppercased()] {
        let found = index.search(typed).positions
        XCTAssertTrue(found.contains(Int32(position)), "\(typed) finds no \(company.shortName)")
      }
    }
    let tsmc = index.search("tsmc").positions.map { companies[Int($0)].shortName }
    XCTAssertEqual(tsmc, ["台積電"])
  }

  func testEmergingCompanies_AreInNeitherRealFile() async throws {
    var elsewhere: Set<String> = []
    for (name, market) in [("t187ap03_L.csv", Market.listed), ("t187ap03_O.csv", .otc)] {
      let file = try TestFiles.sharedFile(name)
      let real = try CSVMarketDecoder.decode(
        Data(contentsOf: file), market: market, origin: .file(path: file.path))
      elsewhere.formUnion(real.companies.map(\.code))
    }
    let emerging = try await sample(.emerging).companies.map(\.code)
    XCTAssertEqual(emerging.filter(elsewhere.contains), [])
  }

  /// Every field the sample fills holds what the exchange published.
  private func assertAgrees(_ company: Company, _ truth: Company) {
    let code = company.code
    XCTAssertEqual(company.shortName, truth.shortName, code)
    XCTAssertEqual(company.fullName, truth.fullName, code)
    XCTAssertEqual(company.capital, truth.capital, code)
    let paths: [KeyPath<Company, String?>] = [
      \.industryCode, \.foreignRegistration, \.chairman, \.generalManager, \.spokesperson,
      \.spokespersonTitle, \.telephone, \.parValue, \.englishShortName, \.website, \.email,
      \.address, \.transferAgent,
    ]
    if truth.englishShortName != nil {
      XCTAssertNotNil(company.englishShortName, "\(code) has an English short name")
    }
    for path in paths where company[keyPath: path] != nil {
      XCTAssertEqual(company[keyPath: path], truth[keyPath: path], "\(code) \(path)")
    }
    if company.incorporationDate != nil {
      XCTAssertEqual(company.incorporationDate, truth.incorporationDate, code)
    }
    if company.listingDate != nil { XCTAssertEqual(company.listingDate, truth.listingDate, code) }
    if company.issuedShares != nil {
      XCTAssertEqual(company.issuedShares, truth.issuedShares, code)
    }
  }
}
