import Foundation

/// Decodes the MOPS open-data CSV of company basic information (`t187ap03_L.csv`, `_O`, `_R`).
///
/// Works on the UTF-8 bytes without copying them. Columns are found by header name, so the
/// 32-column files of earlier years decode as well as the 33-column ones.
///
///     let data = try CSVMarketDecoder.decode(bytes, market: .listed, origin: .memory(name: "L"))
///     print(data.companies.count)
///     // Prints "1036" for the listed file of 2024-10-29
public enum CSVMarketDecoder {
  /// The longest line accepted, in bytes (1 MiB); real lines are under 1 KB.
  public static let maxLineBytes = 1 << 20
  /// The most columns a record may have; real files have 33.
  public static let maxColumns = 1000

  /// Decodes a CSV body held in `data` (which may be memory-mapped).
  ///
  /// Records without a code or without any name are skipped and reported in `issues`; a body
  /// that gives no company at all (a header alone, every record skipped) throws
  /// `.noUsableCompanies`.
  public static func decode(
    _ data: Data, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> MarketData {
    try data.withRawBytes { raw throws(MarketDataError) in
      try decode(raw, market: market, origin: origin)
    }
  }

  /// Decodes a CSV body held in `bytes`.
  public static func decode(
    _ bytes: [UInt8], market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> MarketData {
    try bytes.withRawBytes { raw throws(MarketDataError) in
      try decode(raw, market: market, origin: origin)
    }
  }

  /// Decodes a CSV body in raw memory.
  public static func decode(
    _ raw: UnsafeRawBufferPointer, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> MarketData {
    let data = try CSVScanner.scan(
      raw, market: market, origin: origin, maxLineBytes: maxLineBytes, maxColumns: maxColumns
    ) { (scanner: inout CSVScanner) throws(LineProblem) in
      try decodeRecords(&scanner, market: market, origin: origin)
    }
    if let error = data.noCompanyError { throw error }
    return data
  }

  private static func decodeRecords(
    _ scanner: inout CSVScanner, market: Market, origin: DataOrigin
  ) throws(LineProblem) -> MarketData {
    var fields: [CSVField] = []
    fields.reserveCapacity(40)
    guard let headerLine = try scanner.nextRecord(into: &fields) else {
      throw LineProblem(kind: .emptyBody, line: 1)
    }
    let header = fields.map { field in
      scanner.withBytes(of: field) { FieldText.text($0) }
    }
    let columns = CSVColumns<CompanyField>(header: header)
    let missing = columns.missingRequired
    guard missing.isEmpty else {
      throw LineProblem(kind: .missingColumns(missing), line: headerLine)
    }

    let assembler = CompanyAssembler(market: market, origin: origin)
    var collector = RecordCollector<Company>(
      origin: origin, expectedCount: scanner.bytes.count / 400)
    var issues: [DecodingIssue] = []
    while let line = try scanner.nextRecord(into: &fields) {
      guard fields.count >= columns.count else {
        let kind = DecodingIssue.Kind.missingFields(expected: columns.count, found: fields.count)
        issues.append(DecodingIssue(kind: kind, line: line, origin: origin))
        continue
      }
      let reader = CSVRecordReader(scanner: scanner, fields: fields, columns: columns)
      if let company = assembler.company(from: reader, line: line, issues: &issues) {
        collector.add(company, line: line, issues: &issues)
      }
    }
    return collector.finish(market: market, issues: issues)
  }
}
