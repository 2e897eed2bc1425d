import Foundation
import LibraryTestSupport
import ScreenModel
import ScreenModelTesting
import SnapshotStore
import TestSupport
import Testing

/// The library's own words and records, checked with its own file snapshots: a failure
/// message, a report, a manifest. These run under Swift Testing on every `swift test`.
@Suite struct LibraryOutputSnapshotTests {
  /// A package after a run with one changed, one new and one orphaned snapshot.
  private func reviewedPackage() throws -> (TemporaryPackage, SnapshotReview) {
    let package = try TemporaryPackage()
    try package.write("# 公司列表\n  台積電 - (2330)\n", at: "Snapshots/ListTests/testFilter.txt")
    try package.write("舊\n", at: "Snapshots/GoneTests/testGone.txt")
    let never = SnapshotRecordMode.Choice(
      mode: .never, origin: .continuousIntegration(variable: "CI"))
    let log = SnapshotRunLog(folders: package.folders)
    log.record(
      package.folders.verify(
        "# 公司列表\n  台積電 - (2330)\n  聯電 - (2303)\n",
        at: .init(relativePath: "ListTests/testFilter.txt"), record: never))
    log.record(
      package.folders.verify("新\n", at: .init(relativePath: "ListTests/testNew.txt"), record: never)
    )
    try log.finish(library: .swiftTesting, run: "1", full: true)
    return (package, SnapshotReview(folders: package.folders))
  }

  @Test func mismatchMessage() throws {
    let package = try TemporaryPackage()
    try package.write("# 公司列表\n  台積電 - (2330)\n", at: "Snapshots/ListTests/testFilter.txt")
    let outcome = package.folders.verify(
      "# 公司列表\n  台積電 - (2330)\n  聯電 - (2303)\n",
      at: .init(relativePath: "ListTests/testFilter.txt"),
      record: .init(mode: .missing, origin: .standard))
    assertTextSnapshot(of: outcome.failureMessage ?? "passed")
  }

  @Test func checkReport() throws {
    let (package, review) = try reviewedPackage()
    let report = try withExtendedLifetime(package) { try review.report() }
    assertTextSnapshot(of: report.description)
  }

  @Test func manifestAsJSON() throws {
    let (package, _) = try reviewedPackage()
    let manifest = try #require(
      try SnapshotManifest.load(from: package.folders.manifestURL(.swiftTesting, "last-run.json")))
    assertTextSnapshot(of: manifest, as: .json)
  }

  @Test func countThroughAPullback() {
    assertTextSnapshot(of: 1867, as: TextSnapshotting<String>.lines.pullback { "數量 \($0) 筆" })
  }

  @Test func threeUnnamedSnapshots() {
    for market in ["上市", "上櫃", "興櫃"] {
      assertTextSnapshot(of: "已取得 \(market) 資料")
    }
  }

  @Test(arguments: ["listed", "otc"])
  func namedPerCase(market: String) {
    var board = Storyboard(title: market)
    board.append(Storyboard.Step(label: "load \(market)", text: "正在取得 \(market) 資料…\n"))
    assertTextSnapshot(of: board, named: market)
  }
}
