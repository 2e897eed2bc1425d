import Foundation
import LibraryTestSupport
import TestSupport
import Testing

@testable import SnapshotStore

/// Rewriting the literal of an inline assertion in a source file, found by line and column.
@Suite struct InlineLiteralRewriterTests {
  private func rewrite(
    _ source: String, line: Int, column: Int, expected: String?, with text: String
  ) -> Result<String, InlineLiteralRefusal> {
    InlineLiteralRewriter.rewrite(
      Array(source.utf8), line: line, column: column, expected: expected, with: text
    ).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The line and column that `#line` and `#column` give a call of this function.
  private func position(line: UInt = #line, column: UInt = #column) -> (line: Int, column: Int) {
    (Int(line), Int(column))
  }

  @Test func compilersColumn_PointsAtTheCallsParenthesis() throws {
    let here = position()
    let file = SwiftSource(Array(try String(contentsOfFile: #filePath, encoding: .utf8).utf8))
    let offset = try #require(file.offset(line: here.line, column: here.column))
    #expect(file.bytes[offset] == UInt8(ascii: "("))
    let wide = ("台積", position()).1
    let offset2 = try #require(file.offset(line: wide.line, column: wide.column))
    #expect(file.bytes[offset2] == UInt8(ascii: "("), "columns count UTF-8 bytes")
  }

  @Test func multilineLiteral_IsReplacedWhereItStandsWithItsIndentation() {
    let source = """
      func testList() {
        assertInlineSnapshot(of: screen) {
            \"\"\"
            old
            \"\"\"
        } // kept
      }

      """
    #expect(
      rewrite(source, line: 2, column: 23, expected: "old", with: "# 公司列表\n  台積電")
        == .success(
          """
          func testList() {
            assertInlineSnapshot(of: screen) {
                \"\"\"
                # 公司列表
                  台積電
                \"\"\"
            } // kept
          }

          """))
  }

  @Test func missingClosure_GetsOneIndentedAStepDeeperThanTheCall() {
    let source = "func f() {\n  assertInlineSnapshot(of: value(\"x)\", f(1)))\n  next()\n}\n"
    #expect(
      rewrite(source, line: 2, column: 23, expected: nil, with: "a\\b")
        == .success(
          """
          func f() {
            assertInlineSnapshot(of: value("x)", f(1))) {
              #\"\"\"
              a\\b
              \"\"\"#
            }
            next()
          }

          """))
  }

  @Test func oneLineLiteral_BecomesAMultilineOne() {
    let source = "\tassertInlineSnapshot(of: x) { \"\" }\n"
    #expect(
      rewrite(source, line: 1, column: 22, expected: "", with: "row")
        == .success("\tassertInlineSnapshot(of: x) {\n\t\t\"\"\"\n\t\trow\n\t\t\"\"\"\n\t}\n"))
  }

  @Test func columnAtTheFunctionsName_FindsTheCallToo() {
    let source =
      "  ScreenModelTesting.assertInlineSnapshot (of: x) {\n    \"\"\"\n    a\n    \"\"\"\n  }\n"
    #expect(
      rewrite(source, line: 1, column: 3, expected: "a", with: "b")
        == .success(
          "  ScreenModelTesting.assertInlineSnapshot (of: x) {\n    \"\"\"\n    b\n    \"\"\"\n  }\n"
        ))
  }

  @Test func crlfFile_KeepsItsLineBreaks() {
    let source = "x\r\n  check(of: 1)\r\n"
    #expect(
      rewrite(source, line: 2, column: 8, expected: nil, with: "1\n2")
        == .success(
          "x\r\n  check(of: 1) {\r\n    \"\"\"\r\n    1\r\n    2\r\n    \"\"\"\r\n  }\r\n"))
  }

  @Test func refusals_LeaveTheFileAsItWas() {
    let labelled = "assertInlineSnapshot(of: x, matches: { \"\" })\n"
    #expect(
      rewrite(labelled, line: 1, column: 21, expected: "", with: "a")
        == .failure(.labelledClosure(label: "matches")))
    let computed = "assertInlineSnapshot(of: x) { text() }\n"
    #expect(
      rewrite(computed, line: 1, column: 21, expected: "a", with: "b")
        == .failure(.closureNotALiteral))
    let twoThings = "check(of: x) { \"a\" + \"b\" }\n"
    #expect(
      rewrite(twoThings, line: 1, column: 6, expected: "a", with: "b")
        == .failure(.closureNotALiteral))
    let edited = "check(of: x) { \"someone else's\" }\n"
    #expect(
      rewrite(edited, line: 1, column: 6, expected: "old", with: "b")
        == .failure(.changedSinceTheTestRan))
    #expect(
      rewrite("check(of: x", line: 1, column: 6, expected: nil, with: "b")
        == .failure(.unbalancedCall))
    #expect(
      rewrite("let x = 1\n", line: 1, column: 5, expected: nil, with: "b") == .failure(.notACall))
    #expect(
      rewrite("let x = 1\n", line: 9, column: 1, expected: nil, with: "b")
        == .failure(.noSuchPosition))
    #expect(
      rewrite("f(x) { \"\\(y)\" }", line: 1, column: 2, expected: "", with: "b")
        == .failure(.interpolation))
  }

  @Test func commentsAndLiteralsInTheArguments_DoNotEndTheCall() {
    let source = """
      check(of: f(")", #"("#, /* ) */ g( // )
      ))) {
        ""
      }
      """
    let rewritten = rewrite(source, line: 1, column: 6, expected: "", with: "ok")
    #expect(
      rewritten
        == .success(
          source.replacingOccurrences(of: "{\n  \"\"\n}", with: "{\n  \"\"\"\n  ok\n  \"\"\"\n}")))
  }

  @Test func acceptInline_RewritesEveryPendingCallOfAFileFromTheBottomUp() throws {
    let package = try TemporaryPackage()
    try package.write(
      """
      func testA() {
        check(of: 1)
        check(of: 2) {
          \"\"\"
          two
          \"\"\"
        }
        check(of: 3) { "" }
      }

      """, at: "Tests/ATests.swift")
    let pending = [(2, nil, "1"), (3, "two", "2\n2"), (8, "", "3")].map { line, expected, actual in
      PendingInlineSnapshot(
        origin: SnapshotOrigin(test: "A/testA", file: "Tests/ATests.swift", line: line, column: 8),
        expected: expected, actual: actual)
    }
    for item in pending { try package.folders.keepPendingInline(item) }
    let results = try package.folders.acceptInline(package.folders.pendingInlineSnapshots())
    #expect(results.map(\.refusal) == [nil, nil, nil])
    #expect(
      package.read("Tests/ATests.swift") == """
        func testA() {
          check(of: 1) {
            \"\"\"
            1
            \"\"\"
          }
          check(of: 2) {
            \"\"\"
            2
            2
            \"\"\"
          }
          check(of: 3) {
            \"\"\"
            3
            \"\"\"
          }
        }

        """)
    #expect(try package.folders.pendingInlineSnapshots() == [])
  }

  @Test func acceptInline_KeepsWhatItCannotRewrite() throws {
    let package = try TemporaryPackage()
    try package.write("check(of: 1) { compute() }\n", at: "Tests/B.swift")
    let item = PendingInlineSnapshot(
      origin: SnapshotOrigin(test: "B/b", file: "Tests/B.swift", line: 1, column: 6),
      expected: "x", actual: "y")
    try package.folders.keepPendingInline(item)
    let results = try package.folders.acceptInline([item])
    #expect(
      results.map(\.description) == [
        "not accepted Tests/B.swift:1 (inline): the trailing closure holds something other than one string literal"
      ])
    #expect(package.read("Tests/B.swift") == "check(of: 1) { compute() }\n")
    #expect(try package.folders.pendingInlineSnapshots().map(\.origin) == [item.origin])
  }
}
