import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes, reads and removes files so that a reader sees the old content or the new, never a
/// part, and so that a file keeps what it was: the one way the package writes a file it must
/// not half-write (snapshot references, test sources, run manifests, the market cache).
///
/// A write goes to a hidden temporary file in the target's folder, which is flushed to the
/// disk (`fsync`) before `rename(2)` puts it in place; rename within one folder is atomic, so
/// an interrupted write leaves the old file whole, and at worst a temporary file beside it,
/// `.<name>.<pid>.<random>.tmp`, which `removeLeftovers(under:)` takes away once its process
/// is gone. The new file gets the old one's permissions (and owner, where allowed); a file
/// with other hard links is rewritten in place instead, so that every link still shares it;
/// a symbolic link stays a link, and the file it leads to is written.
///
/// With `boundaries`, no write or removal inside one of those folders goes through a
/// symbolic link that leads out of it: it is refused, naming the link.
public struct AtomicFile: Sendable {
  /// Runs after the temporary file is complete and before it replaces the target; a test
  /// throws here to interrupt a write at its most delicate point.
  public var beforeRename: (@Sendable (_ temporaryFile: URL) throws -> Void)?
  /// Folders that writes inside them may not leave through a symbolic link (the folder itself
  /// may be one); a path in several is judged by the innermost.
  public var boundaries: [URL]

  public init(
    beforeRename: (@Sendable (_ temporaryFile: URL) throws -> Void)? = nil, boundaries: [URL] = []
  ) {
    self.beforeRename = beforeRename
    self.boundaries = boundaries
  }

  /// Writes `data` to `url`, creating its folders.
  public func write(_ data: Data, to url: URL) throws(FileStorageError) {
    try data.withUnsafeBytes { bytes in
      Result { () throws(FileStorageError) in try write(bytes, to: url) }
    }.get()
  }

  /// Writes the UTF-8 of `text` to `url`, creating its folders, without copying it first
  /// (a report's page can be hundreds of megabytes).
  public func write(_ text: String, to url: URL) throws(FileStorageError) {
    var text = text
    try text.withUTF8 { bytes in
      Result { () throws(FileStorageError) in try write(UnsafeRawBufferPointer(bytes), to: url) }
    }.get()
  }

  private func write(_ data: UnsafeRawBufferPointer, to url: URL) throws(FileStorageError) {
    let target = try destination(of: url)
    let folder = (target as NSString).deletingLastPathComponent
    try Folders.make(folder, for: url.path)
    var existing = stat()
    let exists = lstat(target, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
    if exists, existing.st_nlink > 1 {
      return try rewriteInPlace(data, at: target, shownAs: url.path)
    }
    let temporary = (folder as NSString).appendingPathComponent(
      Self.temporaryName(for: (target as NSString).lastPathComponent))
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw .system(.unwritable, path: url.path)
    }
    defer { close(descriptor) }
    // Held until the descriptor closes: a sweep of leftovers never takes a file being written.
    _ = flock(descriptor, LOCK_EX | LOCK_NB)
    do {
      if exists { Self.copyOwnership(existing, to: descriptor) }
      try Self.writeAll(data, to: descriptor)
      guard fsync(descriptor) == 0 else { throw Self.systemError() }
      try beforeRename?(URL(fileURLWithPath: temporary))
    } catch {
      unlink(temporary)
      throw .caused(by: error, writing: url.path)
    }
    guard rename(temporary, target) == 0 else {
      let failure = FileStorageError.system(.unwritable, path: url.path)
      unlink(temporary)
      throw failure
    }
    Self.flushFolder(folder)
  }

  /// Removes the file at `path` if there is one; a missing file is not an error. A link is
  /// removed itself, never the file it leads to.
  public func remove(atPath path: String) throws(FileStorageError) {
    // One look, as cheap as the removal: a passing snapshot assertion removes two files that
    // are almost never there.
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return }
      throw .system(.unwritable, path: path)
    }
    try checkFolders(of: path)
    if unlink(path) == 0 || errno == ENOENT { return }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw .caused(by: error, writing: path)
    }
  }

  /// The bytes of the file at `path`, or `nil` when there is none; a folder is an error.
  public func readBytes(atPath path: String) throws(FileStorageError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .system(.unreadable, path: path)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .system(.unreadable, path: path)
    }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw .notAFile(path: path) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: max(4_096, Int(status.st_size) + 1))
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(.unreadable, path: path)
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

  /// A file that other hard links share cannot be replaced without splitting them: its bytes
  /// are overwritten where they are. Not atomic; the price of keeping the links.
  private func rewriteInPlace(
    _ data: UnsafeRawBufferPointer, at path: String, shownAs name: String
  ) throws(FileStorageError) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .system(.unwritable, path: name)
    }
    defer { close(descriptor) }
    do {
      try Self.writeAll(data, to: descriptor)
      guard ftruncate(descriptor, off_t(data.count)) == 0, fsync(descriptor) == 0 else {
        throw Self.systemError()
      }
    } catch {
      throw .caused(by: error, writing: name)
    }
  }

  private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) throws {
    var offset = 0
    while offset < buffer.count, let base = buffer.baseAddress {
      let written = systemWrite(descriptor, base + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw systemError()
      }
      offset += written
    }
  }

  /// The old file's permission bits and, where this process may set them, its owner and group.
  private static func copyOwnership(_ old: stat, to descriptor: Int32) {
    _ = fchmod(descriptor, old.st_mode & 0o7777)
    if old.st_uid != geteuid() || old.st_gid != getegid() {
      _ = fchown(descriptor, old.st_uid, old.st_gid)
      // A change of owner can clear set-id bits; put the mode back.
      _ = fchmod(descriptor, old.st_mode & 0o7777)
    }
  }

  /// Makes the rename itself durable; a folder that cannot be opened or flushed is no error,
  /// as the file is in place either way.
  private static func flushFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  static func systemError() -> POSIXError {
    POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
