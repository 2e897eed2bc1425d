import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import Testing

@testable import ScreenModelTesting

/// Workflow annotations and the job summary, with a fake `GITHUB_STEP_SUMMARY` file.
@Suite struct GitHubReportingTests {
  /// Collects what the reporter would print.
  private final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func add(_ line: String) { lock.withLock { text += line } }
    var lines: [String] { lock.withLock { text.split(separator: "\n").map(String.init) } }
  }

  @Test func annotation_EscapesTheMessageAndTheProperties() {
    let annotation = GitHubAnnotation(
      file: "Tests/A, B/ListTests.swift", line: 42, title: "Snapshot does not match: 50%",
      message: "first\r\nsecond: 100%")
    #expect(
      annotation.command
        == "::error file=Tests/A%2C B/ListTests.swift,line=42,title=Snapshot does not match%3A 50%25::first%0D%0Asecond: 100%25"
    )
    #expect(
      GitHubAnnotation.overflowCommand(count: 3)
        == "::warning title=Snapshot failures::3 more snapshot failures in this process; the job summary lists every one."
    )
  }

  @Test func summarySection_FencesTheDiffLongerThanAnyBackticksInIt() {
    let origin = SnapshotOrigin(
      test: "ListTests/testA", file: "Tests/ListTests.swift", line: 7, column: 19)
    #expect(
      GitHubStepSummary.section(title: "Snapshot missing: A", origin: origin, diff: "-a\n+```b")
        == "### Snapshot missing: A\n\n`ListTests/testA` at `Tests/ListTests.swift:7`\n\n````diff\n-a\n+```b\n````\n\n"
    )
    // Three backticks, Markdown's least, for a diff with none or fewer in a row.
    #expect(
      GitHubStepSummary.section(title: "Snapshot missing: A", origin: origin, diff: "-a\n+``b")
        == "### Snapshot missing: A\n\n`ListTests/testA` at `Tests/ListTests.swift:7`\n\n```diff\n-a\n+``b\n```\n\n"
    )
  }

  @Test func reporter_AnnotatesTenFailuresARunAndSummarizesEvery() throws {
    let package = try TemporaryPackage()
    let summary = package.path("summary.md")
    let printed = Printed()
    let session = SnapshotSession()
    var reporter = GitHubReporter(
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary], session: session)
    reporter.write = printed.add
    let site = AssertionSite(
      fileID: #fileID, filePath: #filePath, function: #function, line: 1, column: 1)
    for number in 1...12 {
      let diff = UnifiedDiff(
        from: "a\n", to: "b\(number)\n", oldLabel: "reference", newLabel: "actual")
      let failure = FailureReport(
        message: "Snapshot does not match.\n\(diff)", site: site,
        title: "Snapshot does not match: Snapshots/A/test\(number).txt",
        origin: SnapshotOrigin(
          test: "A/test\(number)", file: "Tests/A.swift", line: number, column: 5),
        diff: diff, folders: package.folders)
      reporter.report(failure, message: failure.message ?? "")
    }
    #expect(printed.lines.count == 10)
    #expect(
      printed.lines.first
        == "::error file=Tests/A.swift,line=1,title=Snapshot does not match%3A Snapshots/A/test1.txt::Snapshot does not match.%0A--- reference%0A+++ actual%0A@@ -1 +1 @@%0A-a%0A+b1"
    )
    let text = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(
      text.hasPrefix("## Snapshot failures\n\n### Snapshot does not match: Snapshots/A/test1.txt\n")
    )
    #expect(text.components(separatedBy: "```diff\n").count == 13)
    #expect(text.components(separatedBy: "## Snapshot failures").count == 2)
    #expect(text.contains("```diff\n--- reference\n+++ actual\n@@ -1 +1 @@\n-a\n+b12\n```"))
  }

  @Test func reporter_IsSilentOffGitHubActions() throws {
    let package = try TemporaryPackage()
    let printed = Printed()
    var reporter = GitHubReporter(
      environment: ["GITHUB_ACTIONS": "false", "GITHUB_STEP_SUMMARY": package.path("s.md")],
      session: SnapshotSession())
    reporter.write = printed.add
    let site = AssertionSite(
      fileID: #fileID, filePath: #filePath, function: #function, line: 1, column: 1)
    reporter.report(FailureReport(message: "x", site: site), message: "x")
    #expect(printed.lines.isEmpty)
    #expect(package.read("s.md") == nil)
  }

  @Test func annotationNumbers_CountOneRunAcrossProcessesAndRestartForTheNext() throws {
    let package = try TemporaryPackage()
    #expect(try package.folders.nextAnnotationNumber(run: "7") == 1)
    #expect(try package.folders.nextAnnotationNumber(run: "7") == 2)
    #expect(try SnapshotFolders(packageRoot: package.root).nextAnnotationNumber(run: "7") == 3)
    #expect(try package.folders.nextAnnotationNumber(run: "8") == 1)
  }
}
