import ScreenModel
import TerminalControl

/// What the terminal shows for a model: exactly `height` lines, each at most `width` display
/// columns, and where the cursor sits.
///
/// Pure: the same model always gives the same frame, so a frame is a text snapshot. The top
/// line holds the title and the selected row's position, the directory's second line its
/// search field, a form's controls a line each as a text snapshot draws them (the one with
/// the keys marked with `>`), the last line the key help; the rows in between are the
/// controller's own, aligned by `TextRenderer` over the rows in view, the selected one
/// marked with `>` while the keys are the list's. A line too long for the window is cut at a
/// whole character and ends in `…`.
///
///     公司列表                            2/31
///     搜尋：按 / 輸入名稱或代號
///       已取得 上市 資料 - 數量 30 筆
///     > 台泥 - (1101)       上市  臺灣水泥股…
///       亞泥 - (1102)       上市  亞洲水泥股…
struct BrowseFrame: Hashable, Sendable {
  /// The lines, top to bottom.
  var lines: [FrameLine]
  /// Where the cursor sits: at the end of the search text while typing, or of the text of
  /// the field with the keys; else nowhere.
  var cursor: FramePosition?

  init(_ model: BrowseModel) {
    let state = model.state
    let width = state.size.width
    var top = [FrameLine(Self.titleLine(model, width: width), .title)]
    var cursor: FramePosition?
    if let label = model.searchField?.label {
      let field = Self.searchField(model, label: label)
      top.append(FrameLine(field.text.fitted(toDisplayWidth: width), .search))
      if state.isSearching { cursor = FramePosition(line: 1, column: field.cursor) }
    }
    for control in model.formControls {
      let line = model.formLine(of: control)
      let isFocused = control.id == state.focus
      let style: FrameLine.Style =
        isFocused ? .selected : control.state.availability == .disabled ? .dimmed : .search
      top.append(
        FrameLine(((isFocused ? "> " : "  ") + line.text).fitted(toDisplayWidth: width), style))
      if isFocused, let column = line.cursor {
        cursor = FramePosition(line: top.count - 1, column: column + 2)
      }
    }
    let bottom = [FrameLine(KeyHelp.line(for: model, width: width), .help)]
    let height = state.size.height
    guard height >= top.count + bottom.count else {
      lines = Array((top + bottom).prefix(height))
      self.cursor = cursor.flatMap { $0.line < lines.count && $0.column < width ? $0 : nil }
      return
    }
    let rows = Self.rowLines(model, height: height - top.count - bottom.count, width: width)
    lines = top + rows + bottom
    self.cursor = cursor.flatMap { $0.column < width ? $0 : nil }
  }

  /// `公司列表` at the left, the selected row's position `2/31` at the right.
  private static func titleLine(_ model: BrowseModel, width: Int) -> String {
    let title = model.title
    let count = model.rowCount
    guard count > 0 else { return title.fitted(toDisplayWidth: width) }
    let position =
      "\(DigitGrouping.grouped(model.state.position.selection + 1))/"
      + DigitGrouping.grouped(count)
    let room = width - DisplayWidth.of(title) - DisplayWidth.of(position)
    guard room >= 2 else { return title.fitted(toDisplayWidth: width) }
    return title + String(repeating: " ", count: room) + position
  }

  /// `搜尋：台積`, or how to start a search when the field is empty and not in use; the
  /// cursor's column is at the end of the search text, wherever the locale's words put it.
  private static func searchField(_ model: BrowseModel, label: String) -> (
    text: String, cursor: Int
  ) {
    let words = model.words
    guard model.search.isEmpty, !model.state.isSearching else {
      let marked = words["browse.search.text", model.search + "\u{0}"]
      let parts = marked.split(separator: "\u{0}", omittingEmptySubsequences: false)
      return (parts.joined(), DisplayWidth.of(String(parts.first ?? "")))
    }
    let prompt = words["browse.search.prompt", "\u{0}"]
    let before = prompt.split(separator: "\u{0}", omittingEmptySubsequences: false).first ?? ""
    // A label in another script than the words before it reads as a word of its own.
    let apart =
      before.last.map { DisplayWidth.of(String($0)) > 1 } == true
      && label.first.map { DisplayWidth.of(String($0)) == 1 && $0 != " " } == true
    let text = words["browse.search.prompt", apart ? " " + label : label]
    return (text, DisplayWidth.of(text))
  }

  /// The rows in view, padded with empty lines to `height`.
  private static func rowLines(_ model: BrowseModel, height: Int, width: Int) -> [FrameLine] {
    let position = model.state.position
    let start = min(position.scroll, model.rowCount)
    let end = min(model.rowCount, start + height)
    let rows = model.rowTexts(in: start..<end)
    let texts = TextRenderer(indent: 0, words: model.words).lines(for: rows)
    var lines: [FrameLine] = []
    lines.reserveCapacity(height)
    for (offset, text) in texts.enumerated() {
      let isSelected = start + offset == position.selection && model.state.focus == nil
      let line = ((isSelected ? "> " : "  ") + text).fitted(toDisplayWidth: width)
      var frameLine = FrameLine(line, isSelected ? .selected : .row)
      if texts.count == rows.count {
        frameLine.marks = FrameMark.changes(of: rows[offset].cells, in: line, after: 2)
      }
      lines.append(frameLine)
    }
    while lines.count < height { lines.append(FrameLine("")) }
    return lines
  }
}

extension BrowseFrame: TextSnapshotRepresentable {
  /// The lines as plain text, one a line; styles and padding left out.
  var snapshotText: String {
    lines.map { $0.text + "\n" }.joined()
  }
}

/// The one-line key help at the bottom of each screen, in the browser's words, made from
/// what the screen on top declares: its buttons, its search field, its form's controls,
/// where its rows lead. When it is wider than the window, the least needed parts go first
/// (Shift-Tab, the next tab, loading at the end, moving), so that `q` to quit, or Esc back
/// to the list from a control, stays.
enum KeyHelp {
  /// The help for the screen and mode `model` is in, at most `width` columns where dropping
  /// parts makes it fit; the selected row's further actions follow `Enter 開啟`.
  static func line(for model: BrowseModel, width: Int = .max) -> String {
    let parts = self.parts(for: model)
    var kept = parts.indices.map { $0 }
    var text = joined(parts, kept)
    // Drop the lowest rank first; of equal ranks, the later part.
    while DisplayWidth.of(text) > width,
      let drop = kept.filter({ parts[$0].rank > 0 }).min(by: {
        (parts[$0].rank, -$0) < (parts[$1].rank, -$1)
      })
    {
      kept.removeAll { $0 == drop }
      text = joined(parts, kept)
    }
    return text.fitted(toDisplayWidth: width)
  }

  /// Each part of the help in order, with how much it is needed: 0 is never dropped, and a
  /// higher rank is dropped later.
  static func parts(for model: BrowseModel) -> [(text: String, rank: Int)] {
    let words = model.words
    if let control = model.focusedControl { return formParts(model, control) }
    let tab = tabPart(model).map { (text: $0, rank: 1) }
    if model.state.isSearching {
      return [
        (words["browse.help.filter"], 2), (words["browse.help.arrows"], 3),
        (words["browse.help.open"], 4), (words["browse.help.clear"], 0),
      ] + tab
    }
    var parts: [(text: String, rank: Int)] = []
    let buttons = model.buttons
    if !buttons.isEmpty {
      parts.append((buttons.map { "\(name(of: $0.key)) \($0.label)" }.joined(separator: " "), 8))
    }
    if model.searchField != nil { parts.append((words["browse.help.search"], 6)) }
    if model.stack.count > 1 { parts.append((words["browse.help.back"], 7)) }
    parts.append((words["browse.help.move"], 3))
    if model.endOfRowsEvent != nil { parts.append((words["browse.help.more"], 2)) }
    parts.append((words["browse.help.open"], 5))
    parts += model.rowActions.map { ("\(name(of: $0.key)) \($0.label)", 4) }
    return parts + tab + [(words["browse.help.quit"], 0)]
  }

  private static func joined(_ parts: [(text: String, rank: Int)], _ kept: [Int]) -> String {
    kept.map { parts[$0].text }.joined(separator: "  ")
  }

  /// The help while a control has the keys: what its keys do, where Tab and Shift-Tab go,
  /// and Esc back to the list, which stays.
  private static func formParts(
    _ model: BrowseModel, _ control: ShownControl
  ) -> [(text: String, rank: Int)] {
    let words = model.words
    var parts: [(text: String, rank: Int)] = []
    switch control.control.kind {
    case .textField:
      parts.append((words["browse.help.edit"], 5))
      let submit = model.top.controls.first { shown in
        if case .button(_, true) = shown.control.kind { true } else { false }
      }
      if let submit { parts.append(("Enter \(submit.state.label)", 4)) }
    case .toggle: parts.append((words["browse.help.toggle"], 5))
    case .choice: parts.append((words["browse.help.choose"], 5))
    case .button, .endOfRows: break
    }
    return parts + focusParts(model) + [(words["browse.help.list"], 0)]
  }

  /// `Tab 產業  Shift-Tab 市場`: where Tab and Shift-Tab take the keys on a screen with a
  /// form, each named by the control's label, `列表`, or the tab it opens.
  private static func focusParts(_ model: BrowseModel) -> [(text: String, rank: Int)] {
    func name(_ target: BrowseModel.FocusTarget) -> String {
      switch target {
      case .control(let control): control.state.label
      case .list: model.words["browse.help.listName"]
      case .tab(let tab): tab.label
      }
    }
    return [
      ("Tab \(name(model.focusTarget(by: 1)))", 3),
      ("Shift-Tab \(name(model.focusTarget(by: -1)))", 1),
    ]
  }

  /// `Tab 一覽`: the tab Tab opens, from a screen alone on the stack; on a screen with a
  /// form, where Tab and Shift-Tab take the keys.
  private static func tabPart(_ model: BrowseModel) -> [String] {
    if !model.formControls.isEmpty { return focusParts(model).map(\.text) }
    let tabs = model.tabs
    guard model.stack.count == 1, tabs.count > 1,
      let here = tabs.firstIndex(where: { $0.name == model.top.name })
    else { return [] }
    return ["Tab \(tabs[(here + 1) % tabs.count].label)"]
  }

  static func name(of key: Key) -> String {
    if case .character(let character) = key { return String(character) }
    return "\(key)"
  }
}
