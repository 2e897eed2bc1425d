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
    let result = data.withUnsafeBytes { raw in
      Result { () throws(MarketDataError) in try decode(raw, market: market, origin: origin) }
    }
    return try result.get()
  }

  /// Decodes a CSV body held in `bytes`.
  public static func decode(
    _ bytes: [UInt8], market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> MarketData {
    let result = bytes.withUnsafeBytes { raw in
      Result { () throws(MarketDataError) in try decode(raw, market: market, origin: origin) }
    }
    return try result.get()
  }

  /// Decodes a CSV body in raw memory.
  public static func decode(
    _ raw: UnsafeRawBufferPointer, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> MarketData {
    let bytes = UnsafeBufferPointer(
      start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: raw.count)
    if let error = BodySniffer.nonDataError(bytes, market: market, origin: origin) { throw error }
    let start = BodySniffer.hasByteOrderMark(bytes) ? 3 : 0
    if let problem = TextCheck.firstProblem(bytes, from: start, maxLineBytes: maxLineBytes) {
      throw MarketDataError(market: market, origin: origin, kind: problem.kind, line: problem.line)
    }
    var scanner = CSVScanner(bytes: bytes, start: start, maxColumns: maxColumns)
    let data: MarketData
    do throws(LineProblem) {
      data = try decodeRecords(&scanner, market: market, origin: origin)
    } catch {
      throw MarketDataError(market: market, origin: origin, kind: error.kind, line: error.line)
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
      CSVRecordReader.withBytes(of: field, in: scanner) { FieldText.text($0) }
    }
    let columns = CSVColumns(header: header)
    let missing = columns.missingRequired
    guard missing.isEmpty else {
      throw LineProblem(kind: .missingColumns(missing), line: headerLine)
    }

    let assembler = CompanyAssembler(market: market, origin: origin)
    var collector = CompanyCollector(origin: origin, expectedCount: scanner.bytes.count / 400)
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

/// Which column of a CSV file holds each `CompanyField`, found by header name.
struct CSVColumns {
  /// The column of each field by its raw value, or -1 when the header lacks it.
  private var indices: [Int]
  /// How many columns the header has.
  let count: Int

  /// Finds the columns in `header`; the first of two equal names wins.
  init(header: [String?]) {
    indices = Array(repeating: -1, count: CompanyField.allCases.count)
    count = header.count
    for field in CompanyField.allCases {
      if let column = header.firstIndex(where: { $0 == field.chineseKey }) {
        indices[field.rawValue] = column
      }
    }
  }

  /// The column of `field`, or nil when the header lacks it.
  func column(of field: CompanyField) -> Int? {
    let column = indices[field.rawValue]
    return column >= 0 ? column : nil
  }

  /// The required fields the header lacks, by their Chinese names.
  var missingRequired: [String] {
    CompanyField.required.filter { column(of: $0) == nil }.map(\.chineseKey)
  }
}

/// Reads the fields of one CSV record straight from the body's bytes.
struct CSVRecordReader: CompanyFieldReader {
  /// The scanner that found the record, for its bytes and unquoting.
  let scanner: CSVScanner
  /// The record's fields.
  let fields: [CSVField]
  /// The header's columns.
  let columns: CSVColumns

  func withBytes<Result>(
    of field: CompanyField, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result {
    guard let column = columns.column(of: field), column < fields.count else { return body(nil) }
    return Self.withBytes(of: fields[column], in: scanner, body)
  }

  func name(of field: CompanyField) -> String { field.chineseKey }

  /// Calls `body` with the content of `field`, unquoting it first when it needs it.
  static func withBytes<Result>(
    of field: CSVField, in scanner: CSVScanner, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    guard field.needsUnquoting else {
      return body(UnsafeBufferPointer(rebasing: scanner.bytes[field.start..<field.end]))
    }
    return scanner.unquoted(field).withUnsafeBufferPointer(body)
  }
}
