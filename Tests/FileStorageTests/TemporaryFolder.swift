import Foundation

/// A folder of its own under the system's temporary folder, removed when the test is done.
final class TemporaryFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("FileStorageTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside.
  func callAsFunction(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `name` with Foundation, not with the code under test.
  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: self(name)))
  }

  /// The text of `name`; nil when it cannot be read.
  func read(_ name: String) -> String? {
    try? String(contentsOfFile: self(name), encoding: .utf8)
  }

  /// The names in the folder, sorted.
  var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}
