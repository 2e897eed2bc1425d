/// Renders screens to plain text: one line a row, columns aligned by display width.
///
/// The output is deterministic: `\n` line endings, no trailing white space, and control
/// characters in data shown as escapes (`\u{0A}`) so that one row is always one line.
///
///     let screen = Screen(title: "公司列表", rows: rows)
///     print(TextRenderer().render(screen))
///     // # 公司列表
///     //   台泥 - (1101)    上市
///     //   台積電 - (2330)  上市
public struct TextRenderer: Sendable {
  /// Spaces before each row's text.
  public var indent: Int
  /// Spaces between two columns.
  public var columnGap: Int

  /// Creates a renderer.
  public init(indent: Int = 2, columnGap: Int = 2) {
    self.indent = max(0, indent)
    self.columnGap = max(1, columnGap)
  }

  /// The screen as text: a `# title` line, then a line per row, each ending in `\n`.
  public func render<Row: ScreenRow>(_ screen: Screen<Row>) -> String {
    var output = "# " + TextSanitizer.singleLine(screen.title).trimmingTrailingSpaces() + "\n"
    let lines = self.lines(for: screen.rows.map(\.text))
    output.reserveCapacity(output.utf8.count + lines.reduce(0) { $0 + $1.utf8.count + 1 })
    for line in lines {
      output += line
      output += "\n"
    }
    return output
  }

  /// One line per row, aligned, without line endings.
  ///
  /// - Complexity: O(*n*) in the total length of the text.
  public func lines(for rows: [RowText]) -> [String] {
    var result: [String] = []
    result.reserveCapacity(rows.count)
    var start = 0
    while start < rows.count {
      var end = start + 1
      while end < rows.count, !rows[start].layout.isEmpty, rows[end].layout == rows[start].layout {
        end += 1
      }
      appendBlock(rows[start..<end], to: &result)
      start = end
    }
    return result
  }

  /// Lays out rows that share a layout: every column but a row's last is padded to the
  /// widest cell of that column in the block.
  private func appendBlock(_ block: ArraySlice<RowText>, to result: inout [String]) {
    let texts = block.map { row in row.cells.map { TextSanitizer.singleLine($0.text) } }
    let widths = texts.map { cells in cells.map { DisplayWidth.of($0) } }
    var columnWidths: [Int] = []
    for (cells, cellWidths) in zip(texts, widths) {
      for column in 0..<max(0, cells.count - 1) {
        if column == columnWidths.count { columnWidths.append(0) }
        columnWidths[column] = max(columnWidths[column], cellWidths[column])
      }
    }
    let margin = String(repeating: " ", count: indent)
    let gap = String(repeating: " ", count: columnGap)
    for (offset, row) in block.enumerated() {
      var line = margin
      let cells = texts[offset]
      for column in cells.indices {
        if column > 0 { line += gap }
        let isLast = column == cells.count - 1
        let padding = isLast ? 0 : columnWidths[column] - widths[offset][column]
        if row.cells[column].alignment == .trailing {
          line += String(repeating: " ", count: padding) + cells[column]
        } else {
          line += cells[column]
          if !isLast { line += String(repeating: " ", count: padding) }
        }
      }
      result.append(line.trimmingTrailingSpaces())
    }
  }
}

extension String {
  /// The string without trailing spaces and tabs.
  func trimmingTrailingSpaces() -> String {
    guard let last = utf8.last, last == 0x20 || last == 0x09 else { return self }
    var view = Substring(self)
    while let last = view.utf8.last, last == 0x20 || last == 0x09 {
      view = view.dropLast()
    }
    return String(view)
  }
}
