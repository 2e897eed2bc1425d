import ScreenModel
import SnapshotStore
import TerminalControl

/// What the review window shows for one snapshot, as styled runs of text: a pure function of
/// the model and the item, so frames are tested as text.
///
///     Snapshot 1/3 · failed · Snapshots/ListTests/testFilter.txt
///     test ListTests/testFilter · Tests/ListTests/ListTests.swift:42
///
///     @@ -1,3 +1,3 @@
///      # 公司列表
///     -  聯⟦電⟧ - (2303)
///     +  聯⟦發科⟧ - (2303)
///     a accept  r reject  s skip  A/R/S all the rest  q quit  ↑↓ scroll
struct ReviewFrame: Hashable, Sendable {
  /// How a run of text is shown.
  enum Style: Hashable, Sendable {
    case title, plain, dim, hunk, removed, added, removedMark, addedMark, help, notice
  }

  /// A run of text in one style.
  struct Span: Hashable, Sendable {
    var text: String
    var style: Style
  }

  /// The lines, top to bottom, each at most the window's width.
  var lines: [[Span]]

  init(model: ReviewModel, item: ReviewItem) {
    let width = model.size.width
    let header = [
      [
        Span(
          text: "Snapshot \(model.index + 1)/\(model.itemCount) · \(item.kindName) · \(item.title)",
          style: .title)
      ],
      [
        Span(
          text: item.origin.map { "test \($0.test) · \($0.file):\($0.line)" } ?? "test unknown",
          style: .dim)
      ],
      [],
    ]
    let body = Self.body(of: item.diff)
    let shown = Array(body.dropFirst(model.scroll).prefix(model.bodyRows))
    let padding = Array(repeating: [Span](), count: model.bodyRows - shown.count)
    var keyLine = [Span(text: ReviewModel.keys, style: .help)]
    if body.count > model.bodyRows {
      let last = min(body.count, model.scroll + model.bodyRows)
      keyLine.append(Span(text: " (\(model.scroll + 1)–\(last) of \(body.count))", style: .help))
    }
    if let notice = model.notice { keyLine = [Span(text: notice, style: .notice)] }
    lines = (header + shown + padding + [keyLine]).map { Self.fitted($0, width: width) }
  }

  /// The diff's lines: its labels, its hunk headers, and each line with its changed
  /// characters marked.
  static func body(of diff: UnifiedDiff) -> [[Span]] {
    var lines: [[Span]] = [
      [Span(text: "--- \(diff.oldLabel)", style: .dim)],
      [Span(text: "+++ \(diff.newLabel)", style: .dim)],
    ]
    for hunk in diff.hunks {
      lines.append([Span(text: hunk.header, style: .hunk)])
      for marked in hunk.markedLines {
        let (sign, plain, mark): (String, Style, Style) =
          switch marked.kind {
          case .context: (" ", .plain, .plain)
          case .removed: ("-", .removed, .removedMark)
          case .added: ("+", .added, .addedMark)
          }
        lines.append(
          [Span(text: sign, style: plain)]
            + marked.line.segments.map { Span(text: $0.text, style: $0.isChanged ? mark : plain) })
      }
    }
    return lines
  }

  /// The runs cut to `width` display columns; a cut line ends with `…`.
  static func fitted(_ spans: [Span], width: Int) -> [Span] {
    let total = spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
    guard total > width else { return spans }
    var result: [Span] = []
    var used = 0
    for span in spans {
      var kept = ""
      for character in span.text {
        let columns = DisplayWidth.of(String(character))
        if used + columns > width - 1 { break }
        kept.append(character)
        used += columns
      }
      if !kept.isEmpty { result.append(Span(text: kept, style: span.style)) }
      if used >= width - 1 || kept.count < span.text.count { break }
    }
    return result + [Span(text: "…", style: .dim)]
  }

  /// The frame as plain lines, changed characters between `⟦` and `⟧`: how tests read it.
  var markedText: String {
    lines.map { line in
      line.map { span in
        span.style == .removedMark || span.style == .addedMark ? "⟦\(span.text)⟧" : span.text
      }.joined()
    }.joined(separator: "\n")
  }
}

/// The review as the terminal draws it: every line of a frame with its colours, and the
/// summary printed after.
enum ReviewPainter {
  private static let red = "\u{1B}[31m"
  private static let green = "\u{1B}[32m"
  private static let cyan = "\u{1B}[36m"

  /// The escapes that draw `frame` over the whole window.
  static func escapes(for frame: ReviewFrame) -> String {
    var output = Escape.hideCursor
    for (row, line) in frame.lines.enumerated() {
      output += Escape.moveTo(line: row, column: 0) + Escape.clearLine
      for span in line { output += style(span.style) + span.text + Escape.plain }
    }
    return output
  }

  private static func style(_ style: ReviewFrame.Style) -> String {
    switch style {
    case .title: Escape.bold
    case .plain: ""
    case .dim, .help: Escape.dim
    case .hunk: cyan
    case .removed: red
    case .added: green
    case .removedMark: red + Escape.reverse
    case .addedMark: green + Escape.reverse
    case .notice: Escape.bold + red
    }
  }

  /// What the reviewer decided, in a line, then one line a snapshot.
  static func summary(_ model: ReviewModel, items: [ReviewItem]) -> String {
    var accepted = 0
    var rejected = 0
    var skipped = 0
    var refused = 0
    var lines: [String] = []
    for (item, decision) in zip(items, model.decisions) {
      switch decision ?? .skipped {
      case .accepted:
        accepted += 1
        lines.append("accepted      \(item.title)")
      case .rejected:
        rejected += 1
        lines.append("rejected      \(item.title)")
      case .skipped:
        skipped += 1
        lines.append("skipped       \(item.title)")
      case .refused(let reason):
        refused += 1
        lines.append("not accepted  \(item.title): \(reason)")
      }
    }
    let noun = items.count == 1 ? "snapshot" : "snapshots"
    var counts = "\(accepted) accepted, \(rejected) rejected, \(skipped) skipped"
    if refused > 0 { counts += ", \(refused) not accepted" }
    return (["Reviewed \(items.count) \(noun): \(counts)."] + lines).joined(separator: "\n") + "\n"
  }
}
