import Foundation

/// The steps every OpenAPI JSON decoder takes: the body to an array of elements, then each
/// element to a record reader or a skipped record.
enum JSONRecords {
  /// The elements of the array that `data` holds.
  ///
  /// Throws `.emptyBody` or `.htmlPage` for a body that is not data, `.invalidJSON` for one
  /// that does not parse, and `.wrongShape` when it holds no array.
  static func elements(
    of data: Data, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> [Any] {
    func failure(_ kind: MarketDataError.Kind) -> MarketDataError {
      MarketDataError(market: market, origin: origin, kind: kind)
    }
    let (sniffed, hasMark) = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      return (
        BodySniffer.nonDataError(bytes, market: market, origin: origin),
        BodySniffer.hasByteOrderMark(bytes)
      )
    }
    if let sniffed { throw sniffed }
    let body = hasMark ? Data(data.dropFirst(3)) : data
    let top: Any
    do {
      top = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
    } catch {
      throw failure(.invalidJSON(body.withUnsafeBytes(JSONShape.failureDetail)))
    }
    guard let elements = top as? [Any] else {
      throw failure(.wrongShape("expected an array of records, found \(JSONShape.describe(top))"))
    }
    return elements
  }

  /// The keys of `required` that the first object among `elements` lacks: a first record
  /// without them is not this kind of data.
  static func missingKeys<Keys: JSONKeys>(
    _ required: [Keys.Field], in elements: [Any], keys: Keys
  ) -> [String] {
    guard let first = elements.lazy.compactMap({ $0 as? [String: Any] }).first else { return [] }
    return required.map(keys.key).filter { first[$0] == nil }
  }

  /// Calls `body` with a reader of each element that is an object of flat values, its
  /// 1-based number and `issues`; each other element is skipped with a `.malformedRecord`
  /// issue.
  static func forEachRecord<Keys: JSONKeys>(
    in elements: [Any], keys: Keys, origin: DataOrigin, issues: inout [DecodingIssue],
    _ body: (JSONRecordReader<Keys>, Int, inout [DecodingIssue]) -> Void
  ) {
    for (index, element) in elements.enumerated() {
      let number = index + 1
      func skip(_ detail: String) {
        let kind = DecodingIssue.Kind.malformedRecord(detail)
        issues.append(DecodingIssue(kind: kind, line: number, origin: origin, numbering: .record))
      }
      guard let record = element as? [String: Any] else {
        skip("\(JSONShape.describe(element)), not an object")
        continue
      }
      let reader = JSONRecordReader(record: record, keys: keys)
      if let nested = reader.firstNestedField {
        skip("\(nested) is not a string")
        continue
      }
      body(reader, number, &issues)
    }
  }
}
