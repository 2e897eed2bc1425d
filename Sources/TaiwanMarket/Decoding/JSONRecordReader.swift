import Foundation

/// Reads the fields of one OpenAPI JSON record: strings as they are, numbers as their
/// decimal text, null as absent.
struct JSONRecordReader<Keys: JSONKeys>: FieldReader {
  /// The record.
  let record: [String: Any]
  /// Its key set.
  let keys: Keys

  func withBytes<Result>(
    of field: Keys.Field, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result {
    guard var text = Self.text(of: record[keys.key(field)]) else { return body(nil) }
    return text.withUTF8 { body($0) }
  }

  func name(of field: Keys.Field) -> String { keys.key(field) }

  /// The name of the first field this decoder reads that holds an array or an object, or
  /// nil when every such field is a string, a number or null.
  var firstNestedField: String? {
    for field in Keys.Field.allCases {
      let value = record[keys.key(field)]
      if value is [Any] || value is [String: Any] { return keys.key(field) }
    }
    return nil
  }

  /// The text of a JSON value: a string, a number's decimal form, or nil.
  static func text(of value: Any?) -> String? {
    switch value {
    case let string as String: string
    case let number as NSNumber: number.stringValue
    case let integer as Int: String(integer)
    case let double as Double: String(double)
    default: nil
    }
  }
}

/// The keys of a kind of JSON record.
protocol JSONKeys {
  /// The fields the keys name.
  associatedtype Field: CaseIterable

  /// The key of `field`.
  func key(_ field: Field) -> String
}

/// The two key sets of the OpenAPI JSON: TWSE writes the CSV's Chinese column names, TPEx
/// English keys with dots (`Paidin.Capital.NTDollars`).
enum JSONKeySet: JSONKeys {
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
