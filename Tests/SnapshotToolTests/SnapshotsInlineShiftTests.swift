import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import XCTest

@testable import SnapshotTool

/// The tester's case through the tool: after a test run, three lines are added on top of a
/// test file with two empty inline literals; `check` and `review` say the file changed since,
/// and `accept` writes each test's text into its own call and says where it found it.
final class SnapshotsInlineShiftTests: XCTestCase {
  private let path = "Tests/ScratchTests/InlineTests.swift"

  private func source(header: String) -> String {
    header + """
      import Testing

      @Suite struct InlineTests {
        @Test func inlineOne() {
          assertInlineSnapshot(of: "inline one A") {
            ""
          }
        }

        @Test func inlineTwo() {
          assertInlineSnapshot(of: "inline two B") {
            ""
          }
        }
      }

      """
  }

  private func run(_ arguments: [String], in package: TemporaryPackage) async -> (
    status: Int32, output: OutputCollector
  ) {
    let output = OutputCollector()
    let status = await SnapshotTool.run(
      arguments + ["--package-path", package.root.path], console: output.console)
    return (status, output)
  }

  func testAHeaderAddedAfterTheRun_IsNoticedAndEachTextGoesToItsOwnTest() async throws {
    let package = try TemporaryPackage(prefix: "snapshot-tool")
    try package.write(source(header: ""), at: path)
    let folders = SnapshotFolders(packageRoot: package.root)
    for (test, line, actual) in [
      ("inlineOne", 5, "inline one A"), ("inlineTwo", 11, "inline two B"),
    ] {
      try folders.keepPendingInline(
        PendingInlineSnapshot(
          origin: SnapshotOrigin(test: "InlineTests/\(test)", file: path, line: line, column: 25),
          expected: "", actual: actual))
    }
    try package.write(source(header: "// Copyright\n// Licence\n\n"), at: path)

    let check = await run(["check"], in: package)
    XCTAssertEqual(check.status, 1)
    XCTAssertTrue(
      check.output.text.contains(
        """
        inline   \(path):5 (InlineTests/inlineOne), the file changed since the test ran
        inline   \(path):11 (InlineTests/inlineTwo), the file changed since the test ran
        """), check.output.text)
    let review = await run(["review", "--no-interactive"], in: package)
    XCTAssertTrue(
      review.output.text.contains(
        "# \(path):5 (InlineTests/inlineOne) (the file changed since the test ran)\n"),
      review.output.text)

    let accept = await run(["accept"], in: package)
    XCTAssertEqual(accept.status, 0, accept.output.errors)
    XCTAssertEqual(
      accept.output.text,
      """
      accepted \(path):8 (inline; the test ran it at line 5)
      accepted \(path):14 (inline; the test ran it at line 11)

      """)
    let text = try XCTUnwrap(package.read(path))
    let one = try XCTUnwrap(text.range(of: "func inlineOne"))
    let two = try XCTUnwrap(text.range(of: "func inlineTwo"))
    let textOne = try XCTUnwrap(text.range(of: "      inline one A\n"))
    let textTwo = try XCTUnwrap(text.range(of: "      inline two B\n"))
    XCTAssertTrue(one.lowerBound < textOne.lowerBound && textOne.lowerBound < two.lowerBound)
    XCTAssertTrue(two.lowerBound < textTwo.lowerBound, text)
  }

  /// The tester's second case: one test with two calls whose old literals are equal, swapped
  /// between the run and `accept`: each text goes into its own call, found by its arguments,
  /// and `accept` says where.
  func testTwoCallsWithEqualLiterals_SwappedAfterTheRun_EachKeepsItsOwnText() async throws {
    let package = try TemporaryPackage(prefix: "snapshot-tool")
    let calls = [
      #"    assertInlineSnapshot(of: "first") { "old" }"#,
      #"    assertInlineSnapshot(of: "second") { "old" }"#,
    ]
    func source(_ body: [String]) -> String {
      "import Testing\n\n@Suite struct InlineTests {\n  @Test func pair() {\n"
        + body.joined(separator: "\n") + "\n  }\n}\n"
    }
    try package.write(source(calls), at: path)
    let folders = SnapshotFolders(packageRoot: package.root)
    for (line, actual) in [(5, "first new"), (6, "second new")] {
      try folders.keepPendingInline(
        PendingInlineSnapshot(
          origin: SnapshotOrigin(test: "InlineTests/pair", file: path, line: line, column: 25),
          expected: "old", actual: actual))
    }
    try package.write(source(calls.reversed()), at: path)
    let accept = await run(["accept"], in: package)
    XCTAssertEqual(accept.status, 0, accept.output.errors)
    XCTAssertEqual(
      accept.output.text,
      """
      accepted \(path):6 (inline; the test ran it at line 5)
      accepted \(path):5 (inline; the test ran it at line 6)

      """)
    let text = try XCTUnwrap(package.read(path))
    XCTAssertTrue(text.contains(#"(of: "second") {"# + "\n      \"\"\"\n      second new\n"), text)
    XCTAssertTrue(text.contains(#"(of: "first") {"# + "\n      \"\"\"\n      first new\n"), text)
  }
}
