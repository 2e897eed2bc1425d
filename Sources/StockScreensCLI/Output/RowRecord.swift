import ScreenModel
import StockScreens
import TaiwanMarket

/// A row of any screen, as the command line prints it: a kind, an identity, and JSON fields.
///
/// Identities are prefixed with the screen, so that switching screens reads as every row
/// replaced.
public struct RowRecord: Hashable, Sendable {
  /// `directory:company:2330`.
  public var identity: String
  /// The row as JSON, `kind` first.
  public var json: JSONValue
}

enum RowRecords {
  static func directory(_ row: DirectoryRow) -> RowRecord {
    let json: JSONValue
    switch row {
    case .status(let text): json = .object(["kind": .string("status"), "text": .string(text)])
    case .notice(let market, let skipped, _):
      json = .object([
        "kind": .string("notice"), "market": .string(market.token),
        "count": .int(Int64(skipped)), "text": .string(row.title),
      ])
    case .loading(let market):
      json = .object([
        "kind": .string("loading"), "text": .string(row.title), "market": .string(market.token),
      ])
    case .error(let market, _):
      json = .object([
        "kind": .string("error"), "text": .string(row.title), "market": .string(market.token),
      ])
    case .stale(let market, let date, _):
      json = .object([
        "kind": .string("stale"), "text": .string(row.title), "market": .string(market.token),
        "dataDate": .string(date?.description),
      ])
    case .company(let company): json = self.company(company.company, highlights: company.highlights)
    case .empty(let text): json = .object(["kind": .string("empty"), "text": .string(text)])
    }
    return RowRecord(identity: "directory:\(row.identity)", json: json)
  }

  static func feed(_ row: PagedRow<Company>) -> RowRecord {
    let json: JSONValue
    switch row {
    case .header(let state):
      let name: String
      switch state {
      case .idle: name = "idle"
      case .loading: name = "refreshing"
      case .failed: name = "failed"
      }
      json = .object([
        "kind": .string("header"), "state": .string(name), "text": .string(row.title),
      ])
    case .footer(let state):
      let name: String
      switch state {
      case .idle: name = "idle"
      case .loading: name = "loading"
      case .exhausted: name = "exhausted"
      case .failed: name = "failed"
      }
      json = .object([
        "kind": .string("footer"), "state": .string(name), "text": .string(row.title),
      ])
    case .item(let company): json = self.company(company, highlights: [])
    case .empty: json = .object(["kind": .string("empty"), "text": .string(row.title)])
    case .error: json = .object(["kind": .string("error"), "text": .string(row.title)])
    }
    return RowRecord(identity: "feed:\(row.identity)", json: json)
  }

  static func company(_ company: Company, highlights: [Highlight]) -> JSONValue {
    var members: [JSONValue.Member] = [
      .init("kind", .string("company")),
      .init("code", .string(company.code)),
      .init("name", .string(company.shortName)),
      .init("fullName", .string(company.fullName)),
      .init("capital", company.capital.map { .int($0) } ?? .null),
      .init("market", .string(company.market.token)),
    ]
    if !highlights.isEmpty {
      let marks = highlights.map { highlight in
        JSONValue.object([
          "field": .string(highlight.field.rawValue),
          "start": .int(Int64(highlight.range.lowerBound)),
          "end": .int(Int64(highlight.range.upperBound)),
        ])
      }
      members.append(.init("highlights", .array(marks)))
    }
    return .object(members)
  }
}
