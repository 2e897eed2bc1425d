/// Rewrites the expected text of inline assertions in a source file's bytes, and proves each
/// rewrite by reading it back.
///
/// A multi-line literal is replaced where it stands, keeping its indentation. A one-line
/// literal, or a call without a trailing closure, gets a closure holding a multi-line literal
/// one indentation step deeper than the call's line. Nothing else in the file changes: the
/// bytes before and after the replaced range are kept as they are, and the file's line breaks
/// (LF or CRLF) are used for the new lines.
///
///     let bytes = try InlineLiteralRewriter.rewrite(
///       Array(file.utf8), line: 12, column: 23, expected: "", with: "# 公司列表"
///     ).get()
enum InlineLiteralRewriter {
  /// `source` with the expected text of the call at `line` and `column` replaced by `text`.
  ///
  /// - Parameters:
  ///   - expected: the text the test compared (`nil` when the call had no trailing closure);
  ///     when the literal now holds something else, the file changed since the test ran and
  ///     the rewrite is refused.
  ///   - text: the new expected text, exactly as the literal's value must be.
  /// - Returns: the new bytes, or why the file is left as it is.
  static func rewrite(
    _ source: [UInt8], line: Int, column: Int, expected: String?, with text: String
  ) -> Result<[UInt8], InlineLiteralRefusal> {
    guard let offset = SwiftSource(source).offset(line: line, column: column) else {
      return .failure(.noSuchPosition)
    }
    return rewrite(source, at: offset, expected: expected, with: text)
  }

  /// `source` with the expected text of the call whose name or `(` starts at `offset`
  /// replaced by `text`; see `rewrite(_:line:column:expected:with:)`.
  static func rewrite(
    _ source: [UInt8], at offset: Int, expected: String?, with text: String
  ) -> Result<[UInt8], InlineLiteralRefusal> {
    let file = SwiftSource(source)
    let site: InlineLiteralSite
    switch InlineLiteralSite.locate(in: file, at: offset) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let found): site = found
    }
    if site.holder == .noClosure, expected != nil, let label = site.closureArguments.last {
      // The test saw a text, yet no trailing closure holds one: it came from this argument.
      return .failure(.labelledClosure(label: label))
    }
    guard
      site.value.map(SnapshotText.normalizingLineEndings)
        == expected.map(SnapshotText.normalizingLineEndings)
    else {
      return .failure(.changedSinceTheTestRan)
    }
    let (replacement, literalStart) = replacement(for: site, in: file, text: text)
    let rewritten =
      Array(source[..<site.replaced.lowerBound]) + replacement
      + Array(source[site.replaced.upperBound...])
    guard
      InlineRewriteCheck.holds(
        original: source, rewritten: rewritten, replaced: site.replaced,
        replacementCount: replacement.count, callOffset: site.callOffset,
        literalOffset: site.replaced.lowerBound + literalStart, text: text)
    else { return .failure(.rewriteDidNotReadBack) }
    return .success(rewritten)
  }

  /// The bytes that replace `site.replaced`, and where the new literal starts in them.
  private static func replacement(
    for site: InlineLiteralSite, in file: SwiftSource, text: String
  ) -> (bytes: [UInt8], literalStart: Int) {
    let lineBreak = file.lineBreak(afterLineAt: site.callOffset)
    switch site.holder {
    case .multiline(let literal):
      let bytes = StringLiteral.multilineText(
        for: text, indentation: literal.indentation, lineBreak: lineBreak)
      return (bytes, 0)
    case .singleLine, .noClosure:
      let callIndentation = file.indentation(ofLineAt: site.callOffset)
      let step = callIndentation.contains(.tab) ? [UInt8.tab] : file.indentationStep()
      let literal = StringLiteral.multilineText(
        for: text, indentation: callIndentation + step, lineBreak: lineBreak)
      let opening: [UInt8] = site.holder == .noClosure ? [.space, .openBrace] : [.openBrace]
      let before = opening + lineBreak + callIndentation + step
      return (before + literal + lineBreak + callIndentation + [.closeBrace], before.count)
    }
  }
}
