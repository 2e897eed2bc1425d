import Foundation
import Testing

@testable import ScreenModelTesting
@testable import SnapshotStore

/// A test outside any suite: its snapshots are named after its file.
@Test func aTestOutsideAnySuite_IsNamedAfterItsFile() {
  let identity = TestIdentity.current(fileID: #fileID, function: #function)
  #expect(identity.suite == "FileLockAndIdentityTests")
  #expect(identity.test == "aTestOutsideAnySuite_IsNamedAfterItsFile")
}

@Suite struct FileLockTests {
  @Test func aLockThatCannotBeOpened_SaysWhyOpeningFailed() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lock-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder where the lock file should be: open(2) refuses it, before any flock(2).
    var ran = false
    #expect(throws: SnapshotStoreError.unwritable(path: folder.path, reason: "Is a directory")) {
      try FileLock.withLock(on: folder) { ran = true }
    }
    #expect(!ran, "the body does not run without the lock")
    let file = folder.appendingPathComponent("records.lock")
    let value = try FileLock.withLock(on: file) { 42 }
    #expect(value == 42)
  }
}
