/// The second look at a rewrite before it is written, made without the code that found the
/// literal (no `InlineLiteralSite`, no trivia skipping, no paren counting): the bytes outside
/// the replaced range are the file's own, and reading the new file's tokens from the call's
/// `(` gives its `)`, then a `{`, then the new literal and nothing else, then the `}` — so the
/// literal sits where a trailing closure of that call can be, and reads as the new text.
enum InlineRewriteCheck {
  static func holds(
    original: [UInt8], rewritten: [UInt8], replaced: Range<Int>, replacementCount: Int,
    callOffset: Int, literalOffset: Int, text: String
  ) -> Bool {
    let kept = original.count - replaced.upperBound
    guard rewritten.count == replaced.lowerBound + replacementCount + kept,
      rewritten[..<replaced.lowerBound].elementsEqual(original[..<replaced.lowerBound]),
      rewritten[(rewritten.count - kept)...].elementsEqual(original[replaced.upperBound...])
    else { return false }
    let source = SwiftSource(rewritten)
    var lexer = SwiftLexer(source, at: callOffset)
    var open = 0
    repeat {
      guard case .success(let token?) = lexer.next() else { return false }
      switch token.kind {
      case .open: open += 1
      case .close: open -= 1
      default: guard open > 0 else { return false }
      }
    } while open > 0
    let expected: [(SwiftLexer.Kind, Int?)] = [
      (.open(.openBrace), nil), (.literal, literalOffset), (.close(.closeBrace), nil),
    ]
    var literal: Range<Int>?
    for (kind, start) in expected {
      guard case .success(let token?) = lexer.next(), token.kind == kind,
        start.map({ $0 == token.range.lowerBound }) ?? true
      else { return false }
      if kind == .literal { literal = token.range }
    }
    guard let literal,
      case .success(let read) = StringLiteral.read(in: source, at: literal.lowerBound)
    else { return false }
    return read.range == literal && read.value == text
  }
}
