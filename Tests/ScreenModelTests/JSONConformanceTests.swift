import ScreenModel
import TestSupport
import Testing

/// The parser against cases of every kind a JSON conformance suite holds, written here: texts
/// every parser must accept, texts it must refuse, the ones RFC 8259 leaves to the
/// implementation (each with the choice made here), depth, numbers at the edges of a `Double`,
/// and encodings other than well-formed UTF-8.
@Suite struct JSONConformanceTests {
  private func parse(_ bytes: [UInt8]) -> Result<JSONValue, JSONValue.ParseError> {
    Result { () throws(JSONValue.ParseError) in try JSONValue(parsing: bytes) }
  }

  private func parse(_ text: String) -> Result<JSONValue, JSONValue.ParseError> {
    parse(Array(text.utf8))
  }

  /// `MESSAGE at byte N`, the error's words, or `nil` when the text is accepted.
  private func refusal(_ bytes: [UInt8]) -> String? {
    guard case .failure(let error) = parse(bytes) else { return nil }
    return error.description
  }

  private func refusal(_ text: String) -> String? { refusal(Array(text.utf8)) }

  @Test(arguments: [
    (#"[]"#, JSONValue.array([])), (#"{}"#, .object([])), (" [ ] ", .array([])),
    ("\t\r\n[\n1\r]\t", .array([.int(1)])), ("2", .int(2)), (#""asd""#, .string("asd")),
    ("null", .null), ("false", .bool(false)), (#"[null, true]"#, .array([.null, .bool(true)])),
    (#"{"":0}"#, .object(["": .int(0)])),
    (#"{"a":1,"a":2}"#, .object(["a": .int(1), "a": .int(2)])),
    (#"[[[[]]]]"#, .array([.array([.array([.array([])])])])),
    (#"["\u0000"]"#, .array([.string("\u{0}")])), (#""\u002F\/""#, .string("//")),
    (#""\uD834\uDD1E""#, .string("𝄞")), (#""\uFFFF""#, .string("\u{FFFF}")),
    (#""a\u00e9b""#, .string("aéb")), (#"[-0]"#, .array([.int(0)])),
    (#"[1E22]"#, .array([.double(1e22)])), (#"[-1e-2]"#, .array([.double(-0.01)])),
    (#"[0e+1]"#, .array([.double(0)])), (#"[123e65]"#, .array([.double(123e65)])),
    (#"[1.5E-0]"#, .array([.double(1.5)])),
  ])
  func accepted(text: String, value: JSONValue) {
    #expect(parse(text) == .success(value), "\(text)")
  }

  @Test(arguments: [
    "[1,]", "[,1]", #"{"a":1,}"#, #"["a""#, "[01]", "[-01]", "[.1]", "[1.]", "[+1]", "[0x1]",
    "[Infinity]", "[-Infinity]", "[NaN]", #"["\x"]"#, "['a']", "[\"\t\"]", #"{"a" "b"}"#,
    "[1 true]", "{}}", "[]]", "123abc", "[1e]", "[1e+]", "[1E-]", "[1]//", "/* */[1]", "[1]/**/",
    "[\"\u{0}\"]", "{\"a\":}", "{:1}", "{\"a\"::1}", "[\"a\\\"]", "nul", "[True]", "", " ",
    "[1]\u{0}", #"{'a':1}"#, "[\u{A0}1]", "[-]", "[- 1]", "[1,,2]", #"{"a":1 "b":2}"#,
  ])
  func refused(text: String) {
    guard case .failure(let error) = parse(text) else {
      Issue.record("\(text.debugDescription) was accepted")
      return
    }
    #expect(error.offset >= 0 && error.offset <= text.utf8.count, "\(text.debugDescription)")
    #expect(!error.message.isEmpty)
  }

  @Test func surrogatePairs_AtTheEdgesOfBothHalves_AreOneScalar() {
    #expect(parse(#""\uD800\uDC00""#) == .success(.string("\u{10000}")))
    #expect(parse(#""\uD83D\uDFFF""#) == .success(.string("\u{1F7FF}")))
    #expect(parse(#""\uDBFF\uDFFF""#) == .success(.string("\u{10FFFF}")))
    #expect(parse(#""\uD7FF\uE000""#) == .success(.string("\u{D7FF}\u{E000}")), "no pair")
  }

  /// RFC 8259 lets a parser choose; each choice here, with its message and offset.
  @Test(arguments: [
    ("[1e400]", "a number too large for a double", 1),
    ("[-1e400]", "a number too large for a double", 1),
    ("1e999999", "a number too large for a double", 0),
    ("[123.456e-789]", "a number too small for a double (it would become 0)", 1),
    ("[-1e-400]", "a number too small for a double (it would become 0)", 1),
    (#"["\uDFAA"]"#, "half a surrogate pair", 2),
    (#"["\uD800\u0041"]"#, "half a surrogate pair", 2),
    (#"["\uD800"]"#, "half a surrogate pair", 2),
    (#"["\uD83D\uE000"]"#, "half a surrogate pair", 2),
    (#"["\uDBFF\uDBFF"]"#, "half a surrogate pair", 2),
    // A byte order mark draws nothing: the message shows it escaped (`VisibleText`).
    ("\u{FEFF}{}", #"unexpected "\u{FEFF}" where a value should be"#, 0),
  ])
  func implementationDefined_Refused(text: String, message: String, offset: Int) {
    #expect(refusal(text) == "\(message) at byte \(offset)")
  }

  @Test func implementationDefined_Accepted() {
    #expect(parse("[100000000000000000000]") == .success(.array([.double(1e20)])))
    #expect(parse("-9223372036854775809") == .success(.double(-9_223_372_036_854_775_808)))
    #expect(parse("[0e-999]") == .success(.array([.double(0)])))
    #expect(parse("[1.0]") == .success(.array([.double(1)])))
  }

  @Test func depth_AtTheLimitAndOnePast() {
    let limit = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect((try? parse(limit).get()) != nil)
    let past = "[" + limit + "]"
    #expect(refusal(past) == "nested deeper than 256 levels at byte 256")
    let objects =
      String(repeating: #"{"a":"#, count: 257) + "1" + String(repeating: "}", count: 257)
    #expect(
      refusal(objects) == "nested deeper than 256 levels at byte 1280")
  }

  @Test func numbers_AtTheEdgesOfADouble() {
    #expect(parse("1.7976931348623157e308") == .success(.double(.greatestFiniteMagnitude)))
    #expect(parse("-1.7976931348623157e308") == .success(.double(-.greatestFiniteMagnitude)))
    #expect(
      refusal("1.7976931348623159e308") == "a number too large for a double at byte 0")
    #expect(parse("4.9406564584124654e-324") == .success(.double(.leastNonzeroMagnitude)))
    #expect(parse("3e-324") == .success(.double(.leastNonzeroMagnitude)))
    #expect(
      refusal("2e-324") == "a number too small for a double (it would become 0) at byte 0")
    for digit in 1...9 {
      // Whichever digit is the only one not zero, the value was not zero before it underflowed.
      #expect(
        refusal("0.00\(digit)e-400")
          == "a number too small for a double (it would become 0) at byte 0")
    }
    #expect(parse("0.000e-400") == .success(.double(0)), "a zero written small is zero")
    #expect(parse("2.2250738585072014e-308") == .success(.double(.leastNormalMagnitude)))
    #expect(parse("9223372036854775807") == .success(.int(.max)))
    #expect(parse("-9223372036854775808") == .success(.int(.min)))
    #expect(parse("9223372036854775808") == .success(.double(9_223_372_036_854_775_808)))
    guard case .success(.double(let negativeZero)) = parse("-0.0") else {
      Issue.record("-0.0 is not a double")
      return
    }
    #expect(negativeZero == 0 && negativeZero.sign == .minus)
  }

  /// Well-formed UTF-8 of every length is read; every other byte sequence is an error at the
  /// offset of its first byte.
  @Test func encodings() {
    let quoted: ([UInt8]) -> [UInt8] = { [0x5B, 0x22] + $0 + [0x22, 0x5D] }
    let good: [([UInt8], String)] = [
      ([0xC3, 0xA9], "é"), ([0xE5, 0x8F, 0xB0], "台"), ([0xF0, 0x9F, 0x98, 0x80], "😀"),
      ([0xEF, 0xBF, 0xBF], "\u{FFFF}"), ([0xF4, 0x8F, 0xBF, 0xBF], "\u{10FFFF}"),
      ([0xEE, 0x80, 0x80], "\u{E000}"),
    ]
    for (bytes, text) in good {
      #expect(parse(quoted(bytes)) == .success(.array([.string(text)])), "\(bytes)")
    }
    let bad: [[UInt8]] = [
      [0xFF], [0xFE], [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF],
      [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
      [0xE6, 0x97], [0xF0, 0x9F, 0x98], [0xC3], [0xE5, 0x41, 0x41],
    ]
    for bytes in bad {
      let text = quoted(Array("ab".utf8) + bytes + Array("c".utf8))
      #expect(
        refusal(text) == "bytes that are not UTF-8 at byte 4", "\(bytes)")
    }
    let utf16LittleEndian: [UInt8] = [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00]
    #expect(
      refusal(utf16LittleEndian)
        == #"unexpected "a byte that is not UTF-8" where a value should be at byte 0"#)
    #expect(
      refusal([0x00, 0x5B, 0x00, 0x5D])
        == #"unexpected "\0" where a value should be at byte 0"#)
  }

  /// Seeded random bytes in a string: accepted exactly when the standard library finds them
  /// UTF-8, and otherwise refused at the end of their longest UTF-8 prefix.
  @Test func property_UTF8AsTheStandardLibraryReadsIt() {
    var generator = SplitMix64(seed: 0x7F8)
    let alphabet: [UInt8] =
      Array(0x80...0xFF) + [0x41, 0x7A, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xBF, 0x80]
    for _ in 0..<5_000 {
      let count = Int.random(in: 1...8, using: &generator)
      let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
      let answer = parse([0x22] + bytes + [0x22])
      if let text = String(validating: bytes, as: UTF8.self) {
        #expect(answer == .success(.string(text)), "\(bytes)")
      } else {
        let valid = (0...count).last { String(validating: bytes[..<$0], as: UTF8.self) != nil }
        #expect(
          refusal([0x22] + bytes + [0x22])
            == "bytes that are not UTF-8 at byte \(1 + (valid ?? 0))", "\(bytes)")
      }
    }
  }
}
