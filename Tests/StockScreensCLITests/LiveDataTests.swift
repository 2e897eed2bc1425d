import Foundation
import TestSupport
import XCTest

/// `play --live BASE_URL` against a loopback server: real HTTP, the exchanges' paths, the
/// cache of the last good answer.
final class LiveDataTests: XCTestCase {
  private var folder: URL!
  private var server: LoopbackServer!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stock-screens-live-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let listed = folder.appendingPathComponent("listed.csv")
    try """
    出表日期,公司代號,公司名稱,公司簡稱,實收資本額
    "1131029","1101","臺灣水泥股份有限公司","台泥","77511817420"
    "1131029","2330","台灣積體電路製造股份有限公司","台積電","259327332420"

    """.write(to: listed, atomically: true, encoding: .utf8)
    do {
      server = try LoopbackServer(maps: ["/opendata/t187ap03_L.csv": listed])
    } catch LoopbackServer.Failure.python3Missing {
      throw XCTSkip("python3 is not installed; the loopback HTTP tests need it")
    }
  }

  override func tearDownWithError() throws {
    server = nil
    try? FileManager.default.removeItem(at: folder)
  }

  private func play(_ extra: [String]) throws -> [[String: Any]] {
    let scenario = folder.appendingPathComponent("live.scenario")
    try "load listed\nload otc\n".write(to: scenario, atomically: true, encoding: .utf8)
    let run: ProgramRun
    do {
      run = try ProgramRun.builtProduct(
        "stock-screens",
        arguments: [
          "play", scenario.path, "--live", server.baseURL.absoluteString, "--format", "json",
        ]
          + extra,
        environment: ["STOCK_SCREENS_CACHE": folder.appendingPathComponent("cache").path])
    } catch let error as ProgramRunError {
      throw XCTSkip("\(error)")
    }
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stderr, "", "no progress line when standard error is not a terminal")
    let last = try XCTUnwrap(run.stdout.split(separator: "\n").last)
    let step = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    return try XCTUnwrap(step["rows"] as? [[String: Any]])
  }

  private func kinds(_ rows: [[String: Any]]) -> [String] {
    rows.compactMap { $0["kind"] as? String }
  }

  func testLive_LoadsOverHTTPAndShowsTheOtherMarketsFailure() throws {
    let rows = try play([])
    XCTAssertEqual(kinds(rows), ["status", "error", "company", "company"])
    XCTAssertEqual(rows[0]["text"] as? String, "已取得 上市 資料 - 數量 2 筆")
    XCTAssertEqual(rows[1]["text"] as? String, "上櫃 資料取得失敗：HTTP 404")
    XCTAssertEqual(rows[3]["code"] as? String, "2330")
  }

  func testLive_AFailedRequestShowsTheCachedDataMarkedStale() async throws {
    _ = try play([])
    try await server.fault("/opendata/t187ap03_L.csv", as: "/status/500")
    let rows = try play([])
    XCTAssertEqual(kinds(rows), ["status", "stale", "error", "company", "company"])
    let stale = try XCTUnwrap(rows[1]["text"] as? String)
    XCTAssertEqual(stale, "上市 顯示先前的資料（2024-10-29）：HTTP 500")
    let uncached = try play(["--no-cache"])
    XCTAssertEqual(kinds(uncached), ["error", "error", "empty"])
  }
}
