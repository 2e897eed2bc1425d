import Testing

@testable import SnapshotStore

/// Where the lexer finds regex literals, by the language's rules for `/`: each case was read
/// the same way by the compiler in Swift 6 mode (`swiftc -parse`).
@Suite struct SwiftLexerTests {
  /// The texts of the literals in `code`, in order; `nil` when the lexer stops at an error.
  private func literals(_ code: String) -> [String]? {
    let source = SwiftSource(Array(code.utf8))
    var lexer = SwiftLexer(source, at: 0)
    var found: [String] = []
    while true {
      switch lexer.next() {
      case .failure: return nil
      case .success(nil): return found
      case .success(let token?):
        if token.kind == .literal {
          found.append(String(decoding: source.bytes[token.range], as: UTF8.self))
        }
      }
    }
  }

  /// Each token of `code` up to the end or an error: its text and its kind.
  private func tokens(_ code: String) -> [(text: String, kind: SwiftLexer.Kind)] {
    let source = SwiftSource(Array(code.utf8))
    var lexer = SwiftLexer(source, at: 0)
    var found: [(String, SwiftLexer.Kind)] = []
    while case .success(let token?) = lexer.next() {
      found.append((String(decoding: source.bytes[token.range], as: UTF8.self), token.kind))
    }
    return found
  }

  static let regexCases: [(String, [String])] = [
    ("x = /a/", ["/a/"]), ("return /a/", ["/a/"]), ("[/a/, /b/]", ["/a/", "/b/"]),
    ("f(x: /a/)", ["/a/"]), ("x = / a /", ["/ a /"]), ("y = x /a/ 2", ["/a/"]),
    ("(/[/]/)", ["/[/"]), (#"(/\//)"#, [#"/\//"#]), ("x = !/a/", ["!/a/"]),
    ("(/(a)/)", ["/(a)/"]), (#"(/\)/)"#, [#"/\)/"#]), ("(/[)]/)", ["/[)]/"]),
    ("x = #/a/#", ["#/a/#"]), ("x = ##/a/#/##", ["##/a/#/##"]), ("/a/", ["/a/"]),
    ("let x = /* c *//a/", ["/a/"]), ("\u{A0}/a/", ["/a/"]), ("_ = \u{A0}/a/", ["/a/"]),
    ("x = #/\n  a\n  /#", ["#/\n  a\n  /#"]),
    (##"x = #"a/"#"##, [##"#"a/"#"##]),
  ]

  @Test(arguments: regexCases)
  func regexLiterals(code: String, expected: [String]) {
    #expect(literals(code) == expected, "\(code)")
  }

  @Test(arguments: [
    "a / b / c", "a/b/c", "f(/, b)", "x.contains(/a /)", "(/a)/)", "(/a\n/)", "func /(a: Int) {}",
    "operator /", "x /= 2", "(/a/*c*/)", "f(x) / g(y) / 2", "a! / b / c", "[1] / 2 / 3",
    "x = 1 / 2 /* / */", "x = /a",
  ])
  func operators(code: String) {
    #expect(literals(code) == [], "\(code)")
  }

  @Test func trivia_EndsAtCodeAndAnUnterminatedCommentIsNone() {
    let cases: [(String, Int?)] = [
      ("  // a\n  x", 9), ("/* a */x", 7), ("/* a /* b */ */ x", 16), ("/*", nil), ("/* a", nil),
      ("/", 0), (" ", 1), ("", 0),
    ]
    for (code, expected) in cases {
      #expect(
        SwiftSource(Array(code.utf8)).skipTrivia(from: 0) == expected, "\(code.debugDescription)")
    }
  }

  @Test func anOperatorBetweenNoBreakSpaces_IsBinary_AtTheEndOfTheFileToo() {
    for code in ["a\u{A0}-\u{A0}b", "a\u{A0}-\u{A0}"] {
      let operators = tokens(code).filter { $0.text == "-" }.map(\.kind)
      #expect(operators == [.binaryOperator], "\(code.debugDescription)")
    }
  }

  @Test func aHashThatEndsTheFile_IsALoneHash() {
    #expect(literals("x = #") == [])
    #expect(literals("x = ##") == [])
  }

  @Test func aNumberAndADotThatEndTheFile_AreTwoTokens() {
    #expect(tokens("x = 1.").map(\.text) == ["x", "=", "1", "."])
  }

  @Test func aCommentRightAfterAnOperator_CutsItShort() {
    for (code, expected) in [
      ("a -/* c */ b", ["a", "-", "b"]), ("a -//c\nb", ["a", "-", "b"]),
      ("a +-/* c */ b", ["a", "+-", "b"]),
    ] {
      #expect(tokens(code).map(\.text) == expected, "\(code.debugDescription)")
    }
  }

  @Test func backtickedIdentifiers_EndAtTheirClosingBacktick() {
    #expect(tokens("`default`(`x`)").map(\.text) == ["`default`", "(", "`x`", ")"])
  }

  @Test(arguments: [
    "x = / a", "x = #/a/", "x = #/a\n/#", "x = \"a", "x = /* a", "x = \"a\ny = \"",
  ])
  func unterminated(code: String) {
    #expect(literals(code) == nil, "\(code)")
  }
}
