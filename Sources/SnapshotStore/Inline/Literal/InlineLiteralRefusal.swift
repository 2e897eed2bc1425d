/// Why an inline snapshot's literal cannot be read or rewritten: the file is left as it was,
/// and the description says what was found and what to do.
public enum InlineLiteralRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file has no such line, or the line no such column.
  case noSuchPosition
  /// No call starts at the assertion's position (the file changed since the test ran).
  case notACall
  /// The call's brackets never close, or a literal or comment in them never ends.
  case unbalancedCall
  /// The expected text is passed as a closure inside the parentheses (as `label:`, or `_`
  /// when unlabelled), not as a trailing closure.
  case labelledClosure(label: String)
  /// The call has a labelled trailing closure after its first one, so the expected text's
  /// closure cannot be told.
  case labelledTrailingClosure(label: String)
  /// The call has no parentheses (`helper { … }`): its trailing closure cannot be told from
  /// its arguments.
  case noParentheses
  /// The trailing closure holds something other than one string literal.
  case closureNotALiteral
  /// A `#` or `"` that starts no string literal where one was expected.
  case notALiteral
  /// A string literal that never ends.
  case unterminatedLiteral
  /// A multi-line literal with text after its opening `"""`.
  case textOnTheOpeningLine
  /// A multi-line literal whose closing `"""` has text before it on its line.
  case textBeforeTheClosingDelimiter
  /// A line of a multi-line literal (counted from 1 after the opening line) that does not
  /// start with the closing delimiter's indentation.
  case insufficientIndentation(lineOffset: Int)
  /// An escape the language does not know, or a backslash joining the last line.
  case invalidEscape
  /// An interpolation, `\(…)`, whose value only running the code can tell.
  case interpolation
  /// Bytes that are not UTF-8.
  case invalidUTF8
  /// The literal's text is not what the test compared: the file changed since the test ran.
  case changedSinceTheTestRan
  /// The rewritten file did not read back as the new text (a fault of the rewriter).
  case rewriteDidNotReadBack
  /// The file changed since the test ran, and declares no function of `test` (`Suite/test`)
  /// any more.
  case testNotInSource(test: String)
  /// The file changed since the test ran, and no call of `callee` in the function of `test`
  /// holds the literal the test compared.
  case noCallHoldsTheLiteral(test: String, callee: String)
  /// The file changed since the test ran, and the calls of `callee` at `lines` in the function
  /// of `test` hold the literal the test compared, a number other than the `pending` rewrites
  /// of that test that compared it: which is which cannot be told.
  case ambiguousCalls(test: String, callee: String, lines: [Int], pending: Int)

  /// What was found, and what to do.
  public var description: String {
    switch self {
    case .noSuchPosition:
      "the assertion's line and column are no longer in the file; re-run the test"
    case .notACall:
      "no call starts at the assertion's line and column; the file changed since the test ran"
    case .unbalancedCall:
      "the call's brackets do not close, or a literal or comment in them does not end"
    case .labelledClosure(let label):
      label == "_"
        ? "the expected text is passed as a closure inside the call's parentheses; "
          + "write it as a trailing closure instead"
        : "the expected text is passed as `\(label):` inside the call's parentheses; "
          + "write it as a trailing closure instead"
    case .labelledTrailingClosure(let label):
      "the call has a second trailing closure, `\(label):`; only a call whose one trailing "
        + "closure holds the expected text can be rewritten"
    case .noParentheses:
      "the call has no parentheses, so its trailing closure cannot be told from its "
        + "arguments; write it as `name(…) { … }`"
    case .closureNotALiteral:
      "the trailing closure holds something other than one string literal"
    case .notALiteral: "a string literal was expected in the trailing closure"
    case .unterminatedLiteral: "the string literal does not end"
    case .textOnTheOpeningLine: "text follows the opening \"\"\" of the multi-line literal"
    case .textBeforeTheClosingDelimiter:
      "text precedes the closing \"\"\" of the multi-line literal on its line"
    case .insufficientIndentation(let lineOffset):
      "line \(lineOffset) of the multi-line literal is indented less than its closing \"\"\""
    case .invalidEscape: "the literal holds an escape the language does not know"
    case .interpolation: "the literal interpolates a value (\\(…)), which only the code can tell"
    case .invalidUTF8: "the literal is not valid UTF-8"
    case .changedSinceTheTestRan:
      "the literal is not the text the test compared: the file changed since; re-run the test"
    case .rewriteDidNotReadBack:
      "the rewritten literal did not read back as the new text; the file was left as it was"
    case .testNotInSource(let test):
      "the file changed since the test ran and no longer declares the function of \(test); "
        + Self.rerun(test)
    case .noCallHoldsTheLiteral(let test, let callee):
      "the file changed since the test ran, and no `\(callee)` call in \(test) holds the "
        + "literal the test compared; " + Self.rerun(test)
    case .ambiguousCalls(let test, let callee, let lines, let pending):
      "the file changed since the test ran, and \(lines.count) `\(callee)` calls in \(test) "
        + "(lines \(lines.map(String.init).joined(separator: ", "))) hold the literal the test "
        + "compared, for \(pending) pending \(pending == 1 ? "snapshot" : "snapshots"), so "
        + "which is which cannot be told; " + Self.rerun(test)
    }
  }

  /// What to run when the source moved under a pending rewrite.
  private static func rerun(_ test: String) -> String {
    "re-run the test (`swift test --filter \(test)`), then accept again"
  }
}
