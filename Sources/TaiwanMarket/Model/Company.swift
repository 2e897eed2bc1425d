/// A company as the exchanges' basic-information data describe it.
///
/// A company's identity is its code: two values with the same code are the same company,
/// possibly seen at different times (its capital changed, or it moved market). Equality
/// compares every field, so that a screen can tell an update from a new company.
///
/// Optional fields are nil when the source does not carry them or leaves them empty.
public struct Company: Identifiable, Hashable, Sendable, Codable {
  /// 公司代號: `2330`, `0050`, `910322`, `2883B`. Leading zeros and letters are kept.
  public var code: String
  /// 公司簡稱, the short name people know: `台積電`, `F-貿聯`, `M31`.
  public var shortName: String
  /// 公司名稱, the registered name: `台灣積體電路製造股份有限公司`.
  public var fullName: String
  /// 實收資本額, paid-in capital in NT$, or nil when the source gives none.
  public var capital: Int64?
  /// The market the source lists it in.
  public var market: Market

  /// 產業別, the exchange's industry code such as `24` (semiconductors).
  public var industryCode: String?
  /// 外國企業註冊地國, the country of registration of a foreign company (`KY 開曼群島`);
  /// nil for a domestic company (the source writes `－`).
  public var foreignRegistration: String?
  /// 董事長.
  public var chairman: String?
  /// 總經理.
  public var generalManager: String?
  /// 發言人.
  public var spokesperson: String?
  /// 發言人職稱.
  public var spokespersonTitle: String?
  /// 總機電話.
  public var telephone: String?
  /// 成立日期.
  public var incorporationDate: CalendarDate?
  /// 上市日期 (or the date it began trading on its market).
  public var listingDate: CalendarDate?
  /// 普通股每股面額 as written: `新台幣 10.0000元`, `無面額`, `美金0.05元`.
  public var parValue: String?
  /// 英文簡稱: `TSMC`.
  public var englishShortName: String?
  /// 網址.
  public var website: String?
  /// 電子郵件信箱.
  public var email: String?
  /// 住址 (TPEx OpenAPI records carry only the English address).
  public var address: String?
  /// 股票過戶機構, the stock transfer agent.
  public var transferAgent: String?
  /// 已發行普通股數或TDR原股發行股數.
  public var issuedShares: Int64?
  /// 出表日期, the date the exchange produced the data.
  public var dataDate: CalendarDate?

  /// The company's code, its identity.
  public var id: String { code }

  /// Creates a company; every profile field defaults to nil.
  public init(
    code: String, shortName: String, fullName: String, capital: Int64?, market: Market,
    industryCode: String? = nil, foreignRegistration: String? = nil, chairman: String? = nil,
    generalManager: String? = nil, spokesperson: String? = nil, spokespersonTitle: String? = nil,
    telephone: String? = nil, incorporationDate: CalendarDate? = nil,
    listingDate: CalendarDate? = nil, parValue: String? = nil, englishShortName: String? = nil,
    website: String? = nil, email: String? = nil, address: String? = nil,
    transferAgent: String? = nil, issuedShares: Int64? = nil, dataDate: CalendarDate? = nil
  ) {
    self.code = code
    self.shortName = shortName
    self.fullName = fullName
    self.capital = capital
    self.market = market
    self.industryCode = industryCode
    self.foreignRegistration = foreignRegistration
    self.chairman = chairman
    self.generalManager = generalManager
    self.spokesperson = spokesperson
    self.spokespersonTitle = spokespersonTitle
    self.telephone = telephone
    self.incorporationDate = incorporationDate
    self.listingDate = listingDate
    self.parValue = parValue
    self.englishShortName = englishShortName
    self.website = website
    self.email = email
    self.address = address
    self.transferAgent = transferAgent
    self.issuedShares = issuedShares
    self.dataDate = dataDate
  }

  /// True for a company registered abroad (`-KY` companies and TDR issuers).
  public var isForeign: Bool { foreignRegistration != nil }
}
