import Foundation
import TaiwanMarket
import XCTest

/// The edges of the field rules and of the folder source's file limit: the digits a date
/// must have, every full-width digit, and a file of exactly the largest size read.
final class FieldEdgeTests: XCTestCase {
  private func company(_ extraHeader: String, _ extraValue: String) throws -> Company {
    let body = "公司代號,公司簡稱,公司名稱,\(extraHeader)\n1101,台泥,臺灣水泥,\(extraValue)\n"
    let data = try CSVMarketDecoder.decode(
      Data(body.utf8), market: .listed, origin: .memory(name: "t.csv"))
    return try XCTUnwrap(data.companies.first)
  }

  func testGregorianDate_NeedsExactlyEightDigits() throws {
    XCTAssertEqual(try company("成立日期", "19870221").incorporationDate?.description, "1987-02-21")
    XCTAssertNil(try company("成立日期", "1987022").incorporationDate, "seven digits")
    XCTAssertNil(
      try company("成立日期", "1130101").incorporationDate, "seven digits that read as a date")
    XCTAssertNil(try company("成立日期", "198702211").incorporationDate, "nine digits")
  }

  func testROCDate_TakesSixOrSevenDigits() throws {
    XCTAssertEqual(try company("出表日期", "1131029").dataDate?.description, "2024-10-29")
    XCTAssertEqual(try company("出表日期", "991231").dataDate?.description, "2010-12-31")
    XCTAssertNil(try company("出表日期", "11310290").dataDate, "eight digits")
    XCTAssertNil(try company("出表日期", "11029").dataDate, "five digits")
  }

  func testEveryFullWidthDigit_CountsAsItsValue() throws {
    XCTAssertEqual(try company("實收資本額", "\"０１２３，４５６，７８９\"").capital, 123_456_789)
    XCTAssertEqual(try company("實收資本額", "９９").capital, 99)
  }

  /// A sparse file of `size` bytes in a folder of its own, as the listed market's CSV.
  private func folder(withFileOf size: UInt64) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("folder-limit-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("t187ap03_L.csv")
    XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: nil))
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: size)
    try handle.close()
    return folder
  }

  func testFileOfExactlyTheLargestSize_IsReadAndOneByteMoreIsRefused() async throws {
    XCTAssertEqual(FolderSource.maxFileBytes, 64 << 20)
    let exact = try folder(withFileOf: UInt64(FolderSource.maxFileBytes))
    defer { try? FileManager.default.removeItem(at: exact) }
    let read = await loadFailure(FolderSource(folder: exact), .listed)
    XCTAssertEqual(read?.kind, .nulByte, "read and decoded: its zeros are NUL bytes")
    let over = try folder(withFileOf: UInt64(FolderSource.maxFileBytes) + 1)
    defer { try? FileManager.default.removeItem(at: over) }
    let refused = await loadFailure(FolderSource(folder: over), .listed)
    XCTAssertEqual(refused?.kind, .fileTooLarge(size: 67_108_865, limit: 67_108_864))
  }
}
