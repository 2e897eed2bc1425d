/// Builds a `Quote` from one record of the JSON or the CSV, or tells why the record is
/// skipped. Shared by both decoders, so both read a field alike.
///
/// Every field but the date must be usable: an empty code or name; a count or a price that is
/// not one; some prices but not all four; a change missing beside a close, or one on a day
/// without a price; a field past `maxFieldBytes`: each skips the record with an issue naming
/// the field. An empty count is 0 and an empty, `--` or zero price is no price; a date that
/// cannot be read is left out and reported, and the record kept.
struct QuoteAssembler {
  /// The longest field read, in bytes; the longest real one (a name) is 36.
  static let maxFieldBytes = 256

  /// True when `bytes` can be a code: ASCII digits and letters, at least one.
  static func isCode(_ bytes: some Collection<UInt8>) -> Bool {
    // Clearing bit 5 makes a lowercase ASCII letter upper case.
    !bytes.isEmpty
      && bytes.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF) }
  }

  /// Where the records come from, for issues.
  var origin: DataOrigin
  /// What the line numbers given count: lines of a file, or records of an array.
  var numbering = DecodingIssue.Numbering.line
  /// The day the whole file is of (a CSV's title names it), for records without a date of
  /// their own.
  var fileDate: CalendarDate?

  /// The quote of `record`, or nil with the issue that skips it; a date that cannot be read
  /// adds an issue and leaves the quote's date nil.
  func quote<Reader: FieldReader<QuoteField>>(
    from record: Reader, line: Int, issues: inout [DecodingIssue]
  ) -> Quote? {
    do throws(SkippedRecord) {
      let fields = try QuoteRecordFields(record)
      var date = record.withBytes(of: .date) { $0.map(FieldNumbers.rocDate) ?? .absent }
      if case .absent = date, let fileDate { date = .value(fileDate) }
      if case .invalid(let found) = date {
        let kind = DecodingIssue.Kind.invalidValue(field: record.name(of: .date), found: found)
        issues.append(DecodingIssue(kind: kind, line: line, origin: origin, numbering: numbering))
      }
      return Quote(
        code: try fields.code(), name: try fields.text(.name), date: date.value,
        tradeVolume: try fields.count(.tradeVolume), tradeValue: try fields.count(.tradeValue),
        transactions: try fields.count(.transactions), prices: try fields.prices())
    } catch {
      let issue = DecodingIssue(kind: error.kind, line: line, origin: origin, numbering: numbering)
      issues.append(issue)
      return nil
    }
  }
}

/// The fields of one record as trimmed text, read once, and the values they hold.
private struct QuoteRecordFields {
  /// The text of each field by raw value; nil when absent or empty.
  private var texts: [String?]
  /// The name of each field as the source writes it, for issues.
  private var names: [String]

  init<Reader: FieldReader<QuoteField>>(_ record: Reader) throws(SkippedRecord) {
    texts = []
    names = []
    for field in QuoteField.allCases {
      let name = record.name(of: field)
      let text = record.withBytes(of: field) { bytes -> String?? in
        guard let bytes else { return .some(nil) }
        return bytes.count > QuoteAssembler.maxFieldBytes ? nil : .some(FieldText.text(bytes))
      }
      guard let text else {
        throw SkippedRecord(kind: .fieldTooLong(field: name, limit: QuoteAssembler.maxFieldBytes))
      }
      texts.append(text)
      names.append(name)
    }
  }

  /// The issue of `field` holding what it should not.
  private func unusable(_ field: QuoteField) -> SkippedRecord {
    SkippedRecord(
      kind: .unusableValue(field: names[field.rawValue], found: texts[field.rawValue] ?? ""))
  }

  /// The field's text; an empty field is unusable.
  func text(_ field: QuoteField) throws(SkippedRecord) -> String {
    guard let text = texts[field.rawValue] else { throw unusable(field) }
    return text
  }

  /// The code, ASCII letters and digits, unwrapped from a spreadsheet formula (`="0050"`,
  /// written so that a spreadsheet keeps the leading zeros).
  func code() throws(SkippedRecord) -> String {
    var code = Substring(try text(.code))
    if code.hasPrefix("=\""), code.hasSuffix("\""), code.count >= 3 {
      code = code.dropFirst(2).dropLast()
    }
    guard QuoteAssembler.isCode(code.utf8) else { throw unusable(.code) }
    return String(code)
  }

  /// A count; empty is 0.
  func count(_ field: QuoteField) throws(SkippedRecord) -> Int64 {
    guard var text = texts[field.rawValue] else { return 0 }
    switch text.withUTF8(FieldNumbers.count) {
    case .value(let count): return count
    case .absent: return 0
    case .invalid: throw unusable(field)
    }
  }

  /// The day's prices, or nil when none was formed; some prices without the rest, or a
  /// change missing beside a close or moving beside no price, are unusable.
  func prices() throws(SkippedRecord) -> DayPrices? {
    let fields: [QuoteField] = [.open, .high, .low, .close]
    var prices: [Price?] = []
    for field in fields { prices.append(try price(field)) }
    let change = try self.change()
    if prices.allSatisfy({ $0 == nil }) {
      // Without a close a change measures nothing: only none, zero or X says so.
      guard change?.direction != .up, change?.direction != .down else { throw unusable(.change) }
      return nil
    }
    if let missing = prices.firstIndex(where: { $0 == nil }) { throw unusable(fields[missing]) }
    guard let change, let open = prices[0], let high = prices[1], let low = prices[2],
      let close = prices[3],
      let day = DayPrices(open: open, high: high, low: low, close: close, change: change)
    else { throw unusable(.change) }
    return day
  }

  /// A price, or nil when the field is empty, `--` or zero; a negative price is unusable.
  private func price(_ field: QuoteField) throws(SkippedRecord) -> Price? {
    guard var text = texts[field.rawValue], text != "--" else { return nil }
    switch text.withUTF8(FieldNumbers.hundredths) {
    case .value(let hundredths) where hundredths > 0: return Price(hundredths: hundredths)
    case .value(0), .absent: return nil
    case .value, .invalid: throw unusable(field)
    }
  }

  /// The change, `X` (with any amount after it) as not comparable, or nil when empty or
  /// `--`.
  private func change() throws(SkippedRecord) -> PriceChange? {
    guard var text = texts[QuoteField.change.rawValue], text != "--" else { return nil }
    let notComparable = text.hasPrefix("X") || text.hasPrefix("x")
    if notComparable { text.removeFirst() }
    switch text.withUTF8(FieldNumbers.hundredths) {
    case .value where notComparable, .absent where notComparable: return .notComparable
    case .value(let hundredths): return PriceChange(Price(hundredths: hundredths))
    case .absent, .invalid: throw unusable(.change)
    }
  }
}

/// Why a record is skipped: the issue it is reported with.
private struct SkippedRecord: Error {
  var kind: DecodingIssue.Kind
}
