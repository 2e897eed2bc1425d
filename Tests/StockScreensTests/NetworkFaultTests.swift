import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket
import TestSupport
import Testing

/// The directory, driven over HTTP against `Tests/Support/loopback_server.py`, while the
/// listed market's route misbehaves: each fault gives its typed error and an error row, the
/// OTC rows loaded before stay, and a retry once the route is mended recovers.
///
/// Each test has a folder and a server of its own, and Swift Testing runs them side by side.
@Suite(
  .enabled(
    if: LoopbackServer.python3 != nil,
    Comment(rawValue: "\(LoopbackServer.Failure.python3Missing)")))
final class NetworkFaultTests: Sendable {
  private let server: LoopbackServer
  private let folder: URL
  private let listedPath = HTTPMarketSource.Layout.mopsCSV.path(for: .listed)

  init() async throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("NetworkFaultTests-\(UUID().uuidString)", isDirectory: true)
    let data = folder.appendingPathComponent("data", isDirectory: true)
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Self.listedCSV.write(to: data.appendingPathComponent("t187ap03_L.csv"))
    try Self.otcCSV.write(to: data.appendingPathComponent("t187ap03_O.csv"))
    try Data("[1, 2, 3]".utf8).write(to: data.appendingPathComponent("numbers.json"))
    try Data(Self.header.utf8).write(to: data.appendingPathComponent("header.csv"))
    server = try await LoopbackServer.started(roots: [data])
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  @Test func status500_IsAnHTTPStatusErrorRow() async throws {
    try await assertFault("/status/500", reason: "HTTP 500") { $0 == .httpStatus(500) }
  }

  @Test func status404_IsAnHTTPStatusErrorRow() async throws {
    try await assertFault("/status/404", reason: "HTTP 404") { $0 == .httpStatus(404) }
  }

  @Test func htmlPageWithStatus200_IsAnHTMLPageErrorRow() async throws {
    try await assertFault("/html", reason: "收到網頁而非資料（FOR SECURITY REASONS）") {
      $0 == .htmlPage(title: "FOR SECURITY REASONS")
    }
  }

  @Test func emptyBody_IsAnEmptyBodyErrorRow() async throws {
    try await assertFault("/empty", reason: "內容是空的") { $0 == .emptyBody }
  }

  @Test func truncatedBody_IsATransportErrorRow() async throws {
    try await assertFault("/truncated", reason: "連線失敗（") {
      if case .transport = $0 { return true }
      return false
    }
  }

  @Test func bodySlowerThanTheTimeout_IsATimeoutErrorRow() async throws {
    try await assertFault("/slow", reason: "逾時（1 秒）", timeout: 1) {
      $0 == .timeout(seconds: 1)
    }
  }

  @Test func jsonOfTheWrongShape_IsAWrongShapeErrorRow() async throws {
    try await assertFault("/wrong-shape", reason: "JSON 結構不符（expected an array") {
      $0 == .wrongShape("expected an array of records, found an object")
    }
  }

  @Test func arrayOfNumbers_IsANoUsableCompanyErrorRow() async throws {
    try await assertFault("/files/numbers.json", reason: "沒有任何可用的公司資料（3 筆都無法解讀）") {
      $0 == .noUsableCompanies(unusable: 3)
    }
  }

  @Test func headerAlone_IsANoUsableCompanyErrorRow() async throws {
    try await assertFault("/files/header.csv", reason: "t187ap03_L.csv 沒有任何公司資料") {
      $0 == .noUsableCompanies(unusable: 0)
    }
  }

  /// An answer without a company is never written to the cache, and once a good copy is
  /// there, such an answer serves that copy, marked stale with the reason.
  @Test func cache_NeverKeepsOrServesAnAnswerWithoutACompany() async throws {
    let cache = folder.appendingPathComponent("cache", isDirectory: true)
    let cached = { CachedSource(wrapping: self.source(timeout: 5), folder: cache) }
    try await server.fault(listedPath, as: "/files/header.csv")
    let first = ScreenDriver.directory(source: cached())
    await first.send(.loadRequested(.listed))
    try await withDeadline("the load from the loopback server") { await first.waitUntilIdle() }
    var rows = Array(await first.current.screen.rows)
    #expect(rows.contains { $0.id == .error(.listed) }, "\(rows)")
    #expect(!FileManager.default.fileExists(atPath: cached().cacheFile(for: .listed).path))

    try await server.heal(listedPath)
    await first.send(.retryRequested(.listed))
    try await withDeadline("the load from the loopback server") { await first.waitUntilIdle() }
    rows = Array(await first.current.screen.rows)
    #expect(rows.companyCodes == ["1101", "2330"])

    try await server.fault(listedPath, as: "/files/numbers.json")
    let later = ScreenDriver.directory(source: cached())
    await later.send(.loadRequested(.listed))
    try await withDeadline("the load from the loopback server") { await later.waitUntilIdle() }
    rows = Array(await later.current.screen.rows)
    #expect(rows.companyCodes == ["1101", "2330"], "the good copy, not nothing")
    let stale = rows.first { $0.id == .stale(.listed) }?.title ?? ""
    #expect(stale.hasSuffix("沒有任何可用的公司資料（3 筆都無法解讀）"), "\(stale)")
  }

  /// The content type is only a hint: valid CSV served as text/html is data, not a fault.
  @Test func validCSVWithTheWrongContentType_Loads() async throws {
    try await server.fault(listedPath, as: "/wrong-type")
    let driver = ScreenDriver.directory(source: source(timeout: 5))
    await driver.send(.loadRequested(.listed))
    try await withDeadline("the load from the loopback server") { await driver.waitUntilIdle() }
    let directory = await driver.controller
    #expect(directory.catalog.companies.map(\.code) == ["9001", "9002"])
    let rows = await driver.current.screen.rows
    #expect(!rows.contains { if case .error = $0 { true } else { false } })
  }

  @Test func cache_ServesStaleDataMarkedStaleUntilARetryRecovers() async throws {
    let cache = folder.appendingPathComponent("cache", isDirectory: true)
    let first = ScreenDriver.directory(
      source: CachedSource(wrapping: source(timeout: 5), folder: cache))
    await first.send(.loadRequested(.listed))
    try await withDeadline("the load from the loopback server") { await first.waitUntilIdle() }
    let fresh = Array(await first.current.screen.rows)
    #expect(fresh.companyCodes == ["1101", "2330"])

    // A later session: the exchange is down, the last good copy shows, marked stale.
    try await server.fault(listedPath, as: "/status/500")
    let driver = ScreenDriver.directory(
      source: CachedSource(wrapping: source(timeout: 5), folder: cache))
    await driver.send(.loadRequested(.listed))
    try await withDeadline("the load from the loopback server") { await driver.waitUntilIdle() }
    var rows = Array(await driver.current.screen.rows)
    #expect(rows.companyCodes == ["1101", "2330"])
    let date = CalendarDate(year: 2024, month: 10, day: 29)
    #expect(rows.contains(.stale(market: .listed, dataDate: date, reason: "HTTP 500")))
    let staleText = rows.first { $0.id == .stale(.listed) }?.title
    #expect(staleText == "上市 顯示先前的資料（2024-10-29）：HTTP 500")

    try await server.heal(listedPath)
    await driver.send(.retryRequested(.listed))
    try await withDeadline("the load from the loopback server") { await driver.waitUntilIdle() }
    rows = Array(await driver.current.screen.rows)
    #expect(rows.companyCodes == ["1101", "2330"])
    #expect(!rows.contains { $0.id == .stale(.listed) }, "fresh again")
    let hits = try await server.hits(listedPath)
    #expect(hits == 3, "the first session, the stale load, the retry")
  }
}

extension NetworkFaultTests {
  private func source(timeout: Double) -> HTTPMarketSource {
    HTTPMarketSource(baseURL: server.baseURL, layout: .mopsCSV, timeout: timeout)
  }

  /// Loads OTC, then listed while its route answers as `route`: the listed load fails with a
  /// kind `matches` accepts and an error row whose reason holds `reason`, the OTC rows
  /// stay; once the route is mended, a retry brings the listed companies in.
  private func assertFault(
    _ route: String, reason: String, timeout: Double = 5,
    sourceLocation: SourceLocation = #_sourceLocation,
    matches: (MarketDataError.Kind) -> Bool
  ) async throws {
    let driver = ScreenDriver.directory(source: source(timeout: timeout))
    await driver.send(.loadRequested(.otc))
    try await withDeadline("the load from the loopback server") { await driver.waitUntilIdle() }
    try await server.fault(listedPath, as: route)
    await driver.send(.loadRequested(.listed))
    try await withDeadline("the load from the loopback server") { await driver.waitUntilIdle() }

    let directory = await driver.controller
    guard case .failed(let error) = directory.loadState(of: .listed) else {
      Issue.record("listed: \(directory.loadState(of: .listed))", sourceLocation: sourceLocation)
      return
    }
    #expect(matches(error.kind), "\(error.kind)", sourceLocation: sourceLocation)
    #expect(
      error.origin == .url(server.url(listedPath).absoluteString), sourceLocation: sourceLocation)
    #expect(error.reason.contains(reason), "\(error.reason)", sourceLocation: sourceLocation)
    var rows = Array(await driver.current.screen.rows)
    #expect(
      rows.contains(.error(market: .listed, reason: error.reason)), "\(rows)",
      sourceLocation: sourceLocation)
    #expect(rows.companyCodes == ["6488", "6643"], "OTC stays", sourceLocation: sourceLocation)

    try await server.heal(listedPath)
    await driver.send(.retryRequested(.listed))
    try await withDeadline("the load from the loopback server") { await driver.waitUntilIdle() }
    rows = Array(await driver.current.screen.rows)
    #expect(
      rows.companyCodes == ["1101", "2330", "6488", "6643"], sourceLocation: sourceLocation)
    #expect(
      !rows.contains { $0.id == .error(.listed) }, "recovered", sourceLocation: sourceLocation)
  }

  static let header = "\u{FEFF}出表日期,公司代號,公司名稱,公司簡稱,實收資本額\n"
  static let listedCSV = Data(
    (header + "\"1131029\",\"1101\",\"臺灣水泥股份有限公司\",\"台泥\",\"77511817420\"\n"
      + "\"1131029\",\"2330\",\"台灣積體電路製造股份有限公司\",\"台積電\",\"259327332420\"\n").utf8)
  static let otcCSV = Data(
    (header + "\"1131029\",\"6488\",\"環球晶圓股份有限公司\",\"環球晶\",\"4781137250\"\n"
      + "\"1131029\",\"6643\",\"&#20870;星科技股份有限公司\",\"M31\",\"418051600\"\n").utf8)
}

extension [DirectoryRow] {
  fileprivate var companyCodes: [String] {
    compactMap { row in
      if case .company(let company) = row { return company.company.code }
      return nil
    }
  }
}
