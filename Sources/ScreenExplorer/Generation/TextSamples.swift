import ScreenModel

/// The values a text is tried with: the edges where text handling breaks. Empty, one
/// character, the field's limit and one past it, digits written every way a user types them
/// (negative, with a fraction, grouped, full-width, an exponent, too many to fit an integer),
/// emoji, right-to-left text, an invisible mark, and text longer than any screen.
///
///     TextSamples.values(for: .wholeNumber, maxLength: 6)
///     // ["", "0", "1", "-1", "007", "１２３", "1e3", "99999999999999999999", "1,000", …,
///     //  "666666", "7777777"]
///
/// Each is one scenario word or a run of them: no leading, trailing or doubled spaces, no
/// `#` (a comment), nothing a line would read otherwise.
enum TextSamples {
  /// The values for a field that takes `content`, at most `maxLength` characters.
  static func values(for content: TextContent?, maxLength: Int?) -> [String] {
    var values = [""] + common
    switch content {
    case .wholeNumber?: values += whole
    case .decimal?: values += whole + decimal
    case .code?: values += codes
    case .text?, nil: values += words
    }
    if let maxLength, maxLength > 0, maxLength < 1000 {
      values.append(String(repeating: "6", count: maxLength))
      values.append(String(repeating: "7", count: maxLength + 1))
    } else {
      values.append(String(repeating: "長", count: 1000))
    }
    return values
  }

  /// What every field is tried with.
  private static let common = ["a", "0"]
  /// Whole numbers, as typed.
  private static let whole = ["1", "-1", "007", "１２３", "1e3", "99999999999999999999", "1,000"]
  /// Numbers with a fraction, as typed.
  private static let decimal = ["0.5", ".5", "1.", "-0.0", "１．５", "1,234.56", "NaN"]
  /// Identifiers of every shape a user types.
  private static let codes = ["2330", "0050", "00632R", "9999", "２３３０", "ab"]
  /// Words of every script and direction.
  private static let words = [
    "台積", "臺灣", "Ab", "📈🐉", "👩‍💻", "שלום עולם", "مرحبا", "a\u{200F}b", "ＡＢＣ", "x y",
  ]

  /// Words taken from what the screen shows, for a parameter named `name`: the values rows
  /// carry under that name (a `code` parameter meets the rows' codes), then the start of the
  /// first cell of rows, as a user types a name seen on screen. At most `limit`.
  static func seen(on screen: AnyScreen, for name: String, limit: Int = 4) -> [String] {
    var found: [String] = []
    for index in representativeRows(of: screen, limit: 8) {
      guard let row = screen.row(at: index) else { continue }
      if case .string(let value)? = row.json[name], isWord(value), !found.contains(value) {
        found.append(value)
      }
      if found.count >= limit { break }
    }
    if found.isEmpty {
      for index in representativeRows(of: screen, limit: 4) {
        let title = screen.row(at: index)?.text.cells.first?.text ?? ""
        let start = String(title.prefix { !$0.isWhitespace }.prefix(2))
        if !start.isEmpty, isWord(start), !found.contains(start) { found.append(start) }
      }
    }
    return Array(found.prefix(limit))
  }

  /// True when `text` is one scenario word: not empty, no white space, no `#`.
  static func isWord(_ text: String) -> Bool {
    !text.isEmpty && !text.unicodeScalars.contains { $0.properties.isWhitespace || $0 == "#" }
  }

  /// True when `text` reads back as itself at the end of a scenario line: words parted by
  /// single spaces, no `#`.
  static func isRest(_ text: String) -> Bool {
    text.split(separator: " ", omittingEmptySubsequences: false).allSatisfy {
      $0.isEmpty ? false : isWord(String($0))
    } || text.isEmpty
  }

  /// The first, last and middle rows, and the first of each kind: at most `limit`.
  static func representativeRows(of screen: AnyScreen, limit: Int) -> [Int] {
    let count = screen.count
    guard count > 0 else { return [] }
    var picked = [0, count - 1, count / 2]
    var kinds: Set<String> = []
    for index in 0..<min(count, 64) {
      if let kind = screen.row(at: index)?.kind, kinds.insert(kind).inserted {
        picked.append(index)
      }
    }
    var unique: [Int] = []
    for index in picked where !unique.contains(index) { unique.append(index) }
    return Array(unique.sorted().prefix(limit))
  }
}
