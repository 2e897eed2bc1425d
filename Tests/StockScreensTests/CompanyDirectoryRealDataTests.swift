import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import XCTest

/// The directory on the real listed and OTC files, and keystroke by keystroke against a
/// plain reference search written here.
final class CompanyDirectoryRealDataTests: XCTestCase {
  private func realData(_ name: String, _ market: Market) throws -> MarketData {
    guard let url = SharedData.file(name) else { throw XCTSkip(SharedData.missingMessage(name)) }
    return try CSVMarketDecoder.decode(
      Data(contentsOf: url), market: market, origin: .file(path: url.path))
  }

  private func realDirectory() throws -> CompanyDirectory {
    var directory = CompanyDirectory()
    for (name, market) in [("t187ap03_L.csv", Market.listed), ("t187ap03_O.csv", .otc)] {
      let data = try realData(name, market)
      directory.handle(.loadRequested(market))
      directory.handle(.marketLoaded(data))
    }
    return directory
  }

  func testRealData_1867RowsSortedEachCodeOnce() throws {
    let directory = try realDirectory()
    let codes = directory.rows.compactMap { row -> String? in
      if case .company(let company) = row { return company.company.code }
      return nil
    }
    XCTAssertEqual(codes.count, 1_867)
    XCTAssertEqual(codes, codes.sorted())
    XCTAssertEqual(Set(codes).count, codes.count)
    XCTAssertEqual(directory.rows.first?.title, "已取得 上市 上櫃 資料 - 數量 1,867 筆")
  }

  func testRealData_TaiJiFinds2330First() throws {
    var directory = try realDirectory()
    directory.handle(.filterChanged("台積"))
    guard case .company(let first) = directory.rows[1] else { return XCTFail("no company row") }
    XCTAssertEqual(first.company.code, "2330")
    XCTAssertEqual(first.company.fullName, "台灣積體電路製造股份有限公司")
  }

  /// The English short name finds 台積電 in any letter case or width, and alone, as its
  /// Chinese short name and its code do.
  func testRealData_TSMCFinds2330AsTaiJiAndItsCodeDo() throws {
    var directory = try realDirectory()
    for text in ["tsmc", "TSMC", "TsMc", "ＴＳＭＣ", "台積", "2330"] {
      directory.handle(.filterChanged(text))
      XCTAssertEqual(directory.results?.count, 1, text)
      guard case .company(let first) = directory.rows[1] else {
        return XCTFail("no company row for \(text)")
      }
      XCTAssertEqual(first.company.shortName, "台積電", text)
    }
  }

  func testKeystrokes_EachScreenMatchesAPlainReference_Sample() {
    var directory = CompanyDirectory()
    for market in Market.allCases {
      directory.handle(.loadRequested(market))
      directory.handle(.marketLoaded(EmbeddedSampleSource.data(for: market)))
    }
    checkKeystrokes(on: directory, word: "台積電", code: "2330")
    checkKeystrokes(on: directory, word: "臺灣", code: "6643")
  }

  func testKeystrokes_EachScreenMatchesAPlainReference_RealData() throws {
    let directory = try realDirectory()
    checkKeystrokes(on: directory, word: "台積電", code: "2330")
    checkKeystrokes(on: directory, word: "Ｔsmc", code: "910322")
  }

  /// Types `word` one character at a time, deletes it, then the same with `code`; after
  /// each keystroke the rows and the changeset are checked.
  private func checkKeystrokes(on start: CompanyDirectory, word: String, code: String) {
    var directory = start
    var queries: [String] = []
    for text in [word, code] {
      let characters = Array(text)
      queries += (1...characters.count).map { String(characters.prefix($0)) }
      queries += (0..<characters.count).reversed().map { String(characters.prefix($0)) }
    }
    for query in queries {
      let previous = directory
      directory.handle(.filterChanged(query))
      let expected = reference(query, in: directory.catalog.companies)
      let shown = directory.rows.compactMap { row -> String? in
        if case .company(let company) = row { return company.company.code }
        return nil
      }
      XCTAssertEqual(shown, expected, "after typing \(query.debugDescription)")
      let total = DigitGrouping.grouped(directory.catalog.count)
      let status =
        query.isEmpty
        ? directory.rows.first?.title.hasSuffix("數量 \(total) 筆")
        : directory.rows.first?.title
          == "符合「\(query)」 \(DigitGrouping.grouped(expected.count)) 筆 / 共 \(total) 筆"
      XCTAssertEqual(status, true, "status after \(query.debugDescription)")
      let old = Array(previous.rows)
      let new = Array(directory.rows)
      XCTAssertEqual(directory.rows.changes(since: previous.rows).apply(to: old, taking: new), new)
    }
  }

  /// The search as the issue states it, written the plain way: fold, then exact code, code
  /// prefix, short-name prefix, anywhere; ties by code.
  private func reference(_ query: String, in companies: [Company]) -> [String] {
    func fold(_ text: String) -> String {
      String(
        String.UnicodeScalarView(
          text.unicodeScalars.map { scalar -> Unicode.Scalar in
            var value = scalar.value
            if (0xFF01...0xFF5E).contains(value) { value -= 0xFEE0 }
            if value == 0x81FA { value = 0x53F0 }
            if (0x41...0x5A).contains(value) { value += 0x20 }
            return Unicode.Scalar(value) ?? scalar
          }))
    }
    let needle = fold(query).trimmingCharacters(in: .whitespaces)
    guard !needle.isEmpty else { return companies.map(\.code) }
    let ranked = companies.compactMap { company -> (Int, String)? in
      let code = fold(company.code)
      let name = fold(company.shortName)
      let fields = [code, name, fold(company.fullName), fold(company.englishShortName ?? "")]
      if code == needle { return (0, company.code) }
      if code.hasPrefix(needle) { return (1, company.code) }
      if name.hasPrefix(needle) { return (2, company.code) }
      return fields.contains { $0.contains(needle) } ? (3, company.code) : nil
    }
    return ranked.sorted { $0 < $1 }.map(\.1)
  }
}
