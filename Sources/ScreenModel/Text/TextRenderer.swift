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
  ///
  /// - Complexity: O(*n*) in the total length of the text.
  public func render<Row: ScreenRow>(_ screen: Screen<Row>) -> String {
    let title = "# " + TextSanitizer.singleLine(screen.title).trimmingTrailingSpaces() + "\n"
    // Read each row's text in place: copying a row to hand it over costs more than its text.
    let texts = screen.rows.withUnsafeBufferPointer { rows in
      var texts: [RowText] = []
      texts.reserveCapacity(rows.count)
      for index in rows.indices { texts.append(rows[index].text) }
      return texts
    }
    let blocks = TextBlock.split(texts)
    // The text is written as bytes and decoded once: a million small string appends are
    // what made long screens slow.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(
      title.utf8.count + blocks.reduce(0) { $0 + $1.byteCount(indent: indent, gap: columnGap) })
    bytes.append(contentsOf: title.utf8)
    for block in blocks {
      for row in block.rows {
        block.appendLine(row, to: &bytes, indent: indent, gap: columnGap)
        bytes.append(0x0A)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// One line per row, aligned, without line endings.
  ///
  /// - Complexity: O(*n*) in the total length of the text.
  public func lines(for rows: [RowText]) -> [String] {
    var result: [String] = []
    result.reserveCapacity(rows.count)
    var line: [UInt8] = []
    for block in TextBlock.split(rows) {
      for row in block.rows {
        line.removeAll(keepingCapacity: true)
        block.appendLine(row, to: &line, indent: indent, gap: columnGap)
        result.append(String(decoding: line, as: UTF8.self))
      }
    }
    return result
  }
}

/// Rows that share a layout, ready to write: every cell single-line and measured once, and
/// each column (but a row's last) as wide as its widest cell.
private struct TextBlock {
  /// The cells of all rows, one after another.
  private var cells: [(text: String, width: Int, alignment: TextCell.Alignment)] = []
  /// Where each row's cells start in `cells`; one more entry marks the end.
  private var starts: [Int] = [0]
  private var columnWidths: [Int] = []

  /// The rows' positions in the block.
  var rows: Range<Int> { 0..<(starts.count - 1) }

  /// The rows cut into blocks: consecutive rows with the same non-empty layout go together.
  static func split(_ rows: [RowText]) -> [TextBlock] {
    var blocks: [TextBlock] = []
    var start = 0
    while start < rows.count {
      var end = start + 1
      while end < rows.count, !rows[start].layout.isEmpty, rows[end].layout == rows[start].layout {
        end += 1
      }
      blocks.append(TextBlock(rows[start..<end]))
      start = end
    }
    return blocks
  }

  private init(_ rows: ArraySlice<RowText>) {
    cells.reserveCapacity(rows.reduce(0) { $0 + $1.cells.count })
    starts.reserveCapacity(rows.count + 1)
    for row in rows {
      for (column, cell) in row.cells.enumerated() {
        let (text, width) = Self.measure(cell.text)
        cells.append((text, width, cell.alignment))
        // The last cell of a row is never padded, so it does not widen its column.
        guard column < row.cells.count - 1 else { continue }
        if column == columnWidths.count { columnWidths.append(0) }
        columnWidths[column] = max(columnWidths[column], width)
      }
      starts.append(cells.count)
    }
  }

  /// The text made single-line and its display width, in one pass over the bytes for the
  /// usual cell of ASCII and Chinese (a cell without control characters is left as it is).
  private static func measure(_ text: String) -> (String, Int) {
    var text = text
    if let width = text.withUTF8({ DisplayWidth.plainWidth($0, printableOnly: true) }) {
      return (text, width)
    }
    let single = TextSanitizer.singleLine(text)
    return (single, DisplayWidth.of(single))
  }

  /// At least the bytes of the block's lines, line endings included.
  func byteCount(indent: Int, gap: Int) -> Int {
    let padding = columnWidths.reduce(0, +) * rows.count
    return cells.reduce(0) { $0 + $1.text.utf8.count } + padding
      + rows.count * (indent + 1 + gap * columnWidths.count)
  }

  /// Writes the line of `row`, padded and aligned, without trailing spaces.
  func appendLine(_ row: Int, to bytes: inout [UInt8], indent: Int, gap: Int) {
    let lineStart = bytes.count
    Self.appendSpaces(indent, to: &bytes)
    let range = starts[row]..<starts[row + 1]
    for index in range {
      let cell = cells[index]
      if index > range.lowerBound { Self.appendSpaces(gap, to: &bytes) }
      let isLast = index == range.upperBound - 1
      let padding = isLast ? 0 : columnWidths[index - range.lowerBound] - cell.width
      if cell.alignment == .trailing {
        Self.appendSpaces(padding, to: &bytes)
        bytes.append(contentsOf: cell.text.utf8)
      } else {
        bytes.append(contentsOf: cell.text.utf8)
        if !isLast { Self.appendSpaces(padding, to: &bytes) }
      }
    }
    Self.trimTrailingSpaces(&bytes, lineStart: lineStart)
  }

  private static let spaces = [UInt8](repeating: 0x20, count: 64)

  private static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
    var remaining = count
    while remaining > 0 {
      let chunk = min(remaining, spaces.count)
      bytes.append(contentsOf: spaces[..<chunk])
      remaining -= chunk
    }
  }

  /// Removes the line's trailing spaces and tabs the way `String.trimmingTrailingSpaces`
  /// does, a character at a time. Byte by byte is the same unless the character before them
  /// could take a space into its grapheme (an Arabic number sign does), which only ASCII
  /// and the wide blocks are known not to; any other line goes through `String`.
  private static func trimTrailingSpaces(_ bytes: inout [UInt8], lineStart: Int) {
    var end = bytes.count
    while end > lineStart, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    guard end < bytes.count else { return }
    if end == lineStart || bytes[end - 1] < 0x80 || endsInPlainWide(bytes, end, lineStart) {
      bytes.removeSubrange(end...)
      return
    }
    let line = String(decoding: bytes[lineStart...], as: UTF8.self).trimmingTrailingSpaces()
    bytes.removeSubrange(lineStart...)
    bytes.append(contentsOf: line.utf8)
  }

  /// True when the bytes before `end` finish a character of `DisplayWidth`'s wide blocks.
  private static func endsInPlainWide(_ bytes: [UInt8], _ end: Int, _ lineStart: Int) -> Bool {
    guard end - lineStart >= 3, bytes[end - 3] & 0xF0 == 0xE0 else { return false }
    let value =
      UInt32(bytes[end - 3] & 0x0F) << 12 | UInt32(bytes[end - 2] & 0x3F) << 6
      | UInt32(bytes[end - 1] & 0x3F)
    return DisplayWidth.isPlainWide(value)
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
