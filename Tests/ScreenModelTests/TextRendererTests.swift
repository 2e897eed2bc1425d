import ScreenModel
import TestSupport
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
      TextRenderer(words: .source).render(screen),
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
      TextRenderer(indent: 0, words: .source).lines(for: rows.map(\.text)),
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
      TextRenderer(indent: 0, words: .source).lines(for: rows.map(\.text)),
      ["a       x", "台積電  y", "status", "bb  z"])
  }

  func testRender_NoTrailingWhiteSpace() {
    let rows = [
      TestRow(id: 1, cells: ["short", ""], layout: "a"),
      TestRow(id: 2, cells: ["a much longer cell", "end  "], layout: "a"),
    ]
    let lines = TextRenderer(words: .source).lines(for: rows.map(\.text))
    XCTAssertEqual(lines, ["  short", "  a much longer cell  end"])
    for line in lines { XCTAssertFalse(line.hasSuffix(" "), line) }
  }

  func testRender_ControlCharactersStayOnOneLine() {
    let rows = [TestRow(id: 1, cells: ["first\nsecond\r\u{2028}\tend"])]
    XCTAssertEqual(
      TextRenderer(indent: 0, words: .source).lines(for: rows.map(\.text)),
      ["first\\u{0A}second\\u{0D}\\u{2028}\\u{09}end"])
  }

  /// Characters that draw nothing or reorder what follows are shown escaped, in any cell and
  /// in a control's value; a zero-width joiner inside an emoji stays, and so does the column
  /// layout around them.
  func testRender_InvisibleAndReorderingCharacters_AreShownEscaped() {
    let rows = [
      TestRow(id: 1, cells: ["\u{202E}2330\u{202C}", "x"], layout: "a"),
      TestRow(id: 2, cells: ["a\u{200B}b\u{FEFF}\u{00AD}\u{061C}", "y"], layout: "a"),
      TestRow(id: 3, cells: ["👩\u{200D}💻 a\u{200D}b \u{2066}\u{2069}"]),
    ]
    XCTAssertEqual(
      TextRenderer(indent: 0, words: .source).lines(for: rows.map(\.text)),
      [
        "\\u{202E}2330\\u{202C}" + String(repeating: " ", count: 13) + "x",
        "a\\u{200B}b\\u{FEFF}\\u{AD}\\u{61C}  y",
        "👩\u{200D}💻 a\\u{200D}b \\u{2066}\\u{2069}",
      ])
  }

  /// Random rows against the rules written plainly: blocks of consecutive rows sharing a
  /// non-empty layout, each column as wide as its widest cell (a row's last only when it is
  /// trailing), trailing cells padded before, no trailing spaces; the screen's text is its
  /// title and those lines.
  func testRender_FollowsTheAlignmentRulesForAnyRows() {
    var generator = SplitMix64(seed: 0x7E47)
    let words: [TextCell] = [
      "台積電", "M31", "", "円星科技", "e\u{301}", TextCell("1,036", alignment: .trailing),
      "臺灣水泥股份有限公司", "Q BURGER", TextCell("円", alignment: .trailing), "end  ",
      TextCell("台積電", marks: [0..<2]), "[x]", TextCell("a😀b", marks: [1..<3], link: "tel:1"),
      TextCell("12", alignment: .trailing, marks: [1..<2]),
    ]
    for round in 0..<300 {
      let rows = (0..<Int.random(in: 0...10, using: &generator)).map { id in
        TestRow(
          id: id,
          cells: (0..<Int.random(in: 1...4, using: &generator)).map { _ in
            words.randomElement(using: &generator) ?? ""
          },
          layout: ["a", "b", ""].randomElement(using: &generator) ?? "a")
      }
      let (indent, gap) = (round % 3, 1 + round % 2)
      let expected = Self.referenceLines(rows.map(\.text), indent: indent, gap: gap)
      let renderer = TextRenderer(indent: indent, columnGap: gap, words: .source)
      XCTAssertEqual(renderer.lines(for: rows.map(\.text)), expected, "round \(round)")
      XCTAssertEqual(
        renderer.render(Screen(title: "畫面", rows: rows)),
        "# 畫面\n" + expected.map { $0 + "\n" }.joined(), "round \(round)")
    }
  }

  func testControlCharacters_InAnyCell_AreShownAsEscapes_SoARowStaysOneLine() {
    // ASCII alone, and beside Chinese: the two byte paths, then the one for other text.
    for (cell, shown) in [
      ("a\nb", "a\\u{0A}b"), ("x\ty", "x\\u{09}y"), ("del\u{7F}", "del\\u{7F}"),
      ("台\r積", "台\\u{0D}積"), ("é\u{1B}", "é\\u{1B}"),
    ] {
      let lines = TextRenderer(indent: 0, words: .source).lines(for: [
        RowText([TextCell(cell), "end"])
      ])
      XCTAssertEqual(lines, [shown + "  end"], cell.debugDescription)
    }
  }

  func testTrailingSpaces_AreTrimmedACharacterAtATime_AsStringDoes() {
    // U+0600 (D8 80) takes the space after it into its grapheme: the line is trimmed by
    // characters, and that character goes with its space.
    for cell in ["a\u{0600}  ", "a\u{0600} ", "\u{0600}\u{0600}  ", "台積電  ", "é\u{0301}   "] {
      var expected = Substring(cell)
      while let last = expected.last, last.utf8.last == 0x20 {
        expected = expected.dropLast()
      }
      let lines = TextRenderer(indent: 0, words: .source).lines(for: [RowText([TextCell(cell)])])
      XCTAssertEqual(lines, [String(expected)], cell.debugDescription)
    }
    XCTAssertEqual(
      TextRenderer(indent: 0, words: .source).lines(for: [RowText(["a\u{0600}  "])]), ["a"],
      "the sign and its space are one character")
  }

  func testAGapBelowOne_IsOne_AndAnIndentBelowZeroIsZero() {
    let rows = [TestRow(id: 1, cells: ["台積電", "2330"]), TestRow(id: 2, cells: ["M31", "6643"])]
    for (indent, gap) in [(-1, 0), (-5, -3)] {
      let renderer = TextRenderer(indent: indent, columnGap: gap, words: .source)
      XCTAssertEqual([renderer.indent, renderer.columnGap], [0, 1])
      XCTAssertEqual(
        renderer.lines(for: rows.map(\.text)), ["台積電 2330", "M31    6643"],
        "columns never run together")
    }
    XCTAssertEqual(
      [TextRenderer(words: .source).indent, TextRenderer(words: .source).columnGap], [2, 2],
      "the defaults")
  }

  /// The lines the renderer's rules give, by plain string work, for cells without control
  /// characters.
  static func referenceLines(_ rows: [RowText], indent: Int, gap: Int) -> [String] {
    var lines: [String] = []
    var start = 0
    while start < rows.count {
      var end = start + 1
      let layout = rows[start].layout
      while !layout.isEmpty, end < rows.count, rows[end].layout == layout { end += 1 }
      var widths: [Int: Int] = [:]
      for row in rows[start..<end] {
        for (column, cell) in row.cells.enumerated()
        where column < row.cells.count - 1 || cell.alignment == .trailing {
          widths[column] = max(widths[column] ?? 0, DisplayWidth.of(shown(cell)))
        }
      }
      for row in rows[start..<end] {
        var line = String(repeating: " ", count: indent)
        for (column, cell) in row.cells.enumerated() {
          if column > 0 { line += String(repeating: " ", count: gap) }
          let unpadded = column == row.cells.count - 1 && cell.alignment == .leading
          let text = shown(cell)
          let padding = String(
            repeating: " ", count: unpadded ? 0 : (widths[column] ?? 0) - DisplayWidth.of(text))
          line += cell.alignment == .trailing ? padding + text : text + padding
        }
        while line.hasSuffix(" ") { line.removeLast() }
        lines.append(line)
      }
      start = end
    }
    return lines
  }

  /// The cell's text with its marks in brackets, inserted at string indices from the end.
  static func shown(_ cell: TextCell) -> String {
    var text = cell.text
    for mark in cell.marks.reversed() {
      for (offset, bracket) in [(mark.upperBound, "]"), (mark.lowerBound, "[")] {
        text.insert(
          contentsOf: bracket, at: text.utf16.index(text.utf16.startIndex, offsetBy: offset))
      }
    }
    return text
  }

  func testRender_DrawsMarksInBrackets_CountedInTheColumnsWidth() {
    let rows = [
      TestRow(id: 1, cells: [TextCell("台積電 - (2330)", marks: [0..<2, 7..<11]), "上市"]),
      TestRow(id: 2, cells: ["[x] - (9999)", "上櫃"]),
      TestRow(id: 3, cells: [TextCell("a😀b", marks: [1..<3], link: "https://x.example/"), "興櫃"]),
    ]
    XCTAssertEqual(
      TextRenderer(indent: 0, words: .source).lines(for: rows.map(\.text)),
      [
        "[台積]電 - ([2330])  上市",
        "[x] - (9999)         上櫃",
        "a[😀]b               興櫃",
      ], "a cell's own brackets are drawn as they are; a link is not drawn")
  }

  func testRender_ATrailingLastColumnLinesUpLikeTheOthers() {
    let rows = [
      TestRow(id: 1, cells: ["台積電", TextCell("+3.50", alignment: .trailing)], layout: "q"),
      TestRow(id: 2, cells: ["M31", TextCell("+15.00", alignment: .trailing)], layout: "q"),
      TestRow(id: 3, cells: ["円星", "漲停"], layout: "q"),
    ]
    XCTAssertEqual(
      TextRenderer(indent: 0, words: .source).lines(for: rows.map(\.text)),
      ["台積電   +3.50", "M31     +15.00", "円星    漲停"])
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
