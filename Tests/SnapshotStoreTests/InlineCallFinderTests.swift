import Foundation
import LibraryTestSupport
import TestSupport
import Testing

@testable import SnapshotStore

/// `accept` after the test file moved under the pending rewrites: each text goes into the call
/// of the test that made it, found by that test and the literal it compared, or is refused
/// with the true reason; never into another test's literal.
@Suite struct InlineCallFinderTests {
  private let path = "Tests/ScratchTests/InlineTests.swift"

  /// How the literals of the two tests start: empty, absent, or two different texts.
  enum Literals: String, CaseIterable, Sendable {
    case empty, absent, different

    func closure(_ text: String) -> String {
      switch self {
      case .empty: " {\n      \"\"\n    }"
      case .absent: ""
      case .different: " {\n      \"\"\"\n      \(text)\n      \"\"\"\n    }"
      }
    }

    func expected(_ text: String) -> String? {
      switch self {
      case .empty: ""
      case .absent: nil
      case .different: text
      }
    }
  }

  /// The tester's file: two tests, each with one inline assertion, under `header` lines;
  /// `swapped`, the second declared first.
  private func file(header: Int, _ literals: Literals, swapped: Bool = false) -> String {
    let tests = [
      """
        @Test func inlineOne() {
          assertInlineSnapshot(of: one)\(literals.closure("old one"))
        }
      """,
      """
        @Test func inlineTwo() {
          assertInlineSnapshot(of: two)\(literals.closure("old two"))
        }
      """,
    ]
    return String(repeating: "// header\n", count: header) + """
      import Testing

      @Suite struct InlineTests {
      \((swapped ? tests.reversed() : tests).joined(separator: "\n\n"))
      }

      """
  }

  /// The origin of the assertion in `test`, as `#line` and `#column` give it in `text`.
  private func origin(of test: String, in text: String) throws -> SnapshotOrigin {
    let lines = text.components(separatedBy: "\n")
    let declaration = try #require(lines.firstIndex { $0.contains("func \(test)()") })
    let call = declaration + 1
    let column = try #require(lines[call].firstIndex(of: "(")).utf16Offset(in: lines[call]) + 1
    return SnapshotOrigin(
      test: "InlineTests/\(test)", file: path, line: call + 1, column: column)
  }

  /// A package whose test file ran with `before` header lines and two failing assertions, then
  /// got `after` header lines.
  private func shiftedPackage(
    from before: Int, to after: Int, _ literals: Literals
  ) throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    let ran = file(header: before, literals)
    try package.write(ran, at: path)
    for (test, old, actual) in [
      ("inlineOne", "old one", "inline one A"), ("inlineTwo", "old two", "inline two B"),
    ] {
      try package.folders.keepPendingInline(
        PendingInlineSnapshot(
          origin: try origin(of: test, in: ran), expected: literals.expected(old),
          actual: actual))
    }
    try package.write(file(header: after, literals), at: path)
    return package
  }

  /// The text of the test file between `func name` and the next `@Test` (or the end).
  private func body(of test: String, in text: String) -> String {
    guard let start = text.range(of: "func \(test)()") else { return "" }
    let rest = text[start.upperBound...]
    return String(rest[..<(rest.range(of: "@Test")?.lowerBound ?? rest.endIndex)])
  }

  /// Shifts by one and by many lines, down and up; calls are 4 (absent literals) or 6 lines
  /// apart, so shifts of 4 and 6 put the other test's call at the recorded line.
  @Test(
    arguments: [(0, 1), (0, 3), (0, 4), (0, 6), (0, 40), (1, 0), (3, 0), (6, 0), (40, 2)],
    Literals.allCases)
  func shiftedFile_EachTextGoesIntoItsOwnTest(shift: (Int, Int), literals: Literals) throws {
    let package = try shiftedPackage(from: shift.0, to: shift.1, literals)
    let results = try package.folders.acceptInline(package.folders.pendingInlineSnapshots())
    #expect(results.map(\.refusal) == [nil, nil], "\(results.map(\.description))")
    let text = try #require(package.read(path))
    #expect(body(of: "inlineOne", in: text).contains("inline one A"), "\(text)")
    #expect(!body(of: "inlineOne", in: text).contains("inline two B"), "\(text)")
    #expect(body(of: "inlineTwo", in: text).contains("inline two B"), "\(text)")
    #expect(!text.contains("old one") && !text.contains("old two"))
    #expect(text.hasPrefix(String(repeating: "// header\n", count: shift.1) + "import Testing"))
    let moved = shift.1 - shift.0
    #expect(
      results.map(\.foundAt) == results.map { $0.pending.origin.line + moved },
      "each is found where its call is now")
    #expect(try package.folders.pendingInlineSnapshots() == [])
  }

  /// The two tests swapped after the run: the file keeps its size, not its bytes, so each
  /// call is found again by its test, and neither text goes in at the line the test ran it
  /// at, where the other test's call now stands.
  @Test(arguments: Literals.allCases)
  func swappedTests_TheSameSize_EachTextGoesIntoItsOwnTest(literals: Literals) throws {
    let package = try shiftedPackage(from: 0, to: 0, literals)
    let ran = try #require(package.read(path))
    let swapped = file(header: 0, literals, swapped: true)
    try #require(swapped.utf8.count == ran.utf8.count && swapped != ran)
    try package.write(swapped, at: path)
    let results = try package.folders.acceptInline(package.folders.pendingInlineSnapshots())
    #expect(results.map(\.refusal) == [nil, nil], "\(results.map(\.description))")
    let text = try #require(package.read(path))
    #expect(body(of: "inlineOne", in: text).contains("inline one A"), "\(text)")
    #expect(body(of: "inlineTwo", in: text).contains("inline two B"), "\(text)")
    #expect(!text.contains("old one") && !text.contains("old two"), "\(text)")
    let now: [Int?] = try results.map { result in
      let test = result.pending.origin.test.dropFirst("InlineTests/".count)
      return try origin(of: String(test), in: swapped).line
    }
    #expect(results.map(\.foundAt) == now, "each is found where its test's call is now")
  }

  /// The tester's exact case: two empty literals, three lines added on top; accept names the
  /// line it wrote and the one the test ran at.
  @Test func twoEmptyLiterals_ThreeLinesAddedOnTop_AcceptSaysWhereEachWent() throws {
    let package = try shiftedPackage(from: 0, to: 3, .empty)
    let report = try SnapshotReview(folders: package.folders).report()
    #expect(report.inlineSourceChanged.count == 2)
    #expect(
      report.description.contains(
        "inline   \(path):5 (InlineTests/inlineOne), the file changed since the test ran"),
      "\(report.description)")
    let results = try package.folders.acceptInline(package.folders.pendingInlineSnapshots())
    #expect(
      results.map(\.description) == [
        "accepted \(path):8 (inline; the test ran it at line 5)",
        "accepted \(path):14 (inline; the test ran it at line 11)",
      ])
    #expect(
      package.read(path)
        == file(header: 3, .empty)
        .replacingOccurrences(
          of: "one) {\n      \"\"\n    }",
          with: "one) {\n      \"\"\"\n      inline one A\n      \"\"\"\n    }"
        )
        .replacingOccurrences(
          of: "two) {\n      \"\"\n    }",
          with: "two) {\n      \"\"\"\n      inline two B\n      \"\"\"\n    }"))
  }

  @Test func aRenamedTest_IsRefusedNamingTheTestAndTheChange() throws {
    let package = try shiftedPackage(from: 0, to: 1, .empty)
    let renamed = try #require(package.read(path)).replacingOccurrences(
      of: "func inlineOne", with: "func firstInline")
    try package.write(renamed, at: path)
    let results = try package.folders.acceptInline(package.folders.pendingInlineSnapshots())
    #expect(
      results.first?.description
        == "not accepted \(path):5 (inline): the file changed since the test ran and no longer "
        + "declares the function of InlineTests/inlineOne; re-run the test "
        + "(`swift test --filter InlineTests/inlineOne`), then accept again")
    #expect(results.last?.refusal == nil)
    #expect(body(of: "firstInline", in: package.read(path) ?? "").contains("\"\"\n"))
    #expect(
      try package.folders.pendingInlineSnapshots().map(\.origin.test) == [
        "InlineTests/inlineOne"
      ])
  }

  /// Two empty literals in one test, only one of them pending: which one it was cannot be told
  /// once the file moved, so nothing is written.
  @Test func twoCallsOfOneTestHoldingTheSameText_OnePending_IsRefused() throws {
    let package = try TemporaryPackage()
    let ran = """
      final class ListTests: XCTestCase {
        func testTitles() {
          assertInlineSnapshot(of: a) { "" }
          assertInlineSnapshot(of: b) { "" }
        }
      }

      """
    try package.write(ran, at: path)
    try package.folders.keepPendingInline(
      PendingInlineSnapshot(
        origin: SnapshotOrigin(test: "ListTests/testTitles", file: path, line: 4, column: 25),
        expected: "", actual: "b"))
    try package.write("// moved\n" + ran, at: path)
    let results = try package.folders.acceptInline(package.folders.pendingInlineSnapshots())
    #expect(
      results.map(\.refusal) == [
        .ambiguousCalls(
          test: "ListTests/testTitles", callee: "assertInlineSnapshot", lines: [4, 5], pending: 1)
      ])
    #expect(package.read(path) == "// moved\n" + ran)
  }

  @Test func twoCallsOfOneTest_BothPending_AreMatchedInOrder() throws {
    let package = try TemporaryPackage()
    let ran = """
      final class ListTests: XCTestCase {
        func testTitles() {
          assertInlineSnapshot(of: a) { "" }
          assertInlineSnapshot(of: b) { "" }
        }
      }

      """
    try package.write(ran, at: path)
    for (line, actual) in [(3, "a"), (4, "b")] {
      try package.folders.keepPendingInline(
        PendingInlineSnapshot(
          origin: SnapshotOrigin(test: "ListTests/testTitles", file: path, line: line, column: 25),
          expected: "", actual: actual))
    }
    try package.write("// one\n// two\n" + ran, at: path)
    let results = try package.folders.acceptInline(package.folders.pendingInlineSnapshots())
    #expect(results.map(\.foundAt) == [5, 6])
    let text = try #require(package.read(path))
    let a = try #require(text.range(of: "of: a) {\n      \"\"\"\n      a\n"))
    let b = try #require(text.range(of: "of: b) {\n      \"\"\"\n      b\n"))
    #expect(a.lowerBound < b.lowerBound)
  }

  /// A review accepts one snapshot at a time: the other pending one of the same test still
  /// counts, so the first goes into the first call, and the second then into the second.
  @Test func twoCallsOfOneTest_AcceptedOneAtATime_AreMatchedInOrder() throws {
    let package = try TemporaryPackage()
    let ran = "func testTitles() {\n  check(of: a) { \"\" }\n  check(of: b) { \"\" }\n}\n"
    try package.write(ran, at: path)
    for (line, actual) in [(2, "a"), (3, "b")] {
      try package.folders.keepPendingInline(
        PendingInlineSnapshot(
          origin: SnapshotOrigin(test: "InlineTests/testTitles", file: path, line: line, column: 8),
          expected: "", actual: actual))
    }
    try package.write("\n" + ran, at: path)
    for expected in [3, 8] {
      let next = try #require(try package.folders.pendingInlineSnapshots().first)
      let result = try package.folders.acceptInline([next])
      #expect(result.map(\.foundAt) == [expected], "\(result.map(\.description))")
    }
    #expect(
      package.read(path)
        == "\nfunc testTitles() {\n  check(of: a) {\n    \"\"\"\n    a\n    \"\"\"\n  }\n"
        + "  check(of: b) {\n    \"\"\"\n    b\n    \"\"\"\n  }\n}\n")
  }

  @Test func sameNamedTestsOfTwoSuites_EachKeepsItsOwn() throws {
    let package = try TemporaryPackage()
    let ran = """
      @Suite struct First {
        @Test func title() { assertInlineSnapshot(of: x) { "" } }
      }
      extension Outer.Second {
        @Test func title() { assertInlineSnapshot(of: x) { "" } }
      }

      """
    try package.write(ran, at: path)
    for (line, suite) in [(2, "First"), (5, "Second")] {
      try package.folders.keepPendingInline(
        PendingInlineSnapshot(
          origin: SnapshotOrigin(test: "\(suite)/title", file: path, line: line, column: 44),
          expected: "", actual: suite))
    }
    try package.write("\n\n" + ran, at: path)
    let results = try package.folders.acceptInline(package.folders.pendingInlineSnapshots())
    #expect(results.map(\.refusal) == [nil, nil])
    let lines = try #require(package.read(path)).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let order = ["@Suite struct First {", "First", "extension Outer.Second {", "Second"].map {
      lines.firstIndex(of: $0)
    }
    #expect(order.allSatisfy { $0 != nil }, "\(lines)")
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
  }

  @Test func keptRecord_HoldsTheSourcesFingerprintAndTheCallee() throws {
    let package = try shiftedPackage(from: 0, to: 0, .absent)
    let kept = try package.folders.pendingInlineSnapshots()
    let bytes = Array(try #require(package.read(path)).utf8)
    #expect(kept.map(\.source) == [SourceFingerprint(bytes), SourceFingerprint(bytes)])
    #expect(kept.map(\.callee) == ["assertInlineSnapshot", "assertInlineSnapshot"])
    #expect(
      SourceFingerprint(Array("let a = 1\n".utf8)).description
        == "10 bytes, fnv1a64 88a948f56987da51")
    #expect(SourceFingerprint([]).hash == "cbf29ce484222325", "FNV-1a's offset basis")
  }
}
