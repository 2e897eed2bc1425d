import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension AtomicFile {
  /// The path a write of `url` puts its bytes at: the file a symbolic link leads to when `url`
  /// is one (a link to a file not there yet included: the link stays, and the file is made
  /// where it points), else `url`'s own path; refused when a link on the way leaves the
  /// boundary holding `url`.
  func destination(of url: URL) throws(FileStorageError) -> String {
    let path = url.standardizedFileURL.path
    try checkFolders(of: path, includingLast: true)
    var current = path
    // A chain of links is followed as the system follows one, and as far (`MAXSYMLINKS`).
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      if let resolved = Self.resolved(current) { return resolved }
      current = Self.linkText(current)
    }
    throw .system(.unwritable, path: path, code: ELOOP)
  }

  /// Refuses a path inside a boundary whose folders (and, with `includingLast`, the path
  /// itself) hold a symbolic link that leads out of that boundary.
  ///
  /// - Complexity: one `lstat` a path component below the boundary.
  func checkFolders(of path: String, includingLast: Bool = false) throws(FileStorageError) {
    let path = URL(fileURLWithPath: path).standardizedFileURL.path
    guard let boundary = innermostBoundary(holding: path) else { return }
    let inside = Self.resolved(boundary) ?? boundary
    var components = path.dropFirst(boundary.count).split(separator: "/").map(String.init)
    if !includingLast { components = components.dropLast() }
    var current = boundary
    for component in components {
      current += "/" + component
      var status = stat()
      guard lstat(current, &status) == 0 else { return }
      guard status.st_mode & S_IFMT == S_IFLNK else { continue }
      let target = Self.resolved(current) ?? Self.linkText(current)
      guard Self.isInside(target, folder: inside) else {
        throw .linkLeavesFolder(path: path, link: current, target: target, folder: boundary)
      }
    }
  }

  /// The boundary with the longest path that holds `path`, without a final `/`.
  private func innermostBoundary(holding path: String) -> String? {
    boundaries.map { $0.standardizedFileURL.path }
      .map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
      .filter { Self.isInside(path, folder: $0) && path != $0 }
      .max { $0.count < $1.count }
  }

  static func isInside(_ path: String, folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }

  /// `path` with every link resolved; `nil` when it, or what a link in it leads to, does not
  /// exist.
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// Where a link that leads nowhere would lead, as an absolute path.
  static func linkText(_ link: String) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(link, &buffer, buffer.count - 1)
    guard count > 0 else { return link }
    let text = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard !text.hasPrefix("/") else { return text }
    return URL(fileURLWithPath: (link as NSString).deletingLastPathComponent)
      .appendingPathComponent(text).standardizedFileURL.path
  }
}
