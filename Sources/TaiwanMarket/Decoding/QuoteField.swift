/// A field of a daily closing quote as the exchange names it: a key of the OpenAPI JSON
/// (`/v1/exchangeReport/STOCK_DAY_ALL`) and a column of the CSV form of the same report.
///
///     print(QuoteField.close.jsonKey, QuoteField.close.headerName!)
///     // Prints "ClosingPrice 收盤價"
public enum QuoteField: Int, CaseIterable, Sendable {
  /// `Date`, a Republic of China calendar date (`1150708`); not in every file, nor in the CSV.
  case date
  /// 證券代號.
  case code
  /// 證券名稱.
  case name
  /// 成交股數.
  case tradeVolume
  /// 成交金額.
  case tradeValue
  /// 開盤價.
  case open
  /// 最高價.
  case high
  /// 最低價.
  case low
  /// 收盤價.
  case close
  /// 漲跌價差, signed: `-0.3000` in the JSON, `+0.25`, `-0.04`, ` 0.00` or `X0.00` in the CSV.
  case change
  /// 成交筆數.
  case transactions

  /// Every field but `date`: a header or a first record without one of them is not this
  /// report.
  public static let required = allCases.filter { $0 != .date }

  /// The key in the OpenAPI JSON.
  public var jsonKey: String {
    switch self {
    case .date: "Date"
    case .code: "Code"
    case .name: "Name"
    case .tradeVolume: "TradeVolume"
    case .tradeValue: "TradeValue"
    case .open: "OpeningPrice"
    case .high: "HighestPrice"
    case .low: "LowestPrice"
    case .close: "ClosingPrice"
    case .change: "Change"
    case .transactions: "Transaction"
    }
  }

  /// The column's name in the CSV header, or nil for `date`, which the CSV has not.
  public var headerName: String? {
    switch self {
    case .date: nil
    case .code: "證券代號"
    case .name: "證券名稱"
    case .tradeVolume: "成交股數"
    case .tradeValue: "成交金額"
    case .open: "開盤價"
    case .high: "最高價"
    case .low: "最低價"
    case .close: "收盤價"
    case .change: "漲跌價差"
    case .transactions: "成交筆數"
    }
  }
}

extension QuoteField: HeaderNamedField {}

/// The keys of the quotes' OpenAPI JSON.
struct QuoteJSONKeys: JSONKeys {
  func key(_ field: QuoteField) -> String { field.jsonKey }
}
