/// An industry of the exchanges' classification, as the data's `產業別` column codes it.
///
/// The names are those the Taiwan Stock Exchange publishes for its listed companies' industry
/// classes (產業類別), which the Taipei Exchange shares for OTC and emerging companies and
/// extends with classes of its own (32 文化創意業, 33 農業科技業, 34 電子商務, 80 管理股票).
/// Codes no longer given to any company (07 化學生技醫療 and 13 電子工業, split in 2007) are
/// left out; the 2023 classes (16 renamed 觀光餐旅, 35–38) are in.
///
///     print(Industry(code: "24")?.displayName ?? "")
///     // Prints "半導體業（24）"
public struct Industry: Hashable, Sendable, Comparable {
  /// The two-digit code as the data writes it: `24`.
  public let code: String
  /// The exchange's name for it: `半導體業`.
  public let name: String

  /// The industry with `code` (leading and trailing white space ignored), or nil for a code
  /// the classification lacks.
  public init?(code: String) {
    let trimmed = String(SearchFolding.trimmed(code))
    guard let name = Self.names[trimmed] else { return nil }
    self.code = trimmed
    self.name = name
  }

  private init(_ code: String, _ name: String) {
    self.code = code
    self.name = name
  }

  /// `半導體業（24）`: the name with its code, as the profile and the screener show it.
  public var displayName: String { "\(name)（\(code)）" }

  /// Every industry, by code.
  public static let all: [Industry] = [
    Industry("01", "水泥工業"), Industry("02", "食品工業"), Industry("03", "塑膠工業"),
    Industry("04", "紡織纖維"), Industry("05", "電機機械"), Industry("06", "電器電纜"),
    Industry("08", "玻璃陶瓷"), Industry("09", "造紙工業"), Industry("10", "鋼鐵工業"),
    Industry("11", "橡膠工業"), Industry("12", "汽車工業"), Industry("14", "建材營造業"),
    Industry("15", "航運業"), Industry("16", "觀光餐旅"), Industry("17", "金融保險業"),
    Industry("18", "貿易百貨業"), Industry("19", "綜合"), Industry("20", "其他業"),
    Industry("21", "化學工業"), Industry("22", "生技醫療業"), Industry("23", "油電燃氣業"),
    Industry("24", "半導體業"), Industry("25", "電腦及週邊設備業"), Industry("26", "光電業"),
    Industry("27", "通信網路業"), Industry("28", "電子零組件業"), Industry("29", "電子通路業"),
    Industry("30", "資訊服務業"), Industry("31", "其他電子業"), Industry("32", "文化創意業"),
    Industry("33", "農業科技業"), Industry("34", "電子商務"), Industry("35", "綠能環保"),
    Industry("36", "數位雲端"), Industry("37", "運動休閒"), Industry("38", "居家生活"),
    Industry("80", "管理股票"), Industry("91", "存託憑證"),
  ]

  /// The place in `all` of the industry with `code` as the data writes it (no white space),
  /// for a table that keeps one small number a company; nil for a code `all` lacks.
  public static func ordinal(ofCode code: String) -> Int? { ordinals[code] }

  /// Industries order by code.
  public static func < (lhs: Industry, rhs: Industry) -> Bool { lhs.code < rhs.code }

  private static let names = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0.name) })
  private static let ordinals = Dictionary(
    uniqueKeysWithValues: all.enumerated().map { ($0.element.code, $0.offset) })
}

extension Company {
  /// The industry of `industryCode`, nil when there is none or the classification lacks it.
  public var industry: Industry? { industryCode.flatMap(Industry.init(code:)) }
}
