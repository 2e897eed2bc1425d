import ScreenModel
import Testing

/// A row of plain texts is written without naming its cells, and is the row of those cells.
struct RowTextTests {
  @Test func plainTexts_AreTheRowOfTheirCells_InOrder_InTheirLayout() {
    let (title, author) = ("三體", "劉慈欣")
    #expect(
      RowText(title, author, "未讀完", layout: "book")
        == RowText([TextCell("三體"), TextCell("劉慈欣"), TextCell("未讀完")], layout: "book"))
    #expect(RowText(title, author) == RowText([TextCell(title), TextCell(author)]))
    #expect(RowText(title, layout: "book") == RowText([TextCell(title)], layout: "book"))
    #expect(RowText(title) == RowText([TextCell(title)]), "one text alone: one cell, no layout")
    #expect(RowText(title, author).cells.map(\.value) == [.text, .text], "plain cells")
  }
}
