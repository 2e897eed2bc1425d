import Foundation
import ScreenModel
import XCTest

/// A cell's marks as data: kept in order and on whole scalars, counted in UTF-16 code units,
/// and written in a row's `cells` so that a JavaScript front end slices the text with them.
final class TextCellTests: XCTestCase {
  func testMarks_AreKeptSortedApartAndInsideTheText() {
    let cell = TextCell("abcdefgh", marks: [6..<20, 0..<2, 1..<3, 3..<4, 5..<5, -4..<0])
    XCTAssertEqual(
      cell.marks, [0..<4, 6..<8], "sorted, overlapping and touching joined, clamped, empty dropped")
    XCTAssertEqual(TextCell("ab", marks: [5..<9]).marks, [], "a mark past the text is none")
    XCTAssertEqual(TextCell("ab").marks, [])
  }

  func testAMarkInsideASurrogatePair_TakesTheWholeScalar() {
    // 😀 is two UTF-16 code units, at 1 and 2.
    XCTAssertEqual(TextCell("a😀b", marks: [2..<4]).marks, [1..<4])
    XCTAssertEqual(TextCell("a😀b", marks: [0..<2]).marks, [0..<3])
    XCTAssertEqual(TextCell("a😀b", marks: [2..<2]).marks, [], "an empty mark stays empty")
  }

  func testSettingMarksOrText_KeepsTheMarksInsideTheText() {
    var cell = TextCell("台積電")
    cell.marks = [2..<9]
    XCTAssertEqual(cell.marks, [2..<3])
    cell.text = "台積"
    XCTAssertEqual(cell.marks, [], "the mark fell off the end of the new text")
    cell.marks = [0..<1]
    cell.text = "台積電股份"
    XCTAssertEqual(cell.marks, [0..<1])
  }

  func testAPlainCell_IsItsTextInJSON() {
    XCTAssertEqual(TextCell("[ Save ]").json, .string("[ Save ]"), "brackets in text are text")
    XCTAssertEqual(TextCell("1,036", alignment: .trailing).json.text, #""1,036""#)
  }

  func testMarks_AtTheStartTheEndAndBetween_AreUTF16OffsetPairs() {
    let cases: [(cell: TextCell, json: String, marked: [String])] = [
      (
        TextCell("台積電 - (2330)", marks: [0..<2]), #"{"text":"台積電 - (2330)","marks":[[0,2]]}"#,
        ["台積"]
      ),
      (TextCell("台灣積體電路", marks: [4..<6]), #"{"text":"台灣積體電路","marks":[[4,6]]}"#, ["電路"]),
      (
        TextCell("台積電 - (2330)", marks: [0..<2, 7..<11]),
        #"{"text":"台積電 - (2330)","marks":[[0,2],[7,11]]}"#, ["台積", "2330"]
      ),
      // 👍🏽 is two scalars of two code units each; 好 is one, and 😀 two.
      (TextCell("👍🏽好😀棒", marks: [4..<5]), #"{"text":"👍🏽好😀棒","marks":[[4,5]]}"#, ["好"]),
      (
        TextCell("👍🏽好😀棒", marks: [0..<2, 5..<7]), #"{"text":"👍🏽好😀棒","marks":[[0,2],[5,7]]}"#,
        ["👍", "😀"]
      ),
      (TextCell("a😀b😀", marks: [4..<6]), #"{"text":"a😀b😀","marks":[[4,6]]}"#, ["😀"]),
    ]
    for (cell, json, marked) in cases {
      XCTAssertEqual(cell.json.text, json)
      var written: [UInt8] = []
      cell.writeJSON(into: &written)
      XCTAssertEqual(String(decoding: written, as: UTF8.self), json, "written without a value")
      // The offsets slice the text as JavaScript's String.slice does: by UTF-16 code units.
      let units = Array(cell.text.utf16)
      XCTAssertEqual(
        cell.marks.map { String(decoding: units[$0], as: UTF16.self) }, marked, json)
    }
  }

  func testACellWrittenWithoutAValue_ReadsAsItsValue() throws {
    let cells = [
      TextCell(""), TextCell("say \"hi\"\n\u{1}"), TextCell("a", link: "https://x.tw/?q=\"b\""),
      TextCell("寫信", marks: [0..<1], link: "mailto:ir@tsmc.com"),
      TextCell("abcdef", marks: [0..<1, 2..<3, 4..<6]),
    ]
    for cell in cells {
      var written: [UInt8] = []
      cell.writeJSON(into: &written)
      let text = String(decoding: written, as: UTF8.self)
      XCTAssertEqual(try JSONValue(parsing: text), cell.json, text)
      let foundation = try JSONSerialization.jsonObject(
        with: Data(written), options: .fragmentsAllowed)
      XCTAssertEqual(
        (foundation as? String) ?? ((foundation as? [String: Any])?["text"] as? String), cell.text,
        "Foundation reads the text back")
    }
  }

  func testALink_IsWrittenBesideTheText_AndWithMarks() {
    XCTAssertEqual(
      TextCell("https://www.tsmc.com", link: "https://www.tsmc.com").json.text,
      #"{"text":"https://www.tsmc.com","link":"https://www.tsmc.com"}"#)
    XCTAssertEqual(
      TextCell("寫信", marks: [0..<1], link: "mailto:ir@tsmc.com").json.text,
      #"{"text":"寫信","marks":[[0,1]],"link":"mailto:ir@tsmc.com"}"#)
  }

  func testARowsCells_AreItsCellsJSON() {
    let row = RowText([TextCell("台積電", marks: [0..<2]), "上市", TextCell("網站", link: "tel:1")])
    XCTAssertEqual(
      QuoteCells.cellsJSON(row).text,
      #"[{"text":"台積電","marks":[[0,2]]},"上市",{"text":"網站","link":"tel:1"}]"#)
  }
}

/// A row type to reach `DescribedRow.cellsJSON` by.
private enum QuoteCells: DescribedRow {
  case only
  var id: Int { 0 }
  var text: RowText { RowText("") }
}
