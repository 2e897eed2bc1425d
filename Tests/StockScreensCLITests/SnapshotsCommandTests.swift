import Foundation
import SnapshotStore
import TestSupport
import XCTest

/// `stock-screens snapshots …` on a package with a planted mismatch and a planted orphan.
final class SnapshotsCommandTests: XCTestCase {
  private var package: URL!

  override func setUpWithError() throws {
    package = FileManager.default.temporaryDirectory
      .appendingPathComponent("stock-screens-snapshots-\(UUID().uuidString)")
    let snapshots = package.appendingPathComponent("Snapshots")
    for folder in ["ListTests", "GoneTests"] {
      try FileManager.default.createDirectory(
        at: snapshots.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try "// swift-tools-version:6.0\n".write(
      to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try "a\nb\nc\n".write(
      to: snapshots.appendingPathComponent("ListTests/testChanged.txt"), atomically: true,
      encoding: .utf8)
    try "kept\n".write(
      to: snapshots.appendingPathComponent("ListTests/testSame.txt"), atomically: true,
      encoding: .utf8)
    try "nobody checks me\n".write(
      to: snapshots.appendingPathComponent("GoneTests/testGone.txt"), atomically: true,
      encoding: .utf8)

    // A full test run that touched the two ListTests snapshots; one of them failed.
    let folders = SnapshotFolders(packageRoot: package)
    let log = SnapshotRunLog(folders: folders)
    let never = SnapshotRecordMode.Choice(mode: .never, origin: .argument)
    log.record(
      folders.verify(
        "a\nB\nc\n", at: SnapshotLocation(relativePath: "ListTests/testChanged.txt"), record: never)
    )
    log.record(
      folders.verify(
        "kept\n", at: SnapshotLocation(relativePath: "ListTests/testSame.txt"), record: never))
    try log.finish(library: .xctest, run: "1", full: true, failedTests: ["ListTests/testChanged"])
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: package)
  }

  private func snapshots(_ arguments: String..., in folder: URL? = nil) throws -> ProgramRun {
    do {
      return try ProgramRun.builtProduct(
        "stock-screens", arguments: ["snapshots"] + arguments, in: folder ?? package,
        environment: ["SNAPSHOTS_DIR": "", "SNAPSHOT_ARTIFACTS_DIR": ""])
    } catch let error as ProgramRunError {
      throw XCTSkip("\(error)")
    }
  }

  func testCheckReviewAcceptPrune() throws {
    let check = try snapshots("check")
    XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
    XCTAssertTrue(
      check.stdout.contains("failed   Snapshots/ListTests/testChanged.txt"), check.stdout)
    XCTAssertTrue(check.stdout.contains("orphan   Snapshots/GoneTests/testGone.txt"), check.stdout)
    XCTAssertFalse(check.stdout.contains("testSame"), check.stdout)

    // Away from a terminal, review prints every diff under a heading and exits 1 while a
    // snapshot waits; the `+++` path is the kept actual text's, from the package root.
    let review = try snapshots("review")
    XCTAssertEqual(review.status, 1, review.stdout + review.stderr)
    XCTAssertTrue(
      review.stdout.hasPrefix(
        """
        # Snapshots/ListTests/testChanged.txt
        --- Snapshots/ListTests/testChanged.txt (reference)
        +++ .snapshot-artifacts/actual/ListTests/testChanged.txt (actual)
        @@ -1,3 +1,3 @@
         a
        -b
        +B
         c
        """), review.stdout)

    let accept = try snapshots("accept")
    XCTAssertEqual(accept.status, 0, accept.stderr)
    let reference = package.appendingPathComponent("Snapshots/ListTests/testChanged.txt")
    XCTAssertEqual(try String(contentsOf: reference, encoding: .utf8), "a\nB\nc\n")

    let dryRun = try snapshots("prune", "--dry-run")
    XCTAssertEqual(dryRun.status, 0)
    XCTAssertTrue(dryRun.stdout.contains("GoneTests/testGone.txt"), dryRun.stdout)
    let orphan = package.appendingPathComponent("Snapshots/GoneTests/testGone.txt")
    XCTAssertTrue(FileManager.default.fileExists(atPath: orphan.path), "a dry run deletes nothing")

    XCTAssertEqual(try snapshots("prune").status, 0)
    XCTAssertFalse(FileManager.default.fileExists(atPath: orphan.path))
    let clean = try snapshots("check")
    XCTAssertEqual(clean.status, 0, clean.stdout)
    let nothing = try snapshots("review", "--no-interactive")
    XCTAssertEqual(nothing.status, 0, nothing.stdout)
    XCTAssertEqual(nothing.stdout, "No failed, missing or inline snapshots to review.\n")
  }

  /// A test file with one inline assertion whose literal is empty, and its pending rewrite.
  private func plantPendingInline() throws -> URL {
    let source = package.appendingPathComponent("Tests/ListTests/ListTests.swift")
    try FileManager.default.createDirectory(
      at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "func testTitle() {\n  assertInlineSnapshot(of: title) {\n    \"\"\n  }\n}\n".write(
      to: source, atomically: true, encoding: .utf8)
    try SnapshotFolders(packageRoot: package).keepPendingInline(
      PendingInlineSnapshot(
        origin: SnapshotOrigin(
          test: "ListTests/testTitle", file: "Tests/ListTests/ListTests.swift", line: 2, column: 23),
        expected: "", actual: "# 公司列表"))
    return source
  }

  func testPackagePath_ActsOnThatPackageFromAnyFolder() throws {
    let elsewhere = FileManager.default.temporaryDirectory
    let check = try snapshots("check", "--package-path", package.path, in: elsewhere)
    XCTAssertEqual(check.status, 1, check.stderr)
    XCTAssertTrue(
      check.stdout.contains("failed   Snapshots/ListTests/testChanged.txt"), check.stdout)
    let missing = try snapshots("check", "--package-path", "/nonexistent/package")
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stderr.contains("--package-path /nonexistent/package: no such folder"))
  }

  func testAccept_RewritesThePendingInlineLiteral() throws {
    let source = try plantPendingInline()
    let check = try snapshots("check")
    XCTAssertTrue(
      check.stdout.contains("inline   Tests/ListTests/ListTests.swift:2 (ListTests/testTitle)"),
      check.stdout)
    let dryRun = try snapshots("accept", "--dry-run")
    XCTAssertTrue(dryRun.stdout.contains("would accept Tests/ListTests/ListTests.swift:2 (inline)"))
    XCTAssertTrue(try String(contentsOf: source, encoding: .utf8).contains("\"\""))
    let accept = try snapshots("accept")
    XCTAssertEqual(accept.status, 0, accept.stderr)
    XCTAssertEqual(
      accept.stdout,
      """
      accepted Snapshots/ListTests/testChanged.txt (updated)
      accepted Tests/ListTests/ListTests.swift:2 (inline)

      """)
    XCTAssertEqual(
      try String(contentsOf: source, encoding: .utf8),
      "func testTitle() {\n  assertInlineSnapshot(of: title) {\n    \"\"\"\n    # 公司列表\n    \"\"\"\n  }\n}\n"
    )
  }

  func testAccept_SaysWhyALiteralIsLeftAndExitsOne() throws {
    let source = try plantPendingInline()
    try "func testTitle() {\n  assertInlineSnapshot(of: title) { make() }\n}\n".write(
      to: source, atomically: true, encoding: .utf8)
    let accept = try snapshots("accept")
    XCTAssertEqual(accept.status, 1)
    XCTAssertEqual(
      accept.stderr,
      "not accepted Tests/ListTests/ListTests.swift:2 (inline): the trailing closure holds "
        + "something other than one string literal\n")
  }

  func testReject_DiscardsPendingTextAndKeepsReferences() throws {
    _ = try plantPendingInline()
    let reject = try snapshots("reject")
    XCTAssertEqual(reject.status, 0, reject.stderr)
    XCTAssertEqual(
      reject.stdout,
      """
      rejected Snapshots/ListTests/testChanged.txt
      rejected Tests/ListTests/ListTests.swift:2 (inline)
      2 pending snapshots discarded; the references stay as they were.

      """)
    let reference = package.appendingPathComponent("Snapshots/ListTests/testChanged.txt")
    XCTAssertEqual(try String(contentsOf: reference, encoding: .utf8), "a\nb\nc\n")
    XCTAssertFalse(try snapshots("check").stdout.contains("failed"))
  }

  func testUsageErrors_SayWhatToWrite() throws {
    let unknown = try snapshots("review", "--dry-run")
    XCTAssertEqual(unknown.status, 2)
    XCTAssertTrue(
      unknown.stderr.contains("--dry-run goes with accept, reject, prune or init, not with review"),
      unknown.stderr)
    let noValue = try snapshots("check", "--package-path")
    XCTAssertTrue(noValue.stderr.contains("--package-path needs a folder"))
    let action = try snapshots("approve")
    XCTAssertTrue(action.stderr.contains("unknown snapshots action \"approve\""))
  }
}
