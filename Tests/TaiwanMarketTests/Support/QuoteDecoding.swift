import Foundation
import TaiwanMarket
import Testing

/// Decoding shortcuts for the quote tests.
enum QuoteDecoding {
  /// `text` through the front door, as a body named `name`.
  static func decode(
    _ text: String, contentType: String? = nil, name: String = "body"
  ) -> Result<QuoteData, MarketDataError> {
    decode(Data(text.utf8), contentType: contentType, name: name)
  }

  /// `body` through the front door.
  static func decode(
    _ body: Data, contentType: String? = nil, name: String = "body"
  ) -> Result<QuoteData, MarketDataError> {
    Result { () throws(MarketDataError) in
      try QuoteDataDecoder.decode(
        body, contentType: contentType, market: .listed, origin: .memory(name: name))
    }
  }

  /// A fixture through the front door, named by its path.
  static func fixture(_ name: String) throws -> Result<QuoteData, MarketDataError> {
    let body = try TestFiles.fixtureData(name)
    return Result { () throws(MarketDataError) in
      try QuoteDataDecoder.decode(
        body, contentType: nil, market: .listed, origin: Decoding.origin(name))
    }
  }

  /// The CSV header of the report, as the exchange writes it.
  static let header = "證券代號,證券名稱,成交股數,成交金額,開盤價,最高價,最低價,收盤價,漲跌價差,成交筆數"

  /// A CSV of `records` under the header.
  static func csv(_ records: [String]) -> String {
    ([header] + records).joined(separator: "\n") + "\n"
  }

  /// One JSON record of the report with every value a string; `change` overrides fields.
  static func jsonRecord(
    code: String = "1101", name: String = "台泥", close: String = "23.10",
    change: [String: String] = [:]
  ) -> String {
    var fields: [(String, String)] = [
      ("Date", "1150708"), ("Code", code), ("Name", name), ("TradeVolume", "100"),
      ("TradeValue", "2310"), ("OpeningPrice", "23.40"), ("HighestPrice", "23.55"),
      ("LowestPrice", "23.10"), ("ClosingPrice", close), ("Change", "-0.3000"),
      ("Transaction", "5"),
    ]
    for (key, value) in change {
      if let index = fields.firstIndex(where: { $0.0 == key }) { fields[index].1 = value }
    }
    let members = fields.map { "\"\($0.0)\":\"\($0.1)\"" }
    return "{" + members.joined(separator: ",") + "}"
  }
}

extension Result where Success == QuoteData, Failure == MarketDataError {
  /// The error of a result that should have failed; an issue when it succeeded.
  func failure(sourceLocation: SourceLocation = #_sourceLocation) -> MarketDataError? {
    switch self {
    case .success(let data):
      Issue.record(
        "expected an error, got \(data.quotes.count) quotes", sourceLocation: sourceLocation)
      return nil
    case .failure(let error): return error
    }
  }
}

/// A price from its text, for expectations; an issue and zero when it does not read.
func price(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Price {
  guard let price = Price(text) else {
    Issue.record("\(text) is no price", sourceLocation: sourceLocation)
    return .zero
  }
  return price
}
