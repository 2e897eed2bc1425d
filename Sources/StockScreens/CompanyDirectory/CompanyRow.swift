import ScreenModel
import TaiwanMarket

/// A company as a directory row shows it, the characters that matched the filter marked (a
/// text snapshot shows them in brackets), and the day's close and change where the quotes
/// have them:
///
///     台[積]電 - (2330)  上市  台灣[積]體電路製造股份有限公司  資本額: 259,327,332,420 元  2,465.00  ▲+25.00
public struct CompanyRow: Hashable, Sendable {
  /// The company the row shows, whatever the filter matched in it.
  public var company: Company
  /// The matched characters, by field; empty when no filter applies.
  public var highlights: [Highlight]
  /// What the row shows of the company's day: the close and change where its quote has
  /// them, nothing otherwise.
  public var quote: QuoteShown
  /// The words its capital and labels are in.
  public var words: StockWords
  /// Whether the company is on the watchlist: the row then says so (`已在自選股`) and offers
  /// no `加入自選股`.
  public var isWatched: Bool

  public init(
    company: Company, highlights: [Highlight] = [], quote: QuoteShown = .off,
    words: StockWords = .source, isWatched: Bool = false
  ) {
    self.company = company
    self.highlights = highlights
    self.quote = quote
    self.words = words
    self.isWatched = isWatched
  }

  /// `台積電 - (2330)`, the row's title; `TSMC - (2330)` in English.
  public var title: String { "\(words.name(of: company)) - (\(company.code))" }

  /// `資本額: 259,327,332,420 元`, or `資本額: 未提供` when the source gives none;
  /// `Capital: NT$259,327,332,420` in English.
  public var capitalText: String {
    company.capital.map { words["company.capital", DigitGrouping.grouped($0)] }
      ?? words["company.noCapital"]
  }

  /// Cells with the matched characters marked, which a text snapshot shows in brackets; the
  /// name the row does not go by (the English short name in Chinese, the Chinese one in
  /// English) appears only when it is what matched.
  var text: RowText {
    let english = words.usesEnglishNames ? company.englishName : nil
    let name = english ?? company.shortName
    let nameMarks = marks(english == nil ? .shortName : .englishShortName, in: name)
    let codeMarks = marks(.code, in: company.code, after: name.utf16.count + " - (".utf16.count)
    var cells: [TextCell] = [
      TextCell("\(name) - (\(company.code))", marks: nameMarks + codeMarks),
      TextCell(words.name(of: company.market)),
      TextCell(company.fullName, marks: marks(.fullName, in: company.fullName)),
      TextCell(capitalText),
    ]
    if case .shown(let lookup) = quote {
      cells += QuoteCells(lookup: lookup, words: words).closeAndChange
    }
    if isWatched { cells.append(.badge(words["company.watched"])) }
    let other: (field: SearchField, label: String) =
      english == nil
      ? (.englishShortName, "company.englishName") : (.shortName, "company.chineseName")
    if highlights.contains(where: { $0.field == other.field }),
      let otherName = english == nil ? company.englishName : company.shortName
    {
      let label = words[other.label]
      cells.append(
        TextCell(
          label + otherName, marks: marks(other.field, in: otherName, after: label.utf16.count)))
    }
    return RowText(cells, layout: "company")
  }

  /// The highlighted run of `field`, whose text is `text`, as a cell's mark: its scalar
  /// offsets turned into the UTF-16 offsets a cell counts, moved `offset` on for the text
  /// the cell has before the field's.
  func marks(_ field: SearchField, in text: String, after offset: Int = 0) -> [Range<Int>] {
    guard let range = highlights.first(where: { $0.field == field })?.range else { return [] }
    var start = 0
    var end = 0
    for (position, scalar) in text.unicodeScalars.enumerated() {
      guard position < range.upperBound else { break }
      if position < range.lowerBound { start += scalar.utf16.count }
      end += scalar.utf16.count
    }
    return [offset + start..<offset + end]
  }
}
