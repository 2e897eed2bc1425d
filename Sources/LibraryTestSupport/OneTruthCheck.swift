import ScreenModel

/// What a text snapshot shows of a state against what the session protocol sends of it: the
/// text's control lines are the update's controls (buttons too; the end of rows draws
/// nothing), in their order, each with its label, its value, the mark of its availability
/// (disabled, read-only) and its message; its row lines are the update's rows, each with its
/// cells in order. The text is in the source words, the package's first language.
package enum OneTruthCheck {
  /// The marks a control's line ends with, before its message, in the source words.
  static let marks = (disabled: "（不可用）", readOnly: "（唯讀）", message: "！")

  /// Each way `text` (a screen's snapshot: its title, then a line a control, then a line a
  /// row) disagrees with `controls` and `rows` as the protocol writes them; empty when they
  /// agree.
  package static func mismatches(
    text: String, controls: [JSONValue], rows: [JSONValue]
  ) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      .dropFirst().map(String.init)
    let drawn = controls.filter { $0["kind"] != "endOfRows" }
    guard lines.count == drawn.count + rows.count else {
      return ["\(lines.count) lines, \(drawn.count) controls and \(rows.count) rows"]
    }
    var found: [String] = []
    for (line, control) in zip(lines, drawn) {
      found += mismatches(line: line, control: control)
    }
    for (line, row) in zip(lines.dropFirst(drawn.count), rows) {
      if let problem = mismatch(line: line, row: row) { found.append(problem) }
    }
    return found
  }

  private static func mismatches(line: String, control: JSONValue) -> [String] {
    guard case .string(let label)? = control["label"] else {
      return ["a control without a label: \(control.text)"]
    }
    var found: [String] = []
    if !line.contains(label) { found.append("\(line) does not show \(label)") }
    if case .string(let value)? = control["value"], !line.contains("[\(value)") {
      found.append("\(line) does not show \(value)")
    }
    var rest = Substring(line)
    if case .string(let message)? = control["message"] {
      if rest.hasSuffix(marks.message + message) {
        // The text sets a message off from the mark before it with a space.
        rest = rest.dropLast(marks.message.count + message.count)
        while rest.last == " " { rest = rest.dropLast() }
      } else {
        found.append("\(line) does not end with its message \(message)")
      }
    }
    let readOnly = control["readOnly"] == .bool(true)
    let disabled = control["enabled"] == .bool(false) && !readOnly
    for (mark, expected, what) in [
      (marks.disabled, disabled, "disabled"), (marks.readOnly, readOnly, "read-only"),
    ] where rest.hasSuffix(mark) != expected {
      found.append("\(line) is \(expected ? "" : "not ")\(what) in the update")
    }
    return found
  }

  /// A cell's marks show in brackets in the text: its words show in order without them.
  private static func mismatch(line: String, row: JSONValue) -> String? {
    guard case .array(let cells)? = row["cells"] else { return nil }
    var rest = Substring(line.filter { $0 != "[" && $0 != "]" })
    for case .string(let cell) in cells where !cell.isEmpty {
      guard let found = rest.range(of: cell) else {
        return "\(line) does not show \(cell) after the cells before it"
      }
      rest = rest[found.upperBound...]
    }
    return nil
  }
}
