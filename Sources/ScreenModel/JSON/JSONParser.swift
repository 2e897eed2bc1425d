extension JSONValue {
  /// Why a text is not JSON, and where: the byte offset of the problem, from 0.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was found where something else was needed.
    public var message: String
    /// The offset, in bytes of UTF-8, where the problem starts.
    public var offset: Int

    /// `unexpected "}" at byte 12`-style text.
    public var description: String { "\(message) at byte \(offset)" }
  }

  /// Reads one JSON value (RFC 8259) from `text`, with nothing but white space around it.
  ///
  ///     let event = try JSONValue(parsing: #"{"event":"filter","text":"台積"}"#)
  ///     print(event["text"] ?? .null)
  ///     // Prints string("台積")
  ///
  /// Objects keep their members in the order written. A whole number that fits 64 bits is
  /// `.int`, any other number `.double`; a number beyond what a `Double` holds (`1e400`), or
  /// one written non-zero that would round to zero (`1e-400`), is an error. Nesting deeper than `maximumDepth` is refused rather
  /// than followed, so no input can exhaust the stack.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public init(parsing text: String, maximumDepth: Int = 256) throws(ParseError) {
    try self.init(parsing: Array(text.utf8), maximumDepth: maximumDepth)
  }

  /// Reads one JSON value from the UTF-8 `bytes` of a request body or an input line, as
  /// `init(parsing:maximumDepth:)` reads a text. Bytes that are not UTF-8 are an error naming
  /// the offset of the first of them, never replaced, so read bytes here rather than through
  /// `String(decoding:as:)`.
  ///
  ///     let bytes: [UInt8] = Array(#"{"text":""#.utf8) + [0xFF] + Array(#""}"#.utf8)
  ///     print((try? JSONValue(parsing: bytes)) == nil)
  ///     // Prints true: bytes that are not UTF-8 at byte 9
  public init(parsing bytes: [UInt8], maximumDepth: Int = 256) throws(ParseError) {
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    self = try parser.document()
  }
}

/// A recursive-descent reader over UTF-8 bytes.
struct JSONParser {
  let bytes: [UInt8]
  let maximumDepth: Int
  var position = 0
  var depth = 0

  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  mutating func document() throws(JSONValue.ParseError) -> JSONValue {
    skipSpace()
    let value = try self.value()
    skipSpace()
    guard position == bytes.count else { throw unexpected("after the value") }
    return value
  }

  mutating func value() throws(JSONValue.ParseError) -> JSONValue {
    guard position < bytes.count else { throw error("the text ends where a value should be") }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      return try nested { (parser) throws(JSONValue.ParseError) in
        try parser.object()
      }
    case UInt8(ascii: "["):
      return try nested { (parser) throws(JSONValue.ParseError) in
        try parser.array()
      }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw unexpected("where a value should be")
    }
  }

  private mutating func nested(
    _ read: (inout JSONParser) throws(JSONValue.ParseError) -> JSONValue
  ) throws(JSONValue.ParseError) -> JSONValue {
    guard depth < maximumDepth else { throw error("nested deeper than \(maximumDepth) levels") }
    depth += 1
    defer { depth -= 1 }
    return try read(&self)
  }

  private mutating func object() throws(JSONValue.ParseError) -> JSONValue {
    position += 1
    var members: [JSONValue.Member] = []
    skipSpace()
    if take(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw unexpected("where a member's name should be")
      }
      let key = try string()
      skipSpace()
      guard take(UInt8(ascii: ":")) else { throw unexpected("where \":\" should be") }
      skipSpace()
      members.append(JSONValue.Member(key, try value()))
      skipSpace()
      if take(UInt8(ascii: "}")) { return .object(members) }
      guard take(UInt8(ascii: ",")) else { throw unexpected("where \",\" or \"}\" should be") }
    }
  }

  private mutating func array() throws(JSONValue.ParseError) -> JSONValue {
    position += 1
    var values: [JSONValue] = []
    skipSpace()
    if take(UInt8(ascii: "]")) { return .array(values) }
    while true {
      skipSpace()
      values.append(try value())
      skipSpace()
      if take(UInt8(ascii: "]")) { return .array(values) }
      guard take(UInt8(ascii: ",")) else { throw unexpected("where \",\" or \"]\" should be") }
    }
  }

  mutating func string() throws(JSONValue.ParseError) -> String {
    let start = position
    position += 1
    var text = ""
    var runStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        text += try plain(runStart..<position)
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") {
        text += try plain(runStart..<position)
        text.unicodeScalars.append(try escape())
        runStart = position
        continue
      }
      guard byte >= 0x20 else { throw error("a control character inside a string") }
      position += 1
    }
    throw JSONValue.ParseError(message: "a string that never ends", offset: start)
  }

  /// The bytes of `range`, which hold no quote or backslash, as text; an error at the first
  /// byte that does not start a well-formed UTF-8 sequence. Checked first, then decoded
  /// whole: a string of a row is decoded at once, not a scalar at a time.
  private func plain(_ range: Range<Int>) throws(JSONValue.ParseError) -> String {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] < 0x80 {
        index += 1
        continue
      }
      guard let (_, length) = UTF8Validation.scalar(in: bytes, at: index, end: range.upperBound)
      else { throw JSONValue.ParseError(message: "bytes that are not UTF-8", offset: index) }
      index += length
    }
    return String(decoding: bytes[range], as: UTF8.self)
  }

  private mutating func escape() throws(JSONValue.ParseError) -> Unicode.Scalar {
    position += 1
    guard position < bytes.count else { throw error("a string that never ends") }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): return try unicodeEscape()
    default:
      position -= 1
      throw unexpected("after a backslash")
    }
  }

  /// `\uXXXX`, or two of them for a scalar beyond the Basic Multilingual Plane.
  private mutating func unicodeEscape() throws(JSONValue.ParseError) -> Unicode.Scalar {
    let start = position - 2
    let first = try hexQuad()
    if (0xD800..<0xDC00).contains(first) {
      guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      else { throw JSONValue.ParseError(message: "half a surrogate pair", offset: start) }
      position += 2
      let second = try hexQuad()
      guard (0xDC00..<0xE000).contains(second) else {
        throw JSONValue.ParseError(message: "half a surrogate pair", offset: start)
      }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      if let scalar = Unicode.Scalar(value) { return scalar }
    } else if let scalar = Unicode.Scalar(first) {
      return scalar
    }
    throw JSONValue.ParseError(message: "half a surrogate pair", offset: start)
  }

  private mutating func hexQuad() throws(JSONValue.ParseError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count, let digit = Self.hexDigit(bytes[position]) else {
        throw unexpected("where a hexadecimal digit of \\u should be")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func number() throws(JSONValue.ParseError) -> JSONValue {
    let start = position
    _ = take(UInt8(ascii: "-"))
    guard position < bytes.count, Self.isDigit(bytes[position]) else {
      throw unexpected("where a digit should be")
    }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      skipDigits()
    }
    var isWhole = true
    if take(UInt8(ascii: ".")) {
      isWhole = false
      guard position < bytes.count, Self.isDigit(bytes[position]) else {
        throw unexpected("where a digit of the fraction should be")
      }
      skipDigits()
    }
    let mantissaEnd = position
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      isWhole = false
      position += 1
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      guard position < bytes.count, Self.isDigit(bytes[position]) else {
        throw unexpected("where a digit of the exponent should be")
      }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isWhole, let whole = Int64(text) { return .int(whole) }
    guard let value = Double(text), value.isFinite else {
      throw JSONValue.ParseError(message: "a number too large for a double", offset: start)
    }
    if value == 0, bytes[start..<mantissaEnd].contains(where: { $0 >= 0x31 && $0 <= 0x39 }) {
      throw JSONValue.ParseError(
        message: "a number too small for a double (it would become 0)", offset: start)
    }
    return .double(value)
  }

  private mutating func literal(
    _ word: String, _ value: JSONValue
  ) throws(JSONValue.ParseError) -> JSONValue {
    let expected = word.utf8
    guard bytes.count - position >= expected.count,
      bytes[position..<position + expected.count].elementsEqual(expected)
    else { throw unexpected("where a value should be") }
    position += expected.count
    return value
  }

  private mutating func skipDigits() {
    while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  mutating func skipSpace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  mutating func take(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  private func error(_ message: String) -> JSONValue.ParseError {
    JSONValue.ParseError(message: message, offset: position)
  }

  /// `unexpected "x" where …`, naming the character found, or the end of the text.
  private func unexpected(_ context: String) -> JSONValue.ParseError {
    guard position < bytes.count else { return error("the text ends \(context)") }
    let found: String
    if bytes[position] < 0x80 {
      found = String(UnicodeScalar(bytes[position]).escaped(asASCII: true))
    } else {
      var iterator = bytes[position...].makeIterator()
      var decoder = UTF8()
      if case .scalarValue(let scalar) = decoder.decode(&iterator) {
        found = VisibleText.escaped(String(scalar))
      } else {
        found = "a byte that is not UTF-8"
      }
    }
    return error("unexpected \"\(found)\" \(context)")
  }
}
