import Foundation
import TestSupport
import Testing

/// `play --live BASE_URL` against a loopback server: real HTTP, the exchanges' paths, the
/// cache of the last good answer.
///
/// Each test has a folder and a server of its own, and Swift Testing runs them side by side.
@Suite(
  .needsBuiltProgram,
  .enabled(
    if: LoopbackServer.python3 != nil,
    Comment(rawValue: "\(LoopbackServer.Failure.python3Missing)")))
final class LiveDataTests: Sendable {
  private let folder: URL
  private let server: LoopbackServer

  init() async throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stock-screens-live-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let listed = folder.appendingPathComponent("listed.csv")
    try """
    出表日期,公司代號,公司名稱,公司簡稱,實收資本額
    "1131029","1101","臺灣水泥股份有限公司","台泥","77511817420"
    "1131029","2330","台灣積體電路製造股份有限公司","台積電","259327332420"

    """.write(to: listed, atomically: true, encoding: .utf8)
    server = try await LoopbackServer.started(maps: ["/opendata/t187ap03_L.csv": listed])
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func play(
    _ extra: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [[String: Any]] {
    let scenario = folder.appendingPathComponent("live.scenario")
    try "load listed\nload otc\n".write(to: scenario, atomically: true, encoding: .utf8)
    let arguments =
      ["play", scenario.path, "--live", server.baseURL.absoluteString, "--format", "json"] + extra
    let cache = folder.appendingPathComponent("cache").path
    let run = try await blockingCall("stock-screens play --live") {
      try ProgramRun.builtProduct(
        "stock-screens", arguments: arguments, environment: ["STOCK_SCREENS_CACHE": cache])
    }
    #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
    #expect(
      run.stderr == "", "no progress line when standard error is not a terminal",
      sourceLocation: sourceLocation)
    let last = try #require(run.stdout.split(separator: "\n").last, sourceLocation: sourceLocation)
    let step = try #require(
      JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any],
      sourceLocation: sourceLocation)
    return try #require(step["rows"] as? [[String: Any]], sourceLocation: sourceLocation)
  }

  private func kinds(_ rows: [[String: Any]]) -> [String] {
    rows.compactMap { $0["kind"] as? String }
  }

  @Test func live_LoadsOverHTTPAndShowsTheOtherMarketsFailure() async throws {
    let rows = try await play([])
    // Required, not expected: the rows are read by index below.
    try #require(kinds(rows) == ["status", "error", "quotesFailed", "company", "company"])
    // The server has no day's quotes: the listed market's are said to have failed.
    #expect(
      [rows[0].json("text"), rows[1].json("text"), rows[2].json("text"), rows[4].json("code")] == [
        #"{"text":"已取得 上市 資料 - 數量 2 筆"}"#, #"{"text":"上櫃 資料取得失敗：HTTP 404"}"#,
        #"{"text":"上市 行情取得失敗：HTTP 404"}"#, #"{"code":"2330"}"#,
      ])
  }

  @Test func live_AFailedRequestShowsTheCachedDataMarkedStale() async throws {
    _ = try await play([])
    try await server.fault("/opendata/t187ap03_L.csv", as: "/status/500")
    let rows = try await play([])
    try #require(kinds(rows) == ["status", "stale", "error", "quotesFailed", "company", "company"])
    let stale = try #require(rows[1]["text"] as? String)
    #expect(stale == "上市 顯示先前的資料（2024-10-29）：HTTP 500")
    let uncached = try await play(["--no-cache"])
    // A market that failed has no companies, so its quotes are never asked for.
    #expect(kinds(uncached) == ["error", "error", "empty"])
  }
}
