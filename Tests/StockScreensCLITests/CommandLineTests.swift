import Foundation
import TestSupport
import Testing

/// The built `stock-screens` program, run as a process the way a person runs it.
///
/// Each test has a folder of its own, and Swift Testing runs them side by side.
@Suite(.needsBuiltProgram) final class CommandLineTests: Sendable {
  private let temporary: URL

  init() throws {
    temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("stock-screens-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: temporary) }

  private func run(_ arguments: [String], in directory: URL? = nil) async throws -> ProgramRun {
    try await blockingCall("stock-screens \(arguments.joined(separator: " "))") {
      try ProgramRun.builtProduct("stock-screens", arguments: arguments, in: directory)
    }
  }

  private func scenario(_ text: String, named name: String = "t.scenario") throws -> String {
    let url = temporary.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  private func jsonLines(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  @Test func demo_ExitsZeroAndShowsAllThreeScreens() async throws {
    let run = try await run([])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    for title in ["# 公司列表", "# 公司一覽", "# 公司資料"] {
      #expect(run.stdout.contains(title), "the demo shows \(title)")
    }
    #expect(run.stdout.contains("上櫃 資料取得失敗：伺服器忙碌中（HTTP 503）（重試）"))
    #expect(run.stdout.contains("沒有更多資料"))
    let demo = try await self.run(["demo"])
    #expect(demo.stdout == run.stdout, "no arguments means demo")
  }

  @Test func playJSON_GivesTheExpectedRows() async throws {
    let path = try scenario("load otc\nfilter 6643\nselect 6643\nback\nopen feed 5\n")
    let run = try await run(["play", path, "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let steps = try jsonLines(run.stdout)
    // Required, not expected: the steps are read by index below.
    try #require(steps.count == 5)
    #expect(steps.map { $0["step"] as? Int } == [1, 2, 3, 4, 5])
    #expect(
      steps.map { $0["screen"] as? String }
        == ["directory", "directory", "profile", "directory", "feed"])
    let filtered = try #require(steps[1]["rows"] as? [[String: Any]])
    try #require(filtered.count >= 2, "\(filtered)")
    #expect(
      [
        filtered[0].json("kind", "text"),
        filtered[1].json("code", "name", "fullName", "capital", "market"),
      ]
        == [
          #"{"kind":"status","text":"符合「6643」 1 筆 / 共 30 筆"}"#,
          #"{"capital":418051600,"code":"6643","fullName":"円星科技股份有限公司","market":"otc","name":"M31"}"#,
        ])
    // The controls as a protocol 1 update writes them: the search field shows what was typed.
    let controls = try #require(steps[1]["controls"] as? [[String: Any]])
    let search = controls.first { $0["id"] as? String == "filter" }
    #expect(search?.json("kind", "value") == #"{"kind":"textField","value":"6643"}"#)
    #expect(controls.count == 4, "the search field and the three markets' buttons: \(controls)")
    let profileControls = try #require(steps[2]["controls"] as? [[String: Any]])
    #expect(profileControls.contains { $0["id"] as? String == "watch" }, "\(profileControls)")
    let changes = try #require(steps[1]["changes"] as? [String: Int])
    #expect(changes == ["inserted": 0, "deleted": 29, "moved": 0, "updated": 2])
    let profile = try #require(steps[2]["rows"] as? [[String: Any]])
    let feed = try #require(steps[4]["rows"] as? [[String: Any]])
    #expect(
      [
        profile.first?.json("kind", "code"), feed.first?.json("kind", "state"),
        feed.last?.json("kind", "state"),
      ]
        == [
          #"{"code":"6643","kind":"profileHeader"}"#, #"{"kind":"header","state":"idle"}"#,
          #"{"kind":"footer","state":"idle"}"#,
        ])
    #expect(feed.filter { $0["kind"] as? String == "company" }.count == 5)
  }

  @Test func play_StopsWithFileAndLine_WhereTheSessionDoesNotDoWhatTheLineSays() async throws {
    let path = try scenario("refused: back   # nothing under the directory\nrefused: load listed\n")
    let run = try await run(["play", path, "--format", "json"])
    #expect(run.status == 2)
    #expect(
      run.stderr == "\(path):2: the session took the event, which the line expects it to refuse\n")
    let steps = try jsonLines(run.stdout)
    #expect(steps.count == 1, "the steps before the line are written")
    #expect(
      steps.first?["refused"] as? String == "back: nothing to go back to from the directory")
  }

  @Test func playText_IsTheScenarioStoryboard() async throws {
    let path = try scenario("load emerging  # 興櫃\nfilter 路易莎\n")
    let run = try await run(["play", path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout.hasPrefix("--- 1. load emerging  # 興櫃 ---\n# 公司列表\n"), "\(run.stdout)")
    #expect(
      run.stdout.hasSuffix(
        """
        --- 2. filter 路易莎 ---
        # 公司列表
          名稱或代號 [路易莎  ]
          [ 上市 ]
          [ 上櫃 ]
          [ 興櫃 ]
          符合「路易莎」 1 筆 / 共 31 筆
          [路易莎]咖啡 - (2758)  興櫃  [路易莎]職人咖啡股份有限公司  資本額: 未提供  無行情

        """), "\(run.stdout)")
  }

  @Test func scenarioErrors_ExitTwoWithFileAndLine() async throws {
    let cases: [(String, Int, String)] = [
      ("open directory\nwalk listed\n", 2, "unknown command \"walk\""),
      ("load\n", 1, "missing argument; usage: load MARKET"),
      ("# comment\n\nload pluto\n", 3, "unknown market \"pluto\""),
      ("load listed\nmore\n", 2, "more works on the feed"),
      ("open feed\nfilter 台\n", 2, "filter works on the directory"),
    ]
    for (text, line, message) in cases {
      let path = try scenario(text)
      let run = try await run(["play", path])
      #expect(run.status == 2, "\(text)")
      #expect(run.stdout == "", "nothing runs before the error: \(text)")
      #expect(run.stderr.hasPrefix("\(path):\(line): \(message)"), "\(run.stderr)")
    }
  }

  @Test func usageErrors_ExitTwo() async throws {
    for arguments in [
      ["fly"], ["play"], ["play", "/nonexistent/x.scenario"], ["play", "a", "--format", "xml"],
      ["play", "a", "--data"], ["snapshots"], ["snapshots", "polish"], ["demo", "extra"],
      ["demo", "--format", "json", "--max-rows", "3"], ["drive", "--no-cache"],
      ["browse", "--port", "1"], ["serve", "--live", "ftp://x"],
      ["drive", "--data", "a", "--data", "b"],
    ] {
      let run = try await run(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stderr.hasPrefix("stock-screens: "), "\(arguments) says why: \(run.stderr)")
      #expect(run.stdout == "", "\(arguments) runs nothing")
    }
  }

  @Test func help_OnEveryCommandWithAnExample() async throws {
    for arguments in [
      ["--help"], ["demo", "--help"], ["play", "--help"], ["snapshots", "--help"],
      ["browse", "--help"], ["drive", "--help"], ["serve", "--help"],
      ["snapshots", "accept", "-h"],
    ] {
      let run = try await run(arguments)
      #expect(run.status == 0, "\(arguments)")
      #expect(run.stdout.contains("Example:"), "\(arguments) shows an example")
    }
  }

  @Test func dataWithAMissingFile_ShowsAnErrorRowNotACrash() async throws {
    let data = temporary.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try "公司代號,公司名稱,公司簡稱\n\"2330\",\"台灣積體電路製造股份有限公司\",\"台積電\"\n"
      .write(to: data.appendingPathComponent("t187ap03_L.csv"), atomically: true, encoding: .utf8)
    let path = try scenario("load listed\nload otc\n")
    let run = try await run(["play", path, "--data", data.path, "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let steps = try jsonLines(run.stdout)
    let rows = try #require(steps.last?["rows"] as? [[String: Any]])
    let error = try #require(rows.first { $0["kind"] as? String == "error" })
    #expect(error["market"] as? String == "otc")
    let text = try #require(error["text"] as? String)
    #expect(text.hasPrefix("上櫃 資料取得失敗："), "\(text)")
    #expect(text.contains("t187ap03_O.csv"), "names the file it looked for: \(text)")
    #expect(rows.filter { $0["kind"] as? String == "company" }.count == 1, "listed stays")
  }

  @Test func dataFolderThatDoesNotExist_IsAUsageError() async throws {
    let path = try scenario("load listed\n")
    let run = try await run(["play", path, "--data", temporary.appendingPathComponent("nope").path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("no such folder"), "\(run.stderr)")
  }
}
