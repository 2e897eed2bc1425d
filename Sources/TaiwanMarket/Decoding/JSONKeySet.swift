/// The two key sets of the OpenAPI JSON: TWSE writes the CSV's Chinese column names, TPEx
/// English keys with dots (`Paidin.Capital.NTDollars`).
enum JSONKeySet {
  /// TWSE `t187ap03_L`: 公司代號, 公司名稱, …
  case chinese
  /// TPEx `mopsfin_t187ap03_O` and `_R`: SecuritiesCompanyCode, CompanyName, …
  case english

  /// The key set of a record: English when it has a TPEx code key, else Chinese.
  init(record: [String: Any]) {
    self = record[CompanyField.code.englishKey] != nil ? .english : .chinese
  }

  /// The key of `field` in this key set.
  func key(_ field: CompanyField) -> String {
    switch self {
    case .chinese: field.chineseKey
    case .english: field.englishKey
    }
  }
}
