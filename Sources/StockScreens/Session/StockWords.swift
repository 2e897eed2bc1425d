import Foundation
import ScreenModel
import TaiwanMarket

/// The words the stock app's screens are made in: a session's `Words`, searching the app's own
/// String Catalog (`Catalogs/StockScreens.xcstrings`, zh-Hant and en) and TaiwanMarket's
/// (`MarketWords`: the markets' names, why a load failed) before the package's.
///
///     let words = StockWords(Words(locale: "en"))
///     print(words["directory.noMatch", "xyz"])
///     // Prints "No company matches “xyz”"
///
/// Rows carry the words they were made in, so that a row knows its text; two rows compare
/// their words by locale alone, and hash nothing of them, so a diff of a million rows costs
/// what it cost before the words.
public struct StockWords: Hashable, Sendable {
  /// The words, the app's catalog among their catalogs.
  public let words: Words

  public init(_ words: Words) {
    self.words = words.including(Self.catalogs)
  }

  /// The app's words in zh-Hant, what a screen made outside a session speaks.
  public static let source = StockWords(Words.source)

  /// The text of `key` with `arguments` in place of its format specifiers.
  public subscript(_ key: String, _ arguments: String...) -> String {
    words.text(key, arguments)
  }

  /// The text of `key` for the number `count`, by the locale's plural rule.
  func counted(_ key: String, _ count: Int, _ arguments: String...) -> String {
    words.counted(key, count, arguments: arguments)
  }

  /// `n` written as the locale writes a count: `1,867` in both shipped locales.
  func number(_ count: Int) -> String { DigitGrouping.grouped(count) }

  /// True where a company goes by the exchange's English short name: in every language but
  /// Chinese, whose readers know the companies by their Chinese names.
  var usesEnglishNames: Bool { !words.lookupLocale.hasPrefix("zh") }

  /// The name a company goes by in these words: the exchange's English short name outside
  /// Chinese where the data gives one (`TSMC`), its Chinese short name otherwise (`台積電`).
  func name(of company: Company) -> String {
    usesEnglishNames ? company.englishName ?? company.shortName : company.shortName
  }

  /// The name a profile's company goes by, as `name(of:)` says for a company: the header's
  /// English short name outside Chinese where it has one.
  func name(of header: ProfileDocument.Header) -> String {
    usesEnglishNames ? Self.nonBlank(header.englishShortName) ?? header.shortName : header.shortName
  }

  /// `name` where it holds more than spaces, else nil. A scalar test, not Foundation's
  /// trimming, which a row's name took most of its time in.
  static func nonBlank(_ name: String?) -> String? {
    name.flatMap { $0.unicodeScalars.contains { !$0.properties.isWhitespace } ? $0 : nil }
  }

  /// A market's name: 上市, Listed.
  func name(of market: Market) -> String { market.name(in: words) }

  /// Why a market's load failed, as the row says it.
  func reason(_ error: MarketDataError) -> String { error.reason(in: words) }

  public static func == (lhs: StockWords, rhs: StockWords) -> Bool {
    lhs.words.locale == rhs.words.locale
  }

  public func hash(into hasher: inout Hasher) {}

  /// The catalogs the screens' words come from: the app's, then TaiwanMarket's.
  public static let catalogs = [catalog, MarketWords.catalog]

  /// The app's catalog, read once from the module's resources; a missing or broken file stops
  /// the program naming it, as the screens cannot speak without it.
  public static let catalog = StringCatalog.resource(
    folder?.appendingPathComponent("StockScreens.xcstrings"), named: "StockScreens.xcstrings")

  /// The resource bundle SwiftPM makes, or, for a build of the sources by `swiftc` alone,
  /// the folder beside the module's sources.
  private static var folder: URL? {
    #if SWIFT_PACKAGE
      Bundle.module.url(forResource: "Catalogs", withExtension: nil)
    #else
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Catalogs")
    #endif
  }
}

extension Company {
  /// The exchange's English short name; nil where the data gives none, or only spaces.
  var englishName: String? { StockWords.nonBlank(englishShortName) }
}
