import ScreenModel
import StockScreens
import TaiwanMarket
import XCTest

/// The rows' JSON as front ends read it, written once, as bytes, by the one writer of a row;
/// the value is those bytes read back, and is the same whatever the text holds.
final class RowJSONTests: XCTestCase {
  /// Quotes, a backslash, a line separator (which ends a line in JavaScript), and no capital.
  private let awkward = Company(
    code: "9\"9", shortName: "台\\積", fullName: "台積\u{2028}電\n股份", capital: nil,
    market: .emerging, englishShortName: "T\"S")

  func testACompanyRow_ReadsAsTheProtocolSays() {
    let row = DirectoryRow.company(
      CompanyRow(
        company: Fixtures.listed[2],
        highlights: [
          Highlight(field: .shortName, range: 0..<2), Highlight(field: .code, range: 0..<4),
        ]))
    XCTAssertEqual(
      row.json.text,
      #"{"kind":"company","id":"company:2330","code":"2330","name":"台積電","#
        + #""fullName":"台灣積體電路製造股份有限公司","capital":259327332420,"market":"listed","#
        + #""highlights":[{"field":"shortName","start":0,"end":2},"#
        + #"{"field":"code","start":0,"end":4}],"#
        + #""cells":[{"text":"台積電 - (2330)","marks":[[0,2],[7,11]]},"#
        + #""上市","台灣積體電路製造股份有限公司","資本額: 259,327,332,420 元"],"#
        + #""action":{"event":"select","code":"2330"},"#
        + #""actions":[{"name":"watch","label":"加入自選股","key":"a","#
        + #""event":{"event":"watch","code":"2330"}}],"#
        + #""accessibility":{"label":"台積電，2330，上市，台灣積體電路製造股份有限公司，資本額 2,593 億元","#
        + #""hint":"開啟公司資料","traits":["button"]}}"#)
  }

  func testCompanyRows_WriteTheBytesOfTheirJSON() {
    let emoji = Company(
      code: "😀1", shortName: "👍🏽[好]", fullName: "a😀b", capital: 1, market: .otc,
      englishShortName: "😀 TSMC")
    let rows: [DirectoryRow] = [
      .company(CompanyRow(company: awkward)),
      .company(
        CompanyRow(
          company: awkward,
          highlights: [Highlight(field: .fullName, range: 1..<3)])),
      .company(CompanyRow(company: Fixtures.listed[0])),
      .company(
        CompanyRow(
          company: emoji,
          highlights: [
            Highlight(field: .shortName, range: 2..<5), Highlight(field: .code, range: 0..<1),
            Highlight(field: .fullName, range: 1..<3),
            Highlight(field: .englishShortName, range: 0..<1),
          ])),
    ]
    for row in rows {
      XCTAssertEqual(written(row), row.json.text)
    }
    XCTAssertEqual(
      rows[3].json["cells"]?.text,
      #"[{"text":"👍🏽[好] - (😀1)","marks":[[4,7],[11,13]]},"上櫃","#
        + #"{"text":"a😀b","marks":[[1,4]]},"資本額: 1 元",{"text":"英文簡稱: 😀 TSMC","marks":[[6,8]]}]"#,
      "scalar highlights become UTF-16 marks; the name's own brackets are text, marked as any")
    XCTAssertTrue(written(rows[0]).contains(#""capital":null"#))
    XCTAssertTrue(written(rows[0]).contains(#"台積\u2028電\n股份"#), written(rows[0]))
  }

  func testACompanyNamedWithBrackets_CarriesThemAsText_AndNoMark() {
    let company = Company(
      code: "9999", shortName: "[x]電", fullName: "[ Save ]", capital: nil, market: .listed)
    let row = DirectoryRow.company(CompanyRow(company: company))
    XCTAssertEqual(
      row.json["cells"]?.text, #"["[x]電 - (9999)","上市","[ Save ]","資本額: 未提供"]"#)
    XCTAssertEqual(written(row), row.json.text)
  }

  func testAMatchedCompanysSpokenLabel_HasNoBrackets() {
    let row = DirectoryRow.company(
      CompanyRow(
        company: Fixtures.listed[2],
        highlights: [
          Highlight(field: .shortName, range: 0..<2), Highlight(field: .fullName, range: 0..<2),
        ]))
    let label = row.accessibility.label
    XCTAssertTrue(label.hasPrefix("台積電，2330，"), label)
    XCTAssertFalse(label.contains("[") || label.contains("]"), label)
    XCTAssertEqual(row.json["accessibility"]?["label"], .string(label))
  }

  func testTheFastWriter_WritesAnyFurtherActionsAsTheGenericJSONDoes() {
    let company = DirectoryRow.company(CompanyRow(company: awkward))
    let feed = FeedRow.item(Fixtures.otc[1])
    let actions: [[RowAction<JSONValue>]] = [
      [],
      [RowAction(name: "watch", label: "加入\"自選\"股", key: "a", event: .object(["x": .int(1)]))],
      [
        RowAction(name: "a", label: "", event: .null),
        RowAction(name: "b\n", label: "台", key: "台", event: .array([.string("\u{2028}")])),
      ],
    ]
    for further in actions {
      XCTAssertEqual(
        written { company.writeJSON(into: &$0, action: nil, actions: further) },
        company.json(action: nil, actions: further).text)
      XCTAssertEqual(
        written { feed.writeJSON(into: &$0, action: .string("s"), actions: further) },
        feed.json(action: .string("s"), actions: further).text)
    }
    XCTAssertEqual(
      company.json(action: nil, actions: []).text.contains("actions"), false,
      "no further action, no member")
    XCTAssertEqual(
      company.json(action: nil, actions: [])["problem"],
      .string(
        #"its action companySelected(code: "9\"9") and its action "watch" "#
          + #"(watchRequested(code: "9\"9")) are written by no event of its screen"#),
      "an action no form writes is named, not dropped")
    XCTAssertNil(company.json["problem"], "the directory's forms write every action it offers")
  }

  func testEveryOtherDirectoryRow_WritesItsJSON() {
    let rows: [DirectoryRow] = [
      .status(text: "已取得 上市 共 4 家"), .notice(market: .otc, skipped: 2, detail: "略過 2 筆"),
      .loading(market: .listed), .error(market: .otc, reason: "HTTP 503 \"busy\""),
      .stale(market: .listed, dataDate: CalendarDate(year: 2024, month: 10, day: 29), reason: "x"),
      .stale(market: .emerging, dataDate: nil, reason: "y"), .empty(text: "沒有符合的公司"),
    ]
    for row in rows {
      XCTAssertEqual(written(row), row.json.text)
    }
  }

  func testFeedRows_WriteTheBytesOfTheirJSON() {
    let rows: [FeedRow<Company>] = [
      .header(.loading), .item(awkward), .item(Fixtures.otc[1]), .footer(.exhausted), .empty(),
      .error(reason: "timed out"),
    ]
    for row in rows {
      XCTAssertEqual(written(row), row.json.text)
    }
    XCTAssertEqual(
      FeedRow.item(Fixtures.otc[1]).json["action"]?.text,
      #"{"event":"select","code":"6643"}"#)
  }

  private func written(_ row: DirectoryRow) -> String {
    written { row.writeJSON(into: &$0) }
  }

  private func written(_ row: FeedRow<Company>) -> String {
    written { row.writeJSON(into: &$0) }
  }

  private func written(_ write: (inout [UInt8]) -> Void) -> String {
    var output = Array("[".utf8)
    write(&output)
    XCTAssertEqual(output.first, UInt8(ascii: "["), "appends, keeping what was there")
    return String(decoding: output.dropFirst(), as: UTF8.self)
  }
}
