import Testing

@testable import SnapshotStore

/// Finding where an assertion's call ends means stepping over comments and literals as the
/// compiler reads them: the shortest comments, nested ones, and extended regex literals
/// holding what would otherwise close the call.
@Suite struct SwiftSourceSkipTests {
  private func source(_ text: String) -> SwiftSource {
    SwiftSource(Array(text.utf8))
  }

  @Test func emptyAndNestedBlockComments_AreSkippedWhole() {
    #expect(source("/**/x").skipTrivia(from: 0) == 4)
    #expect(source("/*/**/*/x").skipTrivia(from: 0) == 8)
    #expect(source("/* a /* b */ c */ x").skipTrivia(from: 0) == 18)
    #expect(source("/* never closed *").skipTrivia(from: 0) == nil)
  }

  @Test func lineCommentsAndWhiteSpace_AreSkippedToTheCode() {
    #expect(source("  // c\n\t// d\r\n x").skipTrivia(from: 0) == 15)
    #expect(source("// only a comment").skipTrivia(from: 0) == 17)
  }

  @Test func extendedRegexLiterals_HoldParenthesesAndEscapedSlashes() {
    let text = #"f(#/a\/)/#, ")") + y"#
    #expect(source(text).closingBracket(from: 1) == 15)
    #expect(source(#"f(#/a\/b/#x)"#).closingBracket(from: 1) == 11)
    #expect(source(#"f(#/never closed)"#).closingBracket(from: 1) == nil)
    #expect(source(#"#/a/#"#).skipLiteral(from: 0) == nil, "a regex is no string literal")
  }
}
