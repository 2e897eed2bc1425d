import ScreenModel
import Testing

/// `VisibleText`: the one rule by which snapshots, storyboards and messages show text from
/// elsewhere, and the quoting of a value a user gave.
@Suite struct VisibleTextTests {
  @Test(arguments: [
    ("\u{1B}[31m", "\\u{1B}[31m"), ("a\u{7F}\u{85}", "a\\u{7F}\\u{85}"),
    ("\u{202E}txt.exe", "\\u{202E}txt.exe"), ("a\u{200B}b", "a\\u{200B}b"),
    ("\u{200E}\u{200F}\u{061C}", "\\u{200E}\\u{200F}\\u{61C}"),
    ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"), ("\u{FEFF}bom", "\\u{FEFF}bom"),
    ("soft\u{00AD}hyphen", "soft\\u{AD}hyphen"),
    ("\u{180E}\u{2060}\u{FFF9}", "\\u{180E}\\u{2060}\\u{FFF9}"),
    ("line\u{2028}para\u{2029}", "line\\u{2028}para\\u{2029}"), ("a\u{200D}b", "a\\u{200D}b"),
  ])
  func eachCharacterThatHidesOrReorders_IsEscaped(text: String, shown: String) {
    #expect(VisibleText.escaped(text) == shown)
  }

  /// What draws (Chinese, full-width forms, emoji and the joiners inside them, marks) is left
  /// as it is.
  @Test(arguments: [
    "台積電（2330）", "ＡＢＣ", "👩\u{200D}💻", "❤\u{FE0F}\u{200D}🔥", "👍🏽\u{200D}x", "é", "e\u{0301}",
    "", "plain ASCII ~",
  ])
  func whatDraws_IsLeftAsItIs(text: String) {
    #expect(VisibleText.escaped(text) == text)
  }

  @Test func aQuotedValue_IsCutAfter64Characters_SayingItsLength_AndEscaped() {
    #expect(VisibleText.quoted("en") == "\"en\"")
    let limit = String(repeating: "台", count: 64)
    #expect(VisibleText.quoted(limit) == "\"\(limit)\"")
    let long = "\u{1B}]0;" + String(repeating: "x", count: 10_236)
    #expect(
      VisibleText.quoted(long)
        == "\"\\u{1B}]0;" + String(repeating: "x", count: 60) + "…\" (10240 characters)")
    #expect(
      VisibleText.shown(String(repeating: "y", count: 65))
        == String(repeating: "y", count: 64) + "… (65 characters)")
  }
}
