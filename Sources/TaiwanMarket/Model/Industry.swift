/// An industry of the exchanges' classification, as the data's `產業別` column codes it.
///
/// The names are those the Taiwan Stock Exchange publishes for its listed companies' industry
/// classes (產業類別), which the Taipei Exchange shares for OTC and emerging companies and
/// extends with classes of its own (32 文化創意業, 33 農業科技業, 34 電子商務, 80 管理股票).
/// Codes no longer given to any company (07 化學生技醫療 and 13 電子工業, split in 2007) are
/// left out; the 2023 classes (16 renamed 觀光餐旅, 35–38) are in. Their English names, in
/// the catalog beside the Chinese (`MarketWords`), say the same classes in plain English, close
/// to the exchanges' English pages: `Semiconductors (24)`.
///
///     print(Industry(code: "24")?.displayName ?? "")
///     // Prints "半導體業（24）"
public struct Industry: Hashable, Sendable, Comparable {
  /// The two-digit code as the data writes it: `24`.
  public let code: String

  /// The industry with `code` (leading and trailing white space ignored), or nil for a code
  /// the classification lacks.
  public init?(code: String) {
    let trimmed = String(SearchFolding.trimmed(code))
    guard Self.ordinals[trimmed] != nil else { return nil }
    self.code = trimmed
  }

  private init(known code: String) {
    self.code = code
  }

  /// The exchange's name for it in zh-Hant, the catalog's source language: `半導體業`.
  public var name: String { name(in: MarketWords.source) }

  /// `半導體業（24）`: the name with its code, as the profile and the screener show it.
  public var displayName: String { displayName(in: MarketWords.source) }

  /// Every industry, by code; their names are in the catalog (`MarketWords`), `industry.24`.
  public static let all: [Industry] = [
    "01", "02", "03", "04", "05", "06", "08", "09", "10", "11", "12", "14", "15", "16", "17",
    "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32",
    "33", "34", "35", "36", "37", "38", "80", "91",
  ].map(Industry.init(known:))

  /// The place in `all` of the industry with `code` as the data writes it (no white space),
  /// for a table that keeps one small number a company; nil for a code `all` lacks.
  public static func ordinal(ofCode code: String) -> Int? { ordinals[code] }

  /// Industries order by code.
  public static func < (lhs: Industry, rhs: Industry) -> Bool { lhs.code < rhs.code }

  private static let ordinals = Dictionary(
    uniqueKeysWithValues: all.enumerated().map { ($0.element.code, $0.offset) })
}

extension Company {
  /// The industry of `industryCode`, nil when there is none or the classification lacks it.
  public var industry: Industry? { industryCode.flatMap(Industry.init(code:)) }
}
