import FileStorage
import Foundation

extension FileLock {
  /// Runs `body` while holding the exclusive lock of `file`, creating the file and its folder
  /// if needed: the test processes of one `swift test` (XCTest, Swift Testing, parallel
  /// workers) merge their records one at a time.
  static func withLock<Result>(
    on file: URL, _ body: () throws(SnapshotStoreError) -> Result
  ) throws(SnapshotStoreError) -> Result {
    let lock: FileLock
    do {
      lock = try FileLock(on: file.path)
    } catch {
      throw SnapshotStoreError(error)
    }
    defer { lock.release() }
    return try body()
  }
}
