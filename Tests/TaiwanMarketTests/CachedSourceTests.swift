import Foundation
import TaiwanMarket
import XCTest

/// Answers each load with the next scripted result, then keeps failing.
private actor ScriptedSource: MarketDataSource {
  private var answers: [Result<MarketData, MarketDataError>]

  init(_ answers: [Result<MarketData, MarketDataError>]) {
    self.answers = answers
  }

  func load(_ market: Market) async throws(MarketDataError) -> MarketData {
    guard !answers.isEmpty else {
      throw MarketDataError(market: market, origin: .memory(name: "script"), kind: .reported("盡"))
    }
    return try answers.removeFirst().get()
  }
}

final class CachedSourceTests: XCTestCase {
  private var folder: URL!
  private let good = MarketData(
    market: .listed,
    companies: [
      Company(
        code: "1101", shortName: "台泥", fullName: "臺灣水泥股份有限公司", capital: 77_511_817_420,
        market: .listed),
      Company(
        code: "2330", shortName: "台積電", fullName: "台灣積體電路製造股份有限公司", capital: nil, market: .listed),
    ],
    dataDate: CalendarDate(year: 2024, month: 10, day: 29),
    origin: .url("https://example.test/L.csv"))
  private let offline = MarketDataError(
    market: .listed, origin: .url("https://example.test/L.csv"), kind: .transport(.lost))

  override func setUpWithError() throws {
    folder = try TestFiles.temporaryFolder().appendingPathComponent("cache", isDirectory: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: folder.deletingLastPathComponent())
  }

  func testSuccess_IsReturnedAndWrittenToTheCache() async throws {
    let source = CachedSource(wrapping: ScriptedSource([.success(good)]), folder: folder)
    let data = try await source.load(.listed)
    XCTAssertEqual(data, good)
    XCTAssertTrue(FileManager.default.fileExists(atPath: source.cacheFile(for: .listed).path))
    XCTAssertEqual(source.cacheFile(for: .listed).lastPathComponent, "listed.json")
  }

  func testFailure_ServesTheCachedCopyMarkedStale() async throws {
    let source = CachedSource(
      wrapping: ScriptedSource([.success(good), .failure(offline)]), folder: folder)
    _ = try await source.load(.listed)
    let stale = try await source.load(.listed)
    XCTAssertEqual(stale.companies, good.companies)
    XCTAssertEqual(stale.dataDate, good.dataDate)
    XCTAssertEqual(stale.staleBecause, offline)
    XCTAssertTrue(stale.isStale)
    XCTAssertEqual(stale.origin, .cache(path: source.cacheFile(for: .listed).path))
  }

  func testCacheOutlivesTheSourceObject() async throws {
    _ = try await CachedSource(wrapping: ScriptedSource([.success(good)]), folder: folder)
      .load(.listed)
    let later = CachedSource(wrapping: ScriptedSource([.failure(offline)]), folder: folder)
    let stale = try await later.load(.listed)
    XCTAssertEqual(stale.companies.map(\.code), ["1101", "2330"])
    XCTAssertEqual(stale.staleBecause, offline)
  }

  func testFailureWithoutCache_IsRethrown() async {
    let source = CachedSource(wrapping: ScriptedSource([.failure(offline)]), folder: folder)
    let error = await loadFailure(source, .listed)
    XCTAssertEqual(error, offline)
  }

  func testCorruptCache_IsTreatedAsAbsent() async throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let source = CachedSource(wrapping: ScriptedSource([.failure(offline)]), folder: folder)
    try Data("{\"format\": 1, \"companies\": [tru".utf8).write(to: source.cacheFile(for: .listed))
    let error = await loadFailure(source, .listed)
    XCTAssertEqual(error, offline)
  }

  func testCacheOfAnotherMarket_IsNotServed() async throws {
    let source = CachedSource(
      wrapping: ScriptedSource([.success(good), .failure(offline)]), folder: folder)
    _ = try await source.load(.listed)
    try FileManager.default.copyItem(
      at: source.cacheFile(for: .listed), to: source.cacheFile(for: .otc))
    let error = await loadFailure(source, .otc)
    XCTAssertEqual(error, offline, "the failure itself, not the listed copy")
  }

  func testWrites_LeaveNoTemporaryFiles() async throws {
    let answers = Array(repeating: Result<MarketData, MarketDataError>.success(good), count: 5)
    let source = CachedSource(wrapping: ScriptedSource(answers), folder: folder)
    for _ in 0..<5 { _ = try await source.load(.listed) }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    XCTAssertEqual(names, ["listed.json"])
  }

  func testAnswerWithoutACompany_FailsAndIsNotWritten() async throws {
    let empty = MarketData(market: .listed, companies: [], origin: good.origin)
    let source = CachedSource(wrapping: ScriptedSource([.success(empty)]), folder: folder)
    let error = await loadFailure(source, .listed)
    XCTAssertEqual(error?.kind, .noUsableCompanies(unusable: 0))
    XCTAssertEqual(error?.origin, good.origin)
    XCTAssertFalse(FileManager.default.fileExists(atPath: source.cacheFile(for: .listed).path))
  }

  func testAnswerWithoutACompany_ServesTheCachedCopyInstead() async throws {
    let skipped = DecodingIssue(kind: .emptyCode, line: 2, origin: good.origin)
    let empty = MarketData(
      market: .listed, companies: [], issues: [skipped], origin: good.origin)
    let source = CachedSource(
      wrapping: ScriptedSource([.success(good), .success(empty)]), folder: folder)
    _ = try await source.load(.listed)
    let stale = try await source.load(.listed)
    XCTAssertEqual(stale.companies, good.companies)
    XCTAssertEqual(stale.staleBecause?.kind, .noUsableCompanies(unusable: 1))
    let entry = try Data(contentsOf: source.cacheFile(for: .listed))
    XCTAssertTrue(String(decoding: entry, as: UTF8.self).contains("台積電"), "still the good copy")
  }

  /// A cache file left by an older version, or edited by hand, that holds no company.
  func testCacheFileWithoutACompany_IsNotServed() async throws {
    let source = CachedSource(
      wrapping: ScriptedSource([.success(good), .failure(offline), .failure(offline)]),
      folder: folder)
    _ = try await source.load(.listed)
    let file = source.cacheFile(for: .listed)
    var entry = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    let served = try await source.load(.listed)
    XCTAssertTrue(served.isStale, "the file as written is served")
    entry["companies"] = [Any]()
    try JSONSerialization.data(withJSONObject: entry).write(to: file)
    let error = await loadFailure(source, .listed)
    XCTAssertEqual(error, offline, "the failure itself, never an empty market")
  }

  func testStaleCopy_KeepsTheIssuesOfTheAnswerItCameFrom() async throws {
    var withIssues = good
    withIssues.issues = [
      DecodingIssue(kind: .emptyNames, line: 4, origin: good.origin),
      DecodingIssue(
        kind: .invalidValue(field: "實收資本額", found: "abc"), line: 3, origin: good.origin),
    ]
    let source = CachedSource(
      wrapping: ScriptedSource([.success(withIssues), .failure(offline)]), folder: folder)
    _ = try await source.load(.listed)
    let stale = try await source.load(.listed)
    XCTAssertEqual(stale.issues, withIssues.issues)
    XCTAssertEqual(stale.decodingSummary.skippedLines, [4])
  }

  func testStaleAnswerFromTheWrappedSource_IsNotWritten() async throws {
    var stale = good
    stale.staleBecause = offline
    let source = CachedSource(wrapping: ScriptedSource([.success(stale)]), folder: folder)
    let data = try await source.load(.listed)
    XCTAssertTrue(data.isStale)
    XCTAssertFalse(FileManager.default.fileExists(atPath: source.cacheFile(for: .listed).path))
  }
}
