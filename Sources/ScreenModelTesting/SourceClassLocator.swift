import Foundation

/// Finds, in a test's source file, the type whose body holds a given line.
///
/// Only needed for the first snapshot assertion of a process, before the test observer has
/// seen a test start. It reads the file named by `#filePath` and takes the nearest top-level
/// declaration above the line (swift-format puts those in column 0): `final class
/// DirectoryTests: XCTestCase {` gives `DirectoryTests`, `extension DirectoryTests {` too;
/// a top-level function or variable above the line gives `nil`, as does a file it cannot read.
enum SourceClassLocator {
  private static let typeKeywords: Set<Substring> = [
    "class", "struct", "enum", "actor", "extension", "protocol",
  ]
  private static let otherKeywords: Set<Substring> = [
    "func", "var", "let", "typealias", "init", "subscript", "macro",
  ]
  private static let modifiers: Set<Substring> = [
    "final", "public", "open", "internal", "private", "fileprivate", "package", "nonisolated",
    "indirect",
  ]

  /// What a column-0 line declares.
  enum Declaration: Equatable {
    /// A type or an extension of one, by its (unqualified) name.
    case type(String)
    /// A function, variable or other non-type declaration.
    case other
  }

  /// The name of the top-level type enclosing `line` (1-based) in the file at `path`.
  static func className(enclosingLine line: Int, inFile path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    // Character.isNewline also splits CRLF files, whose "\r\n" is one character.
    let lines = String(decoding: data, as: UTF8.self).split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for text in lines.prefix(line).reversed() {
      switch declaration(in: text) {
      case .type(let name)?: return name
      case .other?: return nil
      case nil: continue
      }
    }
    return nil
  }

  /// What `text` declares when it is a top-level declaration; `nil` for any other line.
  static func declaration(in text: Substring) -> Declaration? {
    guard let first = text.first, !first.isWhitespace, first != "}", first != "/" else {
      return nil
    }
    var words = withoutAttributes(text).split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    while let word = words.first, modifiers.contains(word) { words = words.dropFirst() }
    guard let keyword = words.first else { return nil }
    if otherKeywords.contains(keyword) { return .other }
    guard typeKeywords.contains(keyword), let rawName = words.dropFirst().first else {
      return nil
    }
    let name = rawName.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return name.split(separator: ".").last.map { .type(String($0)) }
  }

  /// The line with leading `@Attribute` and `@Attribute(arguments)` removed.
  private static func withoutAttributes(_ text: Substring) -> Substring {
    var rest = text.drop { $0 == " " }
    while rest.first == "@" {
      rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      if rest.first == "(" {
        var depth = 0
        while let character = rest.first {
          rest = rest.dropFirst()
          if character == "(" { depth += 1 }
          if character == ")" { depth -= 1 }
          if depth == 0 { break }
        }
      }
      rest = rest.drop { $0 == " " }
    }
    return rest
  }
}
