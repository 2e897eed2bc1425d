import Testing

@testable import SnapshotStore

/// A backslash at the end of a multiline literal's line joins the next line only when it is
/// not itself escaped: `\\` at the end is a backslash and a line break, `\\\` both and a join.
@Suite struct StringLiteralEscapeTests {
  private func value(_ source: String) -> String? {
    let file = SwiftSource(Array(source.utf8))
    let start = file.bytes.firstIndex { $0 == UInt8(ascii: "\"") } ?? 0
    return try? StringLiteral.read(in: file, at: start).get().value
  }

  @Test func escapedBackslashAtTheEndOfALine_KeepsTheLineBreak() {
    #expect(value("\"\"\"\n  a\\\\\n  b\n  \"\"\"") == "a\\\nb")
  }

  @Test func escapedBackslashThenAContinuation_JoinsTheLines() {
    #expect(value("\"\"\"\n  a\\\\\\\n  b\n  \"\"\"") == "a\\b")
  }

  @Test func twoEscapedBackslashesAtTheEnd_KeepTheLineBreak() {
    #expect(value("\"\"\"\n  a\\\\\\\\\n  b\n  \"\"\"") == "a\\\\\nb")
  }
}
