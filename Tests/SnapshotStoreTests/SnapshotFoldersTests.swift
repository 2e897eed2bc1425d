import Foundation
import SnapshotStore
import TestSupport
import Testing

@Suite struct SnapshotFoldersTests {
  @Test func packageRoot_WalksUpFromATestFileToTheFolderHoldingPackageSwift() throws {
    let package = try TemporaryPackage()
    try package.write("// test\n", at: "Tests/XTests/Deep/XTests.swift")
    let file = package.root.appendingPathComponent("Tests/XTests/Deep/XTests.swift").path
    #expect(SnapshotFolders.packageRoot(startingAt: file)?.path == package.root.path)
  }

  @Test func packageRoot_StartsAtAFolderItself() throws {
    let package = try TemporaryPackage()
    #expect(SnapshotFolders.packageRoot(startingAt: package.root.path)?.path == package.root.path)
  }

  @Test func packageRoot_TakesTheNearestPackage() throws {
    let package = try TemporaryPackage()
    try package.write("// nested\n", at: "Fuzz/Package.swift")
    try package.write("// test\n", at: "Fuzz/Sources/main.swift")
    let file = package.root.appendingPathComponent("Fuzz/Sources/main.swift").path
    #expect(
      SnapshotFolders.packageRoot(startingAt: file)?.path
        == package.root.appendingPathComponent("Fuzz").path)
  }

  @Test func packageRoot_IsNilWhenNoPackageEncloses() {
    #expect(SnapshotFolders.packageRoot(startingAt: "/") == nil)
  }

  @Test func locate_FindsSnapshotsAndArtifactsInThePackageRoot() throws {
    let package = try TemporaryPackage()
    try package.write("// test\n", at: "Tests/XTests/XTests.swift")
    let file = package.root.appendingPathComponent("Tests/XTests/XTests.swift").path
    let folders = try SnapshotFolders.locate(startingAt: file, environment: [:])
    #expect(folders.snapshotsFolder.path == package.root.path + "/Snapshots")
    #expect(folders.artifactsFolder.path == package.root.path + "/.snapshot-artifacts")
    #expect(folders.description == "Snapshots")
    #expect(
      folders.displayPath(ofArtifact: SnapshotLocation(relativePath: "A/b.txt"))
        == ".snapshot-artifacts/actual/A/b.txt")
  }

  @Test func locate_EnvironmentOverridesBothFolders() throws {
    let package = try TemporaryPackage()
    let folders = try SnapshotFolders.locate(
      startingAt: package.root.path,
      environment: ["SNAPSHOTS_DIR": "Other/Refs", "SNAPSHOT_ARTIFACTS_DIR": "/srv/artifacts"])
    #expect(folders.snapshotsFolder.path == package.root.path + "/Other/Refs")
    #expect(folders.artifactsFolder.path == "/srv/artifacts")
    #expect(
      folders.displayPath(ofReference: SnapshotLocation(relativePath: "A/b.txt"))
        == "Other/Refs/A/b.txt")
  }

  @Test func locate_ArtifactsDefaultBesideAnOverriddenSnapshotsFolder() throws {
    let package = try TemporaryPackage()
    let folders = try SnapshotFolders.locate(
      startingAt: package.root.path, environment: ["SNAPSHOTS_DIR": "/data/refs"])
    #expect(folders.snapshotsFolder.path == "/data/refs")
    #expect(folders.artifactsFolder.path == "/data/.snapshot-artifacts")
  }

  @Test func locate_FailsWithoutAPackageOrOverride() {
    #expect(throws: SnapshotStoreError.packageRootNotFound(startingAt: "/")) {
      try SnapshotFolders.locate(startingAt: "/", environment: [:])
    }
  }

  @Test func locate_FromThisTestFileFindsTheRepositoryPackage() throws {
    let folders = try SnapshotFolders.locate(startingAt: "\(#filePath)", environment: [:])
    let root = try #require(folders.packageRoot)
    #expect(FileManager.default.fileExists(atPath: root.path + "/Package.swift"))
    #expect("\(#filePath)".hasPrefix(root.path + "/Tests/"))
    #expect(folders.snapshotsFolder.lastPathComponent == "Snapshots")
  }

  @Test func directory_IsTheSameBeforeAndAfterItsFoldersExist() throws {
    let package = try TemporaryPackage()
    let before = try SnapshotFolders.locate(startingAt: package.root.path, environment: [:])
    for folder in ["Snapshots", ".snapshot-artifacts/manifest"] {
      try FileManager.default.createDirectory(
        at: package.root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let after = try SnapshotFolders.locate(startingAt: package.root.path, environment: [:])
    #expect(before == after)
    #expect(before.artifactsFolder == after.artifactsFolder)
    #expect(before.snapshotsFolder == after.snapshotsFolder)
  }
}
