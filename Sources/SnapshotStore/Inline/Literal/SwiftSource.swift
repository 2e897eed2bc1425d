/// The bytes of a Swift source file, with the few lexical rules the inline-snapshot rewriter
/// needs: lines and columns as `#line` and `#column` count them, white space and comments,
/// string literals (raw, multi-line, interpolated), and balanced brackets (with `SwiftLexer`,
/// which also knows regex literals).
///
/// It never parses Swift: it only skips what could hide a parenthesis or a brace. Every
/// function returns `nil` rather than reading past the end, so any bytes are safe input.
struct SwiftSource {
  /// The file's bytes, as read.
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The offset of 1-based `line` and `column`, columns counted in UTF-8 bytes as `#column`
  /// counts them; `nil` when the line is shorter or the file has fewer lines. `\n`, `\r\n` and
  /// a lone `\r` end a line.
  func offset(line: Int, column: Int) -> Int? {
    guard line >= 1, column >= 1, let start = startOfLine(line) else { return nil }
    var index = start
    while index < start + column - 1 {
      guard index < bytes.count, !isLineBreak(bytes[index]) else { return nil }
      index += 1
    }
    return index < bytes.count ? index : nil
  }

  private func startOfLine(_ line: Int) -> Int? {
    var current = 1
    var index = 0
    while current < line {
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      index += 1
      if byte == .lineFeed {
        current += 1
      } else if byte == .carriageReturn {
        if index < bytes.count, bytes[index] == .lineFeed { index += 1 }
        current += 1
      }
    }
    return index
  }

  /// The 1-based line holding `offset`, counting line breaks as `offset(line:column:)` does.
  func line(of offset: Int) -> Int {
    var line = 1
    var index = 0
    while index < min(offset, bytes.count) {
      if bytes[index] == .lineFeed {
        line += 1
      } else if bytes[index] == .carriageReturn {
        let crlf = index + 1 < bytes.count && bytes[index + 1] == .lineFeed
        if !crlf { line += 1 }
      }
      index += 1
    }
    return line
  }

  /// The offset of the first byte of the line holding `offset`.
  func lineStart(of offset: Int) -> Int {
    var index = min(offset, bytes.count)
    while index > 0, !isLineBreak(bytes[index - 1]) { index -= 1 }
    return index
  }

  /// The spaces and tabs that start the line holding `offset`.
  func indentation(ofLineAt offset: Int) -> [UInt8] {
    let start = lineStart(of: offset)
    var end = start
    while end < bytes.count, bytes[end] == .space || bytes[end] == .tab { end += 1 }
    return Array(bytes[start..<end])
  }

  /// The line break that ends the line holding `offset`: `\r\n` when that line has one, else
  /// `\n`.
  func lineBreak(afterLineAt offset: Int) -> [UInt8] {
    var index = offset
    while index < bytes.count, !isLineBreak(bytes[index]) { index += 1 }
    let crlf =
      index + 1 < bytes.count && bytes[index] == .carriageReturn
      && bytes[index + 1] == .lineFeed
    return crlf ? [.carriageReturn, .lineFeed] : [.lineFeed]
  }

  /// The file's indentation step: the fewest leading spaces of an indented line (1 to 8),
  /// or two spaces when no line is indented.
  func indentationStep() -> [UInt8] {
    var fewest = Int.max
    var index = 0
    while index < bytes.count {
      var spaces = 0
      while index < bytes.count, bytes[index] == .space {
        spaces += 1
        index += 1
      }
      if spaces > 0, index < bytes.count, !isLineBreak(bytes[index]), bytes[index] != .tab {
        fewest = min(fewest, spaces)
      }
      while index < bytes.count, !isLineBreak(bytes[index]) { index += 1 }
      index += 1
    }
    return Array(repeating: .space, count: fewest == .max ? 2 : min(fewest, 8))
  }

  /// The offset after white space, line breaks and comments from `offset`; `nil` inside an
  /// unterminated block comment.
  func skipTrivia(from offset: Int) -> Int? {
    var index = offset
    while index < bytes.count {
      let byte = bytes[index]
      if isWhiteSpace(byte) {
        index += 1
      } else if byte == .slash, index + 1 < bytes.count, bytes[index + 1] == .slash {
        while index < bytes.count, !isLineBreak(bytes[index]) { index += 1 }
      } else if byte == .slash, index + 1 < bytes.count, bytes[index + 1] == .star {
        guard let end = skipBlockComment(from: index) else { return nil }
        index = end
      } else {
        break
      }
    }
    return index
  }

  /// The offset after the (nested) block comment starting at `offset`.
  private func skipBlockComment(from offset: Int) -> Int? {
    var depth = 0
    var index = offset
    while index + 1 < bytes.count {
      if bytes[index] == .slash, bytes[index + 1] == .star {
        depth += 1
        index += 2
      } else if bytes[index] == .star, bytes[index + 1] == .slash {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return nil
  }

  /// The number of `#` from `offset`, and whether a `"` follows them.
  func stringOpening(at offset: Int) -> (hashes: Int, isString: Bool) {
    var index = offset
    while index < bytes.count, bytes[index] == .hash { index += 1 }
    return (index - offset, index < bytes.count && bytes[index] == .quote)
  }

  /// Whether `#`s then `"` or `/` (a raw string or an extended regex literal) start at
  /// `offset`.
  func opensLiteral(at offset: Int) -> Bool {
    let (hashes, isString) = stringOpening(at: offset)
    return isString
      || (hashes > 0 && offset + hashes < bytes.count && bytes[offset + hashes] == .slash)
  }

  /// Whether the three bytes at `offset` are `"""`.
  func isTripleQuote(at offset: Int) -> Bool {
    offset + 2 < bytes.count && bytes[offset] == .quote && bytes[offset + 1] == .quote
      && bytes[offset + 2] == .quote
  }

  /// Whether `"` or `"""` (as `quotes` says) and then `hashes` `#` start at `offset`.
  func isClosing(at offset: Int, quotes: Int, hashes: Int) -> Bool {
    guard offset + quotes + hashes <= bytes.count else { return false }
    for index in offset..<(offset + quotes) where bytes[index] != .quote { return false }
    for index in (offset + quotes)..<(offset + quotes + hashes) where bytes[index] != .hash {
      return false
    }
    return true
  }

  /// Whether a backslash and `hashes` `#` (an escape of a raw string) start at `offset`.
  func isEscape(at offset: Int, hashes: Int) -> Bool {
    guard offset + hashes < bytes.count, bytes[offset] == .backslash else { return false }
    for index in (offset + 1)..<(offset + 1 + hashes) where bytes[index] != .hash { return false }
    return true
  }

  /// The offset after the string literal starting at `offset`; `nil` when none starts there
  /// or it never ends. Interpolations are read as code, with `closingBracket(from:visit:)`.
  func skipLiteral(from offset: Int) -> Int? {
    let (hashes, isString) = stringOpening(at: offset)
    guard isString else { return nil }
    let quote = offset + hashes
    let quotes = isTripleQuote(at: quote) ? 3 : 1
    var index = quote + quotes
    while index < bytes.count {
      if isEscape(at: index, hashes: hashes) {
        index += 1 + hashes
        guard index < bytes.count else { return nil }
        if bytes[index] == .openParen {
          guard let end = closingBracket(from: index) else { return nil }
          index = end + 1
        } else {
          index += 1
        }
      } else if isClosing(at: index, quotes: quotes, hashes: hashes) {
        return index + quotes + hashes
      } else if quotes == 1, isLineBreak(bytes[index]) {
        return nil
      } else {
        index += 1
      }
    }
    return nil
  }

  /// The offset of the bracket that closes the `(`, `[` or `{` at `offset`, reading tokens as
  /// the language does (literals, regex literals and comments hide brackets); `nil` when it is
  /// not closed, or closed by a bracket of another kind. `visit` sees each token directly
  /// inside.
  func closingBracket(from offset: Int, visit: ((SwiftLexer.Token) -> Void)? = nil) -> Int? {
    var lexer = SwiftLexer(self, at: offset)
    var open: [UInt8] = []
    while case .success(let token?) = lexer.next() {
      if open.count == 1, token.kind != .close(Self.closer(of: open[0])) { visit?(token) }
      switch token.kind {
      case .open(let byte): open.append(byte)
      case .close(let byte):
        guard let last = open.popLast(), Self.closer(of: last) == byte else { return nil }
        if open.isEmpty { return token.range.lowerBound }
      default: guard !open.isEmpty else { return nil }
      }
    }
    return nil
  }

  /// The byte that closes `opening`.
  static func closer(of opening: UInt8) -> UInt8 {
    switch opening {
    case .openParen: .closeParen
    case 0x5B: 0x5D
    default: .closeBrace
    }
  }

  /// The identifier starting at `offset` (letters, digits, `_`, any non-ASCII byte).
  func identifier(at offset: Int) -> ArraySlice<UInt8> {
    var end = offset
    while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
    return bytes[offset..<end]
  }

  func isLineBreak(_ byte: UInt8) -> Bool { byte == .lineFeed || byte == .carriageReturn }

  func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == .space || byte == .tab || byte == .lineFeed || byte == .carriageReturn
      || byte == 0x0B || byte == 0x0C
  }

  func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
  }
}

extension UInt8 {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let openParen: UInt8 = 0x28
  static let closeParen: UInt8 = 0x29
  static let star: UInt8 = 0x2A
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let colon: UInt8 = 0x3A
  static let backslash: UInt8 = 0x5C
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D
}
