import ScreenModel
import TaiwanMarket

/// A row of the company profile page; each part of the document has its own kind. The page's
/// own words are the app's catalog's (`StockWords`), here in Traditional Chinese:
///
///     台積電 (2330)  上市  台灣積體電路製造股份有限公司  掛牌日期 1994-09-05
///     資本額    259,327,332,420 元
///     公司網站  https://www.tsmc.com
///     董事長    魏哲家
public enum ProfileRow: Hashable, Sendable {
  /// The header part; its market and listing date in `words`.
  case header(ProfileDocument.Header, words: StockWords = .source)
  /// One key figure, at its position in the part.
  case keyFigure(ProfileDocument.KeyFigure, position: Int)
  /// One shortcut, at its position in the part; its hint in `words`.
  case shortcut(ProfileDocument.Shortcut, position: Int, words: StockWords = .source)
  /// Shown instead of the shortcuts when the backend says its services are down.
  case serviceNotice(words: StockWords = .source)
  /// One person of the contact part: the role, said in `words`, and the name (with a title
  /// where given).
  case contact(ContactRole, name: String, words: StockWords = .source)
  /// A figure of the company's day: its label in `words`, and its cells (a price, a change
  /// and its percent, a volume; the close with its limit mark).
  case quoteFigure(QuoteFigure, [TextCell], words: StockWords = .source)
  /// Why the day shows no figures: loading, failed, no quote, no trade, a market not quoted.
  case quoteNote(String)
  /// The document is being fetched.
  case loading(code: String, words: StockWords = .source)
  /// Fetching failed; `retry` asks again.
  case error(reason: String, words: StockWords = .source)
  /// Nothing to show: every part is null, or no company has the code.
  case empty(text: String)

  /// Which row this is across versions.
  public enum ID: Hashable, Sendable {
    /// The header row.
    case header
    /// The key figure at this position.
    case keyFigure(Int)
    /// The shortcut at this position.
    case shortcut(Int)
    /// The service notice.
    case serviceNotice
    /// The contact row of this role, the same in every locale.
    case contact(ContactRole)
    /// The row of this figure of the day.
    case quoteFigure(QuoteFigure)
    /// The note on the day's quote.
    case quoteNote
    /// The loading row.
    case loading
    /// The error row.
    case error
    /// The empty state.
    case empty
  }

  /// The event a front end sends when this row is tapped: a shortcut's action, or a retry
  /// after a failure; nil for rows without one.
  public var action: CompanyProfile.Event? {
    switch self {
    case .shortcut(let shortcut, _, _): shortcut.action.map(CompanyProfile.Event.actionSelected)
    case .error: .retryRequested
    default: nil
    }
  }
}

extension ProfileDocument.Shortcut {
  /// What tapping the shortcut asks the front end to do: its target, or its text when the
  /// backend gave no target; nil for the transfer agent, a name the row shows with nothing
  /// behind it to open (a row that offered it would be taken and do nothing).
  public var action: ProfileAction? {
    let target = self.target ?? text
    switch functionType {
    case .website: return .openWebsite(target)
    case .email: return .sendEmail(target)
    case .telephone: return .call(target)
    case .transferAgent: return nil
    }
  }
}

extension ProfileRow: ScreenRow {
  /// One row a part's element.
  public var id: ID {
    switch self {
    case .header: .header
    case .keyFigure(_, let position): .keyFigure(position)
    case .shortcut(_, let position, _): .shortcut(position)
    case .serviceNotice: .serviceNotice
    case .contact(let role, _, _): .contact(role)
    case .quoteFigure(let figure, _, _): .quoteFigure(figure)
    case .quoteNote: .quoteNote
    case .loading: .loading
    case .error: .error
    case .empty: .empty
    }
  }

  /// Label and value columns for figures, shortcuts and contacts; each part aligns on its
  /// own, so a part that comes or goes never shifts the others. A shortcut's target cell
  /// carries the shortcut's `link`.
  public var text: RowText {
    switch self {
    case .header(let header, let words):
      var cells = [TextCell("\(words.name(of: header)) (\(header.code))")]
      if let market = header.market { cells.append(TextCell(words.name(of: market))) }
      if let fullName = header.fullName { cells.append(TextCell(fullName)) }
      if let date = header.listingDate {
        cells.append(TextCell(words["profile.listingDate", "\(date)"]))
      }
      return RowText(cells, layout: "header")
    case .keyFigure(let figure, _):
      return RowText([TextCell(figure.label), TextCell(figure.value)], layout: "keyFigure")
    case .shortcut(let shortcut, _, _):
      return RowText(
        [TextCell(shortcut.text), TextCell(shortcut.target ?? "", link: shortcut.link)],
        layout: "shortcut")
    case .contact(let role, let name, let words):
      return RowText([TextCell(role.label(in: words)), TextCell(name)], layout: "contact")
    case .quoteFigure(let figure, let cells, let words):
      return RowText([TextCell(figure.label(in: words))] + cells, layout: "quote")
    case .quoteNote(let text): return RowText(text)
    case .serviceNotice(let words): return RowText(words["profile.serviceNotice"])
    case .loading(let code, let words): return RowText(words["profile.loading", code])
    case .error(let reason, let words): return RowText(words["profile.failed", reason])
    case .empty(let text): return RowText(text)
    }
  }
}

extension CompanyProfile {
  /// The parts present, in order: header, key figures, shortcuts (or the service notice),
  /// contact; the empty state when none is present.
  public var rows: [ProfileRow] {
    switch phase {
    case .loading: return [.loading(code: code, words: words)]
    case .failed(let reason): return [.error(reason: reason, words: words)]
    case .notFound: return [.empty(text: words["profile.notFound", code])]
    case .loaded(let document): return rows(for: document)
    }
  }

  /// 公司資料, Company profile.
  public var title: String { words["profile.title"] }

  func rows(for document: ProfileDocument) -> [ProfileRow] {
    guard !document.isEmpty else { return [.empty(text: words["profile.nothing"])] }
    var rows: [ProfileRow] = []
    if let header = document.header { rows.append(.header(header, words: words)) }
    rows += quoteRows
    for (position, figure) in (document.keyFigures ?? []).enumerated() {
      rows.append(.keyFigure(figure, position: position))
    }
    if let shortcuts = document.shortcuts {
      if document.serviceAble == false {
        rows.append(.serviceNotice(words: words))
      } else {
        for (position, shortcut) in shortcuts.enumerated() {
          rows.append(.shortcut(shortcut, position: position, words: words))
        }
      }
    }
    if let contact = document.contact {
      let people: [(ContactRole, String?)] = [
        (.chairman, contact.chairman), (.generalManager, contact.generalManager),
        (
          .spokesperson,
          contact.spokesperson.map { name in
            contact.spokespersonTitle.map { words["profile.withTitle", name, $0] } ?? name
          }
        ),
      ]
      for case (let role, let name?) in people {
        rows.append(.contact(role, name: name, words: words))
      }
    }
    return rows.isEmpty ? [.empty(text: words["profile.nothing"])] : rows
  }
}

/// Who a contact row names: its id in every locale (`contact:chairman`) and its label in
/// the row's words (董事長, Chairman).
public enum ContactRole: String, Hashable, Sendable, CaseIterable {
  /// 董事長.
  case chairman
  /// 總經理.
  case generalManager
  /// 發言人.
  case spokesperson

  /// The role as a row says it in `words`.
  public func label(in words: StockWords) -> String {
    switch self {
    case .chairman: words["profile.chairman"]
    case .generalManager: words["profile.generalManager"]
    case .spokesperson: words["profile.spokesperson"]
    }
  }
}
