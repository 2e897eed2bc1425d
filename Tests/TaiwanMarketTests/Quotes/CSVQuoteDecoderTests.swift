import Foundation
import TaiwanMarket
import Testing

/// The exchange's CSV of the daily quotes: a header found by name among a title and notes,
/// thousands separators, signed changes and `X0.00`, and every record that cannot be read
/// skipped and counted by its line.
@Suite struct CSVQuoteDecoderTests {
  @Test func theExchangesForm_DecodesWithItsTitleDateAndNotes() throws {
    let data = try QuoteDecoding.fixture("quotes_exchange.csv").get()
    #expect(data.quotes.map(\.code) == ["0050", "1101", "2330", "2412", "2881", "910322"])
    #expect(data.issues.isEmpty, "\(data.issues)")
    #expect(data.date == CalendarDate(year: 2026, month: 7, day: 8))
    #expect(data.quotes.allSatisfy { $0.date == data.date }, "the title's date is every quote's")
    #expect(
      data.notes == [
        "115年07月08日 每日收盤行情(全部)", "說明:", "漲跌價差為當日收盤價與前一營業日收盤價比較, X 表示不比價",
      ])
    let changes = data.quotes.map { $0.prices?.change.description ?? "-" }
    #expect(changes == ["-0.15", "-0.30", "+25.00", "0.00", "X", "-"])
    let tsmc = try #require(data.quote(code: "2330"))
    #expect(tsmc.tradeVolume == 25_519_599)
    #expect(tsmc.tradeValue == 62_400_639_776)
    #expect(tsmc.transactions == 94_688)
    #expect(tsmc.prices?.open == price("2445"))
    #expect(data.quote(code: "0050")?.tickTable == .etf, "read from =\"0050\"")
    #expect(data.quote(code: "910322")?.prices == nil)
    #expect(data.quote(code: "910322")?.tradeVolume == 0)
  }

  /// Each line of the fixture: read, or skipped with the column named as the header names it.
  @Test func everyRecordIsReadOrCountedByItsLine() throws {
    let data = try QuoteDecoding.fixture("quotes_bad_records.csv").get()
    #expect(data.quotes.map(\.code) == ["1101", "2330"])
    let expected: [(Int, DecodingIssue.Kind)] = [
      (3, .unusableValue(field: "證券代號", found: "")),
      (4, .unusableValue(field: "證券代號", found: "11-01")),
      (5, .unusableValue(field: "證券名稱", found: "")),
      (6, .unusableValue(field: "成交股數", found: "abc")),
      (7, .unusableValue(field: "成交金額", found: "-2310")),
      (8, .unusableValue(field: "開盤價", found: "abc")),
      (9, .unusableValue(field: "最高價", found: "-23.55")),
      (10, .unusableValue(field: "最低價", found: "23.105")),
      (11, .unusableValue(field: "收盤價", found: "")),
      (12, .unusableValue(field: "漲跌價差", found: "++0.30")),
      (13, .unusableValue(field: "漲跌價差", found: "")),
      (14, .unusableValue(field: "漲跌價差", found: "+1.00")),
      (15, .unusableValue(field: "成交筆數", found: "1.5")),
      (16, .unusableValue(field: "漲跌價差", found: "+1.00")),
      (17, .missingFields(expected: 10, found: 2)),
      (18, .duplicateCode("1101")),
    ]
    #expect(data.issues.map(\.line) == expected.map(\.0))
    #expect(data.issues.map(\.kind) == expected.map(\.1))
    #expect(data.decodingSummary.skippedCount == expected.count)
    #expect(data.issues.allSatisfy { $0.numbering == .line })
  }

  @Test func changes_ReadWithTheirSigns() throws {
    let cases: [(String, String)] = [
      ("+0.25", "+0.25"), ("-0.04", "-0.04"), (" 0.00", "0.00"), ("X0.00", "X"), ("x0.00", "X"),
      ("X", "X"), ("X1.25", "X"), ("0.2500", "+0.25"), ("+1,005.00", "+1005.00"),
    ]
    for (written, read) in cases {
      let body = QuoteDecoding.csv(["2330,台積電,1,1,2000,2000,2000,2000,\"\(written)\",1"])
      let data = try QuoteDecoding.decode(body).get()
      #expect(data.quotes.first?.prices?.change.description == read, "\(written)")
    }
  }

  @Test func noPrice_IsEmptyDashesOrZero() throws {
    for empty in ["", "--", "0.00", "0", " "] {
      let cell = "\"\(empty)\""
      let record = "910322,康師傅-DR,,,\(cell),\(cell),\(cell),\(cell),\(cell),"
      let data = try QuoteDecoding.decode(QuoteDecoding.csv([record])).get()
      let quote = try #require(data.quotes.first, "\(empty.debugDescription)")
      #expect(quote.prices == nil)
      #expect([quote.tradeVolume, quote.tradeValue, quote.transactions] == [0, 0, 0])
    }
  }

  @Test func theHeader_IsFoundByNameInAnyOrderAndAnyWidth() throws {
    let body = """
      "標題一"
      "","標題二",""
      其他,成交筆數,漲跌價差,收盤價,最低價,最高價,開盤價,成交金額,成交股數,證券名稱,證券代號,
      x,5,-0.30,23.10,23.10,23.55,23.40,2310,100,台泥,1101,
      "說明","",""

      """
    let data = try QuoteDecoding.decode(body).get()
    #expect(data.quotes.map(\.code) == ["1101"])
    #expect(data.quotes.first?.prices?.previousClose == price("23.40"))
    #expect(data.notes == ["標題一", "標題二", "說明"])
    #expect(data.date == nil, "no title names a date")
    #expect(data.issues.isEmpty)
  }

  @Test func aLineOfOneCode_IsARecordCutShortNotANote() throws {
    let data = try QuoteDecoding.decode(QuoteDecoding.csv(["1101", "2330,台積電,1,1,1,1,1,1,0,1"]))
      .get()
    #expect(data.issues.map(\.kind) == [.missingFields(expected: 10, found: 1)])
    #expect(data.notes.isEmpty)
  }

  @Test func noHeader_IsMissingEveryColumn() {
    let error = QuoteDecoding.decode("\"115年07月08日\"\n1101,台泥\n").failure()
    #expect(
      error?.kind
        == .missingColumns([
          "證券代號", "證券名稱", "成交股數", "成交金額", "開盤價", "最高價", "最低價", "收盤價", "漲跌價差", "成交筆數",
        ]))
    #expect(error?.line == 1)
  }

  @Test func aHeaderLackingColumns_NamesThemAndItsLine() {
    let error = QuoteDecoding.decode("\"標題\"\n證券代號,證券名稱,收盤價\n1101,台泥,23.10\n").failure()
    #expect(
      error?.kind
        == .missingColumns(["成交股數", "成交金額", "開盤價", "最高價", "最低價", "漲跌價差", "成交筆數"]))
    #expect(error?.line == 2)
    #expect(
      error?.description == "上市 body:2: 缺少欄位 成交股數、成交金額、開盤價、最高價、最低價、漲跌價差、成交筆數")
  }

  @Test func titleDates_ReadInEitherCalendar() throws {
    let titles: [(String, CalendarDate?)] = [
      ("115年07月08日 每日收盤行情", CalendarDate(year: 2026, month: 7, day: 8)),
      ("民國99年1月2日", CalendarDate(year: 2010, month: 1, day: 2)),
      ("2026年07月08日", CalendarDate(year: 2026, month: 7, day: 8)),
      ("第1年 115年13月01日 115年02月30日 115年02月28日", CalendarDate(year: 2026, month: 2, day: 28)),
      ("每日收盤行情", nil), ("115年07月", nil), ("12345年01月01日", nil),
    ]
    for (title, date) in titles {
      let body = "\"\(title)\"\n" + QuoteDecoding.csv(["1101,台泥,1,1,1,1,1,1,0,1"])
      let data = try QuoteDecoding.decode(body).get()
      #expect(data.date == date, "\(title)")
      #expect(data.quotes.first?.date == date, "\(title)")
    }
  }

  @Test func csvProblems_StopTheBodyWithTheirLine() {
    let open = QuoteDecoding.decode(QuoteDecoding.csv(["1101,\"台泥,1,1,1,1,1,1,0,1"])).failure()
    #expect(open?.kind == .unbalancedQuote)
    #expect(open?.line == 2)
    let nul = QuoteDecoding.decode(QuoteDecoding.csv(["1101,台\u{0}泥,1,1,1,1,1,1,0,1"])).failure()
    #expect(nul?.kind == .nulByte)
    #expect(nul?.line == 2)
    #expect(QuoteDecoding.decode(" \n\n").failure()?.kind == .emptyBody)
  }
}
