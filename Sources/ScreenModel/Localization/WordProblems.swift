/// What went wrong looking words up, each once, in the order met: a key no catalog has (it
/// reads as itself), a key without words in the locale (it reads in the source language),
/// and a text filled with fewer arguments than it takes (a specifier shows
/// as written) or more (the last go unshown). Shared by a `Words` and every `Words` made from
/// it (`speaking(_:)`, `including(_:)`), so a program's words keep one record.
final class WordProblems: @unchecked Sendable {
  /// The most problems kept; later ones are counted, not kept.
  static let limit = 100

  private let lock = Lock()
  private var kept: [String] = []
  private var seen: Set<String> = []
  private var uncounted = 0

  /// Every problem kept, then how many more were met, when any were.
  var all: [String] {
    lock.around {
      uncounted == 0 ? kept : kept + ["\(uncounted) more problems with words, not kept"]
    }
  }

  /// Keeps `problem` unless it was met before.
  func note(_ problem: String) {
    lock.around {
      guard !seen.contains(problem) else { return }
      guard kept.count < Self.limit else {
        uncounted += 1
        return
      }
      seen.insert(problem)
      kept.append(problem)
    }
  }

  /// Notes a key no catalog has.
  func missing(_ key: String) {
    note("no catalog has the key \(VisibleText.quoted(key)): it shows as itself")
  }

  /// Notes a key whose words in `locale` are those of `source`, for want of a translation.
  func fallback(_ key: String, in locale: String, shows source: String) {
    note("\(VisibleText.quoted(key)) has no words in \(locale): it shows in \(source)")
  }

  /// Notes `arguments` given for `key`'s text in `locale` where `template` (one form of the
  /// text) fills `needed` and the text's forms together take `taken`.
  func check(
    _ key: String, in locale: String, given arguments: Int, needed: Int, taken: Int
  ) {
    guard arguments < needed || arguments > taken else { return }
    let what =
      arguments < needed
      ? "its text takes \(needed) and was given \(arguments): a specifier shows as written"
      : "its text takes \(taken) and was given \(arguments): the last go unshown"
    note("\(VisibleText.quoted(key)) (\(locale)): \(what)")
  }
}
