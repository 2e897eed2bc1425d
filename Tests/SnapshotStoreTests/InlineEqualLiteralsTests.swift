import Foundation
import LibraryTestSupport
import TestSupport
import Testing

@testable import SnapshotStore

/// `accept` after the file moved under two pending calls of one test whose old literals are
/// equal: each text goes into the call that made it, told by its arguments as the test ran,
/// and calls written alike by their order in the test; when neither tells, nothing is
/// written and the refusal names both calls. Never one call's text in the other's literal.
@Suite struct InlineEqualLiteralsTests {
  private let path = "Tests/ScratchTests/ListTests.swift"

  /// A test whose body is `lines`, each indented four spaces, under `header` lines.
  private func file(_ lines: [String], header: Int = 0) -> String {
    String(repeating: "// header\n", count: header)
      + "final class ListTests: XCTestCase {\n  func testTitles() {\n"
      + lines.map { "    " + $0 + "\n" }.joined() + "  }\n}\n"
  }

  /// A package whose file ran as `ran`, with a pending rewrite of each call named in
  /// `pending` (its line in `ran`, and its actual text), then was rewritten as `now`.
  private func package(
    ran: String, pending: [(line: Int, actual: String)], now: String
  ) throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    try package.write(ran, at: path)
    for (line, actual) in pending {
      let text = ran.components(separatedBy: "\n")[line - 1]
      let column = try #require(text.firstIndex(of: "(")).utf16Offset(in: text) + 1
      try package.folders.keepPendingInline(
        PendingInlineSnapshot(
          origin: SnapshotOrigin(
            test: "ListTests/testTitles", file: path, line: line, column: column),
          expected: "", actual: actual))
    }
    try package.write(now, at: path)
    return package
  }

  private func accept(_ package: TemporaryPackage) throws -> [InlineRewrite] {
    try package.folders.acceptInline(package.folders.pendingInlineSnapshots())
  }

  /// The line of `text` that holds `needle`, from 1.
  private func line(of needle: String, in text: String) -> Int? {
    text.components(separatedBy: "\n").firstIndex { $0.contains(needle) }.map { $0 + 1 }
  }

  @Test func twoCallsSwapped_EachTextGoesIntoItsOwnCall() throws {
    let first = #"assertInlineSnapshot(of: first) { "" }"#
    let second = #"assertInlineSnapshot(of: second) { "" }"#
    let package = try package(
      ran: file([first, second]), pending: [(3, "first"), (4, "second")],
      now: file([second, first], header: 1))
    let results = try accept(package)
    #expect(results.map(\.refusal) == [nil, nil], "\(results.map(\.description))")
    let text = try #require(package.read(path))
    #expect(text.contains("of: first) {\n      \"\"\"\n      first\n"), "\(text)")
    #expect(text.contains("of: second) {\n      \"\"\"\n      second\n"), "\(text)")
    #expect(results.map(\.foundAt) == [5, 4], "where each call was found, swapped")
  }

  @Test func aCallMovedWithinItsTest_KeepsItsText() throws {
    let first = #"assertInlineSnapshot(of: first, named: "a") { "" }"#
    let second = #"assertInlineSnapshot(of: second, named: "a") { "" }"#
    let package = try package(
      ran: file([first, "screen.reload()", second]), pending: [(3, "first"), (5, "second")],
      now: file(["screen.reload()", second, "// checked", "first.load()", first]))
    let results = try accept(package)
    #expect(results.map(\.refusal) == [nil, nil])
    let text = try #require(package.read(path))
    let one = try #require(line(of: "of: first", in: text))
    let two = try #require(line(of: "of: second", in: text))
    #expect(two < one, "the calls stayed where they were moved")
    #expect(text.components(separatedBy: "\n")[one + 1] == "      first", "\(text)")
    #expect(text.components(separatedBy: "\n")[two + 1] == "      second", "\(text)")
  }

  /// Calls written alike hold nothing that tells them apart but their order in the test,
  /// which the records keep.
  @Test func callsWrittenAlike_AreMatchedByTheirOrderAsRecorded() throws {
    let call = #"assertInlineSnapshot(of: screen) { "" }"#
    let package = try package(
      ran: file([call, "screen.next()", call]), pending: [(3, "one"), (5, "two")],
      now: file([call, "screen.next()", call], header: 2))
    let results = try accept(package)
    #expect(results.map(\.refusal) == [nil, nil])
    #expect(results.map(\.foundAt) == [5, 7])
    let text = try #require(package.read(path))
    let one = try #require(text.range(of: "      one\n"))
    let two = try #require(text.range(of: "      two\n"))
    #expect(one.lowerBound < two.lowerBound)
  }

  /// Both calls' arguments changed since the test ran: which is which cannot be told, so
  /// nothing is written, and the refusal names both calls.
  @Test func equalLiteralsWhoseArgumentsChanged_AreRefusedNamingBothCalls() throws {
    let ran = file([#"assertInlineSnapshot(of: a) { "" }"#, #"assertInlineSnapshot(of: b) { "" }"#])
    let now = file(
      [#"assertInlineSnapshot(of: c) { "" }"#, #"assertInlineSnapshot(of: d) { "" }"#], header: 1)
    let package = try package(ran: ran, pending: [(3, "a"), (4, "b")], now: now)
    let results = try accept(package)
    let refusal = InlineLiteralRefusal.ambiguousCalls(
      test: "ListTests/testTitles", callee: "assertInlineSnapshot", lines: [4, 5], pending: 2)
    #expect(results.map(\.refusal) == [refusal, refusal])
    #expect(
      results.first?.description
        == "not accepted \(path):3 (inline): the file changed since the test ran, and 2 "
        + "`assertInlineSnapshot` calls in ListTests/testTitles (lines 4, 5) hold the literal "
        + "the test compared, for 2 pending snapshots, so which is which cannot be told; re-run "
        + "the test (`swift test --filter ListTests/testTitles`), then accept again")
    #expect(package.read(path) == now)
    #expect(try package.folders.pendingInlineSnapshots().count == 2, "both kept")
  }

  @Test func theRecord_KeepsTheCallsArgumentsAsTokens() throws {
    let ran = file([
      "assertInlineSnapshot(", "  of: screen,  // the list", #"  named: "a b") { "" }"#,
    ])
    let package = try package(ran: ran, pending: [(3, "x")], now: ran)
    let kept = try package.folders.pendingInlineSnapshots().map(\.arguments)
    #expect(kept == [#"of:screen,named:"a b""#], "\(kept)")
  }

  /// A record that comes with some of what the source says (its fingerprint and arguments,
  /// kept by a caller that read them) gets the rest from the file: its callee, which
  /// `accept` looks for once the file changed.
  @Test func aRecordMissingOnlyItsCallee_GetsItFromTheSource() throws {
    let ran = file([#"assertInlineSnapshot(of: screen) { "" }"#])
    let package = try TemporaryPackage()
    try package.write(ran, at: path)
    let column =
      try #require(ran.components(separatedBy: "\n")[2].firstIndex(of: "("))
      .utf16Offset(in: ran.components(separatedBy: "\n")[2]) + 1
    try package.folders.keepPendingInline(
      PendingInlineSnapshot(
        origin: SnapshotOrigin(test: "ListTests/testTitles", file: path, line: 3, column: column),
        expected: "", actual: "x", source: SourceFingerprint(Array(ran.utf8)),
        arguments: "of:screen"))
    let kept = try package.folders.pendingInlineSnapshots()
    #expect(kept.map(\.callee) == ["assertInlineSnapshot"])
    #expect(kept.map(\.arguments) == ["of:screen"], "what the record came with stays")
  }
}
