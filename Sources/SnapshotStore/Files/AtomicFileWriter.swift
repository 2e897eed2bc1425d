import FileStorage
import Foundation

/// The snapshot store's way to `AtomicFile`: the same writes, reads and removals, with
/// failures as `SnapshotStoreError`s.
struct AtomicFileWriter: Sendable {
  /// Runs after a temporary file is complete and before it replaces its target; a test
  /// throws here to interrupt a write at its most delicate point.
  var beforeRename: (@Sendable (_ temporaryFile: URL) throws -> Void)?
  /// The folders no write may leave through a symbolic link: see `SnapshotFolders`.
  var boundaries: [URL] = []

  private var file: AtomicFile { AtomicFile(beforeRename: beforeRename, boundaries: boundaries) }

  /// Writes `text` as UTF-8 to `url`, creating its folders.
  func write(_ text: String, to url: URL) throws(SnapshotStoreError) {
    do { try file.write(text, to: url) } catch { throw SnapshotStoreError(error) }
  }

  /// Writes `data` to `url`, creating its folders.
  func write(_ data: Data, to url: URL) throws(SnapshotStoreError) {
    do { try file.write(data, to: url) } catch { throw SnapshotStoreError(error) }
  }

  /// Removes the file at `url` if there is one; a missing file is not an error.
  func remove(_ url: URL) throws(SnapshotStoreError) {
    try remove(atPath: url.path)
  }

  /// Removes the file at `path` if there is one.
  func remove(atPath path: String) throws(SnapshotStoreError) {
    do { try file.remove(atPath: path) } catch { throw SnapshotStoreError(error) }
  }

  /// The text of the file at `url`, or `nil` when there is none.
  func read(_ url: URL) throws(SnapshotStoreError) -> String? {
    try readBytes(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The bytes of the file at `url`, or `nil` when there is none.
  func readData(_ url: URL) throws(SnapshotStoreError) -> Data? {
    try readBytes(atPath: url.path).map { Data($0) }
  }

  /// The bytes of the file at `path`, or `nil` when there is none; a folder is an error.
  func readBytes(atPath path: String) throws(SnapshotStoreError) -> [UInt8]? {
    do { return try file.readBytes(atPath: path) } catch { throw SnapshotStoreError(error) }
  }
}

extension SnapshotStoreError {
  /// The store's words for a file that could not be read or written.
  init(_ error: FileStorageError) {
    switch error {
    case .unwritable(let path, let reason, _): self = .unwritable(path: path, reason: reason)
    case .unreadable(let path, let reason, _): self = .unreadable(path: path, reason: reason)
    case .notAFile(let path): self = .notAFile(path: path)
    case .linkLeavesFolder(let path, let link, let target, let folder):
      self = .linkLeavesFolder(path: path, link: link, target: target, folder: folder)
    case .lockTimedOut:
      self = .unwritable(path: error.path, reason: error.description)
    }
  }
}
