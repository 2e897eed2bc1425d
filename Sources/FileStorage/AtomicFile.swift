import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes, reads and removes files so that a reader sees the old content or the new, never a
/// part: the one way the package writes a file it must not half-write (snapshot references,
/// run manifests, the market cache).
///
/// A write goes to a hidden temporary file in the target's folder, then `rename(2)` puts it in
/// place; rename within one folder is atomic, so an interrupted write leaves the old file whole
/// (and at worst a hidden `.<name>.<uuid>.tmp` beside it, which no listing of `*.txt` sees).
public struct AtomicFile: Sendable {
  /// Runs after the temporary file is complete and before it replaces the target; a test
  /// throws here to interrupt a write at its most delicate point.
  public var beforeRename: (@Sendable (_ temporaryFile: URL) throws -> Void)?

  public init(beforeRename: (@Sendable (_ temporaryFile: URL) throws -> Void)? = nil) {
    self.beforeRename = beforeRename
  }

  /// Writes `data` to `url`, creating its folders.
  public func write(_ data: Data, to url: URL) throws(FileStorageError) {
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

  /// Removes the file at `path` if there is one, with one `unlink(2)` and no look first: a
  /// passing snapshot assertion removes two files that are almost never there.
  public func remove(atPath path: String) throws(FileStorageError) {
    if unlink(path) == 0 || errno == ENOENT || errno == ENOTDIR { return }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw .unwritable(path: path, reason: "\(error)")
    }
  }

  /// The bytes of the file at `path`, or `nil` when there is none; a folder is an error.
  public func readBytes(atPath path: String) throws(FileStorageError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw .notAFile(path: path) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: max(4_096, Int(status.st_size) + 1))
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { return bytes }
      if bytes.isEmpty && count < chunk.count {
        chunk.removeLast(chunk.count - count)
        bytes = chunk
        chunk = [UInt8](repeating: 0, count: 4_096)
      } else {
        bytes.append(contentsOf: chunk[..<count])
      }
    }
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

/// A file that could not be read or written, with the system's words for why.
public enum FileStorageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Writing or removing `path` failed.
  case unwritable(path: String, reason: String)
  /// Reading `path` failed.
  case unreadable(path: String, reason: String)
  /// `path` is a folder where a file was expected.
  case notAFile(path: String)

  /// `cannot write PATH: REASON` and the like.
  public var description: String {
    switch self {
    case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    case .notAFile(let path): "\(path) is a folder, not a file"
    }
  }
}
