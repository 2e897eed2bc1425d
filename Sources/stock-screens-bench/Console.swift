import Foundation

/// Writes whole lines straight to standard output or error, unbuffered, so a long run shows
/// each figure as soon as it is measured.
enum Console {
  /// Writes `text` and a newline to standard output.
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// Writes `text` and a newline to standard error.
  static func err(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
