/// The columns a screen declares for its rows of one kind: a header a column, what its cells
/// hold and where they sit, so that a front end draws those rows as a table (the page a
/// `<table>` with its headers) and reads each cell with its column's name.
///
///     ScreenColumns(rows: "quote", [
///       .init("代號", kind: .code), .init("收盤", kind: .money), .init("漲跌", kind: .change),
///     ])
///
/// The rows of that kind give one cell a column, in order; a screen's other rows (a status
/// line, a notice) span the table. The text renderer needs no columns: rows of one layout
/// align already.
public struct ScreenColumns: Hashable, Sendable {
  /// One column: its header, the kind of its cells, and where they sit.
  public struct Column: Hashable, Sendable {
    /// What the column holds, as its header reads: `收盤`.
    public var header: String
    /// The kind of value its cells hold.
    public var kind: CellKind
    /// Where its cells sit: by default as its kind's do (figures at the right).
    public var alignment: TextCell.Alignment

    public init(_ header: String, kind: CellKind = .text, alignment: TextCell.Alignment? = nil) {
      self.header = header
      self.kind = kind
      self.alignment = alignment ?? kind.alignment
    }
  }

  /// The `kind` of the rows the columns are for (`DescribedRow.kind`).
  public var rows: String
  /// The columns, left to right.
  public var columns: [Column]

  public init(rows: String, _ columns: [Column]) {
    self.rows = rows
    self.columns = columns
  }

  /// What keeps the columns from being drawn: none at all, or a header left empty.
  var problems: [String] {
    if columns.isEmpty { return ["its columns for the \(rows) rows list no column"] }
    return columns.indices.filter { columns[$0].header.isEmpty }.map {
      "its column \($0 + 1) for the \(rows) rows has no header"
    }
  }

  /// `{"rows":"quote","columns":[{"header":"收盤","kind":"money","alignment":"trailing"},…]}`:
  /// what a front end reads from the screen's declaration.
  public var json: JSONValue {
    .object([
      .init("rows", .string(rows)),
      .init(
        "columns",
        .array(
          columns.map { column in
            .object([
              .init("header", .string(column.header)), .init("kind", .string(column.kind.rawValue)),
              .init("alignment", .string(column.alignment == .trailing ? "trailing" : "leading")),
            ])
          })),
    ])
  }
}
