import Foundation
import TaiwanMarket
import TestSupport
import XCTest

/// The CSV decoder's documented limits and rules at their edges: the most columns, the
/// longest line, the first of two equal header names, and line numbers counted across
/// quoted line breaks.
final class CSVLimitTests: XCTestCase {
  private func decode(_ text: String) -> Result<MarketData, MarketDataError> {
    Result { () throws(MarketDataError) in
      try CSVMarketDecoder.decode(Data(text.utf8), market: .listed, origin: .memory(name: "t.csv"))
    }
  }

  /// A header of the three required columns and `extra` more, and one record as wide.
  private func wideBody(columns: Int) -> String {
    let extra = columns - 3
    let header = "公司代號,公司簡稱,公司名稱" + String(repeating: ",c", count: extra)
    let record = "1101,台泥,臺灣水泥" + String(repeating: ",x", count: extra)
    return header + "\n" + record + "\n"
  }

  func testRecordOfExactlyMaxColumns_IsDecoded() throws {
    XCTAssertEqual(CSVMarketDecoder.maxColumns, 1000)
    let data = try decode(wideBody(columns: 1000)).get()
    XCTAssertEqual(data.companies.map(\.code), ["1101"])
    XCTAssertEqual(data.issues, [])
  }

  func testRecordOfOneColumnPastMaxColumns_IsRefusedCountingThem() throws {
    let error = try XCTUnwrap(decode(wideBody(columns: 1001)).failure())
    XCTAssertEqual(error.kind, .tooManyColumns(found: 1001, limit: 1000))
    XCTAssertEqual(error.line, 1)
  }

  func testRecordPastMaxColumnsAfterANarrowHeader_NamesItsLine() throws {
    let body =
      "公司代號,公司簡稱,公司名稱\n1101,台泥,臺灣水泥\n1102,亞泥,亞洲水泥"
      + String(repeating: ",x", count: 998) + "\n"
    let error = try XCTUnwrap(decode(body).failure())
    XCTAssertEqual(error.kind, .tooManyColumns(found: 1001, limit: 1000))
    XCTAssertEqual(error.line, 3)
  }

  /// A record line of `bytes` bytes before its line feed.
  private func bodyWithLine(ofBytes bytes: Int) -> String {
    let start = "1101,台泥,"
    let name = String(repeating: "a", count: bytes - start.utf8.count)
    return "公司代號,公司簡稱,公司名稱\n" + start + name + "\n"
  }

  func testLineOfExactlyMaxLineBytes_IsDecoded() throws {
    let data = try decode(bodyWithLine(ofBytes: CSVMarketDecoder.maxLineBytes)).get()
    XCTAssertEqual(
      data.companies.first?.fullName.utf8.count,
      CSVMarketDecoder.maxLineBytes - "1101,台泥,".utf8.count)
  }

  func testLineOneBytePastMaxLineBytes_IsRefusedWithItsLine() throws {
    let error = try XCTUnwrap(
      decode(bodyWithLine(ofBytes: CSVMarketDecoder.maxLineBytes + 1)).failure())
    XCTAssertEqual(error.kind, .lineTooLong(limit: CSVMarketDecoder.maxLineBytes))
    XCTAssertEqual(error.line, 2)
  }

  func testHeaderNamingAColumnTwice_TakesTheFirst() throws {
    let body = "公司代號,公司簡稱,公司名稱,公司簡稱,公司代號\n1101,台泥,臺灣水泥,別名,9999\n"
    let data = try decode(body).get()
    XCTAssertEqual(data.companies.map(\.code), ["1101"])
    XCTAssertEqual(data.companies.first?.shortName, "台泥")
  }

  func testQuotedLineBreaks_CountTowardEveryLaterLineNumber() throws {
    for end in ["\n", "\r\n"] {
      let body = [
        "公司代號,公司簡稱,公司名稱", "1101,台泥,\"第一行\(end)第二行\(end)第三行\"",
        "1102,亞泥", "1101,重複,重複公司", "",
      ]
      .joined(separator: end)
      let data = try decode(body).get()
      XCTAssertEqual(data.companies.map(\.code), ["1101"], end.debugDescription)
      XCTAssertEqual(
        data.issues.map(\.line), [5, 6], "the record opened on line 2 spans three lines")
      XCTAssertEqual(
        data.issues.map(\.kind),
        [.missingFields(expected: 3, found: 2), .duplicateCode("1101")], end.debugDescription)
    }
  }

  func testQuoteLeftOpenAfterAQuotedLineBreak_NamesTheLineItOpens() throws {
    let body = "公司代號,公司簡稱,公司名稱\n1101,台泥,\"兩\n行\"\n1102,亞泥,\"亞洲\n"
    let error = try XCTUnwrap(decode(body).failure())
    XCTAssertEqual(error.kind, .unbalancedQuote)
    XCTAssertEqual(error.line, 4)
  }

  /// Seeded bodies of records that span lines: every short record's issue names the line
  /// its record starts on, as counting the line feeds before it in the body tells.
  func testLineNumbers_AgreeWithTheLineFeedsCountedBeforeEachRecord() throws {
    var generator = SplitMix64(seed: 0xC5F_11E5)
    for round in 0..<200 {
      let end = Bool.random(using: &generator) ? "\n" : "\r\n"
      var body = "公司代號,公司簡稱,公司名稱" + end
      var expected: [Int] = []
      for number in 0..<Int.random(in: 1...12, using: &generator) {
        let code = String(1000 + number)
        let breaks = Int.random(in: 0...3, using: &generator)
        let name = (0...breaks).map { "行\($0)" }.joined(separator: end)
        if Int.random(in: 0..<3, using: &generator) == 0 {
          expected.append(body.utf8.filter { $0 == 0x0A }.count + 1)
          body += "\(code),\"\(name)\"" + end
        } else {
          body += "\(code),簡稱,\"\(name)\"" + end
        }
        body += String(repeating: end, count: Int.random(in: 0...1, using: &generator))
      }
      body += "9999,最後,最後公司" + end
      let data = try decode(body).get()
      XCTAssertEqual(data.issues.map(\.line), expected, "round \(round): \(body.debugDescription)")
    }
  }
}
