import SnapshotStore
import XCTest

final class SnapshotDirectoryTests: XCTestCase {
  func testPackageRoot_WalksUpFromATestFileToTheFolderHoldingPackageSwift() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("// test\n", at: "Tests/XTests/Deep/XTests.swift")
    let file = package.root.appendingPathComponent("Tests/XTests/Deep/XTests.swift").path
    XCTAssertEqual(SnapshotDirectory.packageRoot(startingAt: file)?.path, package.root.path)
  }

  func testPackageRoot_StartsAtAFolderItself() throws {
    let package = try TemporaryPackage(for: self)
    XCTAssertEqual(
      SnapshotDirectory.packageRoot(startingAt: package.root.path)?.path, package.root.path)
  }

  func testPackageRoot_TakesTheNearestPackage() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("// nested\n", at: "Fuzz/Package.swift")
    try package.write("// test\n", at: "Fuzz/Sources/main.swift")
    let file = package.root.appendingPathComponent("Fuzz/Sources/main.swift").path
    XCTAssertEqual(
      SnapshotDirectory.packageRoot(startingAt: file)?.path,
      package.root.appendingPathComponent("Fuzz").path)
  }

  func testPackageRoot_IsNilWhenNoPackageEncloses() {
    XCTAssertNil(SnapshotDirectory.packageRoot(startingAt: "/"))
  }

  func testLocate_FindsSnapshotsAndArtifactsInThePackageRoot() throws {
    let package = try TemporaryPackage(for: self)
    try package.write("// test\n", at: "Tests/XTests/XTests.swift")
    let file = package.root.appendingPathComponent("Tests/XTests/XTests.swift").path
    let directory = try SnapshotDirectory.locate(startingAt: file, environment: [:])
    XCTAssertEqual(directory.snapshotsFolder.path, package.root.path + "/Snapshots")
    XCTAssertEqual(directory.artifactsFolder.path, package.root.path + "/.snapshot-artifacts")
    XCTAssertEqual(directory.description, "Snapshots")
    XCTAssertEqual(
      directory.displayPath(ofArtifact: SnapshotLocation(relativePath: "A/b.txt")),
      ".snapshot-artifacts/actual/A/b.txt")
  }

  func testLocate_EnvironmentOverridesBothFolders() throws {
    let package = try TemporaryPackage(for: self)
    let directory = try SnapshotDirectory.locate(
      startingAt: package.root.path,
      environment: ["SNAPSHOTS_DIR": "Other/Refs", "SNAPSHOT_ARTIFACTS_DIR": "/srv/artifacts"])
    XCTAssertEqual(directory.snapshotsFolder.path, package.root.path + "/Other/Refs")
    XCTAssertEqual(directory.artifactsFolder.path, "/srv/artifacts")
    XCTAssertEqual(
      directory.displayPath(ofReference: SnapshotLocation(relativePath: "A/b.txt")),
      "Other/Refs/A/b.txt")
  }

  func testLocate_ArtifactsDefaultBesideAnOverriddenSnapshotsFolder() throws {
    let package = try TemporaryPackage(for: self)
    let directory = try SnapshotDirectory.locate(
      startingAt: package.root.path, environment: ["SNAPSHOTS_DIR": "/data/refs"])
    XCTAssertEqual(directory.snapshotsFolder.path, "/data/refs")
    XCTAssertEqual(directory.artifactsFolder.path, "/data/.snapshot-artifacts")
  }

  func testLocate_FailsWithoutAPackageOrOverride() {
    XCTAssertThrowsError(try SnapshotDirectory.locate(startingAt: "/", environment: [:])) {
      XCTAssertEqual($0 as? SnapshotStoreError, .packageRootNotFound(startingAt: "/"))
    }
  }

  func testLocate_FromThisTestFileFindsTheRepositoryPackage() throws {
    let directory = try SnapshotDirectory.locate(startingAt: "\(#filePath)", environment: [:])
    let root = try XCTUnwrap(directory.packageRoot)
    XCTAssertTrue(FileManager.default.fileExists(atPath: root.path + "/Package.swift"))
    XCTAssertTrue("\(#filePath)".hasPrefix(root.path + "/Tests/"))
    XCTAssertEqual(directory.snapshotsFolder.lastPathComponent, "Snapshots")
  }

  func testDirectory_IsTheSameBeforeAndAfterItsFoldersExist() throws {
    let package = try TemporaryPackage(for: self)
    let before = try SnapshotDirectory.locate(startingAt: package.root.path, environment: [:])
    for folder in ["Snapshots", ".snapshot-artifacts/manifest"] {
      try FileManager.default.createDirectory(
        at: package.root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let after = try SnapshotDirectory.locate(startingAt: package.root.path, environment: [:])
    XCTAssertEqual(before, after)
    XCTAssertEqual(before.artifactsFolder, after.artifactsFolder)
    XCTAssertEqual(before.snapshotsFolder, after.snapshotsFolder)
  }
}
