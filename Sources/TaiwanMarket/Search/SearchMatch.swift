/// Where a query matched a company, best first: exact code, code prefix, short-name prefix,
/// then anywhere in the code, names or English short name.
public enum MatchRank: Int, Hashable, Sendable, Comparable, Codable {
  /// The code is the query (`2330`).
  case exactCode
  /// The code starts with the query (`233`).
  case codePrefix
  /// The short name starts with the query (`台積`).
  case shortNamePrefix
  /// The query appears somewhere in a searched field.
  case substring

  /// Better ranks come first.
  public static func < (lhs: MatchRank, rhs: MatchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A field that search looks in.
public enum SearchField: String, Hashable, Sendable, CaseIterable, Codable {
  /// 公司代號.
  case code
  /// 公司簡稱.
  case shortName
  /// 公司名稱.
  case fullName
  /// 英文簡稱.
  case englishShortName
}

/// The characters of one field that a query matched, for highlighting.
///
/// Ranges count Unicode scalars of the field's original text.
public struct Highlight: Hashable, Sendable, Codable {
  /// The field the query matched in: a name, a code or a full name.
  public var field: SearchField
  /// The matched scalar offsets in that field.
  public var range: Range<Int>

  public init(field: SearchField, range: Range<Int>) {
    self.field = field
    self.range = range
  }
}
