import Foundation

/// A package root under the temporary folder, a folder with a `Package.swift` and what a test
/// writes into it, removed when the test ends.
class TemporaryFolder {
  let root: URL

  init(prefix: String = "snapshot-tool") throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try write("// swift-tools-version:6.0\n", at: "Package.swift")
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func write(_ text: String, at path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }
}
