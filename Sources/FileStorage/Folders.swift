import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Folders made as `mkdir -p` makes them, with a failure the system names: a file where a
/// folder of the path should be is `ENOTDIR`, as the system calls it when it walks that path,
/// not Foundation's "a file with the same name already exists".
enum Folders {
  /// Makes the folder at `path` and those above it that are missing; nothing when it exists.
  /// A failure is reported on `file`, the path the folder was made for.
  static func make(_ path: String, for file: String) throws(FileStorageError) {
    guard !path.isEmpty, !isFolder(path) else { return }
    let parent = (path as NSString).deletingLastPathComponent
    if parent != path { try make(parent, for: file) }
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
      throw .system(.unwritable, path: file)
    }
    guard isFolder(path) else { throw .system(.unwritable, path: file, code: ENOTDIR) }
  }

  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }
}
