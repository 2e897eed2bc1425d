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
        Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: site.filePath, line: site.line)
    #else
      SnapshotWarning.print(message)
    #endif
  }

  /// Attaches texts to the running test: with `Attachment.record` when a Swift Testing test
  /// is running, as `XCTAttachment`s to the running case under Apple's XCTest.
  ///
  /// swift-corelibs-xctest has no attachments, and Swift Testing drops one recorded outside its
  /// tests, so an XCTest test on Linux gets none: its message and `.snapshot-artifacts/` hold
  /// the same texts. Swift Testing has attachments from Swift 6.2 on.
  static func attach(_ attachments: [SnapshotAttachment], at site: AssertionSite) {
    #if canImport(Testing) && compiler(>=6.2)
      if Test.current != nil {
        for attachment in attachments {
          Attachment.record(
            attachment.text, named: attachment.name, sourceLocation: site.sourceLocation)
        }
        return
      }
    #endif
    #if canImport(XCTest) && canImport(ObjectiveC) && !os(watchOS)
      guard let testCase = SnapshotTestObserver.shared.currentTestCase else { return }
      for attachment in attachments {
        let file = XCTAttachment(string: attachment.text)
        file.name = attachment.name
        // Thread-safe, as XCTActivity documents it: an async test may fail off the main thread.
        testCase.add(file)
      }
    #endif
  }
}

#if canImport(Testing)
  extension AssertionSite {
    /// The assertion's place as Swift Testing records an issue or an attachment there.
    var sourceLocation: SourceLocation {
      SourceLocation(
        fileID: "\(fileID)", filePath: path, line: Int(line), column: Int(column))
    }
  }
#endif

/// Writes a warning that must not fail a test (it may come after every test has finished).
enum SnapshotWarning {
  /// Writes `warning: <message>` and a newline to standard error.
  static func print(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }
}
