import ScreenModel
import XCTest

final class TextRendererTests: XCTestCase {
  func testRender_AlignsColumnsByDisplayWidth() {
    let screen = Screen(
      title: "公司列表",
      rows: [
        TestRow(id: 1, cells: ["台泥 - (1101)", "上市", "臺灣水泥股份有限公司"]),
        TestRow(id: 2, cells: ["台積電 - (2330)", "上市", "台灣積體電路製造股份有限公司"]),
        TestRow(id: 3, cells: ["M31 - (6643)", "上櫃", "円星科技股份有限公司"]),
      ])
    XCTAssertEqual(
      TextRenderer().render(screen),
      """
      # 公司列表
        台泥 - (1101)    上市  臺灣水泥股份有限公司
        台積電 - (2330)  上市  台灣積體電路製造股份有限公司
        M31 - (6643)     上櫃  円星科技股份有限公司

      """)
  }

  func testRender_TrailingAlignmentPadsBefore() {
    let rows = [
      TestRow(id: 1, cells: ["台泥", TextCell("77,511,817,420", alignment: .trailing), "元"]),
      TestRow(id: 2, cells: ["円星", TextCell("418,051,600", alignment: .trailing), "元"]),
    ]
    XCTAssertEqual(
      TextRenderer(indent: 0).lines(for: rows.map(\.text)),
      ["台泥  77,511,817,420  元", "円星     418,051,600  元"])
  }

  func testRender_OnlyConsecutiveRowsOfOneLayoutAlign() {
    let rows = [
      TestRow(id: 1, cells: ["a", "x"], layout: "one"),
      TestRow(id: 2, cells: ["台積電", "y"], layout: "one"),
      TestRow(id: 3, cells: ["status"], layout: ""),
      TestRow(id: 4, cells: ["bb", "z"], layout: "one"),
    ]
    XCTAssertEqual(
      TextRenderer(indent: 0).lines(for: rows.map(\.text)),
      ["a       x", "台積電  y", "status", "bb  z"])
  }

  func testRender_NoTrailingWhiteSpace() {
    let rows = [
      TestRow(id: 1, cells: ["short", ""], layout: "a"),
      TestRow(id: 2, cells: ["a much longer cell", "end  "], layout: "a"),
    ]
    let lines = TextRenderer().lines(for: rows.map(\.text))
    XCTAssertEqual(lines, ["  short", "  a much longer cell  end"])
    for line in lines { XCTAssertFalse(line.hasSuffix(" "), line) }
  }

  func testRender_ControlCharactersStayOnOneLine() {
    let rows = [TestRow(id: 1, cells: ["first\nsecond\r\u{2028}\tend"])]
    XCTAssertEqual(
      TextRenderer(indent: 0).lines(for: rows.map(\.text)),
      ["first\\u{0A}second\\u{0D}\\u{2028}\\u{09}end"])
  }

  func testRender_IsDeterministic() {
    let rows = (0..<50).map { TestRow(id: $0, cells: [TextCell("\($0)"), "台"]) }
    let screen = Screen(title: "t", rows: rows)
    XCTAssertEqual(TextRenderer().render(screen), TextRenderer().render(screen))
    XCTAssertFalse(TextRenderer().render(screen).contains("\r"))
  }

  func testRender_EmptyScreenIsItsTitle() {
    XCTAssertEqual(Screen<[TestRow]>(title: "空", rows: []).snapshotText, "# 空\n")
  }

  func testRowAtIndex_IsBoundsSafe() {
    let screen = Screen(title: "t", rows: [TestRow(id: 1, cells: ["a"])])
    XCTAssertEqual(screen.row(at: 0)?.id, 1)
    XCTAssertNil(screen.row(at: 1))
    XCTAssertNil(screen.row(at: -1))
  }
}

/// A row for engine tests: an identity and its cells.
struct TestRow: ScreenRow {
  var id: Int
  var cells: [TextCell]
  var layout = "test"

  var text: RowText { RowText(cells, layout: layout) }
}
