import Foundation

/// The class that names a test's snapshot folder.
enum SnapshotTestClass {
  /// The running test's class; before the observer has seen a test start, the type around
  /// `line` in the source; failing that, the file's name without `.swift`.
  static func name(file: StaticString, line: UInt) -> String {
    if let current = SnapshotTestObserver.shared.currentTest { return current.className }
    let path = "\(file)"
    if let found = SourceClassLocator.className(enclosingLine: Int(clamping: line), inFile: path) {
      return found
    }
    return URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  }
}
