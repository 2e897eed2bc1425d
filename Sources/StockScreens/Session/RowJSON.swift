import ScreenModel
import TaiwanMarket

// The rows of the three screens as every front end reads them (`DescribedRow`): what
// `play --format json`, `drive` and `serve` send. Every row has `kind`, then `id` (its
// identity as a string, unique within its screen), then its fields, and, when it can be
// activated, `action`: the event a front end sends for it.
//
//     {"kind":"company","id":"company:2330","code":"2330","name":"台積電",
//      "fullName":"台灣積體電路製造股份有限公司","capital":259327332420,"market":"listed",
//      "action":{"event":"select","code":"2330"}}

extension DirectoryRow.ID: CustomStringConvertible {
  /// `status`, `notice:listed`, `loading:otc`, `error:otc`, `stale:listed`, `company:2330`,
  /// `empty`.
  public var description: String {
    switch self {
    case .status: "status"
    case .notice(let market): "notice:\(market.token)"
    case .loading(let market): "loading:\(market.token)"
    case .error(let market): "error:\(market.token)"
    case .stale(let market): "stale:\(market.token)"
    case .company(let code): "company:\(code)"
    case .quotesFailed(let market): "quotesFailed:\(market.token)"
    case .empty: "empty"
    }
  }
}

extension DirectoryRow: DescribedRow {
  /// `status`, `notice`, `loading`, `error`, `stale`, `company` or `empty`.
  public var kind: String {
    switch self {
    case .status: "status"
    case .notice: "notice"
    case .loading: "loading"
    case .error: "error"
    case .stale: "stale"
    case .company: "company"
    case .quotesFailed: "quotesFailed"
    case .empty: "empty"
    }
  }

  /// `id` as a string: `company:2330`.
  public var key: String { id.description }

  /// A company's fields and highlights, a market's, or a text.
  public var fields: [JSONValue.Member] {
    switch self {
    case .status(let text), .empty(let text): [.init("text", .string(text))]
    case .notice(let market, let skipped, _, _):
      [
        .init("market", .string(market.token)), .init("count", .int(Int64(skipped))),
        .init("text", .string(title)),
      ]
    case .loading(let market, _), .error(let market, _, _), .quotesFailed(let market, _, _):
      [.init("text", .string(title)), .init("market", .string(market.token))]
    case .stale(let market, let date, _, _):
      [
        .init("text", .string(title)), .init("market", .string(market.token)),
        .init("dataDate", .string(date?.description)),
      ]
    case .company(let row):
      RowJSON.companyFields(row.company, highlights: row.highlights)
    }
  }

  /// A company's fields written without building values; the other rows' as `fields`.
  public func writeFields(into object: inout JSONObjectWriter) {
    guard case .company(let row) = self else { return object.add(fields) }
    RowJSON.writeCompany(row.company, highlights: row.highlights, into: &object)
  }
}

extension FeedRow.ID: CustomStringConvertible {
  /// `header`, `item:2330`, `footer`, `empty`, `error`.
  public var description: String {
    switch self {
    case .header: "header"
    case .item(let id): "item:\(id)"
    case .footer: "footer"
    case .empty: "empty"
    case .error: "error"
    }
  }
}

extension FeedRow: DescribedRow where Item: CompanyItem {
  /// `header`, `company`, `footer`, `empty` or `error`.
  public var kind: String {
    switch self {
    case .header: "header"
    case .item: "company"
    case .footer: "footer"
    case .empty: "empty"
    case .error: "error"
    }
  }

  /// `id` as a string: `item:2330`.
  public var key: String { id.description }

  /// The header and footer with their `state`, a company's fields, or the first page's
  /// empty or error state, each with its `text`.
  public var fields: [JSONValue.Member] {
    switch self {
    case .header(let state, _):
      [.init("state", .string(Self.word(for: state))), .init("text", .string(title))]
    case .footer(let state, _, _):
      [.init("state", .string(Self.word(for: state))), .init("text", .string(title))]
    case .item(let item, _): RowJSON.companyFields(item.company, highlights: [])
    case .empty, .error: [.init("text", .string(title))]
    }
  }

  /// A company's fields written without building values; the other rows' as `fields`.
  public func writeFields(into object: inout JSONObjectWriter) {
    guard case .item(let item, _) = self else { return object.add(fields) }
    RowJSON.writeCompany(item.company, highlights: [], into: &object)
  }

  private static func word(for state: RefreshState) -> String {
    switch state {
    case .idle: "idle"
    case .loading: "refreshing"
    case .failed: "failed"
    }
  }

  private static func word(for state: AppendState) -> String {
    switch state {
    case .idle: "idle"
    case .loading: "loading"
    case .exhausted: "exhausted"
    case .failed: "failed"
    }
  }
}

extension ProfileRow.ID: CustomStringConvertible {
  /// `header`, `keyFigure:0`, `shortcut:1`, `serviceNotice`, `contact:chairman`, `loading`,
  /// `error`, `empty`.
  public var description: String {
    switch self {
    case .header: "header"
    case .keyFigure(let position): "keyFigure:\(position)"
    case .shortcut(let position): "shortcut:\(position)"
    case .serviceNotice: "serviceNotice"
    case .contact(let role): "contact:\(role.rawValue)"
    case .quoteFigure(let figure): "quote:\(figure.rawValue)"
    case .quoteNote: "quoteNote"
    case .loading: "loading"
    case .error: "error"
    case .empty: "empty"
    }
  }
}

extension ProfileRow: DescribedRow {
  /// `profileHeader`, `keyFigure`, `shortcut`, `serviceNotice`, `contact`, `loading`,
  /// `error` or `empty`.
  public var kind: String {
    switch self {
    case .header: "profileHeader"
    case .keyFigure: "keyFigure"
    case .shortcut: "shortcut"
    // Not `notice`: that kind is the directory's, and always carries a market and a count.
    case .serviceNotice: "serviceNotice"
    case .contact: "contact"
    case .quoteFigure: "quoteFigure"
    case .quoteNote: "quoteNote"
    case .loading: "loading"
    case .error: "error"
    case .empty: "empty"
    }
  }

  /// `id` as a string: `keyFigure:0`.
  public var key: String { id.description }

  /// The part's fields; the header part's `code` among them.
  public var fields: [JSONValue.Member] {
    let text = self.text.cells.first?.text ?? ""
    switch self {
    case .header(let header, _):
      return [
        .init("code", .string(header.code)), .init("name", .string(header.shortName)),
        .init("fullName", .string(header.fullName)),
        .init("market", .string(header.market?.token)),
        .init("listingDate", .string(header.listingDate?.description)),
      ]
    case .keyFigure(let figure, _):
      return [.init("label", .string(figure.label)), .init("value", .string(figure.value))]
    case .shortcut(let shortcut, _, _):
      return [
        .init("text", .string(shortcut.text)),
        .init("functionType", .string(shortcut.functionType.rawValue)),
        .init("iconUrl", .string(shortcut.iconUrl)), .init("target", .string(shortcut.target)),
      ]
    case .serviceNotice, .error, .empty, .quoteNote: return [.init("text", .string(text))]
    case .quoteFigure(let figure, let cells, let words):
      return [
        .init("figure", .string(figure.rawValue)), .init("label", .string(figure.label(in: words))),
        .init("value", .string(cells.map(\.text).joined(separator: " "))),
      ]
    case .contact(let role, let name, let words):
      return [.init("role", .string(role.label(in: words))), .init("name", .string(name))]
    case .loading(let code, _):
      return [.init("text", .string(text)), .init("code", .string(code))]
    }
  }
}

extension DescribedRow {
  /// The row's JSON object, its actions written by `forms`.
  func json(by forms: [EventForm<Action>]) -> JSONValue {
    json(action: actionJSON(by: forms), actions: actionsJSON(by: forms))
  }

  /// Appends the bytes of `json(by:)`, by the row's own writer.
  func writeJSON(into output: inout [UInt8], by forms: [EventForm<Action>]) {
    writeJSON(into: &output, action: actionJSON(by: forms), actions: actionsJSON(by: forms))
  }
}

extension DirectoryRow {
  /// The row's JSON object, its actions written by the directory's events.
  public var json: JSONValue { json(by: StockEvents.directory) }

  /// Appends the bytes of `json`.
  public func writeJSON(into output: inout [UInt8]) {
    writeJSON(into: &output, by: StockEvents.directory)
  }
}

extension FeedRow where Item == Company {
  /// The row's JSON object, its action written by the feed's events.
  public var json: JSONValue { json(by: StockEvents.feed) }

  /// Appends the bytes of `json`.
  public func writeJSON(into output: inout [UInt8]) {
    writeJSON(into: &output, by: StockEvents.feed)
  }
}

extension ProfileRow {
  /// The row's JSON object, its action written by the profile's events.
  public var json: JSONValue { json(by: StockEvents.profile) }

  /// Appends the bytes of `json`.
  public func writeJSON(into output: inout [UInt8]) {
    writeJSON(into: &output, by: StockEvents.profile)
  }
}

/// Fields that rows of two screens share.
enum RowJSON {
  /// A company's fields as `writeCompany` writes them: `code`, `name`, `fullName`, `capital`
  /// (a whole number, or null) and `market`, then `highlights` when there are any.
  static func companyFields(_ company: Company, highlights: [Highlight]) -> [JSONValue.Member] {
    let written = JSONValue { output in
      JSONObjectWriter.write(into: &output) {
        writeCompany(company, highlights: highlights, into: &$0)
      }
    }
    guard case .object(let members) = written else { return [] }
    return members
  }

  /// Writes a company's fields and its `highlights`, the characters a search matched
  /// (`[{"field":"shortName","start":0,"end":2}]`), when there are any, without building a
  /// value: a company row is written on every keystroke.
  static func writeCompany(
    _ company: Company, highlights: [Highlight], into object: inout JSONObjectWriter
  ) {
    object.add("code", string: company.code)
    object.add("name", string: company.shortName)
    object.add("fullName", string: company.fullName)
    object.add("capital", int: company.capital)
    object.add("market", string: company.market.token)
    guard !highlights.isEmpty else { return }
    object.key("highlights")
    object.output.append(UInt8(ascii: "["))
    for (index, highlight) in highlights.enumerated() {
      if index > 0 { object.output.append(UInt8(ascii: ",")) }
      JSONObjectWriter.write(into: &object.output) { mark in
        mark.add("field", string: highlight.field.rawValue)
        mark.add("start", int: Int64(highlight.range.lowerBound))
        mark.add("end", int: Int64(highlight.range.upperBound))
      }
    }
    object.output.append(UInt8(ascii: "]"))
  }

}
