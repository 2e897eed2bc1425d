import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import Testing
import XCTest

@testable import ScreenModelTesting

/// What a failed assertion attaches to its test, seen through the report's `attach` seam: the
/// reference, the actual text and the diff, each named after the snapshot.
@Suite struct SnapshotAttachmentTests {
  private final class ObservedCase: XCTestCase {}

  private func site(line: UInt = 7) -> AssertionSite {
    AssertionSite(fileID: #fileID, filePath: #filePath, function: #function, line: line, column: 5)
  }

  /// Checks `text` like `assertTextSnapshot` and delivers the failure, returning what it attached.
  private func attachments(
    of text: String, as strategy: TextSnapshotting<String> = .lines, named name: String? = nil,
    atPath path: String? = nil, in package: TemporaryPackage, environment: [String: String]
  ) -> [SnapshotAttachment] {
    let site = site()
    let check = SnapshotCheck(site: site, folders: package.folders, environment: environment)
      .verify(text, as: strategy, naming: path.map { .path($0) } ?? .test(name: name), record: nil)
    return delivered(FailureReport(check, site: site))
  }

  /// Delivers `report`, expecting the issue it records when it failed, and returns what it
  /// attached.
  private func delivered(_ report: FailureReport) -> [SnapshotAttachment] {
    var attached: [SnapshotAttachment] = []
    withKnownIssue(isIntermittent: report.message == nil) {
      report.deliver(session: SnapshotSession()) { attachments, _ in
        attached.append(contentsOf: attachments)
      }
    }
    return attached
  }

  @Test func mismatch_AttachesTheReferenceTheActualTextAndTheDiff() throws {
    let package = try TemporaryPackage()
    let stem = "mismatch_AttachesTheReferenceTheActualTextAndTheDiff"
    try package.write(
      "header\nrow 1\nfooter\n", at: "Snapshots/SnapshotAttachmentTests/\(stem).txt")
    let attached = attachments(
      of: "header\nrow 2\nfooter", in: package, environment: ["CI": "1"])
    #expect(
      attached == [
        SnapshotAttachment(name: "\(stem).reference.txt", text: "header\nrow 1\nfooter\n"),
        SnapshotAttachment(name: "\(stem).actual.txt", text: "header\nrow 2\nfooter\n"),
        SnapshotAttachment(
          name: "\(stem).diff",
          text: """
            --- Snapshots/SnapshotAttachmentTests/\(stem).txt (reference)
            +++ .snapshot-artifacts/actual/SnapshotAttachmentTests/\(stem).txt (actual)
            @@ -1,3 +1,3 @@
             header
            -row 1
            +row 2
             footer

            """),
      ])
  }

  @Test func rerecorded_AttachesTheReferenceItReplacedAndAMatchAttachesNothing() throws {
    let package = try TemporaryPackage()
    let stem = "rerecorded_AttachesTheReferenceItReplacedAndAMatchAttachesNothing"
    let path = "Snapshots/SnapshotAttachmentTests/\(stem).txt"
    try package.write("old\n", at: path)
    let attached = attachments(
      of: "new", in: package, environment: ["SNAPSHOT_RECORD": "failed"])
    #expect(package.read(path) == "new\n", "the file holds the new text by now")
    #expect(
      attached.map(\.name) == ["\(stem).reference.txt", "\(stem).actual.txt", "\(stem).diff"])
    #expect(attached.first?.text == "old\n")
    #expect(attached.last?.text.contains("-old\n+new\n") == true)
    let again = attachments(
      of: "new", atPath: "SnapshotAttachmentTests/\(stem).txt", in: package,
      environment: ["CI": "1"])
    #expect(again == [])
  }

  @Test func missingOrRecorded_AttachesTheActualTextAlone() throws {
    let package = try TemporaryPackage()
    let stem = "missingOrRecorded_AttachesTheActualTextAlone"
    let missing = attachments(of: "a", named: "ci", in: package, environment: ["CI": "1"])
    #expect(missing == [SnapshotAttachment(name: "\(stem).ci.actual.txt", text: "a\n")])
    let recorded = attachments(of: "b", named: "local", in: package, environment: [:])
    #expect(recorded == [SnapshotAttachment(name: "\(stem).local.actual.txt", text: "b\n")])
    #expect(package.read("Snapshots/SnapshotAttachmentTests/\(stem).local.txt") == "b\n")
  }

  @Test func names_TakeTheStrategysExtensionAndAnExplicitPathsFileName() throws {
    let package = try TemporaryPackage()
    let stem = "names_TakeTheStrategysExtensionAndAnExplicitPathsFileName"
    let json = TextSnapshotting<String>(pathExtension: "json") { "{\"code\":\"\($0)\"}" }
    try package.write("{}\n", at: "Snapshots/SnapshotAttachmentTests/\(stem).台積.json")
    let named = attachments(
      of: "2330", as: json, named: "台積", in: package, environment: ["CI": "1"])
    #expect(
      named.map(\.name)
        == ["\(stem).台積.reference.json", "\(stem).台積.actual.json", "\(stem).台積.diff"])
    try package.write("step 1\n", at: "Snapshots/Scenarios/open-directory.txt")
    let scenario = attachments(
      of: "step 2", atPath: "Scenarios/open-directory.txt", in: package,
      environment: ["CI": "1"])
    #expect(
      scenario.map(\.name)
        == ["open-directory.reference.txt", "open-directory.actual.txt", "open-directory.diff"])
    let bare = attachments(
      of: "x", atPath: "Scenarios/no-extension", in: package, environment: ["CI": "1"])
    #expect(bare.map(\.name) == ["no-extension.actual.txt"])
  }

  @Test func inlineMismatch_AttachesTheLiteralTheActualTextAndTheDiff() throws {
    let package = try TemporaryPackage()
    let stem = "inlineMismatch_AttachesTheLiteralTheActualTextAndTheDiff.line31"
    let check = InlineSnapshotCheck(
      site: site(line: 31), folders: package.folders, environment: [:])
    let json = TextSnapshotting<String>(pathExtension: "json") { $0 }
    let attached = delivered(check.verify("[\n  2\n]", as: json, expected: "[\n  1\n]"))
    #expect(
      attached.map(\.name) == ["\(stem).reference.json", "\(stem).actual.json", "\(stem).diff"])
    #expect(attached.map(\.text).prefix(2) == ["[\n  1\n]\n", "[\n  2\n]\n"])
    // The test file lies outside the temporary package, so the labels give its full path.
    let place = "\(#filePath):31"
    #expect(
      attached.last?.text == """
        --- \(place) (inline literal)
        +++ \(place) (actual)
        @@ -1,3 +1,3 @@
         [
        -  1
        +  2
         ]

        """)
  }

  @Test func inlineWithoutALiteral_AttachesTheActualTextAlone() throws {
    let package = try TemporaryPackage()
    let check = InlineSnapshotCheck(site: site(line: 9), folders: package.folders, environment: [:])
    let stem = "inlineWithoutALiteral_AttachesTheActualTextAlone.line9"
    for expected in [nil, ""] {
      let attached = delivered(check.verify("台積電", as: .lines, expected: expected))
      #expect(attached == [SnapshotAttachment(name: "\(stem).actual.txt", text: "台積電\n")])
    }
  }

  @Test func observer_KnowsTheRunningCaseForItsAttachments() {
    let observer = SnapshotTestObserver(session: SnapshotSession())
    let testCase = ObservedCase(name: "testFilter", testClosure: { _ in })
    observer.testCaseWillStart(testCase)
    #expect(observer.currentTestCase === testCase)
    observer.testCaseDidFinish(testCase)
    #expect(observer.currentTestCase == nil)
  }
}
