import Foundation

/// The front door of decoding daily closing quotes: tells the exchange's CSV from the
/// OpenAPI JSON by the body, as `MarketDataDecoder` does for company files, and hands it to
/// `CSVQuoteDecoder` or `JSONQuoteDecoder`.
///
/// Both decoders are bounded: a body past `maxBodyBytes` or an answer of more than
/// `maxRecords` records is refused, and a record with a field past
/// `QuoteAssembler.maxFieldBytes` (256 bytes) is skipped.
///
///     let body = Data(
///       """
///       證券代號,證券名稱,成交股數,成交金額,開盤價,最高價,最低價,收盤價,漲跌價差,成交筆數
///       2330,台積電,"25,519,599","62,400,639,776",2445.00,2465.00,2420.00,2465.00,+25.00,"94,688"
///
///       """.utf8)
///     let data = try QuoteDataDecoder.decode(
///       body, contentType: nil, market: .listed, origin: .memory(name: "x"))
///     print(data.quote(code: "2330")!.prices!.close)
///     // Prints "2465.00"
public enum QuoteDataDecoder {
  /// The largest body decoded, in bytes (8 MiB); the report of 2026-07-08 is 318 KB.
  public static let maxBodyBytes = 8 << 20
  /// The most records decoded; the report of 2026-07-08 has 1,369.
  public static let maxRecords = 20_000
  /// The longest field read, in bytes; a longer one skips its record.
  public static var maxFieldBytes: Int { QuoteAssembler.maxFieldBytes }

  /// Decodes `body` (which may be memory-mapped) as the CSV or the JSON of `market`'s quotes.
  public static func decode(
    _ body: Data, contentType: String?, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> QuoteData {
    let format = try MarketDataDecoder.format(
      of: body, contentType: contentType, market: market, origin: origin)
    switch format {
    case .json: return try JSONQuoteDecoder.decode(body, market: market, origin: origin)
    case .csv: return try CSVQuoteDecoder.decode(body, market: market, origin: origin)
    }
  }

  /// Throws `.fileTooLarge` for a body past `maxBodyBytes`.
  static func checkSize(
    _ body: Data, market: Market, origin: DataOrigin
  ) throws(MarketDataError) {
    guard body.count > maxBodyBytes else { return }
    throw MarketDataError(
      market: market, origin: origin,
      kind: .fileTooLarge(size: Int64(body.count), limit: Int64(maxBodyBytes)))
  }

  /// The quotes collected, or `.noUsableQuotes` when there is none.
  static func finish(
    _ collector: RecordCollector<Quote>, market: Market, issues: [DecodingIssue],
    date: CalendarDate? = nil, notes: [String] = []
  ) throws(MarketDataError) -> QuoteData {
    let (quotes, firstDate) = collector.finish()
    let data = QuoteData(
      market: market, quotes: quotes, issues: issues, date: firstDate ?? date, notes: notes,
      origin: collector.origin)
    if let error = data.noQuoteError { throw error }
    return data
  }
}
