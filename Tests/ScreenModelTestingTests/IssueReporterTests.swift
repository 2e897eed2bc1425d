import Testing

@testable import ScreenModelTesting

/// A failed assertion under Swift Testing is an issue at the assertion's own place.
@Suite struct IssueReporterTests {
  @Test func failure_IsRecordedAtTheAssertionsFileLineAndColumn() {
    let site = AssertionSite(
      fileID: #fileID, filePath: #filePath, function: #function, line: 42, column: 7)
    withKnownIssue {
      IssueReporter.fail("Snapshot differs", at: site)
    } matching: { issue in
      issue.sourceLocation?.line == 42 && issue.sourceLocation?.column == 7
        && issue.sourceLocation?.fileName == "IssueReporterTests.swift"
        && issue.comments.map(\.rawValue) == ["Snapshot differs"]
    }
  }
}
