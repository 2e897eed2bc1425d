/// The words of one locale: every text a front end or a screen shows, looked up by key in
/// String Catalogs, a team's own first and the package's last.
///
///     let words = Words(locale: "en")
///     print(words["play.unchanged"])
///     // Prints "(no change on screen)"
///     print(words.counted("play.hidden", 3, DigitGrouping.grouped(3)))
///     // Prints "(3 more rows not shown)"
///
/// A key missing in the locale is looked up in its parents (`zh-Hant-TW`, then `zh-Hant`),
/// then in each catalog's source language, which is named in `problems` (`missingKeys` lists
/// every such key ahead); a key no catalog has reads as itself, so that a missing word shows
/// on screen and in snapshots, and is named in `problems`, as a text filled with too few or
/// too many arguments is. A pseudo-locale (`en-XA`: its language, then the region `XA`)
/// reads its language's words accented, lengthened and bracketed (`PseudoLocale`): a text
/// on screen without brackets came from no catalog, and one in `⟦⟧` from the source language
/// for want of a translation.
public struct Words: Sendable {
  /// The locale the words are in: `zh-Hant`, `en`, `en-XA`.
  public let locale: String
  /// The catalogs searched, first to last: a team's, then the package's.
  public let catalogs: [StringCatalog]

  /// The words of `locale` from `catalogs`, then the package's own catalog.
  public init(locale: String, catalogs: [StringCatalog] = []) {
    self.init(locale, searching: catalogs + [PackageCatalog.frontEnds])
  }

  /// The locale the words are looked up in and its parents, most specific first, and whether
  /// it is a pseudo-locale: made once, as every word a row shows is looked up through them.
  private let lookupChain: [String]
  private let pseudo: Bool
  // Each key's words as found, marked and taken apart: every row of every update asks for
  // the same few keys.
  private let found = LookedUpWords()
  private let log: WordProblems

  private init(
    _ locale: String, searching catalogs: [StringCatalog], log: WordProblems = WordProblems()
  ) {
    self.locale = locale
    self.catalogs = catalogs
    self.log = log
    let base = PseudoLocale.base(of: locale)
    pseudo = base != nil
    lookupChain = Self.chain(of: base ?? locale)
  }

  /// The same catalogs' words in `locale`.
  public func speaking(_ locale: String) -> Words {
    Words(locale, searching: catalogs, log: log)
  }

  /// The same words with `more` searched too: after the catalogs given first (a program's),
  /// before the package's own; a catalog already searched is not added twice. A session adds
  /// its screens' catalogs this way (`AnyScreenDeclaration.catalogs`).
  public func including(_ more: [StringCatalog]) -> Words {
    var added: [StringCatalog] = []
    for catalog in more where !catalogs.contains(catalog) && !added.contains(catalog) {
      added.append(catalog)
    }
    guard !added.isEmpty else { return self }
    let own = catalogs.last == PackageCatalog.frontEnds ? catalogs.dropLast() : catalogs[...]
    let package = catalogs.last == PackageCatalog.frontEnds ? [PackageCatalog.frontEnds] : []
    return Words(locale, searching: Array(own) + added + package, log: log)
  }

  /// The locales the catalogs have a word in, with the pseudo-locale of English, sorted.
  public var availableLocales: [String] {
    let have = catalogs.reduce(into: Set<String>()) { $0.formUnion($1.locales) }
    let pseudo = have.contains("en") ? ["en-" + PseudoLocale.region] : []
    return (Array(have) + pseudo).sorted()
  }

  /// The package's first language, whose words every snapshot of today was written in.
  public static let sourceLocale = "zh-Hant"

  /// The words of `sourceLocale` from the package's catalog alone.
  public static let source = Words(locale: sourceLocale)

  /// True for a pseudo-locale: a language with the region `XA` (`en-XA`).
  public var isPseudo: Bool { pseudo }

  /// The language the words are looked up in: the locale, or a pseudo-locale's language.
  public var lookupLocale: String { lookupChain.first ?? locale }

  /// The text of `key` with `arguments` in place of its format specifiers.
  public subscript(_ key: String, _ arguments: String...) -> String {
    text(key, arguments)
  }

  /// The text of `key` with `arguments` in place of its format specifiers.
  public func text(_ key: String, _ arguments: [String] = []) -> String {
    guard let entry = entry(for: key) else {
      log.missing(key)
      return key
    }
    return filled(entry.other, of: entry, key, arguments)
  }

  /// What went wrong looking words up, each once, in the order met: a key no catalog has,
  /// which shows as itself, and a text given fewer arguments than it takes, whose specifier
  /// shows as written (`%@`), or more, the last unshown. Kept by these words and every
  /// `Words` made from them (`speaking(_:)`, `including(_:)`); the first 100, then a count.
  /// A localized snapshot fails on them (`assertTextSnapshot(in:…)`), and a test of words of
  /// its own reads them.
  ///
  ///     let words = Words(locale: "en")
  ///     _ = words["play.hidden"]
  ///     print(words.problems)
  ///     // Prints ["\"play.hidden\" (en): its text takes 1 and was given 0: a specifier shows as written"]
  public var problems: [String] { log.all }

  /// `template`, one form of `entry`, filled with `arguments`, a count that does not fit
  /// noted.
  private func filled(
    _ template: FormatTemplate, of entry: LookedUpWords.Entry, _ key: String, _ arguments: [String]
  ) -> String {
    if arguments.count != template.argumentCount || arguments.count != entry.takes {
      log.check(
        key, in: locale, given: arguments.count, needed: template.argumentCount,
        taken: entry.takes)
    }
    return template.filled(arguments)
  }

  /// The text of `key` for the number `count`, by the locale's plural rule (`one` for 1 in
  /// English, `other` always in Chinese), with `arguments` in place of its specifiers.
  public func counted(_ key: String, _ count: Int, _ arguments: String...) -> String {
    counted(key, count, arguments: arguments)
  }

  /// The text of `key` for the number `count`, with `arguments` in place of its specifiers:
  /// `counted(_:_:_:)` for arguments gathered in an array.
  public func counted(_ key: String, _ count: Int, arguments: [String]) -> String {
    guard let entry = entry(for: key) else {
      log.missing(key)
      return key
    }
    guard let forms = entry.plural else { return filled(entry.other, of: entry, key, arguments) }
    let category = PluralRule.category(of: count, in: lookupLocale)
    return filled(forms[category] ?? entry.other, of: entry, key, arguments)
  }

  /// True when some catalog gives `key` a value in this locale or one of its parents.
  public func has(_ key: String) -> Bool {
    catalogs.contains { catalog in
      lookupChain.contains { catalog.entries[key]?[$0] != nil }
    }
  }

  /// `zh-Hant-TW`, `zh-Hant`, `zh`: the locale and its parents, most specific first.
  static func chain(of locale: String) -> [String] {
    var parts = locale.split(separator: "-").map(String.init)
    var chain: [String] = []
    while !parts.isEmpty {
      chain.append(parts.joined(separator: "-"))
      parts.removeLast()
    }
    return chain
  }

  /// `key`'s words in this locale, from memory after the first time; nil when no catalog
  /// has the key (not kept: only catalog keys are, so the memory has a bound).
  private func entry(for key: String) -> LookedUpWords.Entry? {
    if let kept = found.entry(for: key) { return kept }
    guard let (entry, fallback) = catalogEntry(for: key) else { return nil }
    if let fallback { log.fallback(key, in: locale, shows: fallback) }
    let mark = fallback == nil ? PseudoLocale.marked : PseudoLocale.markedFallback
    let marked = { (text: String) in FormatTemplate(pseudo ? mark(text) : text) }
    let made: LookedUpWords.Entry
    switch entry {
    case .text(let text): made = LookedUpWords.Entry(other: marked(text), plural: nil)
    case .plural(let forms):
      let templates = forms.mapValues(marked)
      made = LookedUpWords.Entry(other: templates["other"] ?? marked(""), plural: templates)
    }
    found.keep(made, for: key)
    return made
  }

  /// `key`'s entry in this locale or a parent; else in a catalog's source language, with
  /// that language (`fallback`).
  private func catalogEntry(
    for key: String
  ) -> (entry: StringCatalog.Entry, fallback: String?)? {
    for locale in lookupChain {
      for catalog in catalogs {
        if let entry = catalog.entries[key]?[locale] { return (entry, nil) }
      }
    }
    for catalog in catalogs {
      if let entry = catalog.entries[key]?[catalog.sourceLanguage] {
        return (entry, catalog.sourceLanguage)
      }
    }
    return nil
  }

  /// Every key of the catalogs without words in this locale (nor a parent): each shows in
  /// its catalog's source language, and is named in `problems` once shown. In the order of
  /// the catalogs, then of the keys; a pseudo-locale misses what its language misses.
  ///
  ///     Words(locale: "en", catalogs: [teamCatalog]).missingKeys
  ///     // ["ticket.submit"]: the team's catalog has it in zh-Hant alone
  public var missingKeys: [String] {
    var missing: [String] = []
    var seen: Set<String> = []
    for catalog in catalogs where !lookupChain.contains(catalog.sourceLanguage) {
      for key in catalog.entries.keys.sorted() where !has(key) && seen.insert(key).inserted {
        missing.append(key)
      }
    }
    return missing
  }
}

/// The words one `Words` has found, by key: a catalog's text in the locale, marked when it
/// is a pseudo-locale, taken apart into a `FormatTemplate`. What they come from, the locale
/// and the catalogs, never changes for a `Words`; another locale or more catalogs make
/// another `Words` with memory of its own.
private final class LookedUpWords: @unchecked Sendable {
  struct Entry {
    /// The text, or a plural's `other` form.
    let other: FormatTemplate
    /// Every form of a plural, by category.
    let plural: [String: FormatTemplate]?
    /// The arguments the text takes: the most any of its forms fills (a plural's `one` may
    /// leave out the count its `other` shows).
    let takes: Int

    init(other: FormatTemplate, plural: [String: FormatTemplate]?) {
      self.other = other
      self.plural = plural
      takes = (plural?.values.map(\.argumentCount) ?? []).reduce(other.argumentCount, max)
    }
  }

  private let lock = Lock()
  private var entries: [String: Entry] = [:]

  func entry(for key: String) -> Entry? {
    lock.around { entries[key] }
  }

  func keep(_ entry: Entry, for key: String) {
    lock.around { entries[key] = entry }
  }
}

extension Words: Equatable {
  public static func == (lhs: Words, rhs: Words) -> Bool {
    lhs.locale == rhs.locale && lhs.catalogs == rhs.catalogs
  }
}

extension Words: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(locale)
  }
}
