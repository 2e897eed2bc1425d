import Foundation

/// Decodes the OpenAPI JSON of company basic information: TWSE `t187ap03_L` (Chinese keys)
/// and TPEx `mopsfin_t187ap03_O` / `mopsfin_t187ap03_R` (English keys).
///
/// The key set is told from the records. Values are strings; numbers and null are tolerated.
///
///     let body = Data(#"[{"公司代號":"2330","公司簡稱":"台積電","公司名稱":"台積"}]"#.utf8)
///     let data = try JSONMarketDecoder.decode(body, market: .listed, origin: .memory(name: "x"))
///     print(data.companies[0].shortName)
///     // Prints "台積電"
public enum JSONMarketDecoder {
  /// Decodes a JSON body: an array of records, one object per company.
  ///
  /// Records that are not objects, or lack a code or any name, are skipped and reported in
  /// `issues` by record number; an array that gives no company at all (empty, or every
  /// record skipped) throws `.noUsableCompanies`.
  public static func decode(
    _ data: Data, market: Market, origin: DataOrigin
  ) throws(MarketDataError) -> MarketData {
    func failure(_ kind: MarketDataError.Kind, line: Int? = nil) -> MarketDataError {
      MarketDataError(market: market, origin: origin, kind: kind, line: line)
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
    guard let records = top as? [Any] else {
      throw failure(.wrongShape("expected an array of records, found \(JSONShape.describe(top))"))
    }
    let first = records.lazy.compactMap { $0 as? [String: Any] }.first
    let keys = first.map(JSONKeySet.init(record:)) ?? .chinese
    if let first {
      let missing = CompanyField.required.filter { first[keys.key($0)] == nil }
      guard missing.isEmpty else { throw failure(.missingColumns(missing.map(keys.key)), line: 1) }
    }
    let data = decodeRecords(records, keys: keys, market: market, origin: origin)
    if let error = data.noCompanyError { throw error }
    return data
  }

  private static func decodeRecords(
    _ records: [Any], keys: JSONKeySet, market: Market, origin: DataOrigin
  ) -> MarketData {
    let assembler = CompanyAssembler(market: market, origin: origin, numbering: .record)
    var collector = CompanyCollector(
      origin: origin, numbering: .record, expectedCount: records.count)
    var issues: [DecodingIssue] = []
    for (index, element) in records.enumerated() {
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
      if let company = assembler.company(from: reader, line: number, issues: &issues) {
        collector.add(company, line: number, issues: &issues)
      }
    }
    return collector.finish(market: market, issues: issues)
  }
}
