import Foundation
import TaiwanMarket
import Testing

/// The quote decoders' documented limits, each at the limit and one past it: the largest
/// body, the most records, the longest field, the longest CSV line, the most CSV columns.
@Suite struct QuoteLimitTests {
  private static let record = "1101,台泥,100,2310,23.40,23.55,23.10,23.10,-0.30,5"

  /// A CSV of one record, padded with line feeds to `bytes` bytes.
  private func csvBody(ofBytes bytes: Int) -> Data {
    var body = Data(QuoteDecoding.csv([Self.record]).utf8)
    body.append(Data(repeating: 0x0A, count: bytes - body.count))
    return body
  }

  /// A JSON array of one record, padded with spaces to `bytes` bytes.
  private func jsonBody(ofBytes bytes: Int) -> Data {
    var body = Data(("[" + QuoteDecoding.jsonRecord() + "]").utf8)
    body.append(Data(repeating: 0x20, count: bytes - body.count))
    return body
  }

  @Test func aBodyOfTheLargestSize_IsDecodedAndOneByteMoreIsRefused() throws {
    let limit = QuoteDataDecoder.maxBodyBytes
    #expect(limit == 8_388_608)
    for (format, body) in [("csv", csvBody(ofBytes:)), ("json", jsonBody(ofBytes:))] {
      let data = try QuoteDecoding.decode(body(limit)).get()
      #expect(data.quotes.map(\.code) == ["1101"], "\(format)")
      let error = QuoteDecoding.decode(body(limit + 1)).failure()
      #expect(error?.kind == .fileTooLarge(size: 8_388_609, limit: 8_388_608), "\(format)")
    }
  }

  /// `count` records with distinct codes.
  private func records(_ count: Int) -> [String] {
    (0..<count).map { "\(100_000 + $0),名\($0),1,1,1,1,1,1,0,1" }
  }

  private func jsonRecords(_ count: Int) -> String {
    "["
      + (0..<count).map { QuoteDecoding.jsonRecord(code: String(100_000 + $0)) }
      .joined(separator: ",") + "]"
  }

  @Test func theMostRecords_AreDecodedAndOneMoreIsRefusedAtItsLine() throws {
    let limit = QuoteDataDecoder.maxRecords
    #expect(limit == 20_000)
    let csv = try QuoteDecoding.decode(QuoteDecoding.csv(records(limit))).get()
    #expect(csv.quotes.count == limit)
    let csvError = QuoteDecoding.decode(QuoteDecoding.csv(records(limit + 1))).failure()
    #expect(csvError?.kind == .tooManyRecords(limit: limit))
    #expect(csvError?.line == limit + 2, "the header is line 1")
    #expect(csvError?.reason == "body:20002 超過 20,000 筆資料的上限")
    let json = try QuoteDecoding.decode(jsonRecords(limit)).get()
    #expect(json.quotes.count == limit)
    let jsonError = QuoteDecoding.decode(jsonRecords(limit + 1)).failure()
    #expect(jsonError?.kind == .tooManyRecords(limit: limit))
    #expect(jsonError?.line == limit + 1)
  }

  /// Notes and blank lines are no records: they do not count toward the limit.
  @Test func notesAndBlankLines_AreNotCountedAsRecords() throws {
    let lines = records(QuoteDataDecoder.maxRecords).flatMap { [$0, "\"說明\"", ",,,", ""] }
    let data = try QuoteDecoding.decode(QuoteDecoding.csv(lines)).get()
    #expect(data.quotes.count == QuoteDataDecoder.maxRecords)
  }

  @Test func theLongestField_IsReadAndOneByteMoreSkipsItsRecord() throws {
    let limit = QuoteDataDecoder.maxFieldBytes
    #expect(limit == 256)
    let longest = String(repeating: "名", count: 85) + "a"  // 3 × 85 + 1 bytes
    let tooLong = longest + "b"
    let csv = try QuoteDecoding.decode(
      QuoteDecoding.csv([
        "1101,\(longest),1,1,1,1,1,1,0,1", "1102,\(tooLong),1,1,1,1,1,1,0,1",
        "1103,x,1,1,1,1,1,1,0," + String(repeating: "1", count: 257),
      ])
    ).get()
    #expect(csv.quotes.map(\.name) == [longest])
    #expect(
      csv.issues.map(\.kind)
        == [.fieldTooLong(field: "證券名稱", limit: 256), .fieldTooLong(field: "成交筆數", limit: 256)])
    #expect(csv.issues.map(\.line) == [3, 4])
    let json = try QuoteDecoding.decode(
      "[" + QuoteDecoding.jsonRecord(name: longest) + ","
        + QuoteDecoding.jsonRecord(code: "1102", name: tooLong) + "]"
    ).get()
    #expect(json.quotes.map(\.code) == ["1101"])
    #expect(json.issues.map(\.kind) == [.fieldTooLong(field: "Name", limit: 256)])
    #expect(
      json.issues.first?.description == "body:2: Name is longer than 256 bytes; record skipped")
  }

  @Test func theLongestLine_IsReadAndOneByteMoreIsRefused() throws {
    let limit = CSVQuoteDecoder.maxLineBytes
    #expect(limit == 65_536)
    // A note, not a code: a line of letters alone would be a record cut short.
    let note = "說明" + String(repeating: "a", count: limit - "說明".utf8.count)
    let data = try QuoteDecoding.decode(QuoteDecoding.csv([Self.record, note])).get()
    #expect(data.notes == [note])
    let error = QuoteDecoding.decode(QuoteDecoding.csv([Self.record, note + "a"])).failure()
    #expect(error?.kind == .lineTooLong(limit: limit))
    #expect(error?.line == 3)
  }

  @Test func theMostColumns_AreReadAndOneMoreIsRefused() throws {
    let limit = CSVQuoteDecoder.maxColumns
    #expect(limit == 100)
    func body(columns: Int) -> String {
      let extra = String(repeating: ",", count: columns - 10)
      return QuoteDecoding.header + extra + "\n" + Self.record + extra + "\n"
    }
    #expect(try QuoteDecoding.decode(body(columns: limit)).get().quotes.count == 1)
    let error = QuoteDecoding.decode(body(columns: limit + 1)).failure()
    #expect(error?.kind == .tooManyColumns(found: 101, limit: 100))
    #expect(error?.line == 1)
  }
}
