import Foundation
import TaiwanMarket
import XCTest

final class FolderSourceTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = try TestFiles.temporaryFolder()
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: folder)
  }

  private func place(_ fixture: String, as name: String) throws {
    try FileManager.default.copyItem(
      at: TestFiles.fixture(fixture), to: folder.appendingPathComponent(name))
  }

  func testCandidateNames_FollowTheCommandLineContract() {
    XCTAssertEqual(
      FolderSource.candidateNames(for: .listed), ["t187ap03_L.csv", "t187ap03_L.json"])
    XCTAssertEqual(
      FolderSource.candidateNames(for: .otc), ["t187ap03_O.csv", "mopsfin_t187ap03_O.json"])
    XCTAssertEqual(
      FolderSource.candidateNames(for: .emerging), ["t187ap03_R.csv", "mopsfin_t187ap03_R.json"])
  }

  func testCSV_IsPreferredOverJSON() async throws {
    try place("crlf.csv", as: "t187ap03_L.csv")
    try place("string_element.json", as: "t187ap03_L.json")
    let data = try await FolderSource(folder: folder).load(.listed)
    XCTAssertEqual(data.companies.map(\.code), ["9201", "9202"])
    XCTAssertEqual(data.origin.description, "t187ap03_L.csv")
  }

  func testJSON_IsReadWhenThereIsNoCSV() async throws {
    try place("numbers_and_nulls.json", as: "mopsfin_t187ap03_O.json")
    let data = try await FolderSource(folder: folder).load(.otc)
    XCTAssertEqual(data.companies.map(\.code), ["9971", "9972"])
    XCTAssertEqual(data.market, .otc)
    XCTAssertEqual(
      data.origin, .file(path: folder.appendingPathComponent("mopsfin_t187ap03_O.json").path))
  }

  func testAFolderWithTheFilesName_IsPassedOver() async throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("t187ap03_R.csv"), withIntermediateDirectories: false)
    try place("object.json", as: "mopsfin_t187ap03_R.json")
    let error = await loadFailure(FolderSource(folder: folder), .emerging)
    XCTAssertEqual(error?.kind, .wrongShape("expected an array of records, found an object"))
    XCTAssertEqual(error?.origin.description, "mopsfin_t187ap03_R.json")
  }

  func testAFilesExtension_SaysHowAFragmentIsRead() async throws {
    // `42` is a JSON number and a one-column CSV alike: the file's name tells which.
    try Data("42\n".utf8).write(to: folder.appendingPathComponent("mopsfin_t187ap03_O.json"))
    let json = await loadFailure(FolderSource(folder: folder), .otc)
    XCTAssertEqual(json?.kind, .wrongShape("expected an array of records, found a number"))
    try Data("42\n".utf8).write(to: folder.appendingPathComponent("t187ap03_L.csv"))
    let csv = await loadFailure(FolderSource(folder: folder), .listed)
    XCTAssertNotEqual(csv?.kind, json?.kind, "read as a CSV: \(String(describing: csv))")
    XCTAssertEqual(csv?.origin.description, "t187ap03_L.csv")
  }

  func testNoFile_IsNotFoundNamingTheExpectedFile() async {
    let error = await loadFailure(FolderSource(folder: folder), .emerging)
    XCTAssertEqual(error?.kind, .notFound)
    XCTAssertEqual(error?.origin, .file(path: folder.appendingPathComponent("t187ap03_R.csv").path))
    XCTAssertEqual(error?.description, "興櫃 t187ap03_R.csv: 找不到檔案")
  }

  func testBrokenFile_FailsWithItsDecodingError() async throws {
    try place("unbalanced_quote.csv", as: "t187ap03_O.csv")
    let error = await loadFailure(FolderSource(folder: folder), .otc)
    XCTAssertEqual(error?.kind, .unbalancedQuote)
    XCTAssertEqual(error?.line, 3)
    XCTAssertEqual(error?.description, "上櫃 t187ap03_O.csv:3: 引號未結束，資料不完整")
  }

  func testFileOverTheSizeLimit_IsRefusedUnread() async throws {
    let file = folder.appendingPathComponent("t187ap03_L.csv")
    try Data().write(to: file)
    let handle = try FileHandle(forWritingTo: file)
    // A sparse file: its size is past the limit without using the disk.
    try handle.truncate(atOffset: UInt64(FolderSource.maxFileBytes + 1))
    try handle.close()
    let error = await loadFailure(FolderSource(folder: folder), .listed)
    XCTAssertEqual(error?.kind, .fileTooLarge(size: 67_108_865, limit: 67_108_864))
    XCTAssertEqual(error?.reason.hasSuffix("無法讀取（檔案大小 67108865 位元組，超過上限 67108864 位元組）"), true)
  }

  func testSharedData_LoadsListedAndOTCButHasNoEmerging() async throws {
    let source = FolderSource(folder: try TestFiles.sharedData())
    let listed = try await source.load(.listed)
    XCTAssertEqual(listed.companies.count, 1036)
    let otc = try await source.load(.otc)
    XCTAssertEqual(otc.companies.count, 831)
    let error = await loadFailure(source, .emerging)
    XCTAssertEqual(error?.kind, .notFound)
  }
}
