/// A Swift string literal read from source: where it is, its delimiters, and its value as the
/// compiler would make it; and the other way, the multi-line literal that makes a given text.
///
/// Decoding follows the language's rules: in a multi-line literal, the closing delimiter's
/// indentation is stripped from every line, an empty line may lack it, line breaks become
/// `\n`, and a backslash before a line break joins the lines; escapes are `\0 \\ \t \n \r \" \'
/// \u{…}`, written `\#n` and so on in a raw literal with one `#`. An interpolation has no value
/// without running the code, so it is refused.
struct StringLiteral: Hashable {
  /// The literal's bytes in the source, delimiters included.
  var range: Range<Int>
  /// How many `#` surround it (0 for a plain literal).
  var hashes: Int
  /// Whether it is a multi-line literal.
  var isMultiline: Bool
  /// The value, line breaks as `\n`.
  var value: String
  /// A multi-line literal's indentation: the spaces and tabs before its closing delimiter.
  var indentation: [UInt8]

  /// Reads the literal that starts at `offset` (at its first `#` or `"`).
  static func read(
    in source: SwiftSource, at offset: Int
  ) -> Result<StringLiteral, InlineLiteralRefusal> {
    let (hashes, isString) = source.stringOpening(at: offset)
    guard isString else { return .failure(.notALiteral) }
    guard let end = source.skipLiteral(from: offset) else { return .failure(.unterminatedLiteral) }
    let quote = offset + hashes
    if !source.isTripleQuote(at: quote) {
      let body = (quote + 1)..<(end - 1 - hashes)
      return decodeLine(source.bytes[body], hashes: hashes).map {
        StringLiteral(
          range: offset..<end, hashes: hashes, isMultiline: false, value: $0, indentation: [])
      }
    }
    return readMultiline(in: source, range: offset..<end, hashes: hashes)
  }

  private static func readMultiline(
    in source: SwiftSource, range: Range<Int>, hashes: Int
  ) -> Result<StringLiteral, InlineLiteralRefusal> {
    let bytes = source.bytes
    // After the opening delimiter, only spaces and tabs before the line break.
    var contentStart = range.lowerBound + hashes + 3
    while contentStart < range.upperBound,
      bytes[contentStart] == .space || bytes[contentStart] == .tab
    {
      contentStart += 1
    }
    guard contentStart < range.upperBound, source.isLineBreak(bytes[contentStart]) else {
      return .failure(.textOnTheOpeningLine)
    }
    contentStart +=
      bytes[contentStart] == .carriageReturn
        && contentStart + 1 < range.upperBound && bytes[contentStart + 1] == .lineFeed ? 2 : 1
    let closing = range.upperBound - 3 - hashes
    let closingLine = source.lineStart(of: closing)
    let indentation = Array(bytes[closingLine..<closing])
    guard closingLine >= contentStart, indentation.allSatisfy({ $0 == .space || $0 == .tab })
    else { return .failure(.textBeforeTheClosingDelimiter) }
    // The content: every line up to the line break before the closing delimiter's line.
    var lines: [ArraySlice<UInt8>] = []
    var start = contentStart
    var index = contentStart
    while index < closingLine {
      if source.isLineBreak(bytes[index]) {
        lines.append(bytes[start..<index])
        if bytes[index] == .carriageReturn, index + 1 < closingLine, bytes[index + 1] == .lineFeed {
          index += 1
        }
        start = index + 1
      }
      index += 1
    }
    var value = ""
    for (number, line) in lines.enumerated() {
      let stripped: ArraySlice<UInt8>
      if line.isEmpty {
        stripped = line
      } else if line.starts(with: indentation) {
        stripped = line.dropFirst(indentation.count)
      } else {
        return .failure(.insufficientIndentation(lineOffset: number + 1))
      }
      switch decodeMultilineLine(stripped, hashes: hashes) {
      case .failure(let refusal): return .failure(refusal)
      case .success(let (text, joinsNext)):
        // The language refuses a backslash that would join the last line to the delimiter.
        if joinsNext, number == lines.count - 1 { return .failure(.invalidEscape) }
        value += text
        if !joinsNext, number < lines.count - 1 { value += "\n" }
      }
    }
    return .success(
      StringLiteral(
        range: range, hashes: hashes, isMultiline: true, value: value, indentation: indentation))
  }

  /// One stripped line of a multi-line literal, and whether it ends with a backslash that
  /// joins it to the next.
  private static func decodeMultilineLine(
    _ line: ArraySlice<UInt8>, hashes: Int
  ) -> Result<(String, Bool), InlineLiteralRefusal> {
    var body = line
    var joinsNext = false
    // A line continuation: the escape, then only spaces and tabs to the end of the line.
    var end = body.endIndex
    while end > body.startIndex, body[end - 1] == .space || body[end - 1] == .tab { end -= 1 }
    let escapeStart = end - 1 - hashes
    if escapeStart >= body.startIndex, body[escapeStart] == .backslash,
      body[(escapeStart + 1)..<end].allSatisfy({ $0 == .hash }),
      !isEscaped(body, at: escapeStart, hashes: hashes)
    {
      joinsNext = true
      body = body[body.startIndex..<escapeStart]
    }
    return decodeLine(body, hashes: hashes).map { ($0, joinsNext) }
  }

  /// Whether the backslash at `index` is itself the character of an earlier escape (`\\`).
  private static func isEscaped(_ body: ArraySlice<UInt8>, at index: Int, hashes: Int) -> Bool {
    guard hashes == 0 else { return false }
    var count = 0
    var position = index - 1
    while position >= body.startIndex, body[position] == .backslash {
      count += 1
      position -= 1
    }
    return count % 2 == 1
  }

  /// The value of literal text without line breaks: its escapes turned into characters.
  private static func decodeLine(
    _ body: ArraySlice<UInt8>, hashes: Int
  ) -> Result<String, InlineLiteralRefusal> {
    var scalars = String.UnicodeScalarView()
    var index = body.startIndex
    var run = index
    func flush(_ end: Int) -> Bool {
      guard let text = String(validating: body[run..<end], as: UTF8.self) else { return false }
      scalars.append(contentsOf: text.unicodeScalars)
      return true
    }
    while index < body.endIndex {
      guard body[index] == .backslash, index + hashes < body.endIndex,
        body[(index + 1)..<(index + 1 + hashes)].allSatisfy({ $0 == .hash })
      else {
        index += 1
        continue
      }
      guard flush(index) else { return .failure(.invalidUTF8) }
      let code = index + 1 + hashes
      guard code < body.endIndex else { return .failure(.invalidEscape) }
      switch body[code] {
      case 0x30: scalars.append("\0")
      case .backslash: scalars.append("\\")
      case 0x74: scalars.append("\t")
      case 0x6E: scalars.append("\n")
      case 0x72: scalars.append("\r")
      case .quote: scalars.append("\"")
      case 0x27: scalars.append("'")
      case .openParen: return .failure(.interpolation)
      case 0x75:
        guard let (scalar, length) = unicodeEscape(body, at: code + 1) else {
          return .failure(.invalidEscape)
        }
        scalars.append(scalar)
        index = code + 1 + length
        run = index
        continue
      default: return .failure(.invalidEscape)
      }
      index = code + 1
      run = index
    }
    guard flush(body.endIndex) else { return .failure(.invalidUTF8) }
    return .success(String(scalars))
  }

  /// `{h…}` with 1 to 8 hex digits naming a scalar, and its length in bytes.
  private static func unicodeEscape(
    _ body: ArraySlice<UInt8>, at offset: Int
  ) -> (Unicode.Scalar, Int)? {
    guard offset < body.endIndex, body[offset] == .openBrace else { return nil }
    var value: UInt32 = 0
    var index = offset + 1
    while index < body.endIndex, body[index] != .closeBrace {
      guard index - offset <= 8, let digit = hexValue(body[index]) else { return nil }
      value = value * 16 + digit
      index += 1
    }
    guard index < body.endIndex, index > offset + 1, let scalar = Unicode.Scalar(value) else {
      return nil
    }
    return (scalar, index - offset + 1)
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }
}
