import ScreenModel

extension ProfileDocument {
  /// The profile a backend would send for `company`, built from the exchange data.
  ///
  /// A part is left nil when the data has nothing for it: a TPEx record without a chairman
  /// has no contact part, one without a website, e-mail, telephone or transfer agent has no
  /// shortcuts.
  public init(company: Company) {
    self.init(
      deviceType: "headless", serviceAble: true,
      header: Header(
        code: company.code, shortName: company.shortName,
        fullName: company.fullName.isEmpty ? nil : company.fullName, market: company.market,
        listingDate: company.listingDate),
      keyFigures: Self.keyFigures(of: company),
      shortcuts: Self.shortcuts(of: company),
      contact: Self.contact(of: company))
  }

  private static func keyFigures(of company: Company) -> [KeyFigure]? {
    var figures: [KeyFigure] = []
    if let capital = company.capital {
      figures.append(KeyFigure(label: "資本額", value: "\(DigitGrouping.grouped(capital)) 元"))
    }
    if let parValue = company.parValue {
      figures.append(KeyFigure(label: "每股面額", value: parValue))
    }
    if let shares = company.issuedShares {
      figures.append(KeyFigure(label: "已發行股數", value: "\(DigitGrouping.grouped(shares)) 股"))
    }
    if let date = company.incorporationDate {
      figures.append(KeyFigure(label: "成立日期", value: date.description))
    }
    // The name with its code (`半導體業（24）`); a code the classification lacks, alone.
    if let code = company.industryCode {
      figures.append(KeyFigure(label: "產業別", value: company.industry?.displayName ?? code))
    }
    return figures.isEmpty ? nil : figures
  }

  private static func shortcuts(of company: Company) -> [Shortcut]? {
    let candidates: [(FunctionType, String, String?)] = [
      (.website, "公司網站", company.website),
      (.email, "電子郵件", company.email),
      (.telephone, "總機電話", company.telephone),
      (.transferAgent, "股務代理", company.transferAgent),
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
