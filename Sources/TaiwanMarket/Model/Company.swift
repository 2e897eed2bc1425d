/// A company as the exchanges' basic-information data describe it.
///
/// A company's identity is its code: two values with the same code are the same company,
/// possibly seen at different times (its capital changed, or it moved market). Equality
/// compares every field, so that a screen can tell an update from a new company.
///
/// Optional fields are nil when the source does not carry them or leaves them empty.
public struct Company: Identifiable, Hashable, Sendable, Codable {
  /// The fields, in one heap box shared by copies until one of them changes: a company is
  /// copied into every row that shows it, and a copy costs one reference count, not two
  /// dozen.
  private var box: Box

  /// 公司代號: `2330`, `0050`, `910322`, `2883B`. Leading zeros and letters are kept.
  public var code: String {
    get { box.fields.code }
    set { mutate { $0.code = newValue } }
  }

  /// 公司簡稱, the short name people know: `台積電`, `F-貿聯`, `M31`.
  public var shortName: String {
    get { box.fields.shortName }
    set { mutate { $0.shortName = newValue } }
  }

  /// 公司名稱, the registered name: `台灣積體電路製造股份有限公司`.
  public var fullName: String {
    get { box.fields.fullName }
    set { mutate { $0.fullName = newValue } }
  }

  /// 實收資本額, paid-in capital in NT$, or nil when the source gives none.
  public var capital: Int64? {
    get { box.fields.capital }
    set { mutate { $0.capital = newValue } }
  }

  /// The market the source lists it in.
  public var market: Market {
    get { box.fields.market }
    set { mutate { $0.market = newValue } }
  }

  /// 產業別, the exchange's industry code such as `24` (semiconductors).
  public var industryCode: String? {
    get { box.fields.industryCode }
    set { mutate { $0.industryCode = newValue } }
  }

  /// 外國企業註冊地國, the country of registration of a foreign company (`KY 開曼群島`);
  /// nil for a domestic company (the source writes `－`).
  public var foreignRegistration: String? {
    get { box.fields.foreignRegistration }
    set { mutate { $0.foreignRegistration = newValue } }
  }

  /// 董事長.
  public var chairman: String? {
    get { box.fields.chairman }
    set { mutate { $0.chairman = newValue } }
  }

  /// 總經理.
  public var generalManager: String? {
    get { box.fields.generalManager }
    set { mutate { $0.generalManager = newValue } }
  }

  /// 發言人.
  public var spokesperson: String? {
    get { box.fields.spokesperson }
    set { mutate { $0.spokesperson = newValue } }
  }

  /// 發言人職稱.
  public var spokespersonTitle: String? {
    get { box.fields.spokespersonTitle }
    set { mutate { $0.spokespersonTitle = newValue } }
  }

  /// 總機電話.
  public var telephone: String? {
    get { box.fields.telephone }
    set { mutate { $0.telephone = newValue } }
  }

  /// 成立日期.
  public var incorporationDate: CalendarDate? {
    get { box.fields.incorporationDate }
    set { mutate { $0.incorporationDate = newValue } }
  }

  /// 上市日期 (or the date it began trading on its market).
  public var listingDate: CalendarDate? {
    get { box.fields.listingDate }
    set { mutate { $0.listingDate = newValue } }
  }

  /// 普通股每股面額 as written: `新台幣 10.0000元`, `無面額`, `美金0.05元`.
  public var parValue: String? {
    get { box.fields.parValue }
    set { mutate { $0.parValue = newValue } }
  }

  /// 英文簡稱: `TSMC`.
  public var englishShortName: String? {
    get { box.fields.englishShortName }
    set { mutate { $0.englishShortName = newValue } }
  }

  /// 網址.
  public var website: String? {
    get { box.fields.website }
    set { mutate { $0.website = newValue } }
  }

  /// 電子郵件信箱.
  public var email: String? {
    get { box.fields.email }
    set { mutate { $0.email = newValue } }
  }

  /// 住址 (TPEx OpenAPI records carry only the English address).
  public var address: String? {
    get { box.fields.address }
    set { mutate { $0.address = newValue } }
  }

  /// 股票過戶機構, the stock transfer agent.
  public var transferAgent: String? {
    get { box.fields.transferAgent }
    set { mutate { $0.transferAgent = newValue } }
  }

  /// 已發行普通股數或TDR原股發行股數.
  public var issuedShares: Int64? {
    get { box.fields.issuedShares }
    set { mutate { $0.issuedShares = newValue } }
  }

  /// 出表日期, the date the exchange produced the data.
  public var dataDate: CalendarDate? {
    get { box.fields.dataDate }
    set { mutate { $0.dataDate = newValue } }
  }

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
    box = Box(
      Fields(
        code: code,
        shortName: shortName,
        fullName: fullName,
        capital: capital,
        market: market,
        industryCode: industryCode,
        foreignRegistration: foreignRegistration,
        chairman: chairman,
        generalManager: generalManager,
        spokesperson: spokesperson,
        spokespersonTitle: spokespersonTitle,
        telephone: telephone,
        incorporationDate: incorporationDate,
        listingDate: listingDate,
        parValue: parValue,
        englishShortName: englishShortName,
        website: website,
        email: email,
        address: address,
        transferAgent: transferAgent,
        issuedShares: issuedShares,
        dataDate: dataDate))
  }

  /// The company's code, its identity.
  public var id: String { code }

  /// True for a company registered abroad (`-KY` companies and TDR issuers).
  public var isForeign: Bool { foreignRegistration != nil }
}

extension Company {
  /// The stored fields of a company.
  struct Fields: Hashable, Codable {
    var code: String
    var shortName: String
    var fullName: String
    var capital: Int64?
    var market: Market
    var industryCode: String?
    var foreignRegistration: String?
    var chairman: String?
    var generalManager: String?
    var spokesperson: String?
    var spokespersonTitle: String?
    var telephone: String?
    var incorporationDate: CalendarDate?
    var listingDate: CalendarDate?
    var parValue: String?
    var englishShortName: String?
    var website: String?
    var email: String?
    var address: String?
    var transferAgent: String?
    var issuedShares: Int64?
    var dataDate: CalendarDate?
  }

  /// The shared, copy-on-write home of the fields. Only a uniquely referenced box is ever
  /// changed (see `mutate`), so sharing one between threads is safe.
  final class Box: @unchecked Sendable {
    var fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  private mutating func mutate(_ change: (inout Fields) -> Void) {
    if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    change(&box.fields)
  }

  /// Equal when every field is equal; copies of one value compare without looking inside.
  public static func == (lhs: Company, rhs: Company) -> Bool {
    lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
  }

  /// Hashes the code, market and capital: enough to spread companies, and equal companies
  /// always agree on them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(box.fields.code)
    hasher.combine(box.fields.market)
    hasher.combine(box.fields.capital)
  }

  /// Encodes the fields as keys of one object, as a plain struct would.
  public func encode(to encoder: any Encoder) throws {
    try box.fields.encode(to: encoder)
  }

  /// Decodes what `encode(to:)` writes.
  public init(from decoder: any Decoder) throws {
    box = Box(try Fields(from: decoder))
  }
}
