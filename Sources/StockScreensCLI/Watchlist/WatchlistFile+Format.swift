import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket

extension WatchlistFile {
  /// The file's bytes for `companies`: keys sorted and indented, so that the file reads
  /// well and two writes of one list are the same bytes.
  static func encode(_ companies: [Company]) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every field of a company and the version encode; nothing here can fail.
    let data = try? encoder.encode(Document(version: version, companies: companies))
    return Array(data ?? Data()) + [0x0A]
  }

  /// Why bytes are no watchlist of this version, in words for the watchlist's row.
  struct Refusal: Error, Equatable {
    var reason: Watchlist.FileReason

    init(_ reason: Watchlist.FileReason) {
      self.reason = reason
    }
  }

  /// The companies `bytes` hold, a company listed twice once; or why they are no watchlist
  /// of this version.
  ///
  /// The bytes are read as JSON first, by a reader that keeps every key, so that what is not
  /// JSON, a key given twice (which of the two a program reads is anyone's guess) and a
  /// version that is no whole number (`1.5`, `"1"`) are each named for what they are.
  static func decode(_ bytes: [UInt8]) -> Result<[Company], Refusal> {
    guard let json = try? JSONValue(parsing: bytes) else { return .failure(Refusal(.notJSON)) }
    if let place = duplicateKey(in: json) {
      return .failure(Refusal(.duplicateKey(place: place)))
    }
    guard case .object = json, let found = json["version"] else {
      return .failure(Refusal(.notAWatchlist))
    }
    guard case .int(let number) = found, number == version else {
      return .failure(Refusal(.unknownVersion(found.text, reads: version)))
    }
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: Data(bytes))
    } catch {
      let (place, fault) = Self.place(of: error)
      return .failure(Refusal(.wrongShape(version: version, place: place, fault)))
    }
    guard document.companies.count <= Watchlist.maxEntries else {
      return .failure(Refusal(.tooMany(document.companies.count, limit: Watchlist.maxEntries)))
    }
    var seen = Set<String>()
    return .success(document.companies.filter { seen.insert($0.code).inserted })
  }

  /// Where the first key given twice in one object is: `companies[0].code`, or the key alone
  /// at the top; nil when none is.
  static func duplicateKey(in json: JSONValue, at place: String = "") -> String? {
    switch json {
    case .object(let members):
      var keys = Set<String>()
      for member in members {
        let inner = place.isEmpty ? member.key : "\(place).\(member.key)"
        guard keys.insert(member.key).inserted else { return inner }
        if let found = duplicateKey(in: member.value, at: inner) { return found }
      }
      return nil
    case .array(let values):
      for (index, value) in values.enumerated() {
        if let found = duplicateKey(in: value, at: "\(place)[\(index)]") { return found }
      }
      return nil
    default: return nil
    }
  }

  /// Where a decoding error is (`companies[0].code`) and what is wrong there.
  private static func place(
    of error: any Error
  ) -> (String, Watchlist.FileReason.FieldFault) {
    guard let error = error as? DecodingError else { return ("", .unreadable) }
    let (path, fault): ([any CodingKey], Watchlist.FileReason.FieldFault) =
      switch error {
      case .keyNotFound(let key, let context): (context.codingPath + [key], .missing)
      case .typeMismatch(_, let context), .valueNotFound(_, let context):
        (context.codingPath, .wrongType)
      case .dataCorrupted(let context): (context.codingPath, .unreadable)
      @unknown default: ([], .unreadable)
      }
    let name = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    return (String(name.drop { $0 == "." }), fault)
  }

  private struct Document: Codable {
    var version: Int
    var companies: [Company]
  }
}
