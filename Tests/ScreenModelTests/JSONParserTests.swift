import ScreenModel
import TestSupport
import XCTest

final class JSONParserTests: XCTestCase {
  func testEveryKindOfValue_InOrder() throws {
    let text =
      #" {"event":"open","n":-12,"x":1.5e2,"ok":true,"no":false,"nil":null,"a":[1,[],{}]} "#
    let value = try JSONValue(parsing: text)
    XCTAssertEqual(
      value,
      .object([
        "event": "open", "n": .int(-12), "x": .double(150), "ok": .bool(true), "no": .bool(false),
        "nil": .null, "a": .array([.int(1), .array([]), .object([])]),
      ]))
  }

  func testStrings_EscapesAndSurrogatePairs() throws {
    let value = try JSONValue(parsing: #""台積\u96fb \"q\" \\ \/ \b\f\n\r\t \ud83d\ude00""#)
    XCTAssertEqual(value, .string("台積電 \"q\" \\ / \u{08}\u{0C}\n\r\t 😀"))
  }

  func testNumbers_WholeFitsInt64_OtherwiseDouble() throws {
    XCTAssertEqual(try JSONValue(parsing: "259327332420"), .int(259_327_332_420))
    XCTAssertEqual(try JSONValue(parsing: "-0"), .int(0))
    XCTAssertEqual(
      try JSONValue(parsing: "9223372036854775808"), .double(9_223_372_036_854_775_808))
    XCTAssertEqual(try JSONValue(parsing: "2.50"), .double(2.5))
    XCTAssertEqual(try JSONValue(parsing: "1E3"), .double(1000))
  }

  func testErrors_SayWhatAndWhere() {
    let cases: [(String, String, Int)] = [
      ("", "the text ends where a value should be", 0),
      ("{\"a\":1} x", "unexpected \"x\" after the value", 8),
      ("{\"a\" 1}", "unexpected \"1\" where \":\" should be", 5),
      ("[1 2]", "unexpected \"2\" where \",\" or \"]\" should be", 3),
      ("{1:2}", "unexpected \"1\" where a member's name should be", 1),
      ("\"abc", "a string that never ends", 0),
      ("\"a\u{1}\"", "a control character inside a string", 2),
      (#""\q""#, "unexpected \"q\" after a backslash", 2),
      (#""\ud800""#, "half a surrogate pair", 1),
      (#""\u12G4""#, "unexpected \"G\" where a hexadecimal digit of \\u should be", 5),
      ("01", "unexpected \"1\" after the value", 1),
      ("-", "the text ends where a digit should be", 1),
      ("1.", "the text ends where a digit of the fraction should be", 2),
      ("tru", "unexpected \"t\" where a value should be", 0),
      ("[1,]", "unexpected \"]\" where a value should be", 3),
      ("台", "unexpected \"台\" where a value should be", 0),
    ]
    for (text, message, offset) in cases {
      XCTAssertThrowsError(try JSONValue(parsing: text), text) { error in
        let problem = error as? JSONValue.ParseError
        XCTAssertEqual(problem?.message, message, text)
        XCTAssertEqual(problem?.offset, offset, text)
      }
    }
  }

  func testDepth_IsBoundedInsteadOfExhaustingTheStack() throws {
    let deep = String(repeating: "[", count: 100_000)
    XCTAssertThrowsError(try JSONValue(parsing: deep)) { error in
      XCTAssertEqual((error as? JSONValue.ParseError)?.message, "nested deeper than 256 levels")
    }
    let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    XCTAssertNoThrow(try JSONValue(parsing: fine))
  }

  /// Seeded random values read back from their own text as the same value.
  func testProperty_WritingThenReadingGivesTheSameValue() throws {
    var generator = SplitMix64(seed: 0x15_0A)
    for round in 0..<2_000 {
      let value = Self.randomValue(depth: 0, &generator)
      XCTAssertEqual(try JSONValue(parsing: value.text), value, "round \(round): \(value.text)")
    }
  }

  private static func randomValue(depth: Int, _ generator: inout SplitMix64) -> JSONValue {
    let pick = Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &generator)
    switch pick {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2: return .int(Int64.random(in: Int64.min...Int64.max, using: &generator))
    case 3: return .double(Double(Int.random(in: -1_000...1_000, using: &generator)) + 0.25)
    case 4: return .string(randomText(&generator))
    case 5:
      return .array(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          randomValue(depth: depth + 1, &generator)
        })
    default:
      return .object(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          JSONValue.Member(randomText(&generator), randomValue(depth: depth + 1, &generator))
        })
    }
  }

  private static func randomText(_ generator: inout SplitMix64) -> String {
    let pool: [Unicode.Scalar] = ["a", "\"", "\\", "\n", "\u{1}", "台", "積", "😀", "\u{2028}", " "]
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...6, using: &generator) {
      scalars.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
    }
    return String(scalars)
  }
}
