/// Which plural form a count takes in a language, by CLDR's rules for whole numbers, so that a
/// team's catalog in French, Russian or Arabic gets the forms its translators wrote: `one`
/// for 0 and 1 in French, `few` for 22 in Russian, `other` for every count in Chinese.
///
///     PluralRule.category(of: 22, in: "ru")
///     // "few"
///
/// A language not listed here takes English's rule: `one` for exactly 1, else `other`.
enum PluralRule {
  /// `zero`, `one`, `two`, `few`, `many` or `other`: the category of `count` in the language
  /// of `locale` (`pt-BR` by `pt`).
  static func category(of count: Int, in locale: String) -> String {
    let language = (locale.split(separator: "-").first.map(String.init) ?? locale).lowercased()
    let n = count.magnitude
    let (ones, tens) = (n % 10, n % 100)
    let few = (2...4).contains(ones) && !(12...14).contains(tens)
    // Romance languages say "de" before a round million: `1 000 000 de livres`.
    let millions = n != 0 && n % 1_000_000 == 0
    switch language {
    case "zh", "ja", "ko", "th", "vi", "id", "ms", "lo", "my", "km":
      return "other"
    case "fr":
      return n <= 1 ? "one" : millions ? "many" : "other"
    case "pt":
      // Brazil counts 0 as one, as French does; Portugal only 1, as Spanish does.
      let zeroIsOne = !locale.lowercased().hasPrefix("pt-pt")
      return n == 1 || (zeroIsOne && n == 0) ? "one" : millions ? "many" : "other"
    case "es", "it", "ca":
      return n == 1 ? "one" : millions ? "many" : "other"
    case "hi", "bn", "fa", "am", "zu":
      return n <= 1 ? "one" : "other"
    case "ru", "uk", "be":
      if ones == 1, tens != 11 { return "one" }
      return few ? "few" : "many"
    case "pl":
      if n == 1 { return "one" }
      return few ? "few" : "many"
    case "cs", "sk":
      if n == 1 { return "one" }
      return (2...4).contains(n) ? "few" : "other"
    case "ar":
      switch (n, tens) {
      case (0, _): return "zero"
      case (1, _): return "one"
      case (2, _): return "two"
      case (_, 3...10): return "few"
      case (_, 11...99): return "many"
      default: return "other"
      }
    case "he":
      return n == 1 ? "one" : n == 2 ? "two" : "other"
    default:
      return n == 1 ? "one" : "other"
    }
  }
}
