import ScreenModel

extension WebFrontEnd {
  /// The words of the first locale a new session's body, `json`, asks for (`"locale"`: a string, or strings in the
  /// order a browser prefers them) that the catalogs of `fallback` have; else `fallback`.
  static func words(asked json: JSONValue?, else fallback: Words) -> Words {
    guard let asked = json?["locale"] else { return fallback }
    var requested: [String] = []
    switch asked {
    case .string(let one): requested = [one]
    case .array(let many):
      for case .string(let one) in many { requested.append(one) }
    default: break
    }
    guard let locale = LocaleMatch.best(for: requested, among: fallback.availableLocales) else {
      return fallback
    }
    return fallback.speaking(locale)
  }
}

extension WebPage {
  /// The catalog keys the page reads, `page.…` and the spoken separators.
  static let wordKeys = [
    "page.back", "page.actions", "page.screens", "page.unreachable", "page.notSent",
    "page.retryNow",
    "page.startAgain", "page.staleSince", "page.keptLabel", "page.listSeparator", "page.kept",
    "page.ended", "page.lost", "page.refused", "page.unreadable", "accessibility.separator",
    "accessibility.sentence",
  ]

  /// The page's words in `words`, by key, each a text with `%@` where the page puts its
  /// values: the same templates the catalog holds, marked in a pseudo-locale.
  static func words(_ words: Words) -> JSONValue {
    .object(wordKeys.map { JSONValue.Member($0, .string(words[$0, "%@"])) })
  }
}
