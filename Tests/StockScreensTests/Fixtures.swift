import TaiwanMarket

/// Small hand-made companies for screen tests.
enum Fixtures {
  static func company(
    _ code: String, _ shortName: String, _ fullName: String, capital: Int64? = 1_000_000_000,
    market: Market = .listed, english: String? = nil
  ) -> Company {
    Company(
      code: code, shortName: shortName, fullName: fullName, capital: capital, market: market,
      englishShortName: english)
  }

  static let listed = [
    company("1101", "台泥", "臺灣水泥股份有限公司", capital: 77_511_817_420, english: "TCC"),
    company("1102", "亞泥", "亞洲水泥股份有限公司", capital: 35_465_628_810, english: "ACC"),
    company("2330", "台積電", "台灣積體電路製造股份有限公司", capital: 259_327_332_420, english: "TSMC"),
    company("2303", "聯電", "聯華電子股份有限公司", capital: 125_301_758_000, english: "UMC"),
  ]

  static let otc = [
    company("6488", "環球晶", "環球晶圓股份有限公司", capital: 4_781_137_250, market: .otc, english: "GWC"),
    company("6643", "M31", "円星科技股份有限公司", capital: 418_051_600, market: .otc, english: "M31"),
  ]

  static let emerging = [
    company("1260", "富味鄉", "富味鄉食品股份有限公司", capital: nil, market: .emerging)
  ]

  /// Companies whose matches for one query fall in different rank tiers, the better tiers
  /// with the later codes, so that code order alone would put them wrong. Real where real
  /// companies collide (2883 and 2883B), made up where none do (the 1000s).
  ///
  /// - `2883`: exact code 2883, code prefix 2883B, short-name prefix 1002, anywhere 1003.
  /// - `23`: code prefixes 2303 and 2330, short-name prefix 1000 (a name starting with digits).
  /// - `台灣高鐵`: short-name prefix 2633, anywhere 1001 (its full name holds that short name).
  static let rankCollisions = [
    company("0050", "元大台灣50", "元大台灣卓越50證券投資信託基金"),
    company("1000", "2330概念", "二三三零概念投資股份有限公司"),
    company("1001", "高鐵周邊", "台灣高鐵周邊服務股份有限公司"),
    company("1002", "2883特選", "二八八三特選投資股份有限公司"),
    company("1003", "金控通", "持有2883股份之投資股份有限公司"),
    company("1101", "台泥", "臺灣水泥股份有限公司"),
    company("2303", "聯電", "聯華電子股份有限公司"),
    company("2330", "台積電", "台灣積體電路製造股份有限公司"),
    company("2633", "台灣高鐵", "台灣高速鐵路股份有限公司"),
    company("2883", "凱基金", "凱基金融控股股份有限公司"),
    company("2883B", "凱基金乙特", "凱基金融控股股份有限公司"),
  ]

  static func data(_ market: Market, _ companies: [Company]? = nil) -> MarketData {
    let all = ["listed": listed, "otc": otc, "emerging": emerging][market.rawValue] ?? []
    return MarketData(market: market, companies: companies ?? all, origin: .memory(name: "fixture"))
  }

  /// An issue of the record at `line` of a fixture.
  static func issue(
    _ kind: DecodingIssue.Kind, _ line: Int, numbering: DecodingIssue.Numbering = .line
  ) -> DecodingIssue {
    DecodingIssue(kind: kind, line: line, origin: .memory(name: "fixture"), numbering: numbering)
  }

  static func failure(_ market: Market, _ reason: String = "HTTP 500") -> MarketDataError {
    MarketDataError(market: market, origin: .memory(name: "fixture"), kind: .reported(reason))
  }
}

extension MarketData {
  /// The same data with `issues` reported.
  func with(issues: [DecodingIssue]) -> MarketData {
    var copy = self
    copy.issues = issues
    return copy
  }
}
