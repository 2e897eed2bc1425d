/// Where an inline assertion's expected text sits in its source file, found from the line and
/// column of the call (`#line` and `#column` point at its opening parenthesis; a column at the
/// start of the function's name works too).
///
///     assertInlineSnapshot(of: screen) {      // the call at line 12, column 23
///       """
///       # 公司列表
///       """
///     }
///
/// The expected text is the one string literal of the trailing closure. A call without a
/// trailing closure has none yet; the rewriter adds one after the closing parenthesis.
struct InlineLiteralSite: Hashable {
  /// What holds the expected text.
  enum Holder: Hashable {
    /// A multi-line literal, rewritten in place with its own indentation.
    case multiline(StringLiteral)
    /// A one-line literal such as `{ "" }`; the whole closure is rewritten.
    case singleLine(StringLiteral)
    /// No trailing closure; one is inserted.
    case noClosure
  }

  /// What holds the expected text.
  var holder: Holder
  /// The offset of the call's `(`.
  var callOffset: Int
  /// The bytes a rewrite replaces: the literal, the closure, or the empty range after `)`.
  var replaced: Range<Int>

  /// The expected text the test saw, `nil` when the call has no trailing closure.
  var value: String? {
    switch holder {
    case .multiline(let literal), .singleLine(let literal): literal.value
    case .noClosure: nil
    }
  }

  /// Finds the site of the call at `line` and `column`.
  static func locate(
    in source: SwiftSource, line: Int, column: Int
  ) -> Result<InlineLiteralSite, InlineLiteralRefusal> {
    guard let position = source.offset(line: line, column: column) else {
      return .failure(.noSuchPosition)
    }
    guard let open = openParen(in: source, from: position) else { return .failure(.notACall) }
    var labelled = false
    let close = source.closingParen(from: open) { index in
      guard index == 0 || !source.isIdentifierByte(source.bytes[index - 1]),
        source.identifier(at: index).elementsEqual("matches".utf8)
      else { return }
      let after = source.skipTrivia(from: index + 7) ?? index
      labelled = labelled || (after < source.bytes.count && source.bytes[after] == .colon)
    }
    guard let close else { return .failure(.unbalancedCall) }
    guard !labelled else { return .failure(.labelledClosure) }
    guard let brace = source.skipTrivia(from: close + 1), brace < source.bytes.count,
      source.bytes[brace] == .openBrace
    else {
      return .success(
        InlineLiteralSite(holder: .noClosure, callOffset: open, replaced: (close + 1)..<(close + 1))
      )
    }
    guard let start = source.skipTrivia(from: brace + 1), start < source.bytes.count,
      source.bytes[start] == .quote || source.bytes[start] == .hash
    else { return .failure(.closureNotALiteral) }
    let literal: StringLiteral
    switch StringLiteral.read(in: source, at: start) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let found): literal = found
    }
    guard let end = source.skipTrivia(from: literal.range.upperBound), end < source.bytes.count,
      source.bytes[end] == .closeBrace
    else { return .failure(.closureNotALiteral) }
    if literal.isMultiline {
      return .success(
        InlineLiteralSite(holder: .multiline(literal), callOffset: open, replaced: literal.range))
    }
    return .success(
      InlineLiteralSite(holder: .singleLine(literal), callOffset: open, replaced: brace..<(end + 1))
    )
  }

  /// The call's `(`: the byte at `position`, or the first after a name such as
  /// `assertInlineSnapshot` or `Module.helper` that starts there.
  private static func openParen(in source: SwiftSource, from position: Int) -> Int? {
    let bytes = source.bytes
    if bytes[position] == .openParen { return position }
    var index = position
    while index < bytes.count, source.isIdentifierByte(bytes[index]) || bytes[index] == .dot {
      index += 1
    }
    guard index > position else { return nil }
    while index < bytes.count, bytes[index] == .space || bytes[index] == .tab { index += 1 }
    return index < bytes.count && bytes[index] == .openParen ? index : nil
  }
}
