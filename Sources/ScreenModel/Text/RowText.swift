/// The text of one row: its cells, and the layout whose rows align column by column.
///
/// Consecutive rows with the same `layout` form a block; within a block every column is as
/// wide as its widest cell, measured in display columns, so Chinese names line up:
///
///     台泥 - (1101)    上市  臺灣水泥股份有限公司
///     台積電 - (2330)  上市  台灣積體電路製造股份有限公司
public struct RowText: Hashable, Sendable {
  /// The cells, left to right.
  public var cells: [TextCell]
  /// Rows that share a layout, one after another, align their columns.
  public var layout: String

  /// Creates row text from cells; a row of one cell needs no layout.
  public init(_ cells: [TextCell], layout: String = "") {
    self.cells = cells
    self.layout = layout
  }

  /// Creates a single-cell row: a header, a notice, an empty state.
  public init(_ text: String) {
    self.init([TextCell(text)])
  }

  /// A row of plain cells, one a text, that aligns with the rows of `layout`: what a row
  /// whose cells hold nothing but text writes, no `TextCell` named. One text alone is
  /// `init(_:)`'s single cell.
  ///
  ///     RowText(book.title, book.author, state, layout: "book")
  ///     // the same as RowText([TextCell(book.title), TextCell(book.author), TextCell(state)],
  ///     //   layout: "book")
  public init(_ first: String, _ rest: String..., layout: String = "") {
    self.init(([first] + rest).map { TextCell($0) }, layout: layout)
  }
}
