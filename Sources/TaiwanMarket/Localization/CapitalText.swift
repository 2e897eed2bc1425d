import ScreenModel

/// A paid-in capital as each locale writes it, exactly or in the locale's large unit.
///
///     let english = Words(locale: "en", catalogs: [MarketWords.catalog])
///     print(CapitalText.exact(259_327_332_420, in: MarketWords.source))
///     // Prints "259,327,332,420 元"
///     print(CapitalText.large(259_327_332_420, in: MarketWords.source))
///     // Prints "2,593.3 億"
///     print(CapitalText.large(259_327_332_420, in: english))
///     // Prints "NT$259.3 bn"
///
/// Chinese counts large amounts in 億 (10⁸), English in billions (10⁹), so the large unit is
/// a different power of ten by language, not the same number under another word: a
/// translation of `2,593.3 億` as `NT$2,593.3 hundred million` would be exact and unread.
/// English writes the currency as `NT$`, as the exchanges' own English pages and Taiwan's
/// English-language press do, before the amount, and `bn` as the financial press does.
public enum CapitalText {
  /// Every digit, grouped by thousands: `259,327,332,420 元`, `NT$259,327,332,420`.
  public static func exact(_ amount: Int64, in words: Words) -> String {
    words["capital.exact", DigitGrouping.grouped(amount)]
  }

  /// The amount in the locale's large unit to one decimal, rounded half up: `2,593.3 億`,
  /// `NT$259.3 bn`.
  public static func large(_ amount: Int64, in words: Words) -> String {
    let unit = largeUnit(for: words.lookupLocale).magnitude
    // Whole units and tenths apart, so that no amount an Int64 holds overflows.
    var whole = amount.magnitude / unit
    var tenths = (amount.magnitude % unit * 10 + unit / 2) / unit
    if tenths == 10 { (whole, tenths) = (whole + 1, 0) }
    let sign = amount < 0 ? "-" : ""
    let number = "\(sign)\(DigitGrouping.grouped(Int64(whole))).\(tenths)"
    return words["capital.large", number]
  }

  /// 10⁸ (億) for the languages that group large numbers by ten thousands (Chinese,
  /// Japanese, Korean), 10⁹ (billion) for the others.
  static func largeUnit(for locale: String) -> Int64 {
    let language = locale.split(separator: "-").first.map(String.init) ?? locale
    return ["zh", "ja", "ko"].contains(language) ? 100_000_000 : 1_000_000_000
  }
}
