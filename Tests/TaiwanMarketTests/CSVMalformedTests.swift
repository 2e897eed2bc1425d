import Foundation
import TaiwanMarket
import TestSupport
import XCTest

/// Bodies that no CSV decoding can rescue: each fails whole, with its kind, line and text.
final class CSVMalformedTests: XCTestCase {
  func testMissingColumns_NamesThemAndFailsTheFile() throws {
    let error = try XCTUnwrap(Decoding.csv("missing_columns.csv", market: .otc).failure())
    XCTAssertEqual(error.kind, .missingColumns(["公司簡稱", "公司名稱"]))
    XCTAssertEqual(error.line, 1)
    XCTAssertEqual(error.market, .otc)
    XCTAssertEqual(error.description, "上櫃 missing_columns.csv:1: 缺少欄位 公司簡稱、公司名稱")
  }

  func testUnbalancedQuote_ReportsTheLineWhereTheFieldOpened() throws {
    let error = try XCTUnwrap(Decoding.csv("unbalanced_quote.csv").failure())
    XCTAssertEqual(error.kind, .unbalancedQuote)
    XCTAssertEqual(error.line, 3)
    XCTAssertEqual(error.description, "上市 unbalanced_quote.csv:3: 引號未結束，資料不完整")
  }

  func testInvalidUTF8_ReportsItsLine() throws {
    let error = try XCTUnwrap(Decoding.csv("invalid_utf8.csv").failure())
    XCTAssertEqual(error.kind, .invalidUTF8)
    XCTAssertEqual(error.line, 3)
    XCTAssertEqual(error.description, "上市 invalid_utf8.csv:3: 不是 UTF-8 文字")
  }

  func testNULByte_ReportsItsLine() throws {
    let error = try XCTUnwrap(Decoding.csv("nul_byte.csv").failure())
    XCTAssertEqual(error.kind, .nulByte)
    XCTAssertEqual(error.line, 2)
    XCTAssertEqual(error.description, "上市 nul_byte.csv:2: 含有 NUL 位元組")
  }

  func testByteOrderMarkAfterTheStart_ReportsItsLine() throws {
    let error = try XCTUnwrap(Decoding.csv("bom_inside.csv").failure())
    XCTAssertEqual(error.kind, .byteOrderMarkInside)
    XCTAssertEqual(error.line, 3)
    XCTAssertEqual(error.description, "上市 bom_inside.csv:3: 資料中間出現 BOM")
  }

  func testEmptyAndBlankBodies_AreEmptyBody() throws {
    for name in ["empty.csv", "blank.csv"] {
      let error = try XCTUnwrap(Decoding.csv(name, market: .emerging).failure(), name)
      XCTAssertEqual(error.kind, .emptyBody, name)
      XCTAssertNil(error.line, name)
      XCTAssertEqual(error.description, "興櫃 \(name): 內容是空的")
    }
  }

  func testHTMLPage_CarriesItsTitle() throws {
    let error = try XCTUnwrap(Decoding.csv("security_page.html").failure())
    XCTAssertEqual(error.kind, .htmlPage(title: "FOR SECURITY REASONS"))
    XCTAssertEqual(error.description, "上市 security_page.html: 收到網頁而非資料（FOR SECURITY REASONS）")
    XCTAssertEqual(error.reason, "security_page.html 收到網頁而非資料（FOR SECURITY REASONS）")
  }

  func testHTMLPageWithoutTitle_HasNoTitle() {
    let body = Data("\u{FEFF}  <html><body>maintenance</body></html>".utf8)
    let result = Result { () throws(MarketDataError) in
      try CSVMarketDecoder.decode(body, market: .listed, origin: .memory(name: "page"))
    }
    XCTAssertEqual(result.failure()?.kind, .htmlPage(title: nil))
  }

  func testHeaderOfOneHundredThousandColumns_IsTooManyColumns() {
    var header = "公司代號,公司簡稱,公司名稱"
    header += String(repeating: ",c", count: 99_997)
    let body = Data((header + "\n\"1101\",\"台泥\",\"臺灣水泥\"\n").utf8)
    let result = Result { () throws(MarketDataError) in
      try CSVMarketDecoder.decode(body, market: .listed, origin: .memory(name: "wide.csv"))
    }
    let error = result.failure()
    XCTAssertEqual(error?.kind, .tooManyColumns(found: 100_000, limit: 1000))
    XCTAssertEqual(error?.line, 1)
    XCTAssertEqual(error?.description, "上市 wide.csv:1: 欄位數 100000 超過上限 1000")
  }

  func testFiftyMegabyteLine_FailsEarlyWithBoundedMemory() throws {
    let folder = try TestFiles.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("long_line.csv")
    try writeLongLineFile(file, megabytes: 50)
    let mapped = try Data(contentsOf: file, options: .alwaysMapped)
    let before = residentBytes()
    let result = Result { () throws(MarketDataError) in
      try CSVMarketDecoder.decode(mapped, market: .listed, origin: .file(path: file.path))
    }
    let after = residentBytes()
    let error = result.failure()
    XCTAssertEqual(error?.kind, .lineTooLong(limit: 1_048_576))
    XCTAssertEqual(error?.line, 2)
    XCTAssertEqual(error?.description, "上市 long_line.csv:2: 單行超過 1048576 位元組")
    if let before, let after {
      // Reading the whole line, or copying it, would add at least 50 MB.
      XCTAssertLessThan(after - before, 16 << 20, "resident memory grew by \(after - before) bytes")
    }
  }

  /// A header, then one line of `megabytes` MiB, written in chunks so the test itself never
  /// holds it in memory.
  private func writeLongLineFile(_ file: URL, megabytes: Int) throws {
    try Data("公司代號,公司簡稱,公司名稱\n".utf8).write(to: file)
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    try handle.seekToEnd()
    let chunk = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
    for _ in 0..<megabytes { try handle.write(contentsOf: chunk) }
  }

  /// The resident set size of this process (Linux), or nil where /proc is not available.
  private func residentBytes() -> Int? {
    guard let status = KernelFile.read("/proc/self/status"),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
  }
}
