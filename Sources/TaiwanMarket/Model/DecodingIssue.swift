/// A record that a decoder skipped or repaired, and why.
public struct DecodingIssue: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What went wrong with the record.
  public enum Kind: Hashable, Sendable, Codable {
    /// The code field is empty; the record is skipped.
    case emptyCode
    /// Both the short name and the full name are empty; the record is skipped.
    case emptyNames
    /// A code met before; the later record is skipped.
    case duplicateCode(String)
    /// A field's text is not what the field holds (a capital of `abc`); the field is left
    /// nil and the record kept: it is repaired, not skipped.
    case invalidValue(field: String, found: String)
    /// A record with fewer fields than the header; the record is skipped.
    case missingFields(expected: Int, found: Int)
    /// A record that is not an object of strings (JSON); the record is skipped.
    case malformedRecord(String)
    /// A field a record cannot be without is empty, is not what the field holds (a close of
    /// `abc`), or contradicts the others (a change on a day without a price); the record
    /// is skipped. `found` is the field's text, trimmed.
    case unusableValue(field: String, found: String)
    /// A field longer than the decoder reads, in bytes; the record is skipped.
    case fieldTooLong(field: String, limit: Int)

    /// True when the record was left out; false when it was kept with a field left nil.
    public var skipsRecord: Bool {
      if case .invalidValue = self { return false }
      return true
    }
  }

  /// What `line` counts.
  public enum Numbering: Hashable, Sendable, Codable {
    /// The physical lines of a file, the header being line 1 (CSV).
    case line
    /// The records of an array, the first being record 1 (JSON).
    case record
  }

  /// What went wrong.
  public var kind: Kind
  /// The 1-based line of a CSV file, or the 1-based record number of a JSON array, as
  /// `numbering` says.
  public var line: Int
  /// Where the record came from.
  public var origin: DataOrigin
  /// What `line` counts.
  public var numbering: Numbering

  /// An issue of the record at `line`, which counts lines unless `numbering` says records.
  public init(kind: Kind, line: Int, origin: DataOrigin, numbering: Numbering = .line) {
    self.kind = kind
    self.line = line
    self.origin = origin
    self.numbering = numbering
  }

  /// `t187ap03_L.csv:12: 公司代號 is empty; record skipped` style text for logs.
  public var description: String {
    let what: String
    switch kind {
    case .emptyCode: what = "公司代號 is empty; record skipped"
    case .emptyNames: what = "公司簡稱 and 公司名稱 are both empty; record skipped"
    case .duplicateCode(let code): what = "code \(code) appears again; record skipped"
    case .invalidValue(let field, let found):
      what = "\(field) is not valid: \(found.debugDescription)"
    case .missingFields(let expected, let found):
      what = "\(found) fields where the header has \(expected); record skipped"
    case .malformedRecord(let detail): what = "malformed record (\(detail)); record skipped"
    case .unusableValue(let field, ""): what = "\(field) is empty; record skipped"
    case .unusableValue(let field, let found):
      what = "\(field) cannot be used: \(found.debugDescription); record skipped"
    case .fieldTooLong(let field, let limit):
      what = "\(field) is longer than \(limit) bytes; record skipped"
    }
    return "\(origin):\(line): \(what)"
  }
}

/// What a decoder left out of one market's data and what it repaired, in the few figures a
/// notice needs: how many records, the first lines they were on, and the fields left empty.
///
/// A record counts once however many issues it has; a record both repaired and then skipped
/// (a bad capital on a repeated code) counts as skipped.
///
///     let summary = DecodingSummary(data.issues)
///     print(summary.skippedCount, summary.skippedLines)
///     // Prints "2 [5, 9]" for a file whose lines 5 and 9 had no code
public struct DecodingSummary: Hashable, Sendable {
  /// How many lines each list keeps: a notice names the first few.
  public static let lineLimit = 5

  /// Records left out: no code, no name, a repeated code, too few fields, not a record.
  public var skippedCount: Int
  /// The lines (or record numbers) of the first skipped records, ascending.
  public var skippedLines: [Int]
  /// Records kept with a field left nil because its value could not be read.
  public var repairedCount: Int
  /// The lines (or record numbers) of the first repaired records, ascending.
  public var repairedLines: [Int]
  /// The fields left nil, named as the source names them, in the order first met.
  public var repairedFields: [String]
  /// What the lines count: the lines of a file, or the records of a JSON array.
  public var numbering: DecodingIssue.Numbering

  /// A summary from its figures; the line lists are cut to `lineLimit`.
  public init(
    skippedCount: Int = 0, skippedLines: [Int] = [], repairedCount: Int = 0,
    repairedLines: [Int] = [], repairedFields: [String] = [],
    numbering: DecodingIssue.Numbering = .line
  ) {
    self.skippedCount = skippedCount
    self.skippedLines = Array(skippedLines.prefix(Self.lineLimit))
    self.repairedCount = repairedCount
    self.repairedLines = Array(repairedLines.prefix(Self.lineLimit))
    self.repairedFields = repairedFields
    self.numbering = numbering
  }

  /// The summary of `issues`, in any order.
  ///
  /// - Complexity: O(*n* log *n*) for *n* issues.
  public init(_ issues: [DecodingIssue]) {
    var skipped = Set<Int>()
    for issue in issues where issue.kind.skipsRecord { skipped.insert(issue.line) }
    var repaired = Set<Int>()
    var fields: [String] = []
    for issue in issues where !skipped.contains(issue.line) {
      guard case .invalidValue(let field, _) = issue.kind else { continue }
      repaired.insert(issue.line)
      if !fields.contains(field) { fields.append(field) }
    }
    self.init(
      skippedCount: skipped.count, skippedLines: skipped.sorted(),
      repairedCount: repaired.count, repairedLines: repaired.sorted(), repairedFields: fields,
      numbering: issues.first?.numbering ?? .line)
  }

  /// True when nothing was skipped or repaired.
  public var isEmpty: Bool { skippedCount == 0 && repairedCount == 0 }
}

extension MarketData {
  /// What the decoder skipped and repaired on the way to these companies.
  public var decodingSummary: DecodingSummary { DecodingSummary(issues) }

  /// `.noUsableCompanies` when the data holds no company, else nil: an answer without a
  /// company (an empty list, a header alone, every record skipped) is a failure to load the
  /// market, never an empty market.
  public var noCompanyError: MarketDataError? {
    guard companies.isEmpty else { return nil }
    let unusable = DecodingSummary(issues).skippedCount
    return MarketDataError(
      market: market, origin: origin, kind: .noUsableCompanies(unusable: unusable))
  }
}
