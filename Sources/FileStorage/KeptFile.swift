import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small file of the user's that several processes keep at once (a watchlist, settings):
/// every change is made to the file as it is now, one process at a time, and is on the disk
/// before `update` returns.
///
///     let file = KeptFile(path: "/home/ada/.local/share/stock-screens/watchlist.json")
///     let added = try file.update { bytes in
///       guard let list = decode(bytes) else { return (nil, false) }   // unreadable: left alone
///       return (encode(list + ["2330"]), true)
///     }
///
/// - `update` takes an exclusive `FileLock` on `.<name>.lock` beside the file (the file a
///   symbolic link leads to, so that every path to one file shares one lock), reads the file,
///   hands its bytes to the change, and writes what the change returns with `AtomicFile`:
///   flushed, renamed into place, its folder flushed. A process that adds while another
///   removes loses neither change, and nothing is written over bytes the change could not
///   read, since the change decides what to write from the bytes it was given.
/// - `read(since:)` tells, with one `stat(2)`, whether the file is still the version read
///   last time (its device, inode, size, and modification and change times), and reads it
///   only when it is not; bytes read again that hash to the last version's are that version.
///   It reads under the shared lock where the lock file can be made, so a file rewritten in
///   place (one with hard links) is never read half-written.
///
/// A process waits at most `lockTimeout` for another holder of the lock, then fails with
/// `FileStorageError.lockTimedOut`: a hung process never hangs every other.
public struct KeptFile: Sendable {
  /// Where the file is.
  public let path: String
  /// The largest file read, in bytes; a larger one is refused, never loaded.
  public let maxBytes: Int
  /// How the file is replaced; a test interrupts it here.
  public var atomicFile: AtomicFile
  /// How long a read or a change waits for another process's hold on the file.
  public var lockTimeout: Duration

  public init(
    path: String, maxBytes: Int = 1 << 20, atomicFile: AtomicFile = AtomicFile(),
    lockTimeout: Duration = .seconds(10)
  ) {
    self.path = path
    self.maxBytes = maxBytes
    self.atomicFile = atomicFile
    self.lockTimeout = lockTimeout
  }

  /// What a read found.
  public enum Found: Hashable, Sendable {
    /// The file is the version given: it was not read again.
    case unchanged(Version)
    /// The file's bytes, nil when there is no file, and their version.
    case contents([UInt8]?, Version)
  }

  /// The file as it is now, unless it is still `known`.
  ///
  /// - Throws: `KeptFileError.unreadable` when the path leads to no regular file, one over
  ///   `maxBytes`, or one the system will not read.
  public func read(since known: Version? = nil) throws(KeptFileError) -> Found {
    let file = destination
    let (found, code) = Version.Status.of(file)
    guard let status = found else {
      guard code == ENOENT || code == ENOTDIR else {
        throw .unreadable(path: path, .unopenable(code))
      }
      return known == .absent ? .unchanged(.absent) : .contents(nil, .absent)
    }
    if let known, known.status == status { return .unchanged(known) }
    // A reader that cannot make the lock file (a read-only folder) reads without it: a
    // writer there cannot write either.
    let lock = try? FileLock(on: lockPath(of: file), .shared, timeout: lockTimeout)
    defer { lock?.release() }
    let (bytes, version) = try contents(of: file)
    if let known, bytes != nil, known != .absent, known.digest == version.digest {
      return .unchanged(version)
    }
    return .contents(bytes, version)
  }

  /// Reads the file under its exclusive lock, hands its bytes (nil when there is none) to
  /// `change`, and writes what `change` returns, durably, before it returns; `change`
  /// returning nil, or the bytes already there, writes nothing. Returns what `change`
  /// returned beside the bytes, and the version of the file as it is left.
  ///
  /// - Throws: `KeptFileError.unreadable` when the file cannot be read (nothing is written
  ///   then, and `change` is not called), `.unwritable` when the lock cannot be had or the
  ///   write fails; the file is as it was in both cases.
  public func update<Answer>(
    _ change: ([UInt8]?) -> (write: [UInt8]?, answer: Answer)
  ) throws(KeptFileError) -> (answer: Answer, version: Version) {
    let file = destination
    let lock: FileLock
    do {
      lock = try FileLock(on: lockPath(of: file), .exclusive, timeout: lockTimeout)
    } catch {
      throw .unwritable(error)
    }
    defer { lock.release() }
    let (bytes, version) = try contents(of: file)
    let (write, answer) = change(bytes)
    guard let write, write != bytes else { return (answer, version) }
    do {
      try atomicFile.write(Data(write), to: URL(fileURLWithPath: path))
    } catch {
      throw .unwritable(error)
    }
    let written = Version(file, digest: Version.digest(write))
    return (answer, written)
  }

  /// Removes what interrupted writes of the file left beside it (`AtomicFile`'s temporary
  /// files of processes that are gone), and returns their paths.
  @discardableResult
  public func removeLeftovers() -> [String] {
    AtomicFile.removeLeftovers(of: URL(fileURLWithPath: destination))
  }

  /// The bytes of `file` (nil when there is none) and their version.
  private func contents(of file: String) throws(KeptFileError) -> ([UInt8]?, Version) {
    let bytes: [UInt8]
    do {
      bytes = try BoundedRead.contents(of: file, limit: maxBytes)
    } catch {
      if case .unopenable(_, let code) = error, code == ENOENT || code == ENOTDIR {
        return (nil, .absent)
      }
      throw .unreadable(path: path, error)
    }
    return (bytes, Version(file, digest: Version.digest(bytes)))
  }

  /// The file a write of `path` goes to: where a symbolic link leads, a link to nothing yet
  /// included; `path` itself when that cannot be told.
  private var destination: String {
    (try? atomicFile.destination(of: URL(fileURLWithPath: path))) ?? path
  }

  /// `.<name>.lock` beside `file`, in its folder with every link resolved.
  private func lockPath(of file: String) -> String {
    let folder = (file as NSString).deletingLastPathComponent
    let resolved = AtomicFile.resolved(folder.isEmpty ? "." : folder) ?? folder
    return (resolved as NSString).appendingPathComponent(
      ".\((file as NSString).lastPathComponent).lock")
  }
}

/// Why a `KeptFile` could not be read or changed.
public enum KeptFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file at `path` cannot be read, and so is not written either.
  case unreadable(path: String, BoundedReadError)
  /// The lock could not be had, or the write failed; the file is as it was.
  case unwritable(FileStorageError)

  /// `PATH is a FIFO (named pipe), not a regular file`, `cannot write PATH: …`.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path) \(reason)"
    case .unwritable(let error): error.description
    }
  }
}
