import Foundation
import ScreenModel
import SnapshotStore

/// The page `snapshots report --html DIR` writes: every failed, missing and inline snapshot
/// with its reference and actual text side by side, each drawn as the screen it is: a
/// phone-width card, monospaced, wide CJK characters two columns wide, changed rows
/// highlighted and changed characters marked. A storyboard shows step by step.
///
/// The page holds everything it needs: its style is inside it, and it loads nothing (no
/// fonts, scripts or styles from elsewhere), so a CI job can upload it as it is.
struct HTMLReport {
  var items: [ReviewItem]
  /// Every snapshot the run checked, for the counts on top.
  var cases: [SnapshotCase]
  /// Missing references whose actual text is no longer kept: listed, with nothing to show.
  var missingWithoutText: [String]

  var page: String {
    var html = """
      <!doctype html>
      <html lang="zh-Hant">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Snapshot report</title>
      <style>\(HTMLReport.style)</style>
      </head>
      <body>
      <header>
      <h1>Snapshot report</h1>
      <p class="summary">\(summary)</p>

      """
    if !items.isEmpty {
      html += "<ol class=\"index\">\n"
      for (number, item) in items.enumerated() {
        html += "<li><a href=\"#snapshot-\(number + 1)\"><span class=\"kind \(item.kindName)\">"
        html += "\(item.kindName)</span> \(Self.escaped(item.title))</a></li>\n"
      }
      html += "</ol>\n"
    }
    for path in missingWithoutText {
      html += "<p class=\"note\">missing \(Self.escaped(path)): no actual text is kept.</p>\n"
    }
    html += "</header>\n"
    let texts = items.reduce(0) { $0 + ($1.reference?.utf8.count ?? 0) + $1.actual.utf8.count }
    html.reserveCapacity(html.utf8.count + 4 * texts + 4_096)
    // One string grows through every section: a 50 MB snapshot's page is hundreds of
    // megabytes, and pieces joined on the way would be copied again at each level.
    for (number, item) in items.enumerated() { section(item, number: number + 1, into: &html) }
    return html + "</body>\n</html>\n"
  }

  private var summary: String {
    let failed = items.filter { if case .failed = $0.subject { true } else { false } }.count
    let inline = items.filter { if case .inline = $0.subject { true } else { false } }.count
    let missing = items.count - failed - inline + missingWithoutText.count
    var parts = ["\(cases.count) checked", "\(failed) failed", "\(missing) missing"]
    parts.append("\(inline) inline")
    return parts.joined(separator: " · ")
  }

  private func section(_ item: ReviewItem, number: Int, into html: inout String) {
    html += "<section class=\"snapshot \(item.kindName)\" id=\"snapshot-\(number)\">\n"
    html += "<h2><span class=\"kind \(item.kindName)\">\(item.kindName)</span> "
    html += "\(Self.escaped(item.title))</h2>\n"
    if let origin = item.origin {
      html += "<p class=\"origin\"><code>\(Self.escaped(origin.test))</code> at "
      html += "<code>\(Self.escaped(origin.file)):\(origin.line)</code></p>\n"
    }
    let reference = item.reference ?? ""
    let isInline = if case .inline = item.subject { true } else { false }
    let steps = StoryboardSteps.pair(reference, item.actual)
    for step in steps {
      let sides = SideBySideDiff(old: step.reference, new: step.actual)
      if let label = step.label {
        // A storyboard: each step under its label, the unchanged ones folded.
        html += "<details class=\"step\"\(sides.hasChanges ? " open" : "")>\n<summary>"
        html += Self.escaped(label)
        html += sides.hasChanges ? "" : " <span class=\"same\">unchanged</span>"
        html += "</summary>\n"
      }
      html += "<div class=\"pair\">\n"
      card(
        isInline ? "Literal" : "Reference", rows: sides.old, side: "reference",
        absent: item.reference == nil, into: &html)
      card("Actual", rows: sides.new, side: "actual", absent: false, into: &html)
      html += "</div>\n"
      if step.label != nil { html += "</details>\n" }
    }
    html += "</section>\n"
  }

  private func card(
    _ caption: String, rows: [SideBySideDiff.Row], side: String, absent: Bool,
    into html: inout String
  ) {
    html += "<figure class=\"card \(side)\"><figcaption>\(caption)</figcaption>"
    html += "<div class=\"screen\">"
    if absent { html += "<div class=\"row none\">(no reference yet)</div>" }
    for row in rows {
      let kind =
        switch row.kind {
        case .kept: "kept"
        case .changed: "changed"
        case .alone: "alone"
        }
      html += "<div class=\"row \(kind)\">"
      for segment in row.line.segments {
        let marked = segment.isChanged && row.kind == .changed
        if marked { html += "<mark>" }
        Self.appendCells(segment.text, to: &html)
        if marked { html += "</mark>" }
      }
      html += "</div>"
    }
    html += "</div></figure>\n"
  }

  /// HTML text whose wide characters sit in two-column cells, so that a line of Chinese
  /// lines up as on a terminal whatever font draws it; control characters show as their
  /// pictures.
  ///
  /// - Complexity: O(n), with no allocation a character for ASCII and the common CJK blocks.
  static func cells(_ text: String) -> String {
    var html = ""
    appendCells(text, to: &html)
    return html
  }

  /// `cells(_:)`, appended to `html`.
  static func appendCells(_ text: String, to html: inout String) {
    for character in text {
      var scalars = character.unicodeScalars.makeIterator()
      guard let first = scalars.next() else { continue }
      let single = scalars.next() == nil
      if single, first.value >= 0x20, first.value < 0x7F {
        appendEscaped(first, to: &html)
        continue
      }
      let width =
        single && Self.hasOwnWidth(first.value)
        ? DisplayWidth.of(first) : DisplayWidth.of(String(character))
      if width == 2 { html += "<span class=\"w\">" }
      if single, first.value >= 0xA0 {
        html.append(character)
      } else {
        html += escaped(String(character))
      }
      if width == 2 { html += "</span>" }
    }
  }

  private static func appendEscaped(_ scalar: Unicode.Scalar, to html: inout String) {
    switch scalar {
    case "&": html += "&amp;"
    case "<": html += "&lt;"
    case ">": html += "&gt;"
    case "\"": html += "&quot;"
    default: html.unicodeScalars.append(scalar)
    }
  }

  /// Whether a scalar alone is as wide as the scalar rules of a whole text make it: below
  /// the blocks of emoji, flags and joiners, and in the CJK blocks.
  private static func hasOwnWidth(_ value: UInt32) -> Bool {
    value < 0x2000 || (0x3000...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFFEF).contains(value)
  }

  /// Text with `&`, `<`, `>` and `"` as entities, and control characters (tab aside) as the
  /// symbols that picture them.
  static func escaped(_ text: String) -> String {
    Markup.escaped(text) { scalar in
      switch scalar.value {
      case 0x09: nil
      case 0x7F: "\u{2421}"
      case 0..<0x20: Unicode.Scalar(0x2400 + scalar.value).map { String($0) }
      default: nil
      }
    }
  }

}

/// A storyboard's steps (`--- N. label ---` and the screen under it), paired by position
/// between reference and actual; any other text is one step without a label.
enum StoryboardSteps {
  struct Step: Hashable {
    var label: String?
    var reference: String
    var actual: String
  }

  static func pair(_ reference: String, _ actual: String) -> [Step] {
    let old = split(reference)
    let new = split(actual)
    guard old.count > 1 || new.count > 1 else {
      return [Step(label: nil, reference: reference, actual: actual)]
    }
    return (0..<max(old.count, new.count)).map { index in
      let label = index < new.count ? new[index].label : old[index].label
      return Step(
        label: label, reference: index < old.count ? old[index].text : "",
        actual: index < new.count ? new[index].text : "")
    }
  }

  /// Whether a line of `text` starts with `--- `, as a step's heading does.
  ///
  /// - Complexity: O(n) over the UTF-8 bytes, without reading characters.
  private static func startsAStep(_ text: String) -> Bool {
    let heading = Array("--- ".utf8)
    var atLineStart = true
    var matched = 0
    for byte in text.utf8 {
      if atLineStart || matched > 0 {
        if byte == heading[matched] {
          matched += 1
          if matched == heading.count { return true }
          atLineStart = false
          continue
        }
        matched = 0
      }
      atLineStart = byte == 0x0A
    }
    return false
  }

  /// The text before the first step (the title), then each step; one step without a label
  /// when no line starts a step.
  private static func split(_ text: String) -> [(label: String?, text: String)] {
    guard startsAStep(text) else { return [(nil, text)] }
    var steps: [(label: String?, text: String)] = [(nil, "")]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("--- "), line.hasSuffix(" ---"),
        line.dropFirst(4).first?.isNumber ?? false
      {
        steps.append((String(line.dropFirst(4).dropLast(4)), ""))
      } else {
        steps[steps.count - 1].text += line + "\n"
      }
    }
    for index in steps.indices {
      // The blank line between steps belongs to neither.
      while steps[index].text.hasSuffix("\n\n") { steps[index].text.removeLast() }
    }
    if steps[0].text.allSatisfy(\.isWhitespace), steps.count > 1 {
      steps.removeFirst()
    } else if steps.count > 1 {
      steps[0].label = "Title"
    }
    return steps
  }
}
