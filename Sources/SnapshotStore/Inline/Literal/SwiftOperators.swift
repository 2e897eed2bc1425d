/// The language's rules for operators that the lexer follows: which bytes make one, where one
/// ends, and whether white space binds it to the left or the right (which makes it prefix,
/// postfix or binary).
enum SwiftOperators {
  /// The ASCII bytes an operator is made of (`.` only when the operator starts with one).
  static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case .slash, 0x3D, 0x2D, 0x2B, 0x21, .star, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F,
      .dot:
      true
    default: false
    }
  }

  /// The end of the operator that starts at `start`.
  static func operatorEnd(in source: SwiftSource, from start: Int) -> Int {
    let bytes = source.bytes
    let dotted = bytes[start] == .dot
    var end = start + 1
    while end < bytes.count, isOperatorByte(bytes[end]), dotted || bytes[end] != .dot { end += 1 }
    return end
  }

  /// Where a `//` or `/*` inside an operator starts a comment, cutting the operator short.
  static func commentStart(in source: SwiftSource, within range: Range<Int>) -> Int? {
    guard range.count > 2 else { return nil }
    let bytes = source.bytes
    for index in (range.lowerBound + 1)..<(range.upperBound - 1) where bytes[index] == .slash {
      if bytes[index + 1] == .slash || bytes[index + 1] == .star { return index }
    }
    return nil
  }

  /// Whether the operator starting at `start` is bound to what precedes it: not after white
  /// space, an opening bracket, a separator or a block comment's end.
  static func isLeftBound(_ source: SwiftSource, at start: Int) -> Bool {
    guard start > 0 else { return false }
    let bytes = source.bytes
    switch bytes[start - 1] {
    case .space, .tab, .lineFeed, .carriageReturn, 0x0B, 0x0C, 0, .openParen, 0x5B, .openBrace,
      0x2C, 0x3B, .colon:
      return false
    case .slash: return !(start >= 2 && bytes[start - 2] == .star)
    case 0xA0: return !(start >= 2 && bytes[start - 2] == 0xC2)
    default: return true
    }
  }

  /// Whether the operator ending at `end` is bound to what follows it.
  static func isRightBound(_ source: SwiftSource, at end: Int, leftBound: Bool) -> Bool {
    let bytes = source.bytes
    guard end < bytes.count else { return false }
    switch bytes[end] {
    case .space, .tab, .lineFeed, .carriageReturn, 0x0B, 0x0C, 0, .closeParen, 0x5D, .closeBrace,
      0x2C, 0x3B, .colon:
      return false
    case .dot: return !leftBound
    case .slash:
      return !(end + 1 < bytes.count && (bytes[end + 1] == .slash || bytes[end + 1] == .star))
    case 0xC2: return !(end + 1 < bytes.count && bytes[end + 1] == 0xA0)
    default: return true
    }
  }

  /// What the operator `text` at `range` is: `->` and `.` are punctuation, `?` and `!` written
  /// against what precedes them are postfix, and the rest is told by the white space around.
  static func kind(
    of text: ArraySlice<UInt8>, in source: SwiftSource, range: Range<Int>
  ) -> SwiftLexer.Kind {
    if text.elementsEqual([0x2D, 0x3E]) || text.elementsEqual([UInt8.dot]) { return .punctuation }
    let left = isLeftBound(source, at: range.lowerBound)
    let right = isRightBound(source, at: range.upperBound, leftBound: left)
    if left, text.elementsEqual([0x3F]) || text.elementsEqual([0x21]) { return .postfixOperator }
    switch (left, right) {
    case (true, false): return .postfixOperator
    case (false, true): return .prefixOperator
    default: return .binaryOperator
    }
  }

  /// Keywords that are values themselves, after which an expression cannot start.
  static let valueKeywords: Set<String> = ["true", "false", "Any", "nil", "self", "Self", "super"]

  /// The words the lexer always reads as keywords.
  static let keywords: Set<String> = [
    "associatedtype", "as", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "fileprivate", "for", "guard",
    "if", "import", "in", "init", "inout", "internal", "is", "let", "precedencegroup", "private",
    "protocol", "public", "repeat", "rethrows", "return", "static", "struct", "subscript",
    "switch", "throw", "throws", "typealias", "var", "where", "while",
  ]
}
