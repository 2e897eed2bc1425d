import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that could not be read or written, with the system's words for why and, where the
/// system gave one, its error number, so that a program can say it in its user's language.
public enum FileStorageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Writing or removing `path` failed; `code` is the system's error number (`ENOSPC`, say),
  /// 0 when the failure was not the system's.
  case unwritable(path: String, reason: String, code: Int32 = 0)
  /// Reading `path` failed; `code` as for `unwritable`.
  case unreadable(path: String, reason: String, code: Int32 = 0)
  /// `path` is a folder where a file was expected.
  case notAFile(path: String)
  /// Writing or removing `path` would go through `link`, a symbolic link to `target`, out of
  /// `folder`.
  case linkLeavesFolder(path: String, link: String, target: String, folder: String)
  /// Another holder kept the lock `path` for all of `waited` (`FileLock`).
  case lockTimedOut(path: String, waited: Duration)

  /// Which way a system call failed.
  enum Direction {
    case unreadable, unwritable
  }

  /// The failure the system reports in `errno` now, on `path`.
  static func system(_ direction: Direction, path: String) -> FileStorageError {
    system(direction, path: path, code: errno)
  }

  /// The failure of system error number `code` on `path`.
  static func system(_ direction: Direction, path: String, code: Int32) -> FileStorageError {
    let reason = String(cString: strerror(code))
    return switch direction {
    case .unreadable: .unreadable(path: path, reason: reason, code: code)
    case .unwritable: .unwritable(path: path, reason: reason, code: code)
    }
  }

  /// The failure `error` caused on `path`: said by the system's words for its number when it
  /// is a system error, as it describes itself otherwise.
  static func caused(by error: any Error, writing path: String) -> FileStorageError {
    if let error = error as? FileStorageError { return error }
    if let code = systemCode(of: error) { return system(.unwritable, path: path, code: code) }
    return .unwritable(path: path, reason: "\(error)")
  }

  /// The system error number behind `error`: a `POSIXError`'s, or that of the POSIX error a
  /// Foundation error wraps (`FileManager` reports `mkdir`'s failure so).
  private static func systemCode(of error: any Error) -> Int32? {
    if let error = error as? POSIXError { return error.code.rawValue }
    let object = error as NSError
    if object.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: object.code) }
    guard let underlying = object.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    else { return nil }
    return Int32(truncatingIfNeeded: underlying.code)
  }

  /// The file the failure is about (the lock file, for `lockTimedOut`).
  public var path: String {
    switch self {
    case .unwritable(let path, _, _), .unreadable(let path, _, _), .notAFile(let path),
      .linkLeavesFolder(let path, _, _, _), .lockTimedOut(let path, _):
      path
    }
  }

  /// `cannot write PATH: REASON` and the like.
  public var description: String {
    switch self {
    case .unwritable(let path, let reason, _): "cannot write \(path): \(reason)"
    case .unreadable(let path, let reason, _): "cannot read \(path): \(reason)"
    case .notAFile(let path): "\(path) is a folder, not a file"
    case .linkLeavesFolder(let path, let link, let target, let folder):
      "refused to write \(path): \(link) is a symbolic link to \(target), outside \(folder), "
        + "and nothing is written through a link that leaves it"
    case .lockTimedOut(let path, let waited):
      "\(path) is locked by another process; gave up after waiting \(Self.spoken(waited))"
    }
  }

  /// `10 s`, or `20 ms` for a wait of less than whole seconds.
  private static func spoken(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    return milliseconds % 1_000 == 0 ? "\(seconds) s" : "\(milliseconds) ms"
  }
}
