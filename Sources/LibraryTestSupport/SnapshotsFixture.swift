import Foundation
import SnapshotStore
import TestSupport

/// A package after a test run that left one of everything to review: a failed screen with a
/// one-character change in Chinese, a failed storyboard, a missing snapshot, a pending inline
/// snapshot, and a snapshot that passed.
public final class SnapshotsFixture: TemporaryPackage {
  /// The reference of the failed screen, `Snapshots/DirectoryTests/testFilter.txt`: the run
  /// drew 體 where it has 電.
  public static let filterReference = """
    # 公司列表
      符合「台積」 1 筆 / 共 91 筆
      [台積]電 - (2330)  上市  台灣積體電路製造股份有限公司

    """
  /// The reference of the failed storyboard, `Snapshots/Scenarios/feed.txt`: the run drew
  /// 沒有更多資料 where it has 上拉載入更多.
  public static let storyboardReference = """
    === feed ===

    --- 1. open feed ---
    # 公司一覽
      下拉重新整理
      台泥 - (1101)

    --- 2. more ---
    # 公司一覽
      台泥 - (1101)
      上拉載入更多

    """

  public init() throws {
    try super.init(prefix: "snapshots-review")
    try write(Self.filterReference, at: "Snapshots/DirectoryTests/testFilter.txt")
    try write(Self.storyboardReference, at: "Snapshots/Scenarios/feed.txt")
    try write("# 公司列表\n  尚未取得資料\n", at: "Snapshots/DirectoryTests/testEmpty.txt")
    try write(
      "func testTitle() {\n  assertInlineSnapshot(of: title) {\n    \"\"\"\n    公司列表\n    \"\"\"\n  }\n}\n",
      at: "Tests/AppTests/TitleTests.swift")
    let never = SnapshotRecordMode.Choice(
      mode: .never, origin: .continuousIntegration(variable: "CI"))
    let log = SnapshotRunLog(folders: folders)
    let checks: [(String, String, String, Int)] = [
      (
        "DirectoryTests/testFilter.txt",
        Self.filterReference.replacingOccurrences(of: "]電", with: "]體"),
        "DirectoryTests/testFilter", 42
      ),
      (
        "Scenarios/feed.txt",
        Self.storyboardReference.replacingOccurrences(of: "上拉載入更多", with: "沒有更多資料"),
        "ScenarioSnapshotTests/testEveryScenario", 30
      ),
      ("DirectoryTests/testNew.txt", "# 公司列表\n  正在取得 上櫃 資料…\n", "DirectoryTests/testNew", 51),
      ("DirectoryTests/testEmpty.txt", "# 公司列表\n  尚未取得資料\n", "DirectoryTests/testEmpty", 20),
    ]
    for (path, text, test, line) in checks {
      let origin = SnapshotOrigin(
        test: test, file: "Tests/AppTests/DirectoryTests.swift", line: line, column: 19)
      log.record(folders.verify(text, at: .init(relativePath: path), record: never, origin: origin))
    }
    let inline = SnapshotOrigin(
      test: "TitleTests/testTitle", file: "Tests/AppTests/TitleTests.swift", line: 2, column: 23)
    log.recordInline(inline, failed: true)
    try folders.keepPendingInline(
      PendingInlineSnapshot(origin: inline, expected: "公司列表", actual: "公司一覽"))
    try log.finish(
      library: .xctest, run: "1", full: true, failedTests: ["DirectoryTests/testFilter"])
  }
}
