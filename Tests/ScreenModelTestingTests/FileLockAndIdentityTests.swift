import FileStorage
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

  @Test func aLockOpenedOnDescriptorZero_IsHeld() async {
    // In a process of its own, with its standard input closed: the lock file is given
    // descriptor 0, a descriptor like any other.
    await #expect(processExitsWith: .success) {
      close(0)
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("lock-\(UUID().uuidString).lock")
      defer { try? FileManager.default.removeItem(at: file) }
      let held = try FileLock.withLock(on: file) { fcntl(0, F_GETFD) >= 0 }
      exit(held ? EXIT_SUCCESS : EXIT_FAILURE)
    }
  }
}
