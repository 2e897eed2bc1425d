import ScreenModel

/// The words of every locale of a program's catalogs, to find another locale's words on a
/// screen drawn in one: a screen in English that shows `尚未取得資料` made that row with the
/// words of zh-Hant, not the session's.
///
///     let leaks = LocaleLeaks(catalogs: words.catalogs)
///     leaks.found(in: screenText, locale: "en")
///     // ["\"尚未取得資料\" (directory.notFetched, zh-Hant) in line 3"]
///
/// A catalog text is found when its literal pieces (the parts between its format
/// specifiers) stand on one line in order, with no letter or digit just before or after
/// them. Only texts of four characters or more are looked
/// for, and never one the locale itself says too (a code, `HTTP`), so that data on screen
/// (a company's Chinese name in an English screen) is not taken for words. In a
/// pseudo-locale its language's words show only marked, so the plain ones are another's.
struct LocaleLeaks: Sendable {
  /// One catalog text: its key, its locale, and its literal pieces in order.
  private struct Pattern: Sendable {
    var key: String
    var locale: String
    var pieces: [String]
    var text: String { pieces.joined(separator: "…") }
    /// The longest piece, which a line must hold for the text to be on it.
    let anchor: String
    /// The anchor's first character: a line without it cannot hold the text.
    let lead: Character?

    init(key: String, locale: String, pieces: [String]) {
      self.key = key
      self.locale = locale
      self.pieces = pieces
      anchor = pieces.max { $0.count < $1.count } ?? ""
      lead = anchor.first
    }
  }

  /// The texts to look for on a screen of each locale: every other locale's.
  private let foreign: [String: [Pattern]]

  /// The texts of `catalogs`, for screens drawn in `locales`.
  init(catalogs: [StringCatalog], locales: [String]) {
    var patterns: [Pattern] = []
    var spoken: [String: Set<String>] = [:]
    for catalog in catalogs {
      for (key, values) in catalog.entries {
        for (locale, entry) in values {
          for text in Self.texts(of: entry) {
            let pieces = Self.pieces(of: text)
            spoken[locale, default: []].insert(pieces.joined(separator: "…"))
            spoken[locale + "-XA", default: []].insert(
              Self.pieces(of: PseudoLocale.marked(text)).joined(separator: "…"))
            guard pieces.reduce(0, { $0 + $1.count }) >= 4 else { continue }
            patterns.append(Pattern(key: key, locale: locale, pieces: pieces))
          }
        }
      }
    }
    patterns.sort { ($0.key, $0.locale) < ($1.key, $1.locale) }
    var foreign: [String: [Pattern]] = [:]
    for locale in locales {
      // What the locale says itself: its own texts, marked in a pseudo-locale.
      let own = spoken[locale] ?? spoken[PseudoLocale.base(of: locale) ?? locale] ?? []
      let language = Self.language(of: locale)
      foreign[locale] = patterns.filter {
        (Self.language(of: $0.locale) != language || PseudoLocale.isPseudo(locale))
          && !own.contains($0.text)
      }
    }
    self.foreign = foreign
  }

  /// The other locales' texts found on the lines of `text`, a screen drawn in `locale`,
  /// each with its key, its locale and its line.
  func found(in text: String, locale: String) -> [String] {
    let foreign = self.foreign[locale] ?? []
    var found: [String] = []
    for (number, line) in text.split(separator: "\n").enumerated() {
      let characters = Set(line)
      for pattern in foreign
      where pattern.lead.map(characters.contains) ?? false
        && Self.range(of: pattern.anchor, in: line[...]) != nil && Self.holds(line, pattern)
      {
        found.append(
          "\(VisibleText.quoted(pattern.text)) (\(pattern.key), \(pattern.locale)) in line "
            + "\(number + 1)")
      }
    }
    return found
  }

  /// `zh` of `zh-Hant-TW`, `en` of `en-XA`.
  private static func language(of locale: String) -> String {
    String(locale.prefix { $0 != "-" && $0 != "_" })
  }

  /// Whether `line` holds the pattern's pieces in order, the text standing as words of its
  /// own: no letter, digit or match bracket just before it or just after it, so that `塑膠工業` inside a
  /// company's name (`台灣塑膠工業股份有限公司`) is data, not another locale's word.
  private static func holds(_ line: Substring, _ pattern: Pattern) -> Bool {
    var searched = line[...]
    while let first = pattern.pieces.first, let start = range(of: first, in: searched) {
      searched = line[start.upperBound...]
      var rest = line[start.upperBound...]
      var end = start.upperBound
      var complete = true
      for piece in pattern.pieces.dropFirst() {
        guard let found = range(of: piece, in: rest) else {
          complete = false
          break
        }
        rest = line[found.upperBound...]
        end = found.upperBound
      }
      guard complete else { return false }
      let before =
        start.lowerBound > line.startIndex ? line[line.index(before: start.lowerBound)] : nil
      let after = end < line.endIndex ? line[end] : nil
      if !isWordCharacter(before), !isWordCharacter(after) { return true }
    }
    return false
  }

  /// Where `piece` first stands in `text`, its UTF-8 compared byte for byte: the standard
  /// library's search, without Foundation's, which compares by locale and is many times
  /// slower.
  private static func range(of piece: String, in text: Substring) -> Range<String.Index>? {
    let needle = Array(piece.utf8)
    guard let first = needle.first else { return nil }
    let bytes = text.utf8
    var from = bytes.startIndex
    while let start = bytes[from...].firstIndex(of: first) {
      var index = start
      var matched = true
      for byte in needle {
        guard index < bytes.endIndex, bytes[index] == byte else {
          matched = false
          break
        }
        index = bytes.index(after: index)
      }
      if matched { return start..<index }
      from = bytes.index(after: start)
    }
    return nil
  }

  /// A letter, a digit, or the brackets a search's match is marked with on screen
  /// (`PChome [on]line`), which stand inside the word they mark.
  private static func isWordCharacter(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isLetter || character.isNumber || character == "[" || character == "]"
  }

  private static func texts(of entry: StringCatalog.Entry) -> [String] {
    switch entry {
    case .text(let text): [text]
    case .plural(let forms): forms.keys.sorted().compactMap { forms[$0] }
    }
  }

  /// The literal pieces of `text` between its format specifiers (`%@`, `%lld`, `%1$@`),
  /// trimmed, the empty ones left out.
  static func pieces(of text: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "%", let end = specifierEnd(in: text, from: index) {
        pieces.append(current)
        current = ""
        index = end
        continue
      }
      current.append(text[index])
      index = text.index(after: index)
    }
    pieces.append(current)
    return pieces.map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
  }

  /// Where a format specifier starting at `start` ends: `%@`, `%%`, `%lld`, `%d`, `%1$@`.
  private static func specifierEnd(in text: String, from start: String.Index) -> String.Index? {
    var index = text.index(after: start)
    while index < text.endIndex, text[index].isNumber || text[index] == "$" {
      index = text.index(after: index)
    }
    for suffix in ["@", "%", "lld", "ld", "d", "s", "f"]
    where text[index...].hasPrefix(suffix) {
      return text.index(index, offsetBy: suffix.count)
    }
    return nil
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    var text = self[...]
    while text.first == set { text = text.dropFirst() }
    while text.last == set { text = text.dropLast() }
    return String(text)
  }
}
