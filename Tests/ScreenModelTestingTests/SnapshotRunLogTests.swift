import SnapshotStore
import XCTest

final class SnapshotRunLogTests: XCTestCase {
  private func outcome(
    _ path: String, _ status: SnapshotOutcome.Status
  ) -> SnapshotOutcome {
    let failing: Bool = if case .matched = status { false } else { true }
    return SnapshotOutcome(
      location: SnapshotLocation(relativePath: path), status: status,
      failureMessage: failing ? "failed" : nil)
  }

  private let someDiff = UnifiedDiff(from: "a\n", to: "b\n", oldLabel: "a", newLabel: "b")

  func testRecord_WritesALastRunThatClaimsNoFullRun() throws {
    let package = try TemporaryPackage(for: self)
    let log = SnapshotRunLog(directory: package.directory)
    try log.record(outcome("B/testTwo.txt", .mismatched(someDiff)))
    try log.record(outcome("A/testOne.txt", .matched))
    try log.record(outcome("C/testNew.txt", .missing))
    try log.record(outcome("A/testOne.txt", .matched))
    XCTAssertEqual(
      package.read(".snapshot-artifacts/manifest/last-run.json"),
      """
      {
        "failed" : [
          "B/testTwo.txt"
        ],
        "failedTests" : [

        ],
        "full" : false,
        "missing" : [
          "C/testNew.txt"
        ],
        "skippedTests" : [

        ],
        "touched" : [
          "A/testOne.txt",
          "B/testTwo.txt",
          "C/testNew.txt"
        ]
      }

      """)
    // A crash now leaves no full-run manifest behind.
    XCTAssertNil(package.read(".snapshot-artifacts/manifest/last-full-run.json"))
  }

  func testFinish_FullRunWritesBothManifestsWithOrphans() throws {
    let package = try TemporaryPackage(for: self)
    for path in [
      "A/testOne.txt", "A/testGone.txt", "B/testSkipped.txt", "B/testSkipped.other.txt",
      "B/testBroken.txt", "Scenarios/old.txt",
    ] {
      try package.write("x\n", at: "Snapshots/" + path)
    }
    try package.write("not a snapshot", at: "Snapshots/.gitattributes")
    let log = SnapshotRunLog(directory: package.directory)
    try log.record(outcome("A/testOne.txt", .matched))
    try log.record(outcome("A/testNew.txt", .recorded))
    let manifest = try log.finish(
      full: true, failedTests: ["B/testBroken"], skippedTests: ["B/testSkipped"])
    XCTAssertEqual(
      manifest,
      SnapshotManifest(
        full: true,
        touched: [.init(relativePath: "A/testOne.txt"), .init(relativePath: "A/testNew.txt")],
        failed: [], missing: [.init(relativePath: "A/testNew.txt")],
        orphans: [.init(relativePath: "A/testGone.txt"), .init(relativePath: "Scenarios/old.txt")],
        failedTests: ["B/testBroken"], skippedTests: ["B/testSkipped"]))
    let full = try SnapshotManifest.load(
      from: package.directory.manifestFolder.appendingPathComponent("last-full-run.json"))
    let last = try SnapshotManifest.load(
      from: package.directory.manifestFolder.appendingPathComponent("last-run.json"))
    XCTAssertEqual(full, manifest)
    XCTAssertEqual(last, manifest)
  }

  func testFinish_PartialRunKeepsThePreviousFullRun() throws {
    let package = try TemporaryPackage(for: self)
    let fullLog = SnapshotRunLog(directory: package.directory)
    try fullLog.record(outcome("A/testOne.txt", .recorded))
    try fullLog.finish(full: true)
    let before = package.read(".snapshot-artifacts/manifest/last-full-run.json")
    let partial = SnapshotRunLog(directory: package.directory)
    try partial.record(outcome("A/testTwo.txt", .recorded))
    let manifest = try partial.finish(full: false)
    XCTAssertFalse(manifest.full)
    XCTAssertNil(manifest.orphans)
    XCTAssertEqual(package.read(".snapshot-artifacts/manifest/last-full-run.json"), before)
    XCTAssertTrue(before?.contains("\"full\" : true") ?? false)
  }

  func testManifest_LoadsAHandWrittenFileWithMissingKeys() throws {
    let package = try TemporaryPackage(for: self)
    try package.write(#"{"full":true,"touched":["A/b.txt"]}"#, at: "m.json")
    let manifest = try SnapshotManifest.load(from: package.root.appendingPathComponent("m.json"))
    XCTAssertEqual(
      manifest,
      SnapshotManifest(
        full: true, touched: [.init(relativePath: "A/b.txt")], failed: [], missing: []))
  }

  func testManifest_BrokenFileIsAnErrorNamingIt() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("{", at: "m.json")
    let file = package.root.appendingPathComponent("m.json")
    XCTAssertThrowsError(try SnapshotManifest.load(from: file)) { error in
      guard case .unreadable(let path, _)? = error as? SnapshotStoreError else {
        return XCTFail("unexpected \(error)")
      }
      XCTAssertEqual(path, file.path)
    }
  }
}
