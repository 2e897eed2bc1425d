import ScreenModel
import TaiwanMarket

/// The JSON form of the rows of the three screens: what `play --format json`, `drive` and
/// `serve` send to front ends.
///
/// Every row has `kind`, then `id` (its identity as a string, unique within its screen),
/// then its fields, and, when it can be activated, `action`: the event a front end sends
/// for it.
///
///     {"kind":"company","id":"company:2330","code":"2330","name":"台積電",
///      "fullName":"台灣積體電路製造股份有限公司","capital":259327332420,"market":"listed",
///      "action":{"event":"select","code":"2330"}}
public protocol RowJSONRepresentable: ScreenRow {
  /// The row as a JSON object.
  var json: JSONValue { get }

  /// Appends the row's JSON text to `output`: the bytes of `json.utf8`, which rows written
  /// on every keystroke produce without building the value first.
  func writeJSON(into output: inout [UInt8])
}

extension RowJSONRepresentable {
  /// Writes `json`.
  public func writeJSON(into output: inout [UInt8]) {
    json.write(into: &output)
  }
}

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
    case .empty: "empty"
    }
  }
}

extension DirectoryRow: RowJSONRepresentable {
  /// The row's object: a company's fields and highlights, a market's, or a text.
  public var json: JSONValue {
    var members: [JSONValue.Member] = [
      .init("kind", .string(kind)), .init("id", .string(id.description)),
    ]
    switch self {
    case .status(let text), .empty(let text): members.append(.init("text", .string(text)))
    case .notice(let market, let skipped, _):
      members += [
        .init("market", .string(market.token)), .init("count", .int(Int64(skipped))),
        .init("text", .string(title)),
      ]
    case .loading(let market), .error(let market, _):
      members += [.init("text", .string(title)), .init("market", .string(market.token))]
    case .stale(let market, let date, _):
      members += [
        .init("text", .string(title)), .init("market", .string(market.token)),
        .init("dataDate", .string(date?.description)),
      ]
    case .company(let row):
      members += RowJSON.company(row.company)
      if !row.highlights.isEmpty { members.append(.init("highlights", RowJSON.marks(row))) }
    }
    if let action = action.flatMap(SessionEvent.init) {
      members.append(.init("action", action.json))
    }
    return .object(members)
  }

  /// Writes a company row directly, the other rows through `json`.
  public func writeJSON(into output: inout [UInt8]) {
    guard case .company(let row) = self else { return json.write(into: &output) }
    RowJSON.writeCompany(
      row.company, kind: "company", id: id.description, highlights: row.highlights,
      action: .select(code: row.company.code), into: &output)
  }

  private var kind: String {
    switch self {
    case .status: "status"
    case .notice: "notice"
    case .loading: "loading"
    case .error: "error"
    case .stale: "stale"
    case .company: "company"
    case .empty: "empty"
    }
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

extension FeedRow: RowJSONRepresentable where Item == Company {
  /// The header and footer with their `state`, a company row, or the first page's empty or
  /// error state.
  public var json: JSONValue {
    var members: [JSONValue.Member]
    switch self {
    case .header(let state):
      members = [.init("kind", "header"), .init("state", .string(Self.word(for: state)))]
    case .footer(let state):
      members = [.init("kind", "footer"), .init("state", .string(Self.word(for: state)))]
    case .item(let company): members = [.init("kind", "company")] + RowJSON.company(company)
    case .empty: members = [.init("kind", "empty")]
    case .error: members = [.init("kind", "error")]
    }
    members.insert(.init("id", .string(id.description)), at: 1)
    var event = action.flatMap(SessionEvent.init)
    if case .item(let company) = self {
      // A company of the feed opens its profile, over the feed.
      event = .openProfile(code: company.code)
    } else {
      members.append(.init("text", .string(title)))
    }
    if let event { members.append(.init("action", event.json)) }
    return .object(members)
  }

  /// Writes a company row directly, the other rows through `json`.
  public func writeJSON(into output: inout [UInt8]) {
    guard case .item(let company) = self else { return json.write(into: &output) }
    RowJSON.writeCompany(
      company, kind: "company", id: id.description, highlights: [],
      action: .openProfile(code: company.code), into: &output)
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
  /// `header`, `keyFigure:0`, `shortcut:1`, `serviceNotice`, `contact:董事長`, `loading`,
  /// `error`, `empty`.
  public var description: String {
    switch self {
    case .header: "header"
    case .keyFigure(let position): "keyFigure:\(position)"
    case .shortcut(let position): "shortcut:\(position)"
    case .serviceNotice: "serviceNotice"
    case .contact(let role): "contact:\(role)"
    case .loading: "loading"
    case .error: "error"
    case .empty: "empty"
    }
  }
}

extension ProfileRow: RowJSONRepresentable {
  /// The part's fields; the header part's `code` among them.
  public var json: JSONValue {
    let text = self.text.cells.first?.text ?? ""
    var members: [JSONValue.Member]
    switch self {
    case .header(let header):
      members = [
        .init("kind", "profileHeader"), .init("code", .string(header.code)),
        .init("name", .string(header.shortName)), .init("fullName", .string(header.fullName)),
        .init("market", .string(header.market?.token)),
        .init("listingDate", .string(header.listingDate?.description)),
      ]
    case .keyFigure(let figure, _):
      members = [
        .init("kind", "keyFigure"), .init("label", .string(figure.label)),
        .init("value", .string(figure.value)),
      ]
    case .shortcut(let shortcut, _):
      members = [
        .init("kind", "shortcut"), .init("text", .string(shortcut.text)),
        .init("functionType", .string(shortcut.functionType.rawValue)),
        .init("iconUrl", .string(shortcut.iconUrl)), .init("target", .string(shortcut.target)),
      ]
    // Not `notice`: that kind is the directory's, and always carries a market and a count.
    case .serviceNotice: members = [.init("kind", "serviceNotice"), .init("text", .string(text))]
    case .contact(let role, let name):
      members = [
        .init("kind", "contact"), .init("role", .string(role)), .init("name", .string(name)),
      ]
    case .loading(let code):
      members = [
        .init("kind", "loading"), .init("text", .string(text)), .init("code", .string(code)),
      ]
    case .error: members = [.init("kind", "error"), .init("text", .string(text))]
    case .empty(let text): members = [.init("kind", "empty"), .init("text", .string(text))]
    }
    members.insert(.init("id", .string(id.description)), at: 1)
    if let action = action.flatMap(SessionEvent.init) {
      members.append(.init("action", action.json))
    }
    return .object(members)
  }
}

extension SessionEvent {
  /// The session event a front end sends for a directory event; nil for the answers, which
  /// only the shell sends.
  public init?(_ event: DirectoryEvent) {
    switch event {
    case .companySelected(let code): self = .select(code: code)
    case .retryRequested(let market): self = .retry(market)
    case .loadRequested(let market): self = .load(market)
    case .filterChanged(let text): self = .filter(text)
    case .marketLoaded, .marketFailed: return nil
    }
  }

  /// The session event a front end sends for a feed event; nil for the answers.
  public init?(_ event: Feed<Company>.Event) {
    switch event {
    case .loadMoreRequested: self = .more
    case .refreshRequested: self = .refresh
    case .retryRequested: self = .retry(nil)
    case .pageLoaded, .pageFailed: return nil
    }
  }

  /// The session event of a profile row's action: a retry; a shortcut's action is the
  /// front end's own to perform (its row carries the target), so it has none.
  public init?(_ event: CompanyProfile.Event) {
    guard case .retryRequested = event else { return nil }
    self = .retry(nil)
  }
}

/// Fields that rows of two screens share.
enum RowJSON {
  /// A company's fields: `code`, `name`, `fullName`, `capital` (an integer or null), `market`.
  static func company(_ company: Company) -> [JSONValue.Member] {
    [
      .init("code", .string(company.code)), .init("name", .string(company.shortName)),
      .init("fullName", .string(company.fullName)),
      .init("capital", company.capital.map { .int($0) } ?? .null),
      .init("market", .string(company.market.token)),
    ]
  }

  /// Appends the object of a company row whose `json` is `kind`, `id`, the company's
  /// fields, `highlights` when there are any, and `action`, as those members would write.
  static func writeCompany(
    _ company: Company, kind: String, id: String, highlights: [Highlight],
    action: SessionEvent, into output: inout [UInt8]
  ) {
    output.append(contentsOf: #"{"kind":"#.utf8)
    JSONValue.write(string: kind, into: &output)
    output.append(contentsOf: #","id":"#.utf8)
    JSONValue.write(string: id, into: &output)
    output.append(contentsOf: #","code":"#.utf8)
    JSONValue.write(string: company.code, into: &output)
    output.append(contentsOf: #","name":"#.utf8)
    JSONValue.write(string: company.shortName, into: &output)
    output.append(contentsOf: #","fullName":"#.utf8)
    JSONValue.write(string: company.fullName, into: &output)
    output.append(contentsOf: #","capital":"#.utf8)
    if let capital = company.capital {
      JSONValue.write(int: capital, into: &output)
    } else {
      output.append(contentsOf: "null".utf8)
    }
    output.append(contentsOf: #","market":"#.utf8)
    JSONValue.write(string: company.market.token, into: &output)
    if !highlights.isEmpty {
      output.append(contentsOf: #","highlights":["#.utf8)
      for (index, highlight) in highlights.enumerated() {
        output.append(contentsOf: (index == 0 ? #"{"field":"# : #",{"field":"#).utf8)
        JSONValue.write(string: highlight.field.rawValue, into: &output)
        output.append(contentsOf: #","start":"#.utf8)
        JSONValue.write(int: Int64(highlight.range.lowerBound), into: &output)
        output.append(contentsOf: #","end":"#.utf8)
        JSONValue.write(int: Int64(highlight.range.upperBound), into: &output)
        output.append(UInt8(ascii: "}"))
      }
      output.append(UInt8(ascii: "]"))
    }
    output.append(contentsOf: #","action":"#.utf8)
    action.json.write(into: &output)
    output.append(UInt8(ascii: "}"))
  }

  /// `[{"field":"shortName","start":0,"end":2}]`: the characters the filter matched.
  static func marks(_ row: CompanyRow) -> JSONValue {
    .array(
      row.highlights.map { highlight in
        .object([
          "field": .string(highlight.field.rawValue),
          "start": .int(Int64(highlight.range.lowerBound)),
          "end": .int(Int64(highlight.range.upperBound)),
        ])
      })
  }
}
