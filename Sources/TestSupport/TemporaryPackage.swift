import Foundation

/// A throwaway package root (a folder with `Package.swift`) under the temporary folder, so
/// tests never touch the repository's own `Snapshots/`; removed when the last reference goes,
/// at the end of the test that made it.
open class TemporaryPackage {
  /// The folder, which holds `Package.swift`.
  public let root: URL

  /// Creates the folder, named `prefix` and a UUID, and its `Package.swift`.
  public init(prefix: String = "snapshot-tests") throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
      .standardizedFileURL
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// swift-tools-version:6.0\n".utf8)
      .write(to: root.appendingPathComponent("Package.swift"))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// Writes `text` at `relativePath` under the root, creating folders.
  public func write(_ text: String, at relativePath: String) throws {
    let url = root.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The text at `relativePath` under the root, or `nil` when there is no such file.
  public func read(_ relativePath: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(relativePath).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// The absolute path of `relativePath` under the root.
  public func path(_ relativePath: String) -> String {
    root.appendingPathComponent(relativePath).path
  }

  /// Every file under the root, as sorted relative paths, hidden ones included (the manifests'
  /// lock file aside).
  public func allFiles() -> [String] {
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []
    return paths.filter { path in
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
      return exists && !isFolder.boolValue && path != "Package.swift"
        && !path.hasSuffix("manifest/.lock")
    }.sorted()
  }

  /// Every file of `allFiles()` with its text: one comparison checks which files there are and
  /// what each holds.
  public func contents() -> [String: String] {
    Dictionary(uniqueKeysWithValues: allFiles().map { ($0, read($0) ?? "") })
  }
}
