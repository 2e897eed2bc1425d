import Foundation

/// Decodes the exchange's CSV of the daily closing quotes (每日收盤行情), the same report as
/// the OpenAPI's `STOCK_DAY_ALL`.
///
/// The table's header is found by name: the first line with a column `證券代號`. Lines
/// before it (a title such as `115年07月08日 每日收盤行情`) and lines of one text after the
/// table (notes, `說明:`) are kept as `notes`; the first date a line before the header names
/// is the day's, and every quote's. Numbers may carry thousands separators, changes a sign (`+0.25`, `-0.04`,
/// ` 0.00`) or `X` on a day of ex-rights or ex-dividend (`X0.00`). A line of empty fields
/// is passed over as a blank one is.
///
///     let body = Data(
///       \"""
///       "115年07月08日 每日收盤行情"
///       證券代號,證券名稱,成交股數,成交金額,開盤價,最高價,最低價,收盤價,漲跌價差,成交筆數
///       1101,台泥,"18,652,409","432,888,677",23.40,23.55,23.10,23.10,-0.30,"6,635"
///       "說明: 範例"
///
///       \""".utf8)
///     let data = try CSVQuoteDecoder.decode(body, market: .listed, origin: .memory(name: "x"))
///     print(data.date!, data.quotes[0].prices!.change, data.notes)
///     // Prints "2026-07-08 -0.30 ["115年07月08日 每日收盤行情", "說明: 範例"]"
public enum CSVQuoteDecoder {
  /// The longest line accepted, in bytes (64 KiB); real lines are under 200 bytes.
  public static let maxLineBytes = 64 << 10
  /// The most columns a record may have; the report has 10.
  public static let maxColumns = 100

  /// Decodes a CSV body held in `data` (which may be memory-mapped).
  ///
  /// Records whose fields cannot be used, or that lack a column, are skipped and reported
  /// in `issues` by line. Throws `.fileTooLarge` past `QuoteDataDecoder.maxBodyBytes`,
  /// `.missingColumns` when no line is a header with every column of the report,
  /// `.tooManyRecords` past `QuoteDataDecoder.maxRecords`, `.noUsableQuotes` when no
  /// record gives a quote, and the text's and the CSV's own problems with their line.
  public static func decode(
    _ data: Data, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> QuoteData {
    try QuoteDataDecoder.checkSize(data, market: market, origin: origin)
    let table = try data.withRawBytes { raw throws(MarketDataError) in
      try CSVScanner.scan(
        raw, market: market, origin: origin, maxLineBytes: maxLineBytes, maxColumns: maxColumns
      ) { (scanner: inout CSVScanner) throws(LineProblem) in
        var table = CSVQuoteTable(origin: origin)
        try table.read(&scanner)
        return table
      }
    }
    return try QuoteDataDecoder.finish(
      table.collector, market: market, issues: table.issues, date: table.titleDate,
      notes: table.notes)
  }
}

/// What a CSV of quotes holds, read line by line: the lines around the table, the header,
/// then the records.
struct CSVQuoteTable {
  /// Where the body comes from, for issues.
  let origin: DataOrigin
  /// The quotes read.
  private(set) var collector: RecordCollector<Quote>
  /// The records skipped.
  private(set) var issues: [DecodingIssue] = []
  /// The lines around the table.
  private(set) var notes: [String] = []
  /// The first date a line before the header names.
  private(set) var titleDate: CalendarDate?
  private var fields: [CSVField] = []

  init(origin: DataOrigin) {
    self.origin = origin
    collector = RecordCollector(origin: origin)
  }

  /// Reads the whole body; throws `.missingColumns` without a header, and
  /// `.tooManyRecords` at the first record past the limit.
  mutating func read(_ scanner: inout CSVScanner) throws(LineProblem) {
    let columns = try header(&scanner)
    let assembler = QuoteAssembler(origin: origin, fileDate: titleDate)
    var records = 0
    while let line = try scanner.nextRecord(into: &fields) {
      let filled = fields.map { field in
        scanner.withBytes(of: field) { !FieldText.trimmedBounds($0).isEmpty }
      }
      guard let firstFilled = filled.firstIndex(of: true) else { continue }
      if firstFilled == 0, !filled.dropFirst().contains(true),
        let note = scanner.withBytes(of: fields[0], FieldText.text),
        !QuoteAssembler.isCode(note.utf8)
      {
        notes.append(note)
        continue
      }
      records += 1
      guard records <= QuoteDataDecoder.maxRecords else {
        throw LineProblem(kind: .tooManyRecords(limit: QuoteDataDecoder.maxRecords), line: line)
      }
      guard fields.count > columns.lastUsedColumn else {
        let kind = DecodingIssue.Kind.missingFields(expected: columns.count, found: fields.count)
        issues.append(DecodingIssue(kind: kind, line: line, origin: origin))
        continue
      }
      let reader = CSVRecordReader(scanner: scanner, fields: fields, columns: columns)
      if let quote = assembler.quote(from: reader, line: line, issues: &issues) {
        collector.add(quote, line: line, issues: &issues)
      }
    }
  }

  /// Reads up to the header and returns its columns; the lines before it are notes.
  private mutating func header(
    _ scanner: inout CSVScanner
  ) throws(LineProblem) -> CSVColumns<QuoteField> {
    let codeColumn = QuoteField.code.headerName
    while let line = try scanner.nextRecord(into: &fields) {
      let texts = fields.map { field in scanner.withBytes(of: field) { FieldText.text($0) } }
      guard texts.contains(codeColumn) else {
        let text = texts.compactMap { $0 }.joined(separator: " ")
        if !text.isEmpty { notes.append(text) }
        titleDate = titleDate ?? Self.date(in: text)
        continue
      }
      let columns = CSVColumns<QuoteField>(header: texts)
      let missing = columns.missingRequired
      guard missing.isEmpty else { throw LineProblem(kind: .missingColumns(missing), line: line) }
      return columns
    }
    let names = QuoteField.required.compactMap(\.headerName)
    throw LineProblem(kind: .missingColumns(names), line: 1)
  }

  /// The first date `text` names as the exchange's titles write one, `115年07月08日` (a
  /// Republic of China year) or `2026年07月08日`.
  static func date(in text: String) -> CalendarDate? {
    var rest = Substring(text)
    while let year = rest.firstIndex(of: "年") {
      let digits = rest[..<year].reversed().prefix(while: \.isASCIIDigit)
      let after = rest[rest.index(after: year)...]
      rest = after
      guard let yearNumber = Int(String(digits.reversed())), (1...4).contains(digits.count),
        let month = after.firstIndex(of: "月"), let monthNumber = Int(after[..<month]),
        let day = after[after.index(after: month)...].firstIndex(of: "日"),
        let dayNumber = Int(after[after.index(after: month)..<day])
      else { continue }
      let gregorian = digits.count == 4 ? yearNumber : yearNumber + 1911
      if let date = CalendarDate(year: gregorian, month: monthNumber, day: dayNumber) {
        return date
      }
    }
    return nil
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
