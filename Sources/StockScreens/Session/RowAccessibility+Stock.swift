import ScreenModel
import TaiwanMarket

// What assistive technology reads for the rows of the three screens, in Traditional Chinese
// a listener follows: a company as its name, code, market, full name and capital in words
// (the search's highlight marks are not read), a failure as itself and a retry button, a
// status line as a live region.

extension DirectoryRow {
  /// A company reads as itself and opens; a failure retries; the status and a loading
  /// market change on their own.
  public var accessibility: RowAccessibility {
    switch self {
    case .status(let text): RowAccessibility(label: text, traits: .updatesFrequently)
    case .loading: RowAccessibility(label: title, traits: .updatesFrequently)
    case .error(_, _, let words), .stale(_, _, _, let words), .quotesFailed(_, _, let words):
      RowAccessibility(label: title, hint: words["row.retryHint"], traits: .button)
    case .company(let row): SpokenCompany.accessibility(of: row, in: row.words)
    case .notice, .empty: RowAccessibility(label: title)
    }
  }
}

extension FeedRow where Item: CompanyItem {
  /// The header refreshes, the footer loads more, a failure retries, a company opens; a
  /// load under way changes on its own.
  public var accessibility: RowAccessibility {
    switch self {
    case .item(let item, let words):
      SpokenCompany.accessibility(
        of: CompanyRow(company: item.company, quote: item.quote, words: words), in: words)
    case .header(.loading, _), .footer(.loading, _, _):
      RowAccessibility(label: title, traits: .updatesFrequently)
    case .header(_, let words):
      RowAccessibility(label: title, hint: words["feed.refresh"], traits: .button)
    case .footer(.idle, let words, whileRefreshing: false):
      RowAccessibility(label: title, hint: words["feed.loadMoreHint"], traits: .button)
    case .footer(.failed, let words, whileRefreshing: false), .error(_, let words):
      RowAccessibility(label: title, hint: words["row.retryHint"], traits: .button)
    case .footer, .empty: RowAccessibility(label: title)
    }
  }
}

extension ProfileRow {
  /// The header part is a heading, a figure reads as its label and value, a shortcut as a
  /// link out of the app (the transfer agent as its label and name), a failure retries.
  public var accessibility: RowAccessibility {
    switch self {
    case .header(let header, let words):
      let parts =
        [words.name(of: header), header.code, header.market.map(words.name(of:)), header.fullName]
        + [header.listingDate.map { words["profile.listingDate", "\($0)"] }]
      return RowAccessibility(
        label: parts.compactMap { $0 }.joined(separator: words["spoken.separator"]),
        traits: .header)
    case .keyFigure(let figure, _):
      return RowAccessibility(label: figure.label, value: figure.value)
    case .shortcut(let shortcut, _, let words):
      let label = shortcut.text
      switch shortcut.functionType {
      case .website:
        return RowAccessibility(label: label, hint: words["profile.openWebsite"], traits: .link)
      case .email:
        return RowAccessibility(label: label, hint: words["profile.sendEmail"], traits: .link)
      case .telephone:
        return RowAccessibility(label: label, hint: words["profile.call"], traits: .link)
      case .transferAgent:
        return RowAccessibility(label: label, value: shortcut.target ?? "")
      }
    case .contact(let role, let name, let words):
      return RowAccessibility(label: role.label(in: words), value: name)
    case .quoteFigure(.change, let cells, let words) where cells.count == 2:
      return RowAccessibility(
        label: QuoteFigure.change.label(in: words),
        value: TextCell.spoken(change: cells[0], percent: cells[1], in: words.words))
    case .quoteFigure(let figure, let cells, let words):
      return RowAccessibility(
        label: figure.label(in: words),
        value: cells.map { $0.spoken(in: words.words) }.joined(separator: words["spoken.separator"])
      )
    case .quoteNote: return RowAccessibility(label: title)
    case .loading: return RowAccessibility(label: title, traits: .updatesFrequently)
    case .error(_, let words):
      return RowAccessibility(label: title, hint: words["row.retryHint"], traits: .button)
    case .serviceNotice, .empty: return RowAccessibility(label: title)
    }
  }
}

/// A company in words a listener follows.
enum SpokenCompany {
  /// `台積電，2330，上市，台灣積體電路製造股份有限公司，資本額 2,593 億元`, a button that opens
  /// the company's profile.
  static func accessibility(of company: Company, in words: StockWords) -> RowAccessibility {
    accessibility(of: CompanyRow(company: company, words: words), in: words)
  }

  /// The company of a row as `accessibility(of:in:)` reads it, then its close and change
  /// where the row shows them: `收盤 2,465.00 元，漲 25.00`, or why there is none, `未成交`.
  static func accessibility(of row: CompanyRow, in words: StockWords) -> RowAccessibility {
    let company = row.company
    var parts = [
      words.name(of: company), company.code, words.name(of: company.market), company.fullName,
      capital(company.capital, in: words),
    ]
    if case .shown(let lookup) = row.quote {
      let cells = QuoteCells(lookup: lookup, words: words)
      if case .money = cells.close.value {
        parts += [
          words["quote.spokenClose", cells.close.spoken(in: words.words)],
          cells.change.spoken(in: words.words),
        ]
      } else {
        // No price that day: the row says why, 未成交 or 無報價.
        parts.append(cells.close.text)
      }
    }
    if row.isWatched { parts.append(words["company.watched"]) }
    return RowAccessibility(
      label: parts.joined(separator: words["spoken.separator"]), hint: words["company.openHint"],
      traits: .button)
  }

  /// The capital rounded to what a listener takes in: `資本額 2,593 億元`, `資本額 2,094 萬元`,
  /// `資本額 5,000 元`, or `資本額未提供`; in English by billions and millions, as English
  /// counts large amounts: `capital NT$259 billion`.
  static func capital(_ capital: Int64?, in words: StockWords) -> String {
    guard let capital else { return words["spoken.noCapital"] }
    let units: [(key: String, size: Int64)] =
      words.words.lookupLocale.hasPrefix("zh")
      ? [("spoken.capital.large", 100_000_000), ("spoken.capital.medium", 10_000)]
      : [("spoken.capital.large", 1_000_000_000), ("spoken.capital.medium", 1_000_000)]
    let (key, size) = units.first { capital >= $0.size } ?? ("spoken.capital.exact", 1)
    // Rounded half up without adding first, so the largest capital cannot overflow.
    let rounded = capital / size + (capital % size >= size / 2 && size > 1 ? 1 : 0)
    return words[key, DigitGrouping.grouped(rounded)]
  }
}
