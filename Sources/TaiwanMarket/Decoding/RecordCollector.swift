/// A record the decoders collect by code: a `Company` or a `Quote`.
protocol CodedRecord {
  /// The code that identifies it; the first record of a code is kept.
  var code: String { get }
  /// The date the record carries, if any: the data's date is that of the first record kept.
  var recordDate: CalendarDate? { get }
}

/// Gathers decoded records: keeps the first of each code, reports the rest, and hands them
/// back sorted by code with the date of the first record.
struct RecordCollector<Record: CodedRecord> {
  /// Where the records come from, for issues.
  let origin: DataOrigin
  /// What the line numbers given count: lines of a file, or records of an array.
  let numbering: DecodingIssue.Numbering
  private(set) var records: [Record] = []
  private var seen: Set<String> = []
  private var firstDate: CalendarDate?

  init(origin: DataOrigin, numbering: DecodingIssue.Numbering = .line, expectedCount: Int = 0) {
    self.origin = origin
    self.numbering = numbering
    records.reserveCapacity(expectedCount)
    seen.reserveCapacity(expectedCount)
  }

  /// Adds `record`, or records a `.duplicateCode` issue when its code was met before.
  mutating func add(_ record: consuming Record, line: Int, issues: inout [DecodingIssue]) {
    guard seen.insert(record.code).inserted else {
      let kind = DecodingIssue.Kind.duplicateCode(record.code)
      issues.append(DecodingIssue(kind: kind, line: line, origin: origin, numbering: numbering))
      return
    }
    if records.isEmpty { firstDate = record.recordDate }
    records.append(record)
  }

  /// The records sorted by the bytes of their codes, and the date of the first kept.
  func finish() -> (records: [Record], firstDate: CalendarDate?) {
    (Self.sortedByCode(records), firstDate)
  }

  /// `records` sorted by the bytes of their codes.
  static func sortedByCode(_ records: [Record]) -> [Record] {
    var sorted = records
    // The exchanges already publish in code order; only sort when they did not. Comparing
    // codes by index avoids copying whole records.
    let inOrder = sorted.indices.dropFirst().allSatisfy {
      !sorted[$0].code.utf8.lexicographicallyPrecedes(sorted[$0 - 1].code.utf8)
    }
    if !inOrder { sorted.sort { $0.code.utf8.lexicographicallyPrecedes($1.code.utf8) } }
    return sorted
  }
}

extension RecordCollector where Record == Company {
  /// The market data: companies sorted by the bytes of their codes.
  func finish(market: Market, issues: [DecodingIssue]) -> MarketData {
    let (companies, dataDate) = finish()
    return MarketData(
      market: market, companies: companies, issues: issues, dataDate: dataDate, origin: origin)
  }
}

extension Company: CodedRecord {
  var recordDate: CalendarDate? { dataDate }
}
