import XCTest

@testable import SnapshotStore

final class SnapshotVerificationTests: XCTestCase {
  private let location = SnapshotLocation(testClass: "ListTests", testName: "testRows()")
  private let reference = "Snapshots/ListTests/testRows.txt"
  private let artifact = ".snapshot-artifacts/actual/ListTests/testRows.txt"

  private func verify(
    _ text: String, in package: TemporaryPackage, _ mode: SnapshotRecordMode,
    origin: SnapshotRecordMode.Origin = .environment
  ) -> SnapshotOutcome {
    package.directory.verify(text, at: location, record: .init(mode: mode, origin: origin))
  }

  func testNever_MissingReferenceFailsAndWritesNoReference() throws {
    let package = try TemporaryPackage(for: self)
    let outcome = verify("one\n", in: package, .never, origin: .continuousIntegration)
    XCTAssertEqual(outcome.status, .missing)
    XCTAssertEqual(
      outcome.failureMessage,
      """
      No reference snapshot at Snapshots/ListTests/testRows.txt, and CI never records (CI is \
      set). Run `swift test` locally and commit Snapshots/ListTests/testRows.txt. The actual \
      text is kept in .snapshot-artifacts/actual/ListTests/testRows.txt; \
      `stock-screens snapshots accept` can take it.
      """)
    XCTAssertEqual(package.allFiles(), [artifact])
  }

  func testMissing_RecordsAndFailsOnceThenPasses() throws {
    let package = try TemporaryPackage(for: self)
    let first = verify("one\ntwo", in: package, .missing)
    XCTAssertEqual(first.status, .recorded)
    XCTAssertEqual(
      first.failureMessage,
      """
      Recorded a new snapshot at Snapshots/ListTests/testRows.txt; the test fails this once so \
      that no reference appears unseen. Check the file, commit it, and re-run.
      """)
    XCTAssertEqual(package.read(reference), "one\ntwo\n")
    let second = verify("one\ntwo", in: package, .missing)
    XCTAssertEqual(second.status, .matched)
    XCTAssertFalse(second.isFailure)
    XCTAssertNil(second.failureMessage)
  }

  func testMissing_ChangedLineFailsWithItsDiffAndKeepsTheReference() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("one\ntwo\nthree\n", at: reference)
    let outcome = verify("one\nTWO\nthree\n", in: package, .missing)
    XCTAssertEqual(
      outcome.failureMessage,
      """
      Snapshot Snapshots/ListTests/testRows.txt does not match the actual text, which is kept \
      in .snapshot-artifacts/actual/ListTests/testRows.txt.
      If the change is intended, run `stock-screens snapshots review` then \
      `stock-screens snapshots accept`, or re-run with `SNAPSHOT_RECORD=failed swift test`.
      --- Snapshots/ListTests/testRows.txt (reference)
      +++ ListTests/testRows.txt (actual)
      @@ -1,3 +1,3 @@
       one
      -two
      +TWO
       three
      """)
    XCTAssertEqual(package.read(reference), "one\ntwo\nthree\n")
    XCTAssertEqual(package.read(artifact), "one\nTWO\nthree\n")
  }

  func testAll_RewritesAChangedReferenceAndFails() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("old\n", at: reference)
    let outcome = verify("new\n", in: package, .all)
    guard case .rerecorded(let diff) = outcome.status else {
      return XCTFail("expected a re-recording, got \(outcome.status)")
    }
    XCTAssertEqual(diff.hunks.map(\.description), ["@@ -1 +1 @@\n-old\n+new"])
    XCTAssertTrue(
      outcome.failureMessage?.hasPrefix(
        "Re-recorded Snapshots/ListTests/testRows.txt (SNAPSHOT_RECORD=all)") ?? false)
    XCTAssertEqual(package.read(reference), "new\n")
    XCTAssertEqual(package.allFiles(), [reference])
  }

  func testAll_PassesWhenEqualAndRewritesTheFileInCanonicalForm() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("one\r\ntwo", at: reference)
    let outcome = verify("one\ntwo\n", in: package, .all)
    XCTAssertEqual(outcome.status, .matched)
    XCTAssertEqual(package.read(reference), "one\ntwo\n")
  }

  func testAll_RecordsANewReferenceAndFails() throws {
    let package = try TemporaryPackage(for: self)
    XCTAssertEqual(verify("one", in: package, .all).status, .recorded)
    XCTAssertEqual(package.read(reference), "one\n")
  }

  func testFailed_RewritesOnlyMismatches() throws {
    let package = try TemporaryPackage(for: self)
    let other = SnapshotLocation(relativePath: "ListTests/testOther.txt")
    try package.write("same\r\n", at: "Snapshots/ListTests/testOther.txt")
    try package.write("old\n", at: reference)
    let choice = SnapshotRecordMode.Choice(mode: .failed, origin: .argument)
    let equal = package.directory.verify("same\n", at: other, record: choice)
    let changed = package.directory.verify("new\n", at: location, record: choice)
    XCTAssertEqual(equal.status, .matched)
    XCTAssertEqual(package.read("Snapshots/ListTests/testOther.txt"), "same\r\n")
    XCTAssertTrue(changed.referenceDiffered)
    XCTAssertTrue(changed.failureMessage?.contains("(record: .failed)") ?? false)
    XCTAssertEqual(package.read(reference), "new\n")
  }

  func testComparison_IgnoresCRLFAndOneFinalNewline() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("one\r\ntwo\r\n", at: reference)
    XCTAssertEqual(verify("one\ntwo", in: package, .never).status, .matched)
    try package.write("one\rtwo", at: reference)
    XCTAssertEqual(verify("one\r\ntwo\n", in: package, .never).status, .matched)
  }

  func testComparison_AnExtraBlankLineIsAMismatch() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("one\n\n", at: reference)
    XCTAssertTrue(verify("one\n", in: package, .never).referenceDiffered)
  }

  func testArtifact_IsRemovedOnceTheSnapshotPasses() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("one\n", at: reference)
    _ = verify("two\n", in: package, .missing)
    XCTAssertEqual(package.read(artifact), "two\n")
    XCTAssertEqual(verify("one\n", in: package, .missing).status, .matched)
    XCTAssertNil(package.read(artifact))
  }

  func testAtomicWrite_InterruptedWriteLeavesTheOldReferenceWhole() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("old\n", at: reference)
    var directory = package.directory
    let referencePath = package.root.appendingPathComponent(reference).path
    directory.writer.beforeRename = { temporary in
      // The new text is complete in the temporary file while the reference is still the old.
      XCTAssertEqual(FileManager.default.contents(atPath: temporary.path), Data("new\n".utf8))
      XCTAssertEqual(FileManager.default.contents(atPath: referencePath), Data("old\n".utf8))
      throw CocoaError(.fileWriteUnknown)
    }
    let outcome = directory.verify(
      "new\n", at: location, record: .init(mode: .failed, origin: .argument))
    guard case .failed(.unwritable(let path, _)) = outcome.status else {
      return XCTFail("expected a write failure, got \(outcome.status)")
    }
    XCTAssertEqual(path, referencePath)
    XCTAssertTrue(outcome.isFailure)
    XCTAssertEqual(package.read(reference), "old\n")
    XCTAssertEqual(package.allFiles(), [reference])
  }

  func testAtomicWrite_LeavesNoTemporaryFileBehind() throws {
    let package = try TemporaryPackage(for: self)
    _ = verify("one\n", in: package, .missing)
    _ = verify("two\n", in: package, .failed)
    XCTAssertEqual(package.allFiles(), [reference])
    XCTAssertEqual(package.read(reference), "two\n")
  }

  func testUnreadableReference_IsAFailureNotACrash() throws {
    let package = try TemporaryPackage(for: self)
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(reference), withIntermediateDirectories: true)
    let outcome = verify("one\n", in: package, .missing)
    XCTAssertEqual(
      outcome.status,
      .failed(.notAFile(path: package.root.appendingPathComponent(reference).path)))
    XCTAssertTrue(
      outcome.failureMessage?.hasPrefix("Snapshot ListTests/testRows.txt could not be checked:")
        ?? false)
  }
}
