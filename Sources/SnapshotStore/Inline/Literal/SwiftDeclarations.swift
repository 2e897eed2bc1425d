/// The types and functions a Swift file declares, as far as finding a test's function needs:
/// each one's name, its body (from `{` to `}`) and the declaration around it; and the calls of
/// a function inside a body.
///
///     // struct ListTests { @Test func title() { assertInlineTextSnapshot(of: x) { "" } } }
///     let found = SwiftDeclarations(source).bodies(ofTest: "title", inSuite: "ListTests",
///                                                  fileSuite: "ListTests")
///     // one body; the offset of the call's name comes from
///     // SwiftDeclarations.calls(named: "assertInlineTextSnapshot", in: found[0],
///     //                         of: source)
///
/// Like `SwiftSource`, it never parses Swift: it reads tokens with `SwiftLexer`, so literals,
/// comments and regex literals hide their brackets, and it stops where the lexer stops.
struct SwiftDeclarations {
  /// A type (`class`, `struct`, `enum`, `actor`, `extension`, `protocol`) or a function.
  struct Declaration: Hashable {
    var isType: Bool
    /// The name, without backticks; an extension's is the last part of the type it extends.
    var name: String
    /// From the `{` to the `}` of the body.
    var body: Range<Int>
    /// The index of the declaration whose body holds this one.
    var parent: Int?
  }

  let declarations: [Declaration]

  /// Reads the declarations of `source`.
  ///
  /// - Complexity: O(n) in the file's bytes.
  init(_ source: SwiftSource) {
    var found: [Declaration] = []
    // One entry an open bracket: the declaration whose body it opens, if any.
    var open: [Int?] = []
    var pending: (isType: Bool, name: String, depth: Int)?
    var expectName: Bool?
    var afterTypeName = false
    var lexer = SwiftLexer(source, at: 0)
    while case .success(let token?) = lexer.next() {
      let text = String(decoding: source.bytes[token.range], as: UTF8.self)
      let wasAfterTypeName = afterTypeName
      afterTypeName = false
      if let isType = expectName {
        expectName = nil
        if token.kind == .identifier {
          pending = (isType, Self.bare(text), open.count)
          afterTypeName = isType
          continue
        }
      }
      if wasAfterTypeName, token.kind == .punctuation, text == "." {
        // `extension Outer.Inner`: the name is the last part.
        expectName = true
        continue
      }
      switch token.kind {
      case .open(.openBrace):
        let parent = open.last { $0 != nil } ?? nil
        if let last = pending, last.depth == open.count {
          found.append(
            Declaration(
              isType: last.isType, name: last.name,
              body: token.range.lowerBound..<token.range.upperBound,
              parent: parent))
          open.append(found.count - 1)
          pending = nil
        } else {
          open.append(nil)
        }
      case .open: open.append(nil)
      case .close:
        if let index = open.popLast() ?? nil {
          found[index].body = found[index].body.lowerBound..<token.range.upperBound
        }
        if let last = pending, last.depth > open.count { pending = nil }
      case .keyword, .identifier:
        if let isType = Self.introducer(text) {
          expectName = isType
          pending = nil
        } else if Self.endsADeclaration.contains(text), pending?.depth == open.count {
          pending = nil
        }
      default: continue
      }
    }
    declarations = found
  }

  /// Whether `word` starts a declaration whose name follows (`true` for a type, `false` for a
  /// function); `nil` for any other word.
  private static func introducer(_ word: String) -> Bool? {
    switch word {
    case "func": false
    case "class", "struct", "enum", "actor", "extension", "protocol": true
    default: nil
    }
  }

  /// Words that start a declaration without a body of the kind looked for: a function
  /// declared before one of them had no body (a protocol's requirement).
  private static let endsADeclaration: Set<String> = [
    "var", "let", "init", "subscript", "typealias", "case", "import", "associatedtype",
  ]

  private static func bare(_ name: String) -> String {
    name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1
      ? String(name.dropFirst().dropLast()) : name
  }

  /// The bodies of the functions named `test` whose nearest enclosing type is named `suite`,
  /// or, when `suite` is `fileSuite` (a free `@Test` function's suite is its file's name),
  /// that no type encloses.
  func bodies(ofTest test: String, inSuite suite: String, fileSuite: String) -> [Range<Int>] {
    let name = Self.bare(test)
    return declarations.indices.compactMap { index in
      let declaration = declarations[index]
      guard !declaration.isType, declaration.name == name else { return nil }
      var parent = declaration.parent
      while let current = parent, !declarations[current].isType {
        parent = declarations[current].parent
      }
      let enclosing = parent.map { declarations[$0].name }
      return enclosing == Self.bare(suite) || (enclosing == nil && suite == fileSuite)
        ? declaration.body : nil
    }
  }

  /// The offsets of the names of calls of `name` (the name, then `(`) within `range`.
  static func calls(named name: String, in range: Range<Int>, of source: SwiftSource) -> [Int] {
    let wanted = Array(name.utf8)
    var found: [Int] = []
    var lexer = SwiftLexer(source, at: range.lowerBound)
    var previous: SwiftLexer.Token?
    while case .success(let token?) = lexer.next(), token.range.lowerBound < range.upperBound {
      if token.kind == .open(.openParen), let name = previous, name.kind == .identifier,
        source.bytes[name.range].elementsEqual(wanted)
      {
        found.append(name.range.lowerBound)
      }
      previous = token
    }
    return found
  }
}
