import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Fails the running test at the assertion's line: with `Issue.record` when a Swift Testing
/// test is running, with `XCTFail` otherwise.
enum IssueReporter {
  static func fail(_ message: String, at site: AssertionSite) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(site.fileID)", filePath: site.path, line: Int(site.line),
            column: Int(site.column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: site.filePath, line: site.line)
    #else
      SnapshotWarning.print(message)
    #endif
  }
}

/// Writes a warning that must not fail a test (it may come after every test has finished).
enum SnapshotWarning {
  /// Writes `warning: <message>` and a newline to standard error.
  static func print(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }
}
