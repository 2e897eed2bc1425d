import Foundation
import LibraryTestSupport
import TestSupport
import Testing

@testable import SnapshotStore

@Suite struct SnapshotVerificationTests {
  private let location = SnapshotLocation(suite: "ListTests", test: "testRows()")
  private let reference = "Snapshots/ListTests/testRows.txt"
  private let artifact = ".snapshot-artifacts/actual/ListTests/testRows.txt"

  private func verify(
    _ text: String, in package: TemporaryPackage, _ mode: SnapshotRecordMode,
    origin: SnapshotRecordMode.Origin = .environment
  ) -> SnapshotOutcome {
    package.folders.verify(text, at: location, record: .init(mode: mode, origin: origin))
  }

  @Test func never_MissingReferenceFailsAndWritesNoReference() throws {
    let package = try TemporaryPackage()
    let outcome = verify(
      "one\n", in: package, .never, origin: .continuousIntegration(variable: "CI"))
    #expect(outcome.status == .missing)
    #expect(
      outcome.failureMessage == """
        No reference snapshot at Snapshots/ListTests/testRows.txt, and CI never records (CI is \
        set). Run `swift test` locally and commit Snapshots/ListTests/testRows.txt. The actual \
        text is kept in .snapshot-artifacts/actual/ListTests/testRows.txt; \
        `swift package snapshots accept` can take it.
        """)
    #expect(package.allFiles() == [artifact])
  }

  @Test func missing_RecordsAndFailsOnceThenPasses() throws {
    let package = try TemporaryPackage()
    let first = verify("one\ntwo", in: package, .missing)
    #expect(first.status == .recorded)
    #expect(
      first.failureMessage == """
        Recorded a new snapshot at Snapshots/ListTests/testRows.txt; the test fails this once so \
        that no reference appears unseen. Check the file, commit it, and re-run.
        """)
    #expect(package.read(reference) == "one\ntwo\n")
    let second = verify("one\ntwo", in: package, .missing)
    #expect(second == SnapshotOutcome(location: location, status: .matched, failureMessage: nil))
    #expect(!second.isFailure)
  }

  @Test func missing_ChangedLineFailsWithItsDiffAndKeepsTheReference() throws {
    let package = try TemporaryPackage()
    try package.write("one\ntwo\nthree\n", at: reference)
    let outcome = verify("one\nTWO\nthree\n", in: package, .missing)
    #expect(
      outcome.failureMessage == """
        Snapshot Snapshots/ListTests/testRows.txt does not match the actual text, which is kept \
        in .snapshot-artifacts/actual/ListTests/testRows.txt.
        If the change is intended, run `swift package snapshots review` then \
        `swift package snapshots accept`, or re-run with `SNAPSHOT_RECORD=failed swift test`.
        --- Snapshots/ListTests/testRows.txt (reference)
        +++ .snapshot-artifacts/actual/ListTests/testRows.txt (actual)
        @@ -1,3 +1,3 @@
         one
        -two
        +TWO
         three
        """)
    #expect(package.contents() == [reference: "one\ntwo\nthree\n", artifact: "one\nTWO\nthree\n"])
  }

  @Test func all_RewritesAChangedReferenceAndFails() throws {
    let package = try TemporaryPackage()
    try package.write("old\n", at: reference)
    let outcome = verify("new\n", in: package, .all)
    guard case .rerecorded(let diff) = outcome.status else {
      Issue.record("expected a re-recording, got \(outcome.status)")
      return
    }
    #expect(diff.hunks.map(\.description) == ["@@ -1 +1 @@\n-old\n+new"])
    #expect(
      outcome.failureMessage?.hasPrefix(
        "Re-recorded Snapshots/ListTests/testRows.txt (SNAPSHOT_RECORD=all)") ?? false)
    #expect(package.contents() == [reference: "new\n"])
  }

  @Test func all_PassesWhenEqualAndRewritesTheFileInCanonicalForm() throws {
    let package = try TemporaryPackage()
    try package.write("one\r\ntwo", at: reference)
    let outcome = verify("one\ntwo\n", in: package, .all)
    #expect(outcome.status == .matched)
    #expect(package.read(reference) == "one\ntwo\n")
  }

  @Test func all_RecordsANewReferenceAndFails() throws {
    let package = try TemporaryPackage()
    #expect(verify("one", in: package, .all).status == .recorded)
    #expect(package.read(reference) == "one\n")
  }

  @Test func failed_RewritesOnlyMismatches() throws {
    let package = try TemporaryPackage()
    let other = SnapshotLocation(relativePath: "ListTests/testOther.txt")
    try package.write("same\r\n", at: "Snapshots/ListTests/testOther.txt")
    try package.write("old\n", at: reference)
    let choice = SnapshotRecordMode.Choice(mode: .failed, origin: .argument)
    let equal = package.folders.verify("same\n", at: other, record: choice)
    let changed = package.folders.verify("new\n", at: location, record: choice)
    #expect(equal.status == .matched)
    #expect(changed.referenceDiffered)
    #expect(changed.failureMessage?.contains("(record: .failed)") ?? false)
    #expect(
      package.contents() == ["Snapshots/ListTests/testOther.txt": "same\r\n", reference: "new\n"])
  }

  @Test func comparison_IgnoresCRLFAndOneFinalNewline() throws {
    let package = try TemporaryPackage()
    try package.write("one\r\ntwo\r\n", at: reference)
    #expect(verify("one\ntwo", in: package, .never).status == .matched)
    try package.write("one\rtwo", at: reference)
    #expect(verify("one\r\ntwo\n", in: package, .never).status == .matched)
  }

  @Test func comparison_AnExtraBlankLineIsAMismatch() throws {
    let package = try TemporaryPackage()
    try package.write("one\n\n", at: reference)
    #expect(verify("one\n", in: package, .never).referenceDiffered)
  }

  @Test func artifact_IsRemovedOnceTheSnapshotPasses() throws {
    let package = try TemporaryPackage()
    try package.write("one\n", at: reference)
    _ = verify("two\n", in: package, .missing)
    #expect(package.read(artifact) == "two\n")
    #expect(verify("one\n", in: package, .missing).status == .matched)
    #expect(package.read(artifact) == nil)
  }

  @Test func atomicWrite_InterruptedWriteLeavesTheOldReferenceWhole() throws {
    let package = try TemporaryPackage()
    try package.write("old\n", at: reference)
    var folders = package.folders
    let referencePath = package.root.appendingPathComponent(reference).path
    folders.writer.beforeRename = { temporary in
      // The new text is complete in the temporary file while the reference is still the old.
      #expect(FileManager.default.contents(atPath: temporary.path) == Data("new\n".utf8))
      #expect(FileManager.default.contents(atPath: referencePath) == Data("old\n".utf8))
      throw CocoaError(.fileWriteUnknown)
    }
    let outcome = folders.verify(
      "new\n", at: location, record: .init(mode: .failed, origin: .argument))
    guard case .unchecked(.unwritable(let path, _)) = outcome.status else {
      Issue.record("expected a write failure, got \(outcome.status)")
      return
    }
    #expect(path == referencePath)
    #expect(outcome.isFailure)
    #expect(package.contents() == [reference: "old\n"])
  }

  @Test func atomicWrite_LeavesNoTemporaryFileBehind() throws {
    let package = try TemporaryPackage()
    _ = verify("one\n", in: package, .missing)
    _ = verify("two\n", in: package, .failed)
    #expect(package.contents() == [reference: "two\n"])
  }

  @Test func unreadableReference_IsAFailureNotACrash() throws {
    let package = try TemporaryPackage()
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(reference), withIntermediateDirectories: true)
    let outcome = verify("one\n", in: package, .missing)
    #expect(
      outcome.status
        == .unchecked(.notAFile(path: package.root.appendingPathComponent(reference).path)))
    #expect(
      outcome.failureMessage?.hasPrefix("Snapshot ListTests/testRows.txt could not be checked:")
        ?? false)
  }

  @Test func failure_KeepsWhichTestAndLineFailedBesideTheArtifact() throws {
    let package = try TemporaryPackage()
    try package.write("one\n", at: reference)
    let origin = SnapshotOrigin(
      test: "ListTests/testRows", file: "Tests/AppTests/ListTests.swift", line: 12, column: 19)
    _ = package.folders.verify(
      "two\n", at: location, record: .init(mode: .never, origin: .standard), origin: origin)
    #expect(package.folders.origin(of: location) == origin)
    #expect(
      package.allFiles() == [
        artifact, ".snapshot-artifacts/origin/ListTests/testRows.txt.json", reference,
      ])
    _ = package.folders.verify(
      "one\n", at: location, record: .init(mode: .never, origin: .standard))
    #expect(package.folders.origin(of: location) == nil)
    #expect(package.allFiles() == [reference])
  }
}
