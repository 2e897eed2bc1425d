/// A field of `Company` as the exchanges name it: the MOPS CSV header and the TWSE OpenAPI
/// use the Chinese name, the TPEx OpenAPI an English key with dots.
///
///     print(CompanyField.capital.chineseKey, CompanyField.capital.englishKey)
///     // Prints "實收資本額 Paidin.Capital.NTDollars"
public enum CompanyField: Int, CaseIterable, Sendable {
  /// 出表日期, a Republic of China calendar date.
  case dataDate
  /// 公司代號.
  case code
  /// 公司名稱.
  case fullName
  /// 公司簡稱.
  case shortName
  /// 外國企業註冊地國.
  case registration
  /// 產業別.
  case industryCode
  /// 住址.
  case address
  /// 董事長.
  case chairman
  /// 總經理.
  case generalManager
  /// 發言人.
  case spokesperson
  /// 發言人職稱.
  case spokespersonTitle
  /// 總機電話.
  case telephone
  /// 成立日期, `YYYYMMDD`.
  case incorporationDate
  /// 上市日期, `YYYYMMDD`.
  case listingDate
  /// 普通股每股面額.
  case parValue
  /// 實收資本額.
  case capital
  /// 股票過戶機構.
  case transferAgent
  /// 英文簡稱.
  case englishShortName
  /// 電子郵件信箱.
  case email
  /// 網址.
  case website
  /// 已發行普通股數或TDR原股發行股數.
  case issuedShares

  /// The fields without which a record is no company: code, short name, full name.
  public static let required: [CompanyField] = [.code, .shortName, .fullName]

  /// The name in the MOPS CSV header and the TWSE OpenAPI JSON.
  public var chineseKey: String {
    switch self {
    case .dataDate: "出表日期"
    case .code: "公司代號"
    case .fullName: "公司名稱"
    case .shortName: "公司簡稱"
    case .registration: "外國企業註冊地國"
    case .industryCode: "產業別"
    case .address: "住址"
    case .chairman: "董事長"
    case .generalManager: "總經理"
    case .spokesperson: "發言人"
    case .spokespersonTitle: "發言人職稱"
    case .telephone: "總機電話"
    case .incorporationDate: "成立日期"
    case .listingDate: "上市日期"
    case .parValue: "普通股每股面額"
    case .capital: "實收資本額"
    case .transferAgent: "股票過戶機構"
    case .englishShortName: "英文簡稱"
    case .email: "電子郵件信箱"
    case .website: "網址"
    case .issuedShares: "已發行普通股數或TDR原股發行股數"
    }
  }

  /// The key in the TPEx OpenAPI JSON (`mopsfin_t187ap03_O`, `mopsfin_t187ap03_R`).
  public var englishKey: String {
    switch self {
    case .dataDate: "Date"
    case .code: "SecuritiesCompanyCode"
    case .fullName: "CompanyName"
    case .shortName: "CompanyAbbreviation"
    case .registration: "Registration"
    case .industryCode: "SecuritiesIndustryCode"
    case .address: "Address"
    case .chairman: "Chairman"
    case .generalManager: "GeneralManager"
    case .spokesperson: "Spokesman"
    case .spokespersonTitle: "TitleOfSpokesman"
    case .telephone: "Telephone"
    case .incorporationDate: "DateOfIncorporation"
    case .listingDate: "DateOfListing"
    case .parValue: "ParValueOfCommonStock"
    case .capital: "Paidin.Capital.NTDollars"
    case .transferAgent: "StockTransferAgent"
    case .englishShortName: "Symbol"
    case .email: "EmailAddress"
    case .website: "WebAddress"
    case .issuedShares: "IssueShares"
    }
  }
}

/// One record of a source, read field by field as raw UTF-8 bytes.
///
/// The CSV reader hands out slices of the file without copying; the JSON reader hands out
/// the bytes of each string value. `CompanyAssembler` turns either into a `Company`, and
/// `QuoteAssembler` into a `Quote`.
protocol FieldReader<Field> {
  /// The fields of the records read: `CompanyField` or `QuoteField`.
  associatedtype Field

  /// Calls `body` with the bytes of `field`, or with nil when the record does not have it.
  func withBytes<Result>(
    of field: Field, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result

  /// The name of `field` as this source writes it, for issues.
  func name(of field: Field) -> String
}

/// A field of a kind of record, as a CSV header names it: the decoders find columns by name.
protocol HeaderNamedField: CaseIterable, RawRepresentable where RawValue == Int {
  /// The fields without which a header is not of this kind of record.
  static var required: [Self] { get }

  /// The column's name in a CSV header, or nil when the CSV form has no such column.
  var headerName: String? { get }
}

extension CompanyField: HeaderNamedField {
  var headerName: String? { chineseKey }
}

/// What reading a typed field found: nothing, a value, or text that is not such a value.
enum FieldValue<Value> {
  /// The field is missing or empty once trimmed.
  case absent
  /// The field holds a value.
  case value(Value)
  /// The field holds text that is not a value of this kind, as found (trimmed).
  case invalid(String)

  /// The value, or nil when absent or invalid.
  var value: Value? {
    if case .value(let value) = self { value } else { nil }
  }
}
