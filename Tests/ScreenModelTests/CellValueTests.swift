import ScreenModel
import ScreenModelTesting
import XCTest

/// A cell that says what it holds: its fixed text form, its value on the wire, its place in a
/// column, and its meaning read aloud in each locale.
final class CellValueTests: XCTestCase {
  private let price = CellNumber(units: 246_500, scale: 2)
  private let rise = CellNumber(units: 2500, scale: 2)
  private let fall = CellNumber(units: -30, scale: 2)
  private let flat = CellNumber(units: 0, scale: 2)

  func testNumbers_ShowInOneFixedForm() {
    XCTAssertEqual(CellNumber(units: -30, scale: 2).description, "-0.30")
    XCTAssertEqual(CellNumber(units: 5, scale: 3).description, "0.005")
    XCTAssertEqual(CellNumber(units: 123_456_789, scale: 0).grouped, "123,456,789")
    XCTAssertEqual(CellNumber(units: -123_456_789, scale: 2).grouped, "-1,234,567.89")
    XCTAssertEqual(CellNumber(units: .min, scale: 0).description, "-9223372036854775808")
    XCTAssertEqual(CellNumber(units: 1, scale: 40).scale, 18, "a scale past 18 is 18")
    XCTAssertEqual(CellNumber(units: 1, scale: -2).description, "1", "a negative scale is 0")
    XCTAssertEqual(CellDate(year: 2026, month: 7, day: 8).description, "2026-07-08")
    XCTAssertEqual(CellTime(hour: 9, minute: 0).description, "09:00:00")
  }

  func testEachKind_HasItsTextValueDirectionAndPlace() {
    let cells: [(TextCell, String, ChangeDirection?, TextCell.Alignment)] = [
      (.code("0050"), "0050", nil, .leading),
      (.integer(30_113_012), "30,113,012", nil, .trailing),
      (.decimal(price), "2,465.00", nil, .trailing),
      (.money(price), "2,465.00", nil, .trailing),
      (.percent(CellNumber(units: -128, scale: 2)), "-1.28%", nil, .trailing),
      (.change(rise), "+25.00", .up, .trailing),
      (.change(fall), "-0.30", .down, .trailing),
      (.change(flat), "0.00", .flat, .trailing),
      (.change(nil), "X", .notComparable, .trailing),
      (.changePercent(CellNumber(units: 102, scale: 2)), "+1.02%", .up, .trailing),
      (.changePercent(nil, notComparable: "—"), "—", .notComparable, .trailing),
      (.date(CellDate(year: 2026, month: 7, day: 8)), "2026-07-08", nil, .leading),
      (.time(CellTime(hour: 13, minute: 30)), "13:30:00", nil, .leading),
      (.badge("漲停", direction: .up), "漲停", .up, .leading),
      (TextCell("上市"), "上市", nil, .leading),
    ]
    for (cell, text, direction, alignment) in cells {
      XCTAssertEqual(cell.text, text)
      XCTAssertEqual(cell.value.direction, direction, text)
      XCTAssertEqual(cell.alignment, alignment, text)
    }
    XCTAssertEqual(
      TextCell("1,036", value: .integer(1036), alignment: .leading).alignment, .leading,
      "an alignment given wins over the kind's")
  }

  func testTheWire_CarriesTheKindAndTheExactValue() {
    let written: [(TextCell, String)] = [
      (TextCell("上市"), #""上市""#),
      (.code("2330"), #"{"text":"2330","kind":"code"}"#),
      (.integer(30_113_012), #"{"text":"30,113,012","kind":"integer","value":30113012}"#),
      (.decimal(price), #"{"text":"2,465.00","kind":"decimal","value":"2465.00"}"#),
      (.money(price), #"{"text":"2,465.00","kind":"money","value":"2465.00","currency":"TWD"}"#),
      (
        .money(price, currency: "USD"),
        #"{"text":"2,465.00","kind":"money","value":"2465.00","currency":"USD"}"#
      ),
      (
        .percent(CellNumber(units: 102, scale: 2)),
        #"{"text":"1.02%","kind":"percent","value":"1.02"}"#
      ),
      (.change(rise), #"{"text":"+25.00","kind":"change","direction":"up","value":"25.00"}"#),
      (.change(fall), #"{"text":"-0.30","kind":"change","direction":"down","value":"-0.30"}"#),
      (.change(flat), #"{"text":"0.00","kind":"change","direction":"flat","value":"0.00"}"#),
      (.change(nil), #"{"text":"X","kind":"change","direction":"notComparable"}"#),
      (
        .changePercent(CellNumber(units: -128, scale: 2)),
        #"{"text":"-1.28%","kind":"changePercent","direction":"down","value":"-1.28"}"#
      ),
      (
        .date(CellDate(year: 2026, month: 7, day: 8)),
        #"{"text":"2026-07-08","kind":"date","value":"2026-07-08"}"#
      ),
      (
        .time(CellTime(hour: 13, minute: 30)),
        #"{"text":"13:30:00","kind":"time","value":"13:30:00"}"#
      ),
      (.badge("漲停", direction: .up), #"{"text":"漲停","kind":"badge","direction":"up"}"#),
      (.badge("未成交"), #"{"text":"未成交","kind":"badge"}"#),
      (
        TextCell("2330", value: .code, marks: [0..<2], link: "https://x.tw"),
        #"{"text":"2330","kind":"code","marks":[[0,2]],"link":"https://x.tw"}"#
      ),
    ]
    for (cell, json) in written {
      var bytes: [UInt8] = []
      cell.writeJSON(into: &bytes)
      XCTAssertEqual(String(decoding: bytes, as: UTF8.self), json)
      XCTAssertEqual(cell.json, try JSONValue(parsing: Array(json.utf8)), "the value is the bytes")
    }
  }

  func testTheTextForm_AlignsFiguresRightAndPutsAnArrowBesideARiseOrAFall() {
    let rows = [
      RowText([TextCell("台積電"), .money(price), .change(rise)], layout: "quote"),
      RowText(
        [TextCell("台泥"), .money(CellNumber(units: 2310, scale: 2)), .change(fall)], layout: "quote"),
      RowText(
        [TextCell("亞泥"), .money(CellNumber(units: 3000, scale: 2)), .change(flat)], layout: "quote"),
      RowText(
        [TextCell("統一"), .money(CellNumber(units: 7000, scale: 2)), .change(nil)], layout: "quote"),
      RowText([TextCell("漲停"), .badge("漲停", direction: .up)], layout: "badge"),
    ]
    assertInlineTextSnapshot(
      of: TextRenderer(words: .source).lines(for: rows).joined(separator: "\n")
    ) {
      """
        台積電  2,465.00  ▲+25.00
        台泥       23.10   ▼-0.30
        亞泥       30.00     0.00
        統一       70.00        X
        漲停  漲停
      """
    }
  }

  func testAScreenReader_HearsTheMeaningInEachLocale() {
    let zh = Words(locale: "zh-Hant")
    let en = Words(locale: "en")
    let percent = TextCell.changePercent(CellNumber(units: 102, scale: 2))
    XCTAssertEqual(
      TextCell.spoken(change: .change(rise), percent: percent, in: zh), "漲 25.00（1.02%）")
    XCTAssertEqual(
      TextCell.spoken(change: .change(rise), percent: percent, in: en), "up 25.00, 1.02 percent")
    let down = TextCell.changePercent(CellNumber(units: -128, scale: 2))
    XCTAssertEqual(TextCell.spoken(change: .change(fall), percent: down, in: zh), "跌 0.30（1.28%）")
    XCTAssertEqual(
      TextCell.spoken(change: .change(flat), percent: .changePercent(flat), in: en), "unchanged",
      "a flat close says no percent")
    XCTAssertEqual(TextCell.change(nil).spoken(in: zh), "無法比較")
    XCTAssertEqual(TextCell.changePercent(nil).spoken(in: en), "not comparable")
    XCTAssertEqual(down.spoken(in: en), "down 1.28 percent")
    XCTAssertEqual(TextCell.money(price).spoken(in: zh), "2,465.00 元")
    XCTAssertEqual(TextCell.money(price).spoken(in: en), "NT$2,465.00")
    XCTAssertEqual(TextCell.money(price, currency: "USD").spoken(in: en), "USD 2,465.00")
    XCTAssertEqual(
      TextCell.percent(CellNumber(units: 102, scale: 2)).spoken(in: en), "1.02 percent")
    XCTAssertEqual(TextCell.integer(1036).spoken(in: en), "1,036")
    XCTAssertEqual(zh.problems, [])
    XCTAssertEqual(en.problems, [])
  }

  func testColumns_AreDeclaredWithTheirKindsAndWrittenForAFrontEnd() {
    let columns = ScreenColumns(
      rows: "quote",
      [.init("名稱"), .init("收盤", kind: .money), .init("漲跌", kind: .change, alignment: .leading)])
    XCTAssertEqual(
      columns.json.text,
      #"{"rows":"quote","columns":[{"header":"名稱","kind":"text","alignment":"leading"},"#
        + #"{"header":"收盤","kind":"money","alignment":"trailing"},"#
        + #"{"header":"漲跌","kind":"change","alignment":"leading"}]}"#)
  }

  @MainActor
  func testColumnsWithoutAColumnOrAHeader_KeepTheScreensFromStarting() {
    var declaration = QuoteScreens.list(prices: [:])
    declaration.columns = ScreenColumns(rows: "quote", [.init("代號"), .init("價格", kind: .money)])
    XCTAssertEqual(
      AnyScreenDeclaration(declaration).problems, [], "two columns, each with a header")
    declaration.columns = ScreenColumns(rows: "quote", [])
    XCTAssertEqual(
      AnyScreenDeclaration(declaration).problems, ["its columns for the quote rows list no column"])
    declaration.columns = ScreenColumns(rows: "quote", [.init("代號"), .init("", kind: .money)])
    XCTAssertEqual(
      AnyScreenDeclaration(declaration).problems, ["its column 2 for the quote rows has no header"])
    XCTAssertFalse(ScreenSession.problems(in: [AnyScreenDeclaration(declaration)]).isEmpty)
  }
}
