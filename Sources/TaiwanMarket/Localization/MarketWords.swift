import Foundation
import ScreenModel

/// TaiwanMarket's String Catalog: the names of the markets and of the industries, why a
/// market could not be loaded, and how a capital is written, in zh-Hant and en.
///
/// A program that shows these words searches this catalog beside its own; the names that take
/// no `Words` read its zh-Hant words.
///
///     let words = Words(locale: "en", catalogs: [MarketWords.catalog])
///     print(Market.otc.name(in: words), Industry(code: "24")!.displayName(in: words))
///     // Prints "OTC Semiconductors (24)"
public enum MarketWords {
  /// The catalog, read once from the module's resources; a missing or broken file stops the
  /// program naming it, as the module cannot speak without its words.
  public static let catalog = StringCatalog.resource(
    folder?.appendingPathComponent("TaiwanMarket.xcstrings"), named: "TaiwanMarket.xcstrings")

  /// The catalog's words in the package's source language, zh-Hant.
  public static let source = Words(locale: Words.sourceLocale, catalogs: [catalog])

  /// The resource bundle SwiftPM makes, or, for a build of the sources by `swiftc` alone
  /// (the fuzzing harness), the folder beside this file.
  private static var folder: URL? {
    #if SWIFT_PACKAGE
      Bundle.module.url(forResource: "Catalogs", withExtension: nil)
    #else
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Catalogs")
    #endif
  }
}

extension Market {
  /// The market's name in `words`: 上市, 上櫃, 興櫃; Listed, OTC, Emerging.
  public func name(in words: Words) -> String {
    switch self {
    case .listed: words["market.listed"]
    case .otc: words["market.otc"]
    case .emerging: words["market.emerging"]
    }
  }

  /// `markets`' names in `words`, in the locale's way of listing them: `上市、上櫃`,
  /// `Listed, OTC`.
  public static func names(of markets: [Market], in words: Words) -> String {
    markets.map { $0.name(in: words) }.joined(separator: words["market.listSeparator"])
  }
}

extension Industry {
  /// The exchange's name for the industry in `words`: 半導體業, Semiconductors.
  public func name(in words: Words) -> String {
    words["industry." + code]
  }

  /// The name with its code, as the profile and the screener show it: `半導體業（24）`,
  /// `Semiconductors (24)`.
  public func displayName(in words: Words) -> String {
    words["industry.withCode", name(in: words), code]
  }
}
