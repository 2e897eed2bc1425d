import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import Testing

@Suite struct SnapshotReviewTests {
  private let never = SnapshotRecordMode.Choice(
    mode: .never, origin: .continuousIntegration(variable: "CI"))

  /// A package after a CI-like full XCTest run: one mismatch, one missing, one orphan, one
  /// stale artifact, and one pending inline snapshot.
  private func preparedPackage() throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    let folders = package.folders
    try package.write("one\ntwo\n", at: "Snapshots/ListTests/testChanged.txt")
    try package.write("same\n", at: "Snapshots/ListTests/testSame.txt")
    try package.write("old\n", at: "Snapshots/GoneTests/testGone.txt")
    let log = SnapshotRunLog(folders: folders)
    for (path, text) in [
      ("ListTests/testChanged.txt", "one\nTWO\n"), ("ListTests/testNew.txt", "new\n"),
      ("ListTests/testSame.txt", "same\n"),
    ] {
      log.record(folders.verify(text, at: .init(relativePath: path), record: never))
    }
    try log.finish(library: .xctest, run: "1", full: true)
    // Left over from a fix: equal to its reference, so neither failed nor accepted.
    try package.write("same\r\n", at: ".snapshot-artifacts/actual/ListTests/testSame.txt")
    try folders.keepPendingInline(
      PendingInlineSnapshot(
        origin: SnapshotOrigin(
          test: "ListTests/testTitle", file: "Tests/ListTests.swift", line: 12, column: 25),
        expected: "", actual: "# 公司列表"))
    return package
  }

  private func fullRun(
    _ library: SnapshotTestLibrary, touching paths: [String], in package: TemporaryPackage,
    skipped: [String] = []
  ) throws {
    let log = SnapshotRunLog(folders: package.folders)
    for path in paths {
      log.record(
        SnapshotOutcome(location: .init(relativePath: path), status: .matched, failureMessage: nil))
    }
    try log.finish(library: library, run: "\(library)", full: true, skippedTests: skipped)
  }

  @Test func report_FindsFailedMissingInlineAndOrphans() throws {
    let package = try preparedPackage()
    let report = try SnapshotReview(folders: package.folders).report()
    let changed = SnapshotLocation(relativePath: "ListTests/testChanged.txt")
    let new = SnapshotLocation(relativePath: "ListTests/testNew.txt")
    #expect(
      [report.failed, report.missing, report.missingWithArtifact] == [[changed], [new], [new]])
    #expect(report.pendingInline.map(\.origin.line) == [12])
    #expect(report.orphans == .found([.init(relativePath: "GoneTests/testGone.txt")]))
    #expect(report.hasProblems)
    #expect(
      report.description == """
        Snapshots: 1 failed, 1 missing, 1 inline, 1 orphan.
        failed   Snapshots/ListTests/testChanged.txt
                 actual text: .snapshot-artifacts/actual/ListTests/testChanged.txt
        missing  Snapshots/ListTests/testNew.txt
        inline   Tests/ListTests.swift:12 (ListTests/testTitle)
        orphan   Snapshots/GoneTests/testGone.txt
        Review with `swift package snapshots review`; take the actual text with \
        `swift package snapshots accept`.
        List orphans with `swift package snapshots prune --dry-run`; remove them with \
        `swift package snapshots prune`.
        """)
  }

  @Test func report_SaysSoWhenNoFullRunIsRecorded() throws {
    let package = try TemporaryPackage()
    try package.write("x\n", at: "Snapshots/A/testB.txt")
    let report = try SnapshotReview(folders: package.folders).report()
    #expect(report.orphans == .unknown(needingFullRun: []))
    #expect(!report.hasProblems)
    #expect(
      report.description == """
        Snapshots: no problems.
        Orphans unknown: no full test run is recorded; run `swift test` with no --filter and no \
        --parallel.
        """)
  }

  @Test func orphans_AreUnknownWhileALibraryThatChecksHasNoFullRun() throws {
    let package = try TemporaryPackage()
    try package.write("x\n", at: "Snapshots/SuiteTests/check.txt")
    try fullRun(.xctest, touching: [], in: package)
    let partial = SnapshotRunLog(folders: package.folders)
    try partial.finish(library: .swiftTesting, run: "2", full: false)
    let report = try SnapshotReview(folders: package.folders).report()
    #expect(report.orphans == .unknown(needingFullRun: [.swiftTesting]))
    #expect(report.description.contains("no full run of the Swift Testing tests is recorded"))
    #expect(throws: SnapshotStoreError.self) {
      try SnapshotReview(folders: package.folders).prune(dryRun: false)
    }
    #expect(package.read("Snapshots/SuiteTests/check.txt") == "x\n")
  }

  @Test func orphans_AreWhatNeitherLibrarysFullRunTouched() throws {
    let package = try TemporaryPackage()
    for path in ["XTests/testA.txt", "Suite/a.txt", "Gone/b.json", "XTests/testSkipped.txt"] {
      try package.write("x\n", at: "Snapshots/" + path)
    }
    try fullRun(
      .xctest, touching: ["XTests/testA.txt"], in: package, skipped: ["XTests/testSkipped"])
    try fullRun(.swiftTesting, touching: ["Suite/a.txt"], in: package)
    let report = try SnapshotReview(folders: package.folders).report()
    #expect(report.orphans == .found([.init(relativePath: "Gone/b.json")]))
  }

  @Test func report_ListsMissingFromTheManifestWithoutArtifact() throws {
    let package = try TemporaryPackage()
    let log = SnapshotRunLog(folders: package.folders)
    log.record(
      SnapshotOutcome(
        location: .init(relativePath: "A/testB.txt"), status: .missing, failureMessage: "x"))
    try log.finish(library: .swiftTesting, run: "1", full: false)
    let report = try SnapshotReview(folders: package.folders).report()
    #expect(
      [report.missing, report.missingWithArtifact] == [[.init(relativePath: "A/testB.txt")], []])
    #expect(report.description.contains("Run `swift test` locally to record the missing"))
  }

  @Test func report_CallsFilesWithForeignNamesUnexpected() throws {
    let package = try TemporaryPackage()
    try package.write("x\n", at: "Snapshots/A/my notes.txt")
    let report = try SnapshotReview(folders: package.folders).report()
    #expect(report.unexpectedFiles == ["A/my notes.txt"])
    #expect(report.hasProblems)
  }

  @Test func report_LaterRunsProtectTheirFilesFromBeingOrphans() throws {
    let package = try preparedPackage()
    let later = SnapshotRunLog(folders: package.folders)
    let gone = SnapshotLocation(relativePath: "GoneTests/testGone.txt")
    later.record(package.folders.verify("old\n", at: gone, record: never))
    try later.finish(library: .xctest, run: "later", full: false)
    let report = try SnapshotReview(folders: package.folders).report()
    #expect(report.orphans == .found([]))
  }

  @Test func unifiedDiff_ShowsReferenceAgainstKeptText() throws {
    let package = try preparedPackage()
    let review = SnapshotReview(folders: package.folders)
    #expect(
      try review.unifiedDiff(for: .init(relativePath: "ListTests/testChanged.txt"))?.description
        == """
        --- Snapshots/ListTests/testChanged.txt (reference)
        +++ .snapshot-artifacts/actual/ListTests/testChanged.txt (actual)
        @@ -1,2 +1,2 @@
         one
        -two
        +TWO
        """)
    #expect(
      try review.unifiedDiff(for: .init(relativePath: "ListTests/testNew.txt"))?.hunks
        .map(\.header) == ["@@ -0,0 +1 @@"])
    #expect(try review.unifiedDiff(for: .init(relativePath: "GoneTests/testGone.txt")) == nil)
  }

  @Test func accept_FixesTheMismatchAndCreatesTheMissing() throws {
    let package = try preparedPackage()
    let review = SnapshotReview(folders: package.folders)
    let accepted = try review.accept()
    #expect(
      accepted.map(\.description) == [
        "accepted Snapshots/ListTests/testChanged.txt (updated)",
        "accepted Snapshots/ListTests/testNew.txt (new)",
      ])
    #expect(
      ["Snapshots/ListTests/testChanged.txt", "Snapshots/ListTests/testNew.txt"].map(package.read)
        == ["one\nTWO\n", "new\n"])
    #expect(try package.folders.artifactLocations() == [])
    let report = try review.report()
    #expect([report.failed, report.missing] == [[], []])
  }

  @Test func accept_DryRunWritesNothing() throws {
    let package = try preparedPackage()
    let before = package.allFiles()
    let accepted = try SnapshotReview(folders: package.folders).accept(dryRun: true)
    #expect(accepted.count == 2)
    #expect(package.allFiles() == before)
    #expect(package.read("Snapshots/ListTests/testChanged.txt") == "one\ntwo\n")
  }

  @Test func accept_OnlyTheChosenOnes() throws {
    let package = try preparedPackage()
    let review = SnapshotReview(folders: package.folders)
    let accepted = try review.accept([.init(relativePath: "ListTests/testNew.txt")])
    #expect(accepted.map(\.location.relativePath) == ["ListTests/testNew.txt"])
    #expect(try review.report().failed.map(\.relativePath) == ["ListTests/testChanged.txt"])
    #expect(throws: SnapshotStoreError.noArtifact(path: "Snapshots/GoneTests/testGone.txt")) {
      try review.accept([.init(relativePath: "GoneTests/testGone.txt")])
    }
  }

  @Test func reject_DiscardsEveryPendingTextAndKeepsTheReferences() throws {
    let package = try preparedPackage()
    let review = SnapshotReview(folders: package.folders)
    let dryRun = try review.reject(dryRun: true)
    #expect(dryRun.files.count == 3)
    #expect(try review.report().failed.count == 1)
    let rejected = try review.reject()
    #expect(
      rejected.files.map(\.relativePath) == [
        "ListTests/testChanged.txt", "ListTests/testNew.txt", "ListTests/testSame.txt",
      ])
    #expect(rejected.inline.map(\.origin.line) == [12])
    let report = try review.report()
    #expect(report.failed == [] && report.pendingInline == [])
    #expect(package.read("Snapshots/ListTests/testChanged.txt") == "one\ntwo\n")
    #expect(!package.allFiles().contains { $0.hasPrefix(".snapshot-artifacts/actual/") })
  }

  @Test func prune_DryRunListsAndPruneDeletes() throws {
    let package = try preparedPackage()
    let review = SnapshotReview(folders: package.folders)
    let listed = try review.prune(dryRun: true)
    #expect(
      listed.description == """
        would remove Snapshots/GoneTests/testGone.txt
        1 orphan would be removed (dry run).
        """)
    #expect(package.read("Snapshots/GoneTests/testGone.txt") == "old\n")
    let pruned = try review.prune(dryRun: false)
    #expect(pruned.orphans == [.init(relativePath: "GoneTests/testGone.txt")])
    #expect(pruned.description.split(separator: "\n").last == "1 orphan removed.")
    #expect(package.read("Snapshots/GoneTests/testGone.txt") == nil)
    #expect(!FileManager.default.fileExists(atPath: package.root.path + "/Snapshots/GoneTests"))
    #expect(try review.prune(dryRun: true).orphans == [])
  }

  @Test func prune_RefusesWithoutAFullRun() throws {
    let package = try TemporaryPackage()
    #expect(throws: SnapshotStoreError.noFullRun(manifest: ".snapshot-artifacts/manifest")) {
      try SnapshotReview(folders: package.folders).prune(dryRun: false)
    }
  }
}
