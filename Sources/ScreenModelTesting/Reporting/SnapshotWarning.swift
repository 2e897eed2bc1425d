import Foundation

/// Writes a warning that must not fail a test (it may come after every test has finished).
enum SnapshotWarning {
  /// Writes `warning: <message>` and a newline to standard error.
  static func print(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }
}
