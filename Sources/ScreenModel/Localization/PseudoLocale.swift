/// A pseudo-locale, as Android's `en-XA`: its language's words with every letter accented,
/// a third longer, between brackets. A snapshot in one shows at a glance which texts came
/// from no catalog (they have no brackets) and which lines no longer fit once words grow.
///
///     PseudoLocale.marked("Enter open")
///     // "[Éñţéŕ öþéñ ····]"
public enum PseudoLocale {
  /// The region that makes a locale a pseudo-locale.
  public static let region = "XA"

  /// True for `en-XA` and any other language with the region `XA`.
  public static func isPseudo(_ locale: String) -> Bool {
    base(of: locale) != nil
  }

  /// The language a pseudo-locale's words are taken from: `en` for `en-XA`; nil for a
  /// locale that is not a pseudo-locale.
  public static func base(of locale: String) -> String? {
    let parts = locale.split(separator: "-")
    guard parts.count > 1, parts.last.map(String.init) == region else { return nil }
    return parts.dropLast().joined(separator: "-")
  }

  /// `text` accented, lengthened by a third (at least one mark) and bracketed; format
  /// specifiers stay as they are, and a text without a letter (a separator) is unchanged.
  public static func marked(_ text: String) -> String {
    guard text.contains(where: \.isLetter) else { return text }
    let specifiers = FormatSpecifiers.ranges(in: text)
    var output = "["
    var index = text.startIndex
    var letters = 0
    while index < text.endIndex {
      if let range = specifiers.first(where: { $0.lowerBound == index }) {
        output += text[range]
        index = range.upperBound
        continue
      }
      let character = text[index]
      if character.isLetter { letters += 1 }
      output.append(accents[character] ?? character)
      index = text.index(after: index)
    }
    let padding = max(1, (letters + 2) / 3)
    return output + " " + String(repeating: "·", count: padding) + "]"
  }

  /// `text` as a pseudo-locale shows a word its language has no translation of: as it is,
  /// in the source language, between `⟦` and `⟧`, never mistaken for a translation.
  ///
  ///     PseudoLocale.markedFallback("送出")
  ///     // "⟦送出⟧"
  public static func markedFallback(_ text: String) -> String {
    text.isEmpty ? text : "⟦" + text + "⟧"
  }

  private static let accents: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let accented = Array("àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
  }()
}
