import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock on a file, held across processes with `flock(2)`: the one way the package
/// keeps two processes, or two parts of one, from changing the same files at once (a user's
/// watchlist, the snapshot tool's runs, the manifests of one test run).
///
///     let lock = try FileLock(on: folder + "/.watchlist.json.lock", timeout: .seconds(10))
///     defer { lock.release() }
///     // read the file, change it, write it: no other holder of the lock is doing the same
///
/// The lock file is created, with its folder, when it is not there, and never removed: a
/// lock file taken away while one process waits on it would let a third take a second lock.
/// The system lets go of the lock when the process ends, however it ends, so a crash never
/// leaves it held. Each `FileLock` opens the file anew, so two locks in one process exclude
/// each other as two processes do.
public final class FileLock {
  /// Whether other holders may hold the lock at the same time.
  public enum Mode: Sendable {
    /// Many readers at once, and no writer while they hold it.
    case shared
    /// One holder alone.
    case exclusive
  }

  /// The lock file.
  public let path: String
  private var descriptor: Int32

  /// Takes the lock on `path` in `mode`, waiting while another holder has it: for ever when
  /// `timeout` is nil, else at most that long (then `FileStorageError.lockTimedOut`).
  /// `waiting` is called once, before the first wait, so a program can say whom it waits for.
  public init(
    on path: String, _ mode: Mode = .exclusive, timeout: Duration? = nil,
    waiting: () -> Void = {}
  ) throws(FileStorageError) {
    self.path = path
    let folder = (path as NSString).deletingLastPathComponent
    try Folders.make(folder, for: path)
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .system(.unwritable, path: path) }
    let operation = mode == .shared ? LOCK_SH : LOCK_EX
    if flock(descriptor, operation | LOCK_NB) == 0 { return }
    guard errno == EWOULDBLOCK || errno == EINTR else { throw failure() }
    waiting()
    if let timeout {
      try wait(operation, atMost: timeout)
    } else {
      while flock(descriptor, operation) != 0 {
        guard errno == EINTR else { throw failure() }
      }
    }
  }

  deinit { release() }

  /// Lets the next holder in; releasing twice does nothing.
  public func release() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
  }

  /// Replaces the lock file's text with `text`: the holder's name, for the next one to read
  /// while it waits.
  public func writeHolder(_ text: String) {
    guard descriptor >= 0 else { return }
    _ = ftruncate(descriptor, 0)
    _ = text.withCString { pwrite(descriptor, $0, strlen($0), 0) }
  }

  /// Tries again after pauses that grow from 1 to 50 ms, until the lock is had or `timeout`
  /// has passed.
  private func wait(_ operation: Int32, atMost timeout: Duration) throws(FileStorageError) {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var pause = Duration.milliseconds(1)
    while flock(descriptor, operation | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else { throw failure() }
      guard clock.now < deadline else {
        release()
        throw .lockTimedOut(path: path, waited: timeout)
      }
      let (seconds, attoseconds) = pause.components
      var interval = timespec(
        tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
      _ = nanosleep(&interval, nil)
      pause = min(pause * 2, .milliseconds(50))
    }
  }

  private func failure() -> FileStorageError {
    let error = FileStorageError.system(.unwritable, path: path)
    release()
    return error
  }
}
