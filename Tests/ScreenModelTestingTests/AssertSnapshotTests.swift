import ScreenModel
import ScreenModelTesting
import SnapshotStore
import XCTest

final class AssertSnapshotTests: XCTestCase {
  private struct Screen: TextSnapshotRepresentable {
    var rows: [String]
    var snapshotText: String { rows.joined(separator: "\n") }
  }

  func testVerify_MissingUnderCIFailsAndWritesNothingToSnapshots() throws {
    let package = try TemporaryPackage(for: self)
    let outcome = verifySnapshot(
      of: Screen(rows: ["a"]), in: package.directory, environment: ["CI": "true"])
    XCTAssertEqual(outcome.status, .missing)
    XCTAssertTrue(outcome.failureMessage?.contains("CI never records") ?? false)
    XCTAssertFalse(package.allFiles().contains { $0.hasPrefix("Snapshots/") })
  }

  func testVerify_MissingLocallyRecordsUnderTheTestClassThenPasses() throws {
    let package = try TemporaryPackage(for: self)
    let first = verifySnapshot(
      of: Screen(rows: ["a", "b"]), in: package.directory, environment: [:])
    XCTAssertEqual(first.status, .recorded)
    XCTAssertEqual(
      first.location?.relativePath,
      "AssertSnapshotTests/testVerify_MissingLocallyRecordsUnderTheTestClassThenPasses.txt")
    let second = verifySnapshot(
      of: Screen(rows: ["a", "b"]), in: package.directory, environment: [:])
    XCTAssertEqual(second.status, .matched)
    XCTAssertNil(second.failureMessage)
  }

  func testVerify_NamedSnapshotsGetTheirOwnFiles() throws {
    let package = try TemporaryPackage(for: self)
    _ = verifySnapshot(of: "one", named: "上市", in: package.directory, environment: [:])
    _ = verifySnapshot(of: "two", named: "../上櫃", in: package.directory, environment: [:])
    XCTAssertEqual(
      package.allFiles(),
      [
        "Snapshots/AssertSnapshotTests/testVerify_NamedSnapshotsGetTheirOwnFiles..._上櫃.txt",
        "Snapshots/AssertSnapshotTests/testVerify_NamedSnapshotsGetTheirOwnFiles.上市.txt",
      ])
  }

  func testVerify_ExplicitPathForScenarios() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("step 1\n", at: "Snapshots/Scenarios/open-directory.txt")
    let outcome = verifySnapshot(
      of: "step 1", atPath: "Scenarios/open-directory.txt", in: package.directory,
      environment: ["CI": "1"])
    XCTAssertEqual(outcome.status, .matched)
    let escaping = verifySnapshot(
      of: "x", atPath: "../../outside.txt", in: package.directory, environment: [:])
    XCTAssertEqual(escaping.location?.relativePath, "_../_../outside.txt")
    XCTAssertNil(package.read("outside.txt"))
  }

  func testVerify_MismatchFailsWithTheExactDiff() throws {
    let package = try TemporaryPackage(for: self)
    let path = "Snapshots/AssertSnapshotTests/testVerify_MismatchFailsWithTheExactDiff.txt"
    try package.write("header\nrow 1\nrow 2\nfooter\n", at: path)
    let outcome = verifySnapshot(
      of: Screen(rows: ["header", "row 1", "row 2 changed", "footer"]), in: package.directory,
      environment: [:])
    guard case .mismatched(let diff) = outcome.status else {
      return XCTFail("expected a mismatch, got \(outcome.status)")
    }
    XCTAssertEqual(
      diff.description,
      """
      --- Snapshots/AssertSnapshotTests/testVerify_MismatchFailsWithTheExactDiff.txt (reference)
      +++ AssertSnapshotTests/testVerify_MismatchFailsWithTheExactDiff.txt (actual)
      @@ -1,4 +1,4 @@
       header
       row 1
      -row 2
      +row 2 changed
       footer
      """)
    XCTAssertTrue(outcome.failureMessage?.hasSuffix(diff.description) ?? false)
    XCTAssertEqual(package.read(path), "header\nrow 1\nrow 2\nfooter\n")
  }

  func testVerify_RecordArgumentWinsOverTheEnvironment() throws {
    let package = try TemporaryPackage(for: self)
    let outcome = verifySnapshot(
      of: "a", record: .all, in: package.directory, environment: ["CI": "1"])
    XCTAssertEqual(outcome.status, .recorded)
  }

  func testVerify_UnknownRecordModeIsAFailureMessageNotACrash() throws {
    let package = try TemporaryPackage(for: self)
    let outcome = verifySnapshot(
      of: "a", in: package.directory, environment: ["SNAPSHOT_RECORD": "yes"])
    XCTAssertEqual(outcome.status, .failed(.unknownRecordMode(value: "yes")))
    XCTAssertEqual(
      outcome.failureMessage,
      """
      Snapshot AssertSnapshotTests/testVerify_UnknownRecordModeIsAFailureMessageNotACrash.txt \
      could not be checked: SNAPSHOT_RECORD is "yes"; use one of missing, all, failed, never.
      """)
    XCTAssertEqual(package.allFiles(), [])
  }

  func testVerify_OutsideAnyPackageFailsWithAMessage() {
    let outcome = verifySnapshot(
      of: "a", environment: ["CI": "1"],
      file: StaticString(stringLiteral: "/nonexistent-root/Tests/X.swift"))
    XCTAssertEqual(
      outcome.status,
      .failed(.packageRootNotFound(startingAt: "/nonexistent-root/Tests/X.swift")))
    XCTAssertTrue(outcome.failureMessage?.contains("set SNAPSHOTS_DIR") ?? false)
  }
}
