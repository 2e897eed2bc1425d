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
    let records = try JSONRecords.elements(of: data, market: market, origin: origin)
    let first = records.lazy.compactMap { $0 as? [String: Any] }.first
    let keys = first.map(JSONKeySet.init(record:)) ?? .chinese
    let missing = JSONRecords.missingKeys(CompanyField.required, in: records, keys: keys)
    guard missing.isEmpty else {
      throw MarketDataError(market: market, origin: origin, kind: .missingColumns(missing), line: 1)
    }
    let assembler = CompanyAssembler(market: market, origin: origin, numbering: .record)
    var collector = RecordCollector<Company>(
      origin: origin, numbering: .record, expectedCount: records.count)
    var issues: [DecodingIssue] = []
    JSONRecords.forEachRecord(in: records, keys: keys, origin: origin, issues: &issues) {
      reader, number, issues in
      if let company = assembler.company(from: reader, line: number, issues: &issues) {
        collector.add(company, line: number, issues: &issues)
      }
    }
    let data = collector.finish(market: market, issues: issues)
    if let error = data.noCompanyError { throw error }
    return data
  }
}
