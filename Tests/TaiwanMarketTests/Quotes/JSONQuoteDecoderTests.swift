import Foundation
import TaiwanMarket
import Testing

/// The OpenAPI JSON of the daily quotes, with and without `Date`, and every record that
/// cannot be read skipped and counted by its number.
@Suite struct JSONQuoteDecoderTests {
  @Test func recordsWithoutDate_DecodeWithNoDate() throws {
    let data = try QuoteDecoding.fixture("quotes_without_date.json").get()
    #expect(data.quotes.map(\.code) == ["00625K", "1101", "2330"])
    #expect(data.date == nil)
    #expect(data.quotes.allSatisfy { $0.date == nil })
    #expect(data.issues.isEmpty)
    let tsmc = try #require(data.quote(code: "2330"))
    #expect(tsmc.prices?.close == price("2465.00"))
    #expect(tsmc.prices?.change == PriceChange(price("25")))
    #expect(tsmc.tradeValue == 62_400_639_776)
    let none = try #require(data.quote(code: "00625K"))
    #expect(none.prices == nil, "0.00 everywhere: no trade formed a price")
    #expect(none.tickTable == .etf)
  }

  /// Each record of the fixture, by number: read, kept without its date, or skipped with the
  /// field named as the JSON names it.
  @Test func everyRecordIsReadOrCountedByItsNumber() throws {
    let data = try QuoteDecoding.fixture("quotes_bad_records.json").get()
    #expect(data.quotes.map(\.code) == ["1101", "1106", "1107", "1109"])
    #expect(data.date == CalendarDate(year: 2026, month: 7, day: 8))
    let expected: [(Int, DecodingIssue.Kind)] = [
      (2, .malformedRecord("a string, not an object")),
      (3, .unusableValue(field: "Code", found: "")),
      (4, .unusableValue(field: "TradeVolume", found: "1e3")),
      (5, .unusableValue(field: "ClosingPrice", found: "23.1O")),
      (6, .unusableValue(field: "Change", found: "-0.3001")),
      (7, .invalidValue(field: "Date", found: "1150732")),
      (9, .malformedRecord("Name is not a string")),
      (11, .unusableValue(field: "OpeningPrice", found: "")),
      (12, .duplicateCode("1101")),
      (13, .malformedRecord("null, not an object")),
    ]
    #expect(data.issues.map(\.line) == expected.map(\.0))
    #expect(data.issues.map(\.kind) == expected.map(\.1))
    #expect(data.issues.allSatisfy { $0.numbering == .record })
    #expect(data.quote(code: "1106")?.date == nil, "a date that cannot be read is left out")
    #expect(data.quote(code: "1107")?.prices?.change == PriceChange(price("-0.30")), "numbers")
    #expect(data.quote(code: "1109")?.tradeVolume == 0, "null is no volume")
    let summary = data.decodingSummary
    #expect(summary.skippedCount == 9)
    #expect(summary.repairedFields == ["Date"])
    #expect(
      data.issues[2].description.hasSuffix(
        #"quotes_bad_records.json:4: TradeVolume cannot be used: "1e3"; record skipped"#))
  }

  @Test func aFirstRecordWithoutTheReportsKeys_IsMissingColumns() {
    let body = #"[{"Code":"1101","Name":"台泥","ClosingPrice":"23.10"}]"#
    let error = QuoteDecoding.decode(body).failure()
    #expect(
      error?.kind
        == .missingColumns([
          "TradeVolume", "TradeValue", "OpeningPrice", "HighestPrice", "LowestPrice", "Change",
          "Transaction",
        ]))
    #expect(error?.line == 1)
  }

  @Test func companyFiles_AreNotQuotes() throws {
    let error = try QuoteDecoding.fixture("numbers_and_nulls.json").failure()
    guard case .missingColumns(let names) = error?.kind else {
      Issue.record("expected missing columns, got \(String(describing: error))")
      return
    }
    #expect(names.first == "Code")
  }

  @Test func answersWithoutAQuote_AreNoUsableQuotes() {
    let cases: [(String, Int)] = [
      ("[]", 0), (#"["a", 1, null]"#, 3),
      ("[" + QuoteDecoding.jsonRecord(change: ["ClosingPrice": "x"]) + "]", 1),
    ]
    for (body, unusable) in cases {
      let error = QuoteDecoding.decode(body).failure()
      #expect(error?.kind == .noUsableQuotes(unusable: unusable), "\(body)")
      #expect(error?.market == .listed)
    }
  }

  @Test func bodiesThatAreNoArrayOfRecords_AreReportedAsSuch() throws {
    #expect(QuoteDecoding.decode("").failure()?.kind == .emptyBody)
    #expect(
      QuoteDecoding.decode(#"{"stat":"OK"}"#).failure()?.kind
        == .wrongShape("expected an array of records, found an object"))
    #expect(
      QuoteDecoding.decode("\"text\"", contentType: "application/json").failure()?.kind
        == .wrongShape("expected an array of records, found a string"))
    let truncated = try QuoteDecoding.fixture("truncated.json").failure()
    guard case .invalidJSON = truncated?.kind else {
      Issue.record("expected invalid JSON, got \(String(describing: truncated))")
      return
    }
    let page = try QuoteDecoding.fixture("security_page.html").failure()
    #expect(page?.kind == .htmlPage(title: "FOR SECURITY REASONS"))
  }

  @Test func aByteOrderMark_IsPassedOver() throws {
    let body = "\u{FEFF}[" + QuoteDecoding.jsonRecord() + "]"
    let data = try QuoteDecoding.decode(body).get()
    #expect(data.quotes.map(\.code) == ["1101"])
  }
}
