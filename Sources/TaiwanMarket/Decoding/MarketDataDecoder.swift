import Foundation

/// The front door of decoding company files: tells CSV from JSON by the body and hands it to
/// the decoder.
///
/// A body whose first significant byte is `[` or `{` is JSON, `<` is an HTML page (an error),
/// anything else CSV. The content type is only a hint: a CSV body served as `text/html`
/// still decodes, and a JSON fragment (`"text"`) served as JSON is reported as JSON.
///
///     let body = Data("公司代號,公司簡稱,公司名稱\n2330,台積電,台灣積體電路製造股份有限公司\n".utf8)
///     let data = try MarketDataDecoder.decode(
///       body, contentType: "text/html", market: .listed, origin: .memory(name: "x"))
///     print(data.companies.map(\.code))
///     // Prints "["2330"]"
public enum MarketDataDecoder {
  /// The formats a body can be in.
  enum Format {
    case csv
    case json
  }

  /// Decodes `body` (which may be memory-mapped) as CSV or JSON.
  public static func decode(
    _ body: Data, contentType: String?, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> MarketData {
    switch try format(of: body, contentType: contentType, market: market, origin: origin) {
    case .json: return try JSONMarketDecoder.decode(body, market: market, origin: origin)
    case .csv: return try CSVMarketDecoder.decode(body, market: market, origin: origin)
    }
  }

  /// The format of `body`, or the error of a body that is no data (empty, an HTML page).
  static func format(
    of body: Data, contentType: String?, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> Format {
    try body.withRawBytes { raw throws(MarketDataError) in
      try sniff(raw.bindMemory(to: UInt8.self), contentType, market, origin)
    }
  }

  /// Decodes `body` as CSV or JSON.
  public static func decode(
    _ body: [UInt8], contentType: String?, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> MarketData {
    try decode(Data(body), contentType: contentType, market: market, origin: origin)
  }

  private static func sniff(
    _ bytes: UnsafeBufferPointer<UInt8>, _ contentType: String?, _ market: Market,
    _ origin: DataOrigin
  ) throws(MarketDataError) -> Format {
    if let error = BodySniffer.nonDataError(bytes, market: market, origin: origin) { throw error }
    guard let first = BodySniffer.firstSignificantIndex(bytes) else { return .csv }
    switch bytes[first] {
    case UInt8(ascii: "["), UInt8(ascii: "{"): return .json
    case UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      // A JSON fragment looks like a one-column CSV; only the content type tells them apart.
      return isJSON(contentType) ? .json : .csv
    default: return .csv
    }
  }

  private static func isJSON(_ contentType: String?) -> Bool {
    contentType?.lowercased().contains("json") ?? false
  }
}
