import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes and removes files so that a reader sees the old content or the new, never a part.
///
/// A write goes to a hidden temporary file in the target's folder, then `rename(2)` puts it in
/// place; rename within one folder is atomic, so an interrupted write leaves the old file whole
/// (and at worst a hidden `.<name>.<uuid>.tmp` beside it, which no listing of `*.txt` sees).
struct AtomicFileWriter: Sendable {
  /// Runs after the temporary file is complete and before it replaces the target; a test
  /// throws here to interrupt a write at its most delicate point.
  var beforeRename: (@Sendable (_ temporaryFile: URL) throws -> Void)?

  /// Writes `text` as UTF-8 to `url`, creating its folders.
  func write(_ text: String, to url: URL) throws(SnapshotStoreError) {
    try write(Data(text.utf8), to: url)
  }

  /// Writes `data` to `url`, creating its folders.
  func write(_ data: Data, to url: URL) throws(SnapshotStoreError) {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: temporary)
      try beforeRename?(temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .unwritable(path: url.path, reason: "\(error)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .unwritable(path: url.path, reason: reason)
    }
  }

  /// Removes the file at `url` if there is one; a missing file is not an error.
  func remove(_ url: URL) throws(SnapshotStoreError) {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw .unwritable(path: url.path, reason: "\(error)")
    }
  }

  /// The text of the file at `url`, or `nil` when there is none.
  func read(_ url: URL) throws(SnapshotStoreError) -> String? {
    try readData(url).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The bytes of the file at `url`, or `nil` when there is none.
  func readData(_ url: URL) throws(SnapshotStoreError) -> Data? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return nil
    }
    guard !isFolder.boolValue else { throw .notAFile(path: url.path) }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: url.path, reason: "\(error)")
    }
  }
}
