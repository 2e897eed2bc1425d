import TaiwanMarket
import TestSupport

/// The companies the model-based tests draw markets from: real codes and names, some of them
/// awkward for search (letters in codes, 臺 and 台, full-width text, accents written two ways),
/// and made-up ones (the 1000s) that put one query's matches in every rank tier: `2883` is
/// 2883's code, a prefix of 2883B, the start of 1002's short name and inside 1003's full name.
enum ModelCompanies {
  static let pool: [Company] = [
    company("1101", "台泥", "臺灣水泥股份有限公司", english: "TCC"),
    company("1102", "亞泥", "亞洲水泥股份有限公司", english: "ACC"),
    company("2330", "台積電", "台灣積體電路製造股份有限公司", english: "TSMC"),
    company("2303", "聯電", "聯華電子股份有限公司", english: "UMC"),
    company("6488", "環球晶", "環球晶圓股份有限公司", english: "GWC"),
    company("6643", "M31", "円星科技股份有限公司", english: "M31"),
    company("1260", "富味鄉", "富味鄉食品股份有限公司"),
    company("0050", "元大台灣50", "元大台灣卓越50證券投資信託基金", english: "ＴＷ５０"),
    company("2883B", "凱基金乙特", "凱基金融控股股份有限公司"),
    company("910322", "康師傅", "康師傅控股有限公司", english: "TINGYI"),
    company("3673", "TPK-KY", "TPK Holding Co., Ltd.", english: "TPK"),
    company("8888", "Caf\u{E9}", "Cafe\u{301} 咖啡股份有限公司", english: "CAFE\u{301}"),
    company("8889", "e\u{301}清", "\u{E9}清股份有限公司"),
    company("2883", "凱基金", "凱基金融控股股份有限公司"),
    company("2633", "台灣高鐵", "台灣高速鐵路股份有限公司", english: "THSR"),
    company("1000", "2330概念", "二三三零概念投資股份有限公司"),
    company("1001", "高鐵周邊", "台灣高鐵周邊服務股份有限公司"),
    company("1002", "2883特選", "二八八三特選投資股份有限公司"),
    company("1003", "金控通", "持有2883股份之投資股份有限公司"),
  ]

  static func company(
    _ code: String, _ shortName: String, _ fullName: String, english: String? = nil
  ) -> Company {
    Company(
      code: code, shortName: shortName, fullName: fullName, capital: 1_000_000_000,
      market: .listed, englishShortName: english)
  }

  /// A market's answer drawn by `variant`: about half the pool, with that market, a capital
  /// that tells versions apart, sorted by code as decoders deliver it, or now and then not;
  /// now and then with records skipped or repaired, and now and then with no company at all.
  static func data(_ market: Market, variant: UInt64) -> MarketData {
    var random = SplitMix64(seed: variant)
    var companies = pool.filter { _ in Bool.random(using: &random) }
    if Int.random(in: 0..<8, using: &random) == 0 { companies = [] }
    let issues = Int.random(in: 0..<3, using: &random) == 0 ? self.issues(&random) : []
    let version = Int64.random(in: 1...3, using: &random)
    for index in companies.indices {
      companies[index].market = market
      companies[index].capital = version == 3 ? nil : version * 1_000_000
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      companies.shuffle(using: &random)
    } else {
      companies.sort { $0.code.utf8.lexicographicallyPrecedes($1.code.utf8) }
    }
    let date = CalendarDate(year: 2024, month: 10, day: Int.random(in: 1...29, using: &random))
    return MarketData(
      market: market, companies: companies, issues: issues, dataDate: date,
      origin: .memory(name: "model"))
  }

  /// One to nine issues on lines 2 to 12, so that lines repeat (a record repaired twice, or
  /// repaired then skipped), all counting lines or all counting records.
  static func issues(_ random: inout SplitMix64) -> [DecodingIssue] {
    let numbering: DecodingIssue.Numbering = Bool.random(using: &random) ? .line : .record
    let kinds: [DecodingIssue.Kind] = [
      .emptyCode, .emptyNames, .duplicateCode("1101"), .missingFields(expected: 5, found: 2),
      .malformedRecord("null"), .invalidValue(field: "實收資本額", found: "abc"),
      .invalidValue(field: "成立日期", found: "1990"), .invalidValue(field: "實收資本額", found: "-"),
    ]
    return (0..<Int.random(in: 1...9, using: &random)).map { _ in
      DecodingIssue(
        kind: kinds.randomElement(using: &random) ?? .emptyCode,
        line: Int.random(in: 2...12, using: &random), origin: .memory(name: "model"),
        numbering: numbering)
    }
  }
}
