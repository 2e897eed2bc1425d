import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock on a file, held across processes with `flock(2)`: the test processes of
/// one `swift test` (XCTest, Swift Testing, parallel workers) merge their records one at a time.
enum FileLock {
  /// Runs `body` while holding the lock of `file`, creating the file and its folder if needed.
  static func withLock<Result>(
    on file: URL, _ body: () throws(SnapshotStoreError) -> Result
  ) throws(SnapshotStoreError) -> Result {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: file.path, reason: "\(error)")
    }
    let descriptor = open(file.path, O_RDWR | O_CREAT, 0o644)
    guard descriptor >= 0 else {
      throw .unwritable(path: file.path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw .unwritable(path: file.path, reason: String(cString: strerror(errno)))
      }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
