import Foundation
import TestSupport
import XCTest

/// The built `stock-screens` program, run as a process the way a person runs it.
final class CommandLineTests: XCTestCase {
  private var temporary: URL!

  override func setUpWithError() throws {
    temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("stock-screens-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: temporary)
  }

  private func run(_ arguments: [String], in directory: URL? = nil) throws -> ProgramRun {
    do {
      return try ProgramRun.builtProduct("stock-screens", arguments: arguments, in: directory)
    } catch let error as ProgramRunError {
      throw XCTSkip("\(error)")
    }
  }

  private func scenario(_ text: String, named name: String = "t.scenario") throws -> String {
    let url = temporary.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  private func jsonLines(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
      try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  func testDemo_ExitsZeroAndShowsAllThreeScreens() throws {
    let run = try run([])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stderr, "")
    for title in ["# 公司列表", "# 公司一覽", "# 公司資料"] {
      XCTAssertTrue(run.stdout.contains(title), "the demo shows \(title)")
    }
    XCTAssertTrue(run.stdout.contains("上櫃 資料取得失敗：伺服器忙碌中（HTTP 503）（重試）"))
    XCTAssertTrue(run.stdout.contains("沒有更多資料"))
    XCTAssertEqual(try self.run(["demo"]).stdout, run.stdout, "no arguments means demo")
  }

  func testPlayJSON_GivesTheExpectedRows() throws {
    let path = try scenario("load otc\nfilter 6643\nselect 6643\nback\nopen feed 5\n")
    let run = try run(["play", path, "--format", "json"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let steps = try jsonLines(run.stdout)
    XCTAssertEqual(steps.count, 5)
    XCTAssertEqual(steps.map { $0["step"] as? Int }, [1, 2, 3, 4, 5])
    XCTAssertEqual(
      steps.map { $0["screen"] as? String },
      ["directory", "directory", "profile", "directory", "feed"])
    let filtered = try XCTUnwrap(steps[1]["rows"] as? [[String: Any]])
    XCTAssertEqual(filtered[0]["kind"] as? String, "status")
    XCTAssertEqual(filtered[0]["text"] as? String, "符合「6643」 1 筆 / 共 30 筆")
    XCTAssertEqual(filtered[1]["code"] as? String, "6643")
    XCTAssertEqual(filtered[1]["name"] as? String, "M31")
    XCTAssertEqual(filtered[1]["fullName"] as? String, "円星科技股份有限公司")
    XCTAssertEqual(filtered[1]["capital"] as? Int, 418_051_600)
    XCTAssertEqual(filtered[1]["market"] as? String, "otc")
    let changes = try XCTUnwrap(steps[1]["changes"] as? [String: Int])
    XCTAssertEqual(changes, ["inserted": 0, "deleted": 29, "moved": 0, "updated": 2])
    let profile = try XCTUnwrap(steps[2]["rows"] as? [[String: Any]])
    XCTAssertEqual(profile[0]["kind"] as? String, "profileHeader")
    XCTAssertEqual(profile[0]["code"] as? String, "6643")
    let feed = try XCTUnwrap(steps[4]["rows"] as? [[String: Any]])
    XCTAssertEqual(feed.first?["kind"] as? String, "header")
    XCTAssertEqual(feed.first?["state"] as? String, "idle")
    XCTAssertEqual(feed.last?["kind"] as? String, "footer")
    XCTAssertEqual(feed.last?["state"] as? String, "idle")
    XCTAssertEqual(feed.filter { $0["kind"] as? String == "company" }.count, 5)
  }

  func testPlayText_IsTheScenarioStoryboard() throws {
    let path = try scenario("load emerging  # 興櫃\nfilter 路易莎\n")
    let run = try run(["play", path])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stdout.hasPrefix("--- 1. load emerging  # 興櫃 ---\n# 公司列表\n"), run.stdout)
    XCTAssertTrue(
      run.stdout.hasSuffix(
        """
        --- 2. filter 路易莎 ---
        # 公司列表
          符合「路易莎」 1 筆 / 共 31 筆
          [路易莎]咖啡 - (2758)  興櫃  [路易莎]職人咖啡股份有限公司  資本額: 未提供

        """), run.stdout)
  }

  func testScenarioErrors_ExitTwoWithFileAndLine() throws {
    let cases: [(String, Int, String)] = [
      ("open directory\nwalk listed\n", 2, "unknown command \"walk\""),
      ("load\n", 1, "missing argument; usage: load MARKET"),
      ("# comment\n\nload pluto\n", 3, "unknown market \"pluto\""),
      ("load listed\nmore\n", 2, "more works on the feed"),
      ("open feed\nfilter 台\n", 2, "filter works on the directory"),
    ]
    for (text, line, message) in cases {
      let path = try scenario(text)
      let run = try run(["play", path])
      XCTAssertEqual(run.status, 2, text)
      XCTAssertEqual(run.stdout, "", "nothing runs before the error: \(text)")
      XCTAssertTrue(run.stderr.hasPrefix("\(path):\(line): \(message)"), run.stderr)
    }
  }

  func testUsageErrors_ExitTwo() throws {
    for arguments in [
      ["fly"], ["play"], ["play", "/nonexistent/x.scenario"], ["play", "a", "--format", "xml"],
      ["play", "a", "--data"], ["snapshots"], ["snapshots", "polish"], ["demo", "extra"],
      ["demo", "--format", "json", "--max-rows", "3"], ["drive", "--no-cache"],
      ["browse", "--port", "1"], ["serve", "--live", "ftp://x"],
      ["drive", "--data", "a", "--data", "b"],
    ] {
      let run = try run(arguments)
      XCTAssertEqual(run.status, 2, "\(arguments)")
      XCTAssertTrue(run.stderr.hasPrefix("stock-screens: "), "\(arguments) says why: \(run.stderr)")
      XCTAssertEqual(run.stdout, "", "\(arguments) runs nothing")
    }
  }

  func testHelp_OnEveryCommandWithAnExample() throws {
    for arguments in [
      ["--help"], ["demo", "--help"], ["play", "--help"], ["snapshots", "--help"],
      ["browse", "--help"], ["drive", "--help"], ["serve", "--help"],
      ["snapshots", "accept", "-h"],
    ] {
      let run = try run(arguments)
      XCTAssertEqual(run.status, 0, "\(arguments)")
      XCTAssertTrue(run.stdout.contains("Example:"), "\(arguments) shows an example")
    }
  }

  func testDataWithAMissingFile_ShowsAnErrorRowNotACrash() throws {
    let data = temporary.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try "公司代號,公司名稱,公司簡稱\n\"2330\",\"台灣積體電路製造股份有限公司\",\"台積電\"\n"
      .write(to: data.appendingPathComponent("t187ap03_L.csv"), atomically: true, encoding: .utf8)
    let path = try scenario("load listed\nload otc\n")
    let run = try run(["play", path, "--data", data.path, "--format", "json"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let steps = try jsonLines(run.stdout)
    let rows = try XCTUnwrap(steps.last?["rows"] as? [[String: Any]])
    let error = try XCTUnwrap(rows.first { $0["kind"] as? String == "error" })
    XCTAssertEqual(error["market"] as? String, "otc")
    let text = try XCTUnwrap(error["text"] as? String)
    XCTAssertTrue(text.hasPrefix("上櫃 資料取得失敗："), text)
    XCTAssertTrue(text.contains("t187ap03_O.csv"), "names the file it looked for: \(text)")
    XCTAssertEqual(rows.filter { $0["kind"] as? String == "company" }.count, 1, "listed stays")
  }

  func testDataFolderThatDoesNotExist_IsAUsageError() throws {
    let path = try scenario("load listed\n")
    let run = try run(["play", path, "--data", temporary.appendingPathComponent("nope").path])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.contains("no such folder"), run.stderr)
  }
}
