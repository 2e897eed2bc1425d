/// Where an inline assertion's expected text sits in its source file, found from the line and
/// column of the call (`#line` and `#column` point at its opening parenthesis; a column at the
/// start of the function's name works too).
///
///     assertInlineTextSnapshot(of: screen) {      // the call at line 12, column 27
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

  /// The labels of closures passed inside the parentheses (`_` for an unlabelled one): where
  /// a call without a trailing closure may hold its expected text instead.
  var closureArguments: [String] = []

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
    return locate(in: source, at: position)
  }

  /// Finds the site of the call whose name or `(` starts at `position`.
  static func locate(
    in source: SwiftSource, at position: Int
  ) -> Result<InlineLiteralSite, InlineLiteralRefusal> {
    guard position >= 0, position < source.bytes.count else { return .failure(.noSuchPosition) }
    if let brace = braceWithoutParentheses(in: source, from: position) {
      // `#column` of a call without parentheses points at its first trailing closure.
      guard let end = source.closingBracket(from: brace) else { return .failure(.unbalancedCall) }
      return .failure(
        labelledTrailingClosure(in: source, after: end).map {
          .labelledTrailingClosure(label: $0)
        } ?? .noParentheses)
    }
    guard let open = openParen(in: source, from: position) else { return .failure(.notACall) }
    var closures: [String] = []
    var recent: [SwiftLexer.Token] = []
    let close = source.closingBracket(from: open) { token in
      if token.kind == .open(.openBrace), let label = closureLabel(in: source, after: recent) {
        closures.append(label)
      }
      recent = Array((recent + [token]).suffix(2))
    }
    guard let close else { return .failure(.unbalancedCall) }
    guard !closures.contains("matches") else { return .failure(.labelledClosure(label: "matches")) }
    if let label = labelledTrailingClosure(in: source, after: close) {
      // A closure added here would make it the second of two.
      return .failure(.labelledTrailingClosure(label: label))
    }
    guard let brace = source.skipTrivia(from: close + 1), brace < source.bytes.count,
      source.bytes[brace] == .openBrace
    else {
      return .success(
        InlineLiteralSite(
          holder: .noClosure, callOffset: open, replaced: (close + 1)..<(close + 1),
          closureArguments: closures))
    }
    guard let closureEnd = source.closingBracket(from: brace) else {
      return .failure(.unbalancedCall)
    }
    if let label = labelledTrailingClosure(in: source, after: closureEnd) {
      return .failure(.labelledTrailingClosure(label: label))
    }
    return literalSite(in: source, open: open, brace: brace, closureEnd: closureEnd)
  }

  /// The site whose trailing closure spans `brace` to `closureEnd`, which must hold one string
  /// literal and nothing else.
  private static func literalSite(
    in source: SwiftSource, open: Int, brace: Int, closureEnd: Int
  ) -> Result<InlineLiteralSite, InlineLiteralRefusal> {
    guard let start = source.skipTrivia(from: brace + 1), start < source.bytes.count,
      source.bytes[start] == .quote || source.bytes[start] == .hash
    else { return .failure(.closureNotALiteral) }
    let literal: StringLiteral
    switch StringLiteral.read(in: source, at: start) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let found): literal = found
    }
    guard source.skipTrivia(from: literal.range.upperBound) == closureEnd else {
      return .failure(.closureNotALiteral)
    }
    if literal.isMultiline {
      return .success(
        InlineLiteralSite(holder: .multiline(literal), callOffset: open, replaced: literal.range))
    }
    return .success(
      InlineLiteralSite(
        holder: .singleLine(literal), callOffset: open, replaced: brace..<(closureEnd + 1)))
  }

  /// The label of a closure argument whose `{` follows `recent` (the two tokens before it):
  /// `label:`, or `_` at the start of an argument; `nil` when the closure is part of an
  /// expression such as `x.map { … }`.
  private static func closureLabel(in source: SwiftSource, after recent: [SwiftLexer.Token])
    -> String?
  {
    guard let last = recent.last else { return "_" }
    if last.kind == .separator(0x2C) { return "_" }
    guard last.kind == .separator(.colon), recent.count == 2 else { return nil }
    switch recent[0].kind {
    case .identifier, .keyword:
      return String(decoding: source.bytes[recent[0].range], as: UTF8.self)
    default: return nil
    }
  }

  /// The label of a trailing closure such as `is: { … }` that follows the `)` or `}` at `end`.
  private static func labelledTrailingClosure(in source: SwiftSource, after end: Int) -> String? {
    guard let start = source.skipTrivia(from: end + 1), start < source.bytes.count,
      source.isIdentifierByte(source.bytes[start]), !(0x30...0x39).contains(source.bytes[start])
    else { return nil }
    let name = source.identifier(at: start)
    guard let colon = source.skipTrivia(from: name.endIndex), colon < source.bytes.count,
      source.bytes[colon] == .colon, let brace = source.skipTrivia(from: colon + 1),
      brace < source.bytes.count, source.bytes[brace] == .openBrace
    else { return nil }
    return String(decoding: name, as: UTF8.self)
  }

  /// The `{` at `position`, or after a name that starts there: a call without parentheses.
  private static func braceWithoutParentheses(in source: SwiftSource, from position: Int) -> Int? {
    let bytes = source.bytes
    var index = position
    while index < bytes.count, source.isIdentifierByte(bytes[index]) || bytes[index] == .dot {
      index += 1
    }
    while index < bytes.count, bytes[index] == .space || bytes[index] == .tab { index += 1 }
    return index < bytes.count && bytes[index] == .openBrace ? index : nil
  }

  /// The call's `(`: the byte at `position`, or the first after a name such as
  /// `assertInlineTextSnapshot` or `Module.helper` that starts there.
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
