import Foundation
import TaiwanMarket
import Testing

/// Decoding, loading and searching market data, as the TaiwanMarket article shows them.
@Suite struct MarketDataExamples {
  // docs: begin decode
  @Test func aRecordWithoutACodeIsSkippedAndCounted() throws {
    let body = Data(
      """
      \u{FEFF}公司代號,公司簡稱,公司名稱,實收資本額
      "2330","台積電","台灣積體電路製造股份有限公司","259327332420"
      "","無代號","無代號股份有限公司","1000"
      "1101","台泥","臺灣水泥股份有限公司","abc"

      """.utf8)
    let data = try MarketDataDecoder.decode(
      body, contentType: "text/csv", market: .listed, origin: .memory(name: "example.csv"))
    #expect(data.companies.map(\.code) == ["1101", "2330"])
    #expect(data.companies.first?.capital == nil, "a capital that cannot be read is left empty")
    #expect(data.decodingSummary.skippedCount == 1)
    #expect(data.decodingSummary.repairedFields == ["實收資本額"])
    #expect(data.issues.map(\.line) == [3, 4])
  }
  // docs: end decode

  // docs: begin sources
  @Test func aMissingFileFailsItsMarketAlone() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("market-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = "公司代號,公司簡稱,公司名稱\n\"6488\",\"環球晶\",\"環球晶圓股份有限公司\"\n"
    try Data(csv.utf8).write(to: folder.appendingPathComponent("t187ap03_O.csv"))

    let source = FolderSource(folder: folder)
    #expect(try await source.load(.otc).companies.map(\.shortName) == ["環球晶"])
    let error = await #expect(throws: MarketDataError.self) { try await source.load(.listed) }
    #expect(error?.kind == .notFound)
    #expect(error?.reason.hasSuffix("t187ap03_L.csv 找不到檔案") == true)
  }
  // docs: end sources

  // docs: begin search
  @Test func searchRanksExactCodeThenCodePrefixThenName() {
    let companies = EmbeddedSampleSource.data(for: .listed).companies
    let index = SearchIndex(companies)
    let codes = { (query: String) in index.search(query).positions.map { companies[Int($0)].code } }
    #expect(codes("2330") == ["2330"])
    #expect(codes("23") == ["2303", "2308", "2317", "2330", "2357"])
    #expect(codes("台") == ["1101", "1301", "1737", "2308", "2330", "2834", "2465"])
    #expect(codes("臺") == codes("台"), "臺 and 台 fold to one character")
  }
  // docs: end search
}
