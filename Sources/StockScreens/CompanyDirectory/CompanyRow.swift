import ScreenModel
import TaiwanMarket

/// A company as a directory row shows it, with the characters that matched the filter.
///
///     台[積]電 - (2330)  上市  台灣[積]體電路製造股份有限公司  資本額: 259,327,332,420 元
public struct CompanyRow: Hashable, Sendable {
  /// The company.
  public var company: Company
  /// The matched characters, by field; empty when no filter applies.
  public var highlights: [Highlight]

  public init(company: Company, highlights: [Highlight] = []) {
    self.company = company
    self.highlights = highlights
  }

  /// `台積電 - (2330)`, the row's title.
  public var title: String { "\(company.shortName) - (\(company.code))" }

  /// `資本額: 259,327,332,420 元`, or `資本額: 未提供` when the source gives none.
  public var capitalText: String {
    company.capital.map { "資本額: \(DigitGrouping.grouped($0)) 元" } ?? "資本額: 未提供"
  }

  /// Cells with matched characters in brackets; the English short name appears only when
  /// it is what matched.
  var text: RowText {
    let name = marked(company.shortName, .shortName)
    let code = marked(company.code, .code)
    var cells: [TextCell] = [
      TextCell("\(name) - (\(code))"),
      TextCell(company.market.displayName),
      TextCell(marked(company.fullName, .fullName)),
      TextCell(capitalText),
    ]
    if let english = company.englishShortName,
      highlights.contains(where: { $0.field == .englishShortName })
    {
      cells.append(TextCell("英文簡稱: " + marked(english, .englishShortName)))
    }
    return RowText(cells, layout: "company")
  }

  /// `text` with the highlighted scalars of `field` wrapped in brackets.
  func marked(_ text: String, _ field: SearchField) -> String {
    guard let range = highlights.first(where: { $0.field == field })?.range else { return text }
    var result = String.UnicodeScalarView()
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      if offset == range.lowerBound { result.append("[") }
      result.append(scalar)
      if offset == range.upperBound - 1 { result.append("]") }
    }
    return String(result)
  }
}
