import Foundation
import SnapshotStore
import XCTest

/// A throwaway package root (a folder with `Package.swift`) under the temporary folder, so
/// tests never touch the repository's own `Snapshots/`.
struct TemporaryPackage {
  let root: URL

  /// Creates the folder and its `Package.swift`; the test removes it in a teardown block.
  init(for test: XCTestCase) throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-tests-\(UUID().uuidString)", isDirectory: true)
      .standardizedFileURL
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// swift-tools-version:6.0\n".utf8)
      .write(to: root.appendingPathComponent("Package.swift"))
    let root = root
    test.addTeardownBlock { try? FileManager.default.removeItem(at: root) }
  }

  /// `<root>/Snapshots` and `<root>/.snapshot-artifacts`.
  var directory: SnapshotDirectory { SnapshotDirectory(packageRoot: root) }

  /// Writes `text` at `relativePath` under the root, creating folders.
  func write(_ text: String, at relativePath: String) throws {
    let url = root.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The text at `relativePath` under the root, or `nil` when there is no such file.
  func read(_ relativePath: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(relativePath).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// Every file under the root, as sorted relative paths, hidden ones included.
  func allFiles() -> [String] {
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []
    return paths.filter { path in
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
      return exists && !isFolder.boolValue && path != "Package.swift"
    }.sorted()
  }
}
