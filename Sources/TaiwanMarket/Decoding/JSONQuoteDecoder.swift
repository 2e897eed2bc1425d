import Foundation

/// Decodes the OpenAPI JSON of the daily closing quotes, TWSE
/// `/v1/exchangeReport/STOCK_DAY_ALL`: an array of objects of strings, with `Date` (a
/// Republic of China date, `1150708`) or, in files of earlier years, without it.
///
///     let body =
///       #"[{"Date":"1150708","Code":"1101","Name":"台泥","TradeVolume":"18652409","#
///       + #""TradeValue":"432888677","OpeningPrice":"23.40","HighestPrice":"23.55","#
///       + #""LowestPrice":"23.10","ClosingPrice":"23.10","Change":"-0.3000","#
///       + #""Transaction":"6635"}]"#
///     let quote = try JSONQuoteDecoder.decode(
///       Data(body.utf8), market: .listed, origin: .memory(name: "x")
///     ).quotes[0]
///     print(quote.date!, quote.prices!.close, quote.prices!.change)
///     // Prints "2026-07-08 23.10 -0.30"
public enum JSONQuoteDecoder {
  /// Decodes a JSON body: an array of records, one object per security.
  ///
  /// Records that are not objects, or whose fields cannot be used, are skipped and reported
  /// in `issues` by record number. Throws `.fileTooLarge` past
  /// `QuoteDataDecoder.maxBodyBytes`, `.tooManyRecords` past `QuoteDataDecoder.maxRecords`,
  /// `.missingColumns` when the first record lacks a key the report has, and
  /// `.noUsableQuotes` when no record gives a quote.
  public static func decode(
    _ data: Data, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> QuoteData {
    func failure(_ kind: MarketDataError.Kind, line: Int) -> MarketDataError {
      MarketDataError(market: market, origin: origin, kind: kind, line: line)
    }
    try QuoteDataDecoder.checkSize(data, market: market, origin: origin)
    let records = try JSONRecords.elements(of: data, market: market, origin: origin)
    let limit = QuoteDataDecoder.maxRecords
    guard records.count <= limit else {
      throw failure(.tooManyRecords(limit: limit), line: limit + 1)
    }
    let keys = QuoteJSONKeys()
    let missing = JSONRecords.missingKeys(QuoteField.required, in: records, keys: keys)
    guard missing.isEmpty else { throw failure(.missingColumns(missing), line: 1) }
    let assembler = QuoteAssembler(origin: origin, numbering: .record)
    var collector = RecordCollector<Quote>(
      origin: origin, numbering: .record, expectedCount: records.count)
    var issues: [DecodingIssue] = []
    JSONRecords.forEachRecord(in: records, keys: keys, origin: origin, issues: &issues) {
      reader, number, issues in
      if let quote = assembler.quote(from: reader, line: number, issues: &issues) {
        collector.add(quote, line: number, issues: &issues)
      }
    }
    return try QuoteDataDecoder.finish(collector, market: market, issues: issues)
  }
}
