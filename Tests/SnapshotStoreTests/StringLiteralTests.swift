import TestSupport
import Testing

@testable import SnapshotStore

/// Reading string literals as the compiler does, and writing the literal that makes a text.
@Suite struct StringLiteralTests {
  private func read(_ source: String) -> Result<StringLiteral, InlineLiteralRefusal> {
    let file = SwiftSource(Array(source.utf8))
    let start = file.bytes.firstIndex { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "#") } ?? 0
    return StringLiteral.read(in: file, at: start)
  }

  private func value(_ source: String) -> String? {
    try? read(source).get().value
  }

  private func written(_ value: String, indentation: String = "    ") -> String {
    String(
      decoding: StringLiteral.multilineText(
        for: value, indentation: Array(indentation.utf8), lineBreak: [0x0A]), as: UTF8.self)
  }

  @Test func multiline_StripsTheClosingDelimitersIndentation() throws {
    let source = "    \"\"\"\n    # 公司列表\n      尚未取得資料\n\n    \"\"\"\n"
    #expect(value(source) == "# 公司列表\n  尚未取得資料\n")
    #expect(try read(source).get().indentation == Array("    ".utf8))
  }

  @Test func multiline_MayHaveSpacesAndTabsAfterItsOpeningDelimiter() {
    #expect(value("    \"\"\"  \t\n    a\n    \"\"\"\n") == "a")
    #expect(value("\"\"\" \n\"\"\"") == "")
  }

  @Test func multiline_WithNoLinesIsEmpty() {
    #expect(value("\"\"\"\n\"\"\"") == "")
    #expect(value("  \"\"\"\n\n  \"\"\"") == "")
  }

  @Test func multiline_ReadsEscapesAndJoinsContinuedLines() {
    #expect(
      value("\"\"\"\n  a\\tb\\u{2330}\\\\\\\"\n  c\\  \n  d\n  \"\"\"") == "a\tb\u{2330}\\\"\ncd")
  }

  @Test func raw_KeepsBackslashesAndReadsItsOwnEscapes() {
    #expect(value("#\"\"\"\n  a\\b \\#t \"\"\" \n  \"\"\"#") == "a\\b \t \"\"\" ")
    #expect(value("##\"a\\#b\\##nc\"##") == "a\\#b\nc")
  }

  @Test func crlfFile_GivesLineFeeds() {
    #expect(value("\"\"\"\r\n  a\r\n  b\r\n  \"\"\"") == "a\nb")
  }

  @Test func singleLine_ReadsItsEscapes() {
    #expect(value(#""台積\"電""#) == "台積\"電")
    #expect(value(#""""#) == "")
  }

  @Test func refusals_NameWhatIsWrong() {
    #expect(
      read("\"\"\"\n    a\n  b\n    \"\"\"") == .failure(.insufficientIndentation(lineOffset: 2)))
    #expect(read("\"\"\"\n  a\n \n  \"\"\"") == .failure(.insufficientIndentation(lineOffset: 2)))
    #expect(value("\"\"\"\n  a\n   \n  \"\"\"") == "a\n ")
    #expect(read("\"\"\"\n  \\(x)\n  \"\"\"") == .failure(.interpolation))
    #expect(read("\"\"\" a\n  \"\"\"") == .failure(.textOnTheOpeningLine))
    #expect(read("\"\"\"\n  a \"\"\"") == .failure(.textBeforeTheClosingDelimiter))
    #expect(read("\"\"\"\n  a\n") == .failure(.unterminatedLiteral))
    #expect(read("\"a\\qb\"") == .failure(.invalidEscape))
    #expect(read("\"\\u{110000}\"") == .failure(.invalidEscape))
    #expect(read("\"\"\"\n  a\\\n  \"\"\"") == .failure(.invalidEscape))
  }

  @Test func writing_IsPlainUnlessTheTextNeedsARawLiteral() {
    #expect(written("台積電\n  2330") == "\"\"\"\n    台積電\n      2330\n    \"\"\"")
    #expect(written("a\\b") == "#\"\"\"\n    a\\b\n    \"\"\"#")
    #expect(written("say \"\"\" and \\#") == "##\"\"\"\n    say \"\"\" and \\#\n    \"\"\"##")
    #expect(written("") == "\"\"\"\n    \"\"\"")
  }

  @Test func writing_KeepsEmptyLinesEmptyAndEscapesControls() {
    #expect(written("a\n\nb\n") == "\"\"\"\n    a\n\n    b\n\n    \"\"\"")
    #expect(written("\u{1B}[7m\t\u{7F}") == "\"\"\"\n    \\u{1B}[7m\t\\u{7F}\n    \"\"\"")
    #expect(written("\\\u{0}") == "#\"\"\"\n    \\\\#u{0}\n    \"\"\"#")
  }

  @Test func writing_ThenReading_GivesTheTextBack_RandomTexts() {
    let pieces = [
      "a", " ", "\t", "\n", "\\", "\"", "#", "\"\"\"", "台", "積", "\u{1B}", "\r", "(", "\u{301}",
      "\\#", "\\(", "\u{2028}", "",
    ]
    var random = SplitMix64(seed: 0x1_2330)
    for round in 0..<2_000 {
      let text = (0..<Int.random(in: 0..<12, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      let indentation = ["", "  ", "\t", "      "][round % 4]
      #expect(
        value(written(text, indentation: indentation)) == text,
        "round \(round): \(text.debugDescription)")
    }
  }
}
