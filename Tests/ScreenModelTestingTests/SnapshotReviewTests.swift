import SnapshotStore
import XCTest

final class SnapshotReviewTests: XCTestCase {
  private let never = SnapshotRecordMode.Choice(mode: .never, origin: .continuousIntegration)

  /// A package after a CI-like run: one mismatch, one missing, one orphan, one stale artifact.
  private func preparedPackage() throws -> TemporaryPackage {
    let package = try TemporaryPackage(for: self)
    let directory = package.directory
    try package.write("one\ntwo\n", at: "Snapshots/ListTests/testChanged.txt")
    try package.write("same\n", at: "Snapshots/ListTests/testSame.txt")
    try package.write("old\n", at: "Snapshots/GoneTests/testGone.txt")
    let log = SnapshotRunLog(directory: directory)
    for (path, text) in [
      ("ListTests/testChanged.txt", "one\nTWO\n"), ("ListTests/testNew.txt", "new\n"),
      ("ListTests/testSame.txt", "same\n"),
    ] {
      try log.record(directory.verify(text, at: .init(relativePath: path), record: never))
    }
    try log.finish(full: true)
    // Left over from a fix: equal to its reference, so neither failed nor accepted.
    try package.write("same\r\n", at: ".snapshot-artifacts/actual/ListTests/testSame.txt")
    return package
  }

  func testReport_FindsFailedMissingAndOrphans() throws {
    let package = try preparedPackage()
    let report = try SnapshotReview(directory: package.directory).report()
    XCTAssertEqual(report.failed, [.init(relativePath: "ListTests/testChanged.txt")])
    XCTAssertEqual(report.missing, [.init(relativePath: "ListTests/testNew.txt")])
    XCTAssertEqual(report.missingWithArtifact, report.missing)
    XCTAssertEqual(report.orphans, .found([.init(relativePath: "GoneTests/testGone.txt")]))
    XCTAssertTrue(report.hasProblems)
    XCTAssertEqual(
      report.description,
      """
      Snapshots: 1 failed, 1 missing, 1 orphan.
      failed   Snapshots/ListTests/testChanged.txt
               actual text: .snapshot-artifacts/actual/ListTests/testChanged.txt
      missing  Snapshots/ListTests/testNew.txt
      orphan   Snapshots/GoneTests/testGone.txt
      Review with `stock-screens snapshots review`; take the actual text with \
      `stock-screens snapshots accept`.
      List orphans with `stock-screens snapshots prune --dry-run`; remove them with \
      `stock-screens snapshots prune`.
      """)
  }

  func testReport_SaysSoWhenNoFullRunIsRecorded() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("x\n", at: "Snapshots/A/testB.txt")
    let report = try SnapshotReview(directory: package.directory).report()
    XCTAssertEqual(report.orphans, .unknown)
    XCTAssertFalse(report.hasProblems)
    XCTAssertEqual(
      report.description,
      """
      Snapshots: no problems.
      Orphans unknown: no full test run is recorded; run `swift test` with no --filter and no \
      --parallel.
      """)
  }

  func testReport_ListsMissingFromTheManifestWithoutArtifact() throws {
    let package = try TemporaryPackage(for: self)
    let log = SnapshotRunLog(directory: package.directory)
    try log.record(
      SnapshotOutcome(
        location: .init(relativePath: "A/testB.txt"), status: .missing, failureMessage: "x"))
    let report = try SnapshotReview(directory: package.directory).report()
    XCTAssertEqual(report.missing, [.init(relativePath: "A/testB.txt")])
    XCTAssertEqual(report.missingWithArtifact, [])
    XCTAssertTrue(report.description.contains("Run `swift test` locally to record the missing"))
  }

  func testReport_CallsFilesWithForeignNamesUnexpected() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("x\n", at: "Snapshots/A/my notes.txt")
    let report = try SnapshotReview(directory: package.directory).report()
    XCTAssertEqual(report.unexpectedFiles, ["A/my notes.txt"])
    XCTAssertTrue(report.hasProblems)
  }

  func testReport_LaterRunsProtectTheirFilesFromBeingOrphans() throws {
    let package = try preparedPackage()
    let later = SnapshotRunLog(directory: package.directory)
    let gone = SnapshotLocation(relativePath: "GoneTests/testGone.txt")
    try later.record(package.directory.verify("old\n", at: gone, record: never))
    let report = try SnapshotReview(directory: package.directory).report()
    XCTAssertEqual(report.orphans, .found([]))
  }

  func testUnifiedDiff_ShowsReferenceAgainstKeptText() throws {
    let package = try preparedPackage()
    let review = SnapshotReview(directory: package.directory)
    XCTAssertEqual(
      try review.unifiedDiff(for: .init(relativePath: "ListTests/testChanged.txt"))?.description,
      """
      --- Snapshots/ListTests/testChanged.txt (reference)
      +++ ListTests/testChanged.txt (actual)
      @@ -1,2 +1,2 @@
       one
      -two
      +TWO
      """)
    XCTAssertEqual(
      try review.unifiedDiff(for: .init(relativePath: "ListTests/testNew.txt"))?.hunks
        .map(\.header),
      ["@@ -0,0 +1 @@"])
    XCTAssertNil(try review.unifiedDiff(for: .init(relativePath: "GoneTests/testGone.txt")))
  }

  func testAccept_FixesTheMismatchAndCreatesTheMissing() throws {
    let package = try preparedPackage()
    let review = SnapshotReview(directory: package.directory)
    let accepted = try review.accept()
    XCTAssertEqual(
      accepted.map(\.description),
      [
        "accepted Snapshots/ListTests/testChanged.txt (updated)",
        "accepted Snapshots/ListTests/testNew.txt (new)",
      ])
    XCTAssertEqual(package.read("Snapshots/ListTests/testChanged.txt"), "one\nTWO\n")
    XCTAssertEqual(package.read("Snapshots/ListTests/testNew.txt"), "new\n")
    XCTAssertEqual(try package.directory.artifactLocations(), [])
    let report = try review.report()
    XCTAssertEqual(report.failed, [])
    XCTAssertEqual(report.missing, [])
  }

  func testAccept_OnlyTheChosenOnes() throws {
    let package = try preparedPackage()
    let review = SnapshotReview(directory: package.directory)
    let accepted = try review.accept([.init(relativePath: "ListTests/testNew.txt")])
    XCTAssertEqual(accepted.map(\.location.relativePath), ["ListTests/testNew.txt"])
    XCTAssertEqual(try review.report().failed.map(\.relativePath), ["ListTests/testChanged.txt"])
    XCTAssertThrowsError(try review.accept([.init(relativePath: "GoneTests/testGone.txt")])) {
      XCTAssertEqual(
        $0 as? SnapshotStoreError, .noArtifact(path: "Snapshots/GoneTests/testGone.txt"))
    }
  }

  func testPrune_DryRunListsAndPruneDeletes() throws {
    let package = try preparedPackage()
    let review = SnapshotReview(directory: package.directory)
    let listed = try review.prune(dryRun: true)
    XCTAssertEqual(
      listed.description,
      """
      would remove Snapshots/GoneTests/testGone.txt
      1 orphan would be removed (dry run).
      """)
    XCTAssertEqual(package.read("Snapshots/GoneTests/testGone.txt"), "old\n")
    let pruned = try review.prune(dryRun: false)
    XCTAssertEqual(pruned.orphans, [.init(relativePath: "GoneTests/testGone.txt")])
    XCTAssertEqual(pruned.description.split(separator: "\n").last, "1 orphan removed.")
    XCTAssertNil(package.read("Snapshots/GoneTests/testGone.txt"))
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: package.root.path + "/Snapshots/GoneTests"))
    XCTAssertEqual(try review.prune(dryRun: true).orphans, [])
  }

  func testPrune_RefusesWithoutAFullRun() throws {
    let package = try TemporaryPackage(for: self)
    XCTAssertThrowsError(try SnapshotReview(directory: package.directory).prune(dryRun: false)) {
      XCTAssertEqual(
        $0 as? SnapshotStoreError,
        .noFullRun(manifest: ".snapshot-artifacts/manifest/last-full-run.json"))
    }
  }
}
