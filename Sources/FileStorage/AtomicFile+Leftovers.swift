import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFile {
  /// The temporary file of a write to `name`: `.<name>.<pid>.<8 hex digits>.tmp`, so that a
  /// leftover tells which process made it.
  static func temporaryName(for name: String) -> String {
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    return ".\(name).\(getpid()).\(String(repeating: "0", count: 8 - random.count))\(random).tmp"
  }

  /// Removes the temporary files that interrupted writes left in `folder` and, when
  /// `recursive`, the folders under it (links to folders are not followed), and returns their
  /// paths, sorted.
  ///
  /// A temporary file is a leftover only when the process that made it is gone and no one
  /// holds it open for writing: a write in progress, in this process or another, is never
  /// touched. A temporary file of the older form, `.<name>.<UUID>.tmp`, which names no
  /// process, is a leftover once it is an hour old.
  public static func removeLeftovers(under folder: URL, recursive: Bool = true) -> [String] {
    removeLeftovers(under: folder, recursive: recursive, prefix: ".")
  }

  /// Removes the temporary files that interrupted writes of `file` left beside it, and
  /// returns their paths, sorted: those of no other file in its folder, whose writes are none
  /// of its owner's business.
  public static func removeLeftovers(of file: URL) -> [String] {
    let file = file.standardizedFileURL
    return removeLeftovers(
      under: file.deletingLastPathComponent(), recursive: false,
      prefix: ".\(file.lastPathComponent).")
  }

  private static func removeLeftovers(under folder: URL, recursive: Bool, prefix: String)
    -> [String]
  {
    var removed: [String] = []
    var pending = [folder.standardizedFileURL.path]
    while let current = pending.popLast() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
      for name in names {
        let path = (current as NSString).appendingPathComponent(name)
        var status = stat()
        guard lstat(path, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR where recursive: pending.append(path)
        case S_IFREG
        where name.hasPrefix(prefix) && isLeftover(name: name, at: path, status: status):
          if unlink(path) == 0 { removed.append(path) }
        default: continue
        }
      }
    }
    return removed.sorted()
  }

  /// Whether `name` is a temporary file of this type whose write can no longer finish.
  static func isLeftover(name: String, at path: String, status: stat) -> Bool {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
    let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, let last = parts.last else { return false }
    if last.count == 36, UUID(uuidString: String(last)) != nil {
      return Date().timeIntervalSince1970 - Double(status.modificationSeconds) > 3_600
    }
    guard parts.count >= 4, last.count == 8, last.allSatisfy(\.isHexDigit),
      let pid = Int32(parts[parts.count - 2]), pid > 0
    else { return false }
    guard pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { return false }
    return isUnheld(path)
  }

  /// Whether no process holds the write lock a writer takes on its temporary file.
  private static func isUnheld(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
    flock(descriptor, LOCK_UN)
    return true
  }
}

extension stat {
  /// The last modification, in whole seconds since 1970, on every platform.
  fileprivate var modificationSeconds: Int {
    #if canImport(Darwin)
      Int(st_mtimespec.tv_sec)
    #else
      Int(st_mtim.tv_sec)
    #endif
  }
}
