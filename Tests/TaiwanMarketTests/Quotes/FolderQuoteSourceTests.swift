import Foundation
import TaiwanMarket
import TestSupport
import Testing

/// The quotes of `--data DIR`: the documented names, the CSV before the JSON, the size limit
/// before any byte is read, and each failure named with its file.
@Suite final class FolderQuoteSourceTests {
  private let folder: URL

  init() throws {
    folder = try TestFiles.temporaryFolder()
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  private func place(_ fixture: String, as name: String) throws {
    try FileManager.default.copyItem(
      at: TestFiles.fixture(fixture), to: folder.appendingPathComponent(name))
  }

  private func failure(_ market: Market = .listed) async -> MarketDataError? {
    await #expect(throws: MarketDataError.self) {
      try await FolderQuoteSource(folder: folder).loadQuotes(market)
    }
  }

  @Test func candidateNames_AreTheReportsForTheListedMarketOnly() {
    #expect(
      FolderQuoteSource.candidateNames(for: .listed) == ["STOCK_DAY_ALL.csv", "STOCK_DAY_ALL.json"])
    #expect(FolderQuoteSource.candidateNames(for: .otc).isEmpty)
    #expect(FolderQuoteSource(folder: folder).quotedMarkets == [.listed])
  }

  @Test func theCSV_IsReadBeforeTheJSON() async throws {
    try place("quotes_exchange.csv", as: "STOCK_DAY_ALL.csv")
    try place("quotes_without_date.json", as: "STOCK_DAY_ALL.json")
    let data = try await FolderQuoteSource(folder: folder).loadQuotes(.listed)
    #expect(data.quotes.count == 6)
    #expect(data.origin == .file(path: folder.appendingPathComponent("STOCK_DAY_ALL.csv").path))
  }

  @Test func theJSON_IsReadWhenThereIsNoCSV() async throws {
    try place("quotes_without_date.json", as: "STOCK_DAY_ALL.json")
    let data = try await FolderQuoteSource(folder: folder).loadQuotes(.listed)
    #expect(data.quotes.map(\.code) == ["00625K", "1101", "2330"])
    #expect(data.origin.description == "STOCK_DAY_ALL.json")
  }

  @Test func noFile_IsNotFoundNamingTheFirstName() async {
    let error = await failure()
    #expect(error?.kind == .notFound)
    #expect(error?.description == "上市 STOCK_DAY_ALL.csv: 找不到檔案")
    let otc = await failure(.otc)
    #expect(otc?.kind == .notFound)
    #expect(otc?.origin == .file(path: folder.path), "no name: the folder")
  }

  @Test func aBrokenFile_FailsWithItsLine() async throws {
    try Data("\"標題\"\n證券代號,證券名稱\n".utf8).write(
      to: folder.appendingPathComponent("STOCK_DAY_ALL.csv"))
    let error = await failure()
    guard case .missingColumns = error?.kind else {
      Issue.record("expected missing columns, got \(String(describing: error))")
      return
    }
    #expect(error?.line == 2)
    #expect(error?.reason.hasPrefix("STOCK_DAY_ALL.csv:2 缺少欄位 成交股數") == true)
  }

  /// A sparse file one byte past the limit is refused from its size, never read.
  @Test func aFileOverTheLimit_IsRefusedUnread() async throws {
    let file = folder.appendingPathComponent("STOCK_DAY_ALL.json")
    try Data().write(to: file)
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(QuoteDataDecoder.maxBodyBytes + 1))
    try handle.close()
    let error = await failure()
    #expect(error?.kind == .fileTooLarge(size: 8_388_609, limit: 8_388_608))
  }

  @Test func aFolderWithTheFilesName_IsPassedOver() async throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("STOCK_DAY_ALL.csv"), withIntermediateDirectories: false)
    try place("quotes_without_date.json", as: "STOCK_DAY_ALL.json")
    let data = try await FolderQuoteSource(folder: folder).loadQuotes(.listed)
    #expect(data.quotes.count == 3)
  }

  @Test(.needsSharedFile("STOCK_DAY_ALL.json"))
  func theSharedData_HasTheDaysQuotes() async throws {
    let data = try await FolderQuoteSource(folder: try #require(SharedData.folder)).loadQuotes(
      .listed)
    #expect(data.quotes.count == 1_369)
    #expect(data.issues.isEmpty)
  }
}
