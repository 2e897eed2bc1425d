/// Cuts Swift source into tokens, as far as the inline-snapshot rewriter needs them: brackets,
/// separators, operators (told prefix, postfix or binary by the white space around them, as
/// the language does), words, numbers, and whole string and regex literals. Comments and white
/// space are skipped.
///
/// What a `/` starts depends on the token before it (a bare regex literal only where an
/// expression can start), so the lexer remembers the last token it read. It reads one token at
/// a time and never past the end: any bytes are safe input.
struct SwiftLexer {
  /// What a token is, as far as deciding what a following `/` starts.
  enum Kind: Hashable {
    case open(UInt8)
    case close(UInt8)
    /// `,`, `:` or `;`.
    case separator(UInt8)
    case prefixOperator
    case binaryOperator
    case postfixOperator
    /// `->`, `.`, `@`, `\` and a lone `#`: punctuation after which no expression starts.
    case punctuation
    case keyword(Keyword)
    case identifier
    case number
    /// A string or regex literal, whole.
    case literal
    /// `#if`, `#else`, `#elseif`, `#endif`, after which an expression can start.
    case directive
    /// A byte no token starts with.
    case unknown
  }

  /// The keywords that change what a `/` after them starts.
  enum Keyword: Hashable {
    /// `func` and `operator`: an operator's name follows, never a regex.
    case declaresOperator
    case `try`
    /// `true`, `self`, `nil` and the like: an expression already.
    case value
    /// Any other keyword the lexer knows (`return`, `case`, `in`, …).
    case other
  }

  /// One token: what it is and where.
  struct Token: Hashable {
    var kind: Kind
    var range: Range<Int>
  }

  /// Why the lexer stopped before the end.
  enum Failure: Error, Hashable {
    /// A string, regex literal or block comment that never ends, starting at `offset`.
    case unterminated(offset: Int)
  }

  let source: SwiftSource
  /// Where the next token is looked for.
  private(set) var offset: Int
  /// The last token read, `nil` at the start.
  private(set) var previous: Token?
  /// The token before `previous`, which tells `try?` from other postfix operators.
  private var beforePrevious: Token?

  init(_ source: SwiftSource, at offset: Int) {
    self.source = source
    self.offset = offset
  }

  /// The next token; `nil` at the end of the file.
  mutating func next() -> Result<Token?, Failure> {
    guard let start = source.skipTrivia(from: offset) else {
      return .failure(.unterminated(offset: offset))
    }
    guard start < source.bytes.count else {
      offset = start
      return .success(nil)
    }
    let token: Token
    switch scan(at: start) {
    case .failure(let failure): return .failure(failure)
    case .success(let found): token = found
    }
    offset = token.range.upperBound
    beforePrevious = previous
    previous = token
    return .success(token)
  }

  private func scan(at start: Int) -> Result<Token, Failure> {
    let bytes = source.bytes
    let byte = bytes[start]
    func token(_ kind: Kind, _ end: Int) -> Result<Token, Failure> {
      .success(Token(kind: kind, range: start..<end))
    }
    switch byte {
    case .openParen, 0x5B, .openBrace: return token(.open(byte), start + 1)
    case .closeParen, 0x5D, .closeBrace: return token(.close(byte), start + 1)
    case 0x2C, .colon, 0x3B: return token(.separator(byte), start + 1)
    case .quote:
      guard let end = source.skipLiteral(from: start) else {
        return .failure(.unterminated(offset: start))
      }
      return token(.literal, end)
    case .hash: return pound(at: start)
    case 0x60:
      var end = start + 1
      while end < bytes.count, bytes[end] != 0x60, !source.isLineBreak(bytes[end]) { end += 1 }
      return token(.identifier, end < bytes.count && bytes[end] == 0x60 ? end + 1 : end)
    case 0x40, .backslash: return token(.punctuation, start + 1)
    case 0x30...0x39: return token(.number, numberEnd(from: start))
    default:
      if SwiftOperators.isOperatorByte(byte) { return operatorToken(at: start) }
      guard source.isIdentifierByte(byte) || byte == 0x24 else { return token(.unknown, start + 1) }
      var end = start + 1
      while end < bytes.count, source.isIdentifierByte(bytes[end]) || bytes[end] == 0x24 {
        end += 1
      }
      return token(Self.word(bytes[start..<end]), end)
    }
  }

  /// A raw string, an extended regex literal, a directive such as `#if`, or a lone `#`.
  private func pound(at start: Int) -> Result<Token, Failure> {
    let (hashes, isString) = source.stringOpening(at: start)
    if isString || source.opensLiteral(at: start) {
      let end = isString ? source.skipLiteral(from: start) : source.skipExtendedRegex(from: start)
      guard let end else { return .failure(.unterminated(offset: start)) }
      return .success(Token(kind: .literal, range: start..<end))
    }
    guard hashes == 1 else {
      return .success(Token(kind: .punctuation, range: start..<(start + 1)))
    }
    let name = source.identifier(at: start + 1)
    let directives = ["if", "else", "elseif", "endif"]
    let kind: Kind =
      directives.contains(where: { name.elementsEqual($0.utf8) }) ? .directive : .identifier
    return .success(Token(kind: name.isEmpty ? .punctuation : kind, range: start..<name.endIndex))
  }

  /// The end of a number: digits, letters, `_`, a `.` before a digit, and an exponent's sign.
  private func numberEnd(from start: Int) -> Int {
    let bytes = source.bytes
    let isHex = start + 1 < bytes.count && bytes[start] == 0x30 && bytes[start + 1] | 0x20 == 0x78
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      let exponent: UInt8 = isHex ? 0x70 : 0x65
      if source.isIdentifierByte(byte) && byte < 0x80 {
        end += 1
      } else if byte == .dot, end + 1 < bytes.count, (0x30...0x39).contains(bytes[end + 1]) {
        end += 1
      } else if byte == 0x2B || byte == 0x2D, bytes[end - 1] | 0x20 == exponent {
        end += 1
      } else {
        break
      }
    }
    return end
  }

  private static func word(_ text: ArraySlice<UInt8>) -> Kind {
    let name = String(decoding: text, as: UTF8.self)
    if name == "func" || name == "operator" { return .keyword(.declaresOperator) }
    if name == "try" { return .keyword(.try) }
    if SwiftOperators.valueKeywords.contains(name) { return .keyword(.value) }
    if SwiftOperators.keywords.contains(name) { return .keyword(.other) }
    return .identifier
  }

  /// An operator, or the bare regex literal that its first `/` starts.
  private func operatorToken(at start: Int) -> Result<Token, Failure> {
    let end = SwiftOperators.operatorEnd(in: source, from: start)
    if let slash = source.bytes[start..<end].firstIndex(of: .slash) {
      switch bareRegex(at: slash, operatorRange: start..<end) {
      case .failure(let failure): return .failure(failure)
      case .success(let regexEnd?):
        // A prefix operator written against the regex, as in `!/x/`, goes with it: what
        // follows is read after the literal either way.
        return .success(Token(kind: .literal, range: start..<regexEnd))
      case .success(nil): break
      }
    }
    let cut = SwiftOperators.commentStart(in: source, within: start..<end) ?? end
    let kind = SwiftOperators.kind(of: source.bytes[start..<cut], in: source, range: start..<cut)
    return .success(Token(kind: kind, range: start..<cut))
  }

  /// The end of the bare regex literal the `/` at `slash` starts, `nil` when the language reads
  /// it as an operator there.
  private func bareRegex(at slash: Int, operatorRange: Range<Int>) -> Result<Int?, Failure> {
    let leftBound = SwiftOperators.isLeftBound(source, at: operatorRange.lowerBound)
    guard !leftBound, previous?.kind != .keyword(.declaresOperator) else { return .success(nil) }
    var mustBeRegex = false
    if !SwiftOperators.isRightBound(source, at: operatorRange.upperBound, leftBound: leftBound) {
      // `a / b`: an operator, unless no expression has come before it.
      let afterTry =
        previous?.kind == .postfixOperator && beforePrevious?.kind == .keyword(.try)
      guard afterTry || regexCanStart else { return .success(nil) }
      switch previous?.kind {
      case .open(.openParen), .open(0x5B), .separator(0x2C), .separator(.colon): break
      default: mustBeRegex = true
      }
      mustBeRegex = mustBeRegex || afterTry
    }
    switch SwiftRegex.bareEnd(in: source, from: slash, mustBeRegex: mustBeRegex) {
    case .end(let end): return .success(end)
    case .notARegex: return .success(nil)
    case .unterminated:
      return mustBeRegex ? .failure(.unterminated(offset: slash)) : .success(nil)
    }
  }

  /// Whether the last token leaves the lexer where an expression, so a regex, can start.
  private var regexCanStart: Bool {
    guard let previous else { return true }
    switch previous.kind {
    case .open, .separator, .prefixOperator, .binaryOperator, .directive, .unknown: return true
    case .keyword(let keyword): return keyword != .value
    case .close, .postfixOperator, .punctuation, .identifier, .number, .literal: return false
    }
  }
}
