import Testing

@testable import SnapshotStore

/// The rewriter against the lexical forms of Swift that can hide a parenthesis or a quote
/// (regex literals by the language's rules for `/`, raw and multi-line strings, nested
/// comments, interpolations), the call shapes it must refuse with their true reason, and a
/// generated corpus of calls whose closing parenthesis is known by construction.
@Suite struct InlineLiteralShapesTests {
  private func rewrite(
    _ source: String, column: Int, expected: String? = nil, with text: String = "new"
  ) -> Result<String, InlineLiteralRefusal> {
    InlineLiteralRewriter.rewrite(
      Array(source.utf8), line: 1, column: column, expected: expected, with: text
    ).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `call` with a new trailing closure holding "new", as the rewriter writes it at column 1.
  private func withClosure(_ call: String, after rest: String = "\n") -> String {
    call + " {\n  \"\"\"\n  new\n  \"\"\"\n}" + rest
  }

  @Test(arguments: [
    // The issue's shape: a `)` inside a bare regex literal does not close the call.
    #"check(of: "f(x)".replacing(/\)/, with: "]"), as: .lines)"#,
    #"check(of: "f(x)".replacing(/\(/, with: "["), as: .lines)"#,
    #"check(of: x.firstMatch(of: /a(b)c/), as: .lines)"#,
    #"check(of: x.contains(/[)]/))"#,
    #"check(of: x.contains(/"/), y: ")")"#,
    #"check(of: x.contains(#/)/#))"#,
    "check(of: x.contains(#/\n  (\n  /#))",
    #"check(of: x.contains(##/a/#)/##))"#,
    #"check(of: !/(a)/.isEmpty, b: ")")"#,
    // An unbalanced `)` or a line break makes a `/` that could be division an operator.
    "check(of: x.contains(!/a), b: 1 /2)",
    "check(of: /a\n  )",
    // Division, not regex: `/` after a value or with white space on both sides.
    "check(of: a / b / c, d: (e) / 2)",
    "check(of: a/b, c: f(x)/g(y))",
    "check(of: [1, 2].reduce(1, /), d: 0)",
    "check(of: x /= 2)",
    "check(of: 1 / 2 /* ) */, b: 3)",
    // Strings, comments and interpolations.
    ###"check(of: #"\)"#, b: ##")"#"##)"###,
    #"check(of: "\(f(")"))", b: "\"")"#,
    "check(of: \"\"\"\n  )\n  \"\"\", b: 1)",
    "check(of: /* /* ) */ ) */ x, b: // )\n  1)",
    ##"check(of: #"\#(f(")"))"#)"##,
  ])
  func lexicalForms_DoNotEndTheCall(call: String) {
    #expect(rewrite(call + "\n", column: 6) == .success(withClosure(call)))
  }

  @Test func regexInTheArguments_TheIssuesShape_IsWrittenAfterTheCallsParenthesis() {
    let call = #"assertInlineSnapshot(of: "f(x)".replacing(/\)/, with: "]"), as: .lines)"#
    #expect(
      rewrite(call + "\n", column: 21)
        == .success(
          call + " {\n  \"\"\"\n  new\n  \"\"\"\n}\n"))
  }

  @Test func unbalancedOrUnterminated_IsRefusedAsSuch() {
    for call in [
      "check(of: x + / a)", "check(of: x.contains(#/a))", "check(of: \"a)", "check(of: x",
      "check(of: [x)]", "check(of: /* ) x)",
    ] {
      #expect(rewrite(call + "\n", column: 6) == .failure(.unbalancedCall), "\(call)")
    }
  }

  @Test func callShapes_AreRefusedWithTheirTrueReason() {
    #expect(
      rewrite("helper { value } is: { \"\" }\n", column: 8, expected: "")
        == .failure(.labelledTrailingClosure(label: "is")))
    #expect(
      rewrite("helper(of: x) { \"\" } is: {\n  \"\"\n}\n", column: 7, expected: "")
        == .failure(.labelledTrailingClosure(label: "is")))
    #expect(
      rewrite("helper(of: x) is: { \"\" }\n", column: 7)
        == .failure(.labelledTrailingClosure(label: "is")))
    #expect(rewrite("helper { \"\" }\n", column: 8, expected: "") == .failure(.noParentheses))
    #expect(rewrite("helper { \"\" }\n", column: 1, expected: "") == .failure(.noParentheses))
    #expect(
      rewrite("helper(of: { 1 }, is: { \"\" })\n", column: 7, expected: "")
        == .failure(.labelledClosure(label: "is")))
    #expect(
      rewrite("helper({ 1 }, { \"\" })\n", column: 7, expected: "")
        == .failure(.labelledClosure(label: "_")))
    // With no expected text yet, a closure argument is the subject and a closure is added.
    #expect(
      rewrite("helper(of: { 1 })\n", column: 7) == .success(withClosure("helper(of: { 1 })")))
    for refusal in [
      InlineLiteralRefusal.labelledTrailingClosure(label: "is"), .noParentheses,
      .labelledClosure(label: "is"), .labelledClosure(label: "_"),
    ] {
      #expect(!refusal.description.contains("re-run"), "\(refusal)")
      #expect(!refusal.description.contains("changed since"), "\(refusal)")
    }
  }

  @Test func independentCheck_RefusesALiteralThatIsNotWhereATrailingClosureCanBe() {
    let source = Array(#"f(x.replacing(/\)/, with: "]"), y)"#.utf8)
    // Inserting after the `)` that the regex holds is what a scanner blind to regexes did.
    let wrongPlace = 17
    let closure = Array(" {\n  \"\"\"\n  a\n  \"\"\"\n}".utf8)
    let rewritten = Array(source[..<wrongPlace]) + closure + Array(source[wrongPlace...])
    #expect(
      !InlineRewriteCheck.holds(
        original: source, rewritten: rewritten, replaced: wrongPlace..<wrongPlace,
        replacementCount: closure.count, callOffset: 1, literalOffset: wrongPlace + 5, text: "a"))
    let end = source.count
    let right = source + closure
    #expect(
      InlineRewriteCheck.holds(
        original: source, rewritten: right, replaced: end..<end, replacementCount: closure.count,
        callOffset: 1, literalOffset: end + 5, text: "a"))
  }

  /// Argument texts that each hold something a naive scanner would miscount.
  static let fragments = [
    "x", #"/\)/"#, "/[(]/", "#/)/#", "a / b", "(a) / (b)", #"")""#, ##"#"\"(")"#"##,
    "\"\\(f(\")\"))\"", "/* ( */ y", "[1, 2].reduce(1, /)", "x.map { $0 / 2 }", "#/\n/)\n/#",
    "!/a/", "\"\"\"\n)\n\"\"\"",
  ]

  /// Every pair of fragments, as `check(of: A, b: B)` with each kind of trailing closure.
  @Test func generatedCorpus_EveryPairOfFragmentsRewritesAfterTheCall() {
    var count = 0
    for first in Self.fragments {
      for second in Self.fragments {
        let call = "check(of: \(first), b: \(second))"
        #expect(rewrite(call + "\n", column: 6) == .success(withClosure(call)), "\(call)")
        let oneLine = call + " { \"old\" }\n"
        #expect(
          rewrite(oneLine, column: 6, expected: "old") == .success(withClosure(call)), "\(call)")
        let multi = call + " {\n  \"\"\"\n  old\n  \"\"\"\n}\n"
        #expect(
          rewrite(multi, column: 6, expected: "old") == .success(withClosure(call)), "\(call)")
        count += 1
      }
    }
    #expect(count == Self.fragments.count * Self.fragments.count)
  }
}
