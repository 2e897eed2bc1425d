import ScreenModel

extension ProfileDocument {
  /// The profile a backend would send for `company`, built from the exchange data, its labels
  /// and units in `words` (zh-Hant unless given).
  ///
  /// A part is left nil when the data has nothing for it: a TPEx record without a chairman
  /// has no contact part, one without a website, e-mail, telephone or transfer agent has no
  /// shortcuts.
  public init(company: Company, words: Words = MarketWords.source) {
    let words = words.including([MarketWords.catalog])
    self.init(
      deviceType: "headless", serviceAble: true,
      header: Header(
        code: company.code, shortName: company.shortName,
        englishShortName: company.englishShortName,
        fullName: company.fullName.isEmpty ? nil : company.fullName, market: company.market,
        listingDate: company.listingDate),
      keyFigures: Self.keyFigures(of: company, in: words),
      shortcuts: Self.shortcuts(of: company, in: words),
      contact: Self.contact(of: company))
  }

  private static func keyFigures(of company: Company, in words: Words) -> [KeyFigure]? {
    var figures: [KeyFigure] = []
    if let capital = company.capital {
      figures.append(
        KeyFigure(label: words["figure.capital"], value: CapitalText.exact(capital, in: words)))
    }
    if let parValue = company.parValue {
      figures.append(KeyFigure(label: words["figure.parValue"], value: parValue))
    }
    if let shares = company.issuedShares {
      figures.append(
        KeyFigure(
          label: words["figure.issuedShares"],
          value: words["figure.shares", DigitGrouping.grouped(shares)]))
    }
    if let date = company.incorporationDate {
      figures.append(KeyFigure(label: words["figure.incorporated"], value: date.description))
    }
    // The name with its code (`半導體業（24）`); a code the classification lacks, alone.
    if let code = company.industryCode {
      figures.append(
        KeyFigure(
          label: words["figure.industry"],
          value: company.industry?.displayName(in: words) ?? code))
    }
    return figures.isEmpty ? nil : figures
  }

  private static func shortcuts(of company: Company, in words: Words) -> [Shortcut]? {
    let candidates: [(FunctionType, String, String?)] = [
      (.website, words["shortcut.website"], company.website),
      (.email, words["shortcut.email"], company.email),
      (.telephone, words["shortcut.telephone"], company.telephone),
      (.transferAgent, words["shortcut.transferAgent"], company.transferAgent),
    ]
    let shortcuts = candidates.compactMap { type, text, target in
      target.map {
        Shortcut(iconUrl: "icon://\(type.rawValue)", text: text, functionType: type, target: $0)
      }
    }
    return shortcuts.isEmpty ? nil : shortcuts
  }

  private static func contact(of company: Company) -> Contact? {
    let contact = Contact(
      chairman: company.chairman, generalManager: company.generalManager,
      spokesperson: company.spokesperson, spokespersonTitle: company.spokespersonTitle)
    return contact == Contact() ? nil : contact
  }
}
