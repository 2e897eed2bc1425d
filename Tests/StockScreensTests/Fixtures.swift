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

  static func data(_ market: Market, _ companies: [Company]? = nil) -> MarketData {
    let all = ["listed": listed, "otc": otc, "emerging": emerging][market.rawValue] ?? []
    return MarketData(market: market, companies: companies ?? all, origin: .memory(name: "fixture"))
  }

  static func failure(_ market: Market, _ reason: String = "HTTP 500") -> MarketDataError {
    MarketDataError(market: market, origin: .memory(name: "fixture"), kind: .injected(reason))
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
