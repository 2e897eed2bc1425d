import Foundation
import TestSupport
import Testing

/// Malformed exchange files put where `--data` looks for the listed market, played through
/// the built program (`stock-screens play load.scenario --data DIR --format json`): each
/// shows an error row naming the file and the line (or a notice row counting the records
/// skipped), the program exits 0, and its memory stays bounded. The small files are fixtures in `Tests/Fixtures/BadFiles`; the big ones are
/// made here and never committed.
///
/// Each test has a folder of its own, and Swift Testing runs them side by side.
@Suite(
  .needsBuiltProgram,
  .enabled(
    if: SharedData.packageRoot() != nil,
    "no package root: the fixtures are read from Tests/Fixtures/BadFiles in it"))
final class BadFileTests: Sendable {
  private let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("BadFileTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  @Test func wrongHeader_NamesTheMissingColumnsOnLine1() async throws {
    try await assertErrorRow(fixture: "wrong_header.csv", "t187ap03_L.csv:1 缺少欄位 公司簡稱")
  }

  @Test func missingColumn_NamesItOnLine1() async throws {
    try await assertErrorRow(fixture: "missing_columns.csv", "t187ap03_L.csv:1 缺少欄位 公司名稱")
  }

  @Test func unbalancedQuote_NamesTheLineWhereTheFieldOpens() async throws {
    try await assertErrorRow(fixture: "unbalanced_quotes.csv", "t187ap03_L.csv:4 引號未結束，資料不完整")
  }

  @Test func big5Line_IsInvalidUTF8OnItsLine() async throws {
    try await assertErrorRow(fixture: "invalid_utf8.csv", "t187ap03_L.csv:3 不是 UTF-8 文字")
  }

  @Test func byteOrderMarkInTheMiddle_NamesItsLine() async throws {
    try await assertErrorRow(fixture: "bom_in_the_middle.csv", "t187ap03_L.csv:3 資料中間出現 BOM")
  }

  @Test func nulBytes_NameTheirLine() async throws {
    try await assertErrorRow(fixture: "nul_bytes.csv", "t187ap03_L.csv:3 含有 NUL 位元組")
  }

  @Test func hundredThousandColumns_AreCountedAndRefused() async throws {
    var body = Self.header + "\"1131029\",\"1101\",\"臺灣水泥股份有限公司\",\"台泥\"\n"
    body += Array(repeating: "\"9\"", count: 100_000).joined(separator: ",") + "\n"
    try write(Data(body.utf8))
    try await assertErrorRow("t187ap03_L.csv:3 欄位數 100000 超過上限 1000")
  }

  @Test func fiftyMegabyteLine_IsRefusedInBoundedMemory() async throws {
    var body = Data(Self.header.utf8)
    body.append(contentsOf: "\"1131029\",\"1101\",\"臺灣水泥股份有限公司\",\"".utf8)
    body.append(Data(repeating: UInt8(ascii: "A"), count: 50 << 20))
    body.append(contentsOf: "\"\n".utf8)
    try write(body)
    try await assertErrorRow("t187ap03_L.csv:2 單行超過 1048576 位元組", maxMegabytes: 300)
  }

  // MARK: What is not a regular file

  /// Why a FIFO cannot be made here, or nil when it can.
  static let fifoRefusal: String? = {
    let probe = FileManager.default.temporaryDirectory
      .appendingPathComponent("BadFileTests-fifo-\(UUID().uuidString)")
    guard mkfifo(probe.path, 0o600) == 0 else {
      return "mkfifo failed: \(String(cString: strerror(errno)))"
    }
    try? FileManager.default.removeItem(at: probe)
    return nil
  }()

  /// A FIFO where the listed file should be is named for what it is, at once: it was read as
  /// a permission problem (`You don't have permission`), and a FIFO with no writer could
  /// have been waited on for ever.
  @Test(.enabled(if: fifoRefusal == nil, Comment(rawValue: fifoRefusal ?? "")))
  func fifo_IsNamedForWhatItIsAndNeverWaitedOn() async throws {
    let made = mkfifo(folder.appendingPathComponent("t187ap03_L.csv").path, 0o600)
    try #require(made == 0, "mkfifo failed: \(String(cString: strerror(errno)))")
    try await assertErrorRow("t187ap03_L.csv 無法讀取（不是一般檔案，而是具名管道（FIFO））")
  }

  /// A link to /dev/zero, a device that never ends, is refused before any byte is read.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/dev/zero"), "no /dev/zero on this system"))
  func linkToDevZero_IsACharacterDeviceRefusedUnread() async throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("t187ap03_L.csv").path,
      withDestinationPath: "/dev/zero")
    try await assertErrorRow("t187ap03_L.csv 無法讀取（不是一般檔案，而是字元裝置）", maxMegabytes: 100)
  }

  /// The size limit, 64 MiB, checked before reading: a sparse file of 64 MiB and one byte is
  /// refused without being loaded (its bytes would be memory far past the bound).
  @Test func fileOneBytePastTheLimit_IsRefusedBeforeItIsRead() async throws {
    let file = folder.appendingPathComponent("t187ap03_L.csv")
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64((64 << 20) + 1))
    try handle.close()
    try await assertErrorRow(
      "t187ap03_L.csv 無法讀取（檔案大小 67108865 位元組，超過上限 67108864 位元組）", maxMegabytes: 60)
  }

  // MARK: Answers without a company, and skipped records

  @Test func arrayOfNumbers_IsAnErrorRowCountingTheRecords() async throws {
    try await assertErrorRow(
      fixture: "not_records.json", as: "t187ap03_L.json",
      "t187ap03_L.json 沒有任何可用的公司資料（3 筆都無法解讀）")
  }

  @Test func emptyList_IsAnErrorRowNotZeroCompanies() async throws {
    try await assertErrorRow(
      fixture: "empty_list.json", as: "t187ap03_L.json", "t187ap03_L.json 沒有任何公司資料")
  }

  @Test func headerAlone_IsAnErrorRowNotZeroCompanies() async throws {
    try await assertErrorRow(fixture: "header_only.csv", "t187ap03_L.csv 沒有任何公司資料")
  }

  /// Line 3 has no code and line 5 no name: skipped and counted; line 4's capital is not a
  /// number: kept, its capital null, and said. No row without a name.
  @Test func skippedRecords_AreANoticeRowAndNoNamelessRow() async throws {
    try write(try Self.fixture("skipped_records.csv"))
    let run = try await play("load listed\n")
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try #require(run.steps.first?["rows"] as? [[String: Any]])
    // Required, not expected: the rows are read by index below.
    try #require(
      rows.compactMap { $0["kind"] as? String } == ["status", "notice", "company", "company"])
    let notice = rows[1]
    #expect(
      notice.json("id", "market", "count", "text") == """
        {"count":2,"id":"notice:listed","market":"listed",\
        "text":"上市 略過 2 筆無法解讀的資料（第 3、5 行）；1 筆資料的 實收資本額 無法解讀，已留空（第 4 行）"}
        """)
    #expect(
      Set(notice.keys) == ["kind", "id", "market", "count", "text", "cells", "accessibility"])
    let companies = rows.filter { $0["kind"] as? String == "company" }
    #expect(companies.compactMap { $0["name"] as? String } == ["第一", "第三"])
    #expect(companies[1]["capital"] is NSNull)
    #expect(rows[0]["text"] as? String == "已取得 上市 資料 - 數量 2 筆")
  }

  /// The other markets still load beside a broken one.
  @Test func brokenListedFile_LeavesTheOTCFileLoaded() async throws {
    try write(try Self.fixture("nul_bytes.csv"))
    let otc = Self.header + "\"1131029\",\"6488\",\"環球晶圓股份有限公司\",\"環球晶\"\n"
    try Data(otc.utf8).write(to: folder.appendingPathComponent("t187ap03_O.csv"))
    let run = try await play("load listed\nload otc\n")
    let rows = try #require(run.steps.last?["rows"] as? [[String: Any]])
    #expect(rows.compactMap { $0["code"] as? String } == ["6488"])
    #expect(rows.contains { ($0["text"] as? String)?.contains("NUL") == true })
  }
}

extension BadFileTests {
  static let header = "\u{FEFF}出表日期,公司代號,公司名稱,公司簡稱\n"

  /// How long one run of the program may take before the test fails: no time budget, only
  /// the end of a run that would never end (the big files take a few seconds on a busy
  /// machine).
  static let runLimit: Duration = .seconds(120)

  static func fixture(_ name: String) throws -> Data {
    let root = try #require(SharedData.packageRoot(), "no package root")
    return try Data(contentsOf: root.appendingPathComponent("Tests/Fixtures/BadFiles/" + name))
  }

  private func write(_ body: Data, as name: String = "t187ap03_L.csv") throws {
    try body.write(to: folder.appendingPathComponent(name))
  }

  /// Plays `load listed` over the file in place (or the fixture `fixture`, put there as
  /// `name`), and checks the error row, the exit status and the peak memory.
  private func assertErrorRow(
    fixture: String? = nil, as name: String = "t187ap03_L.csv", _ expected: String,
    maxMegabytes: Int = 300, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    if let fixture { try write(try Self.fixture(fixture), as: name) }
    let run = try await play("load listed\n")
    #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.steps.count == 1, sourceLocation: sourceLocation)
    let rows = run.steps.first?["rows"] as? [[String: Any]] ?? []
    let errors = rows.filter { $0["kind"] as? String == "error" }
    #expect(errors.count == 1, "\(rows)", sourceLocation: sourceLocation)
    #expect(
      [errors.first?["market"] as? String, errors.first?["text"] as? String]
        == ["listed", "上市 資料取得失敗：" + expected], sourceLocation: sourceLocation)
    if let peak = run.peakKilobytes {
      #expect(peak < maxMegabytes << 10, "peak RSS in kB", sourceLocation: sourceLocation)
    }
  }

  /// What the program printed for a scenario over the data folder.
  struct Played {
    var status: Int32
    var steps: [[String: Any]]
    var stderr: String
    /// The program's peak resident memory, when it could be measured.
    var peakKilobytes: Int?
  }

  private func play(_ scenario: String) async throws -> Played {
    let program = try #require(BrowseBinary.url, Comment(rawValue: BrowseBinary.missingMessage))
    let scenarioFile = folder.appendingPathComponent("load.scenario")
    try Data(scenario.utf8).write(to: scenarioFile)
    let arguments = ["play", scenarioFile.path, "--data", folder.path, "--format", "json"]
    let run = try await blockingCall("stock-screens play over a bad file", within: Self.runLimit) {
      try ReliabilityMemory.run(program, arguments: arguments)
    }
    let steps = run.stdout.split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
    return Played(
      status: run.status, steps: steps, stderr: run.stderr, peakKilobytes: run.peakKilobytes)
  }
}
