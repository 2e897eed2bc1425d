/// Renders screens to plain text: one line a row, columns aligned by display width.
///
/// The output is deterministic: `\n` line endings, no trailing white space, and control
/// characters in data shown as escapes (`\u{0A}`) so that one row is always one line, as are
/// the characters that draw nothing or reorder the text (`\u{202E}`, `VisibleText`). A
/// cell's marks show in brackets (`[台積]電`), a rise or a fall with its arrow (`▲+25.00`,
/// `▼-0.30`: a sign on every change, and never told by colour alone); figures sit at the
/// right of their column; its link does not show.
///
///     let screen = Screen(title: "公司列表", rows: rows)
///     print(TextRenderer(words: session.words).render(screen))
///     // # 公司列表
///     //   台泥 - (1101)    上市
///     //   台積電 - (2330)  上市
public struct TextRenderer: Sendable {
  /// Spaces before each row's text.
  public var indent: Int
  /// Spaces between two columns.
  public var columnGap: Int
  /// The words around the controls' own (`ControlState.textLine(in:)`): those of the
  /// session or the locale the text is for, never a default that would write one language's
  /// words into another's snapshot.
  public var words: Words

  /// A renderer indenting rows by `indent` spaces (none for less than zero) with
  /// `columnGap` spaces between columns (one for less than one, so columns never touch),
  /// writing the words around the controls' own in `words`.
  public init(indent: Int = 2, columnGap: Int = 2, words: Words) {
    self.indent = max(0, indent)
    self.columnGap = max(1, columnGap)
    self.words = words
  }

  /// A renderer in the words of the package's first language, whatever the text is for.
  @available(
    *, deprecated,
    message: "give the words of the session or locale the text is for: TextRenderer(words:)"
  )
  public init(indent: Int = 2, columnGap: Int = 2) {
    self.init(indent: indent, columnGap: columnGap, words: .source)
  }

  /// The screen as text: a `# title` line, then a line per control in its fixed form
  /// (`ControlState.textLine`), then a line per row, each ending in `\n`; controls and rows
  /// are indented alike.
  ///
  /// - Complexity: O(*n*) in the total length of the text.
  public func render<Rows: RowCollection>(_ screen: Screen<Rows>) -> String {
    var output = head(title: screen.title, controls: screen.controls)
    // Rows kept in an array are read in place: copying a row out through the collection
    // costs more than its text. Rows made on demand are made one at a time.
    let rows = screen.rows
    let readInPlace: Void? = rows.withContiguousStorageIfAvailable { buffer in
      appendLines(count: buffer.count, text: { buffer[$0].text }, to: &output)
    }
    if readInPlace == nil {
      let start = rows.startIndex
      appendLines(count: rows.count, text: { rows[start + $0].text }, to: &output)
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The text of a screen of `title`, `controls` and rows of `rows`' texts, as `render(_:)`
  /// draws a screen: what a storyboard keeps of a step.
  func render(title: String, controls: [ControlState], rows: [RowText]) -> String {
    var output = head(title: title, controls: controls)
    appendLines(count: rows.count, text: { rows[$0] }, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// The title line and a line a control, as bytes.
  private func head(title: String, controls: [ControlState]) -> [UInt8] {
    // The text is written as bytes and decoded once: a million small string appends are
    // what made long screens slow.
    var output: [UInt8] = []
    output.append(contentsOf: ("# " + VisibleText.escaped(title).trimmingTrailingSpaces()).utf8)
    output.append(0x0A)
    for control in controls {
      output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
      output.append(contentsOf: control.textLine(in: words).trimmingTrailingSpaces().utf8)
      output.append(0x0A)
    }
    return output
  }

  /// Appends a line for each of `count` rows, `text(i)` the text of the row at offset `i`.
  private func appendLines(
    count: Int, text: (Int) -> RowText, to output: inout [UInt8]
  ) {
    TextBlock.forEach(count: count, text: text) { block in
      output.reserveCapacity(output.count + block.byteCount(indent: indent, gap: columnGap))
      for row in block.rows {
        block.appendLine(row, to: &output, indent: indent, gap: columnGap)
        output.append(0x0A)
      }
    }
  }

  /// One line per row, aligned, without line endings.
  ///
  /// - Complexity: O(*n*) in the total length of the text.
  public func lines(for rows: [RowText]) -> [String] {
    var result: [String] = []
    result.reserveCapacity(rows.count)
    var line: [UInt8] = []
    TextBlock.forEach(count: rows.count, text: { rows[$0] }) { block in
      for row in block.rows {
        line.removeAll(keepingCapacity: true)
        block.appendLine(row, to: &line, indent: indent, gap: columnGap)
        result.append(String(decoding: line, as: UTF8.self))
      }
    }
    return result
  }
}

/// Rows that share a layout, ready to write: every cell single-line, measured once and
/// copied into one byte buffer, and each column as wide as its widest cell (a row's last
/// cell counts only when it is trailing: a leading one is never padded). Rows are taken one
/// at a time, so each row's text is let go as soon as it is read.
private struct TextBlock {
  private struct Cell {
    /// Where the cell's bytes end in `bytes`; they start where the previous cell's end.
    var end: Int
    var width: Int
    var alignment: TextCell.Alignment
  }

  private let layout: String
  private var bytes: [UInt8] = []
  private var cells: [Cell] = []
  /// Where each row's cells start in `cells`; one more entry marks the end.
  private var starts: [Int] = [0]
  private var columnWidths: [Int] = []

  /// The rows' positions in the block.
  var rows: Range<Int> { 0..<(starts.count - 1) }

  /// Cuts rows into blocks (consecutive rows with the same non-empty layout go together)
  /// and hands each block over in order.
  static func forEach(count: Int, text: (Int) -> RowText, _ body: (TextBlock) -> Void) {
    var block: TextBlock?
    for index in 0..<count {
      let row = text(index)
      if block?.accepts(row) != true {
        if let block { body(block) }
        block = TextBlock(layout: row.layout)
      }
      block?.add(row)
    }
    if let block { body(block) }
  }

  private init(layout: String) {
    self.layout = layout
  }

  /// True when `row` continues this block: a layout, and the same one.
  private func accepts(_ row: RowText) -> Bool {
    !layout.isEmpty && row.layout == layout
  }

  private mutating func add(_ row: RowText) {
    for (column, cell) in row.cells.enumerated() {
      let width = append(cell.drawnText)
      cells.append(Cell(end: bytes.count, width: width, alignment: cell.alignment))
      // The last cell of a row is padded only when it sits at the right of its column (a
      // figure lines up under the others); otherwise it does not widen its column.
      guard column < row.cells.count - 1 || cell.alignment == .trailing else { continue }
      if column == columnWidths.count { columnWidths.append(0) }
      columnWidths[column] = max(columnWidths[column], width)
    }
    starts.append(cells.count)
  }

  /// Appends the text made single-line and returns its display width, in one pass over the
  /// bytes for the usual cell of ASCII and Chinese (a cell without control characters is
  /// copied as it is).
  private mutating func append(_ text: String) -> Int {
    let plain = text.utf8.withContiguousStorageIfAvailable { utf8 -> Int? in
      guard let width = DisplayWidth.plainWidth(utf8, printableOnly: true) else { return nil }
      bytes.append(contentsOf: utf8)
      return width
    }
    if let width = plain ?? nil { return width }
    let single = VisibleText.escaped(text)
    bytes.append(contentsOf: single.utf8)
    return DisplayWidth.of(single)
  }

  /// At least the bytes of the block's lines, line endings included.
  func byteCount(indent: Int, gap: Int) -> Int {
    bytes.count + columnWidths.reduce(0, +) * rows.count
      + rows.count * (indent + 1 + gap * columnWidths.count)
  }

  /// Writes the line of `row`, padded and aligned, without trailing spaces.
  func appendLine(_ row: Int, to output: inout [UInt8], indent: Int, gap: Int) {
    let lineStart = output.count
    Self.appendSpaces(indent, to: &output)
    let range = starts[row]..<starts[row + 1]
    for index in range {
      let cell = cells[index]
      let text = bytes[(index > 0 ? cells[index - 1].end : 0)..<cell.end]
      if index > range.lowerBound { Self.appendSpaces(gap, to: &output) }
      let isLast = index == range.upperBound - 1
      let column = index - range.lowerBound
      let padding =
        isLast && cell.alignment == .leading ? 0 : columnWidths[column] - cell.width
      if cell.alignment == .trailing {
        Self.appendSpaces(padding, to: &output)
        output.append(contentsOf: text)
      } else {
        output.append(contentsOf: text)
        if !isLast { Self.appendSpaces(padding, to: &output) }
      }
    }
    Self.trimTrailingSpaces(&output, lineStart: lineStart)
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

/// A value that renders to deterministic text: a screen, a storyboard, or a plain string.
///
/// Snapshot tests compare this text with a reference file, so the same value must always
/// render to the same text: `\n` line endings, no trailing white space, no addresses or dates.
public protocol TextSnapshotRepresentable {
  /// The text that stands for this value in a snapshot file.
  var snapshotText: String { get }

  /// The text that stands for this value in a snapshot of `words`' locale, for a value
  /// whose text has words of the renderer's own (a screen's controls); `snapshotText` by
  /// default.
  func snapshotText(in words: Words) -> String
}

extension TextSnapshotRepresentable {
  /// `snapshotText`, for a value that has no words of the renderer's own.
  public func snapshotText(in words: Words) -> String { snapshotText }
}

extension String: TextSnapshotRepresentable {
  public var snapshotText: String { self }
}

extension Substring: TextSnapshotRepresentable {
  public var snapshotText: String { String(self) }
}
