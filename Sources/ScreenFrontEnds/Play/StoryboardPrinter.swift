import ScreenModel

/// Turns step records into storyboard text as they arrive: the same text a `Storyboard` of
/// all the steps would print, with long screens clipped and unchanged screens said in a line.
public struct StoryboardPrinter: Sendable {
  /// At most this many rows of each screen, or all when nil.
  public var maxRows: Int?
  /// The words of the lines the printer adds: an unchanged screen, rows left out.
  public var words: Words
  private var previousText: String?

  /// A printer that clips each screen to `maxRows` rows, or shows every row when nil, and
  /// says what it adds in `words`.
  public init(maxRows: Int? = nil, words: Words) {
    self.maxRows = maxRows
    self.words = words
  }

  /// The storyboard step for `record`, preceded by a blank line after the first.
  public mutating func text(for record: StepRecord) -> String {
    let separator = previousText == nil ? "" : "\n"
    return separator + step(for: record).rendered(number: record.number)
  }

  /// The storyboard step for `record`; a screen the same as the step before's reads
  /// `（畫面沒有變化）` under its title, or, when the line expected the session to refuse
  /// its event, why it did: `（如預期不接受：back: nothing to go back to …）`.
  public mutating func step(for record: StepRecord) -> Storyboard.Step {
    defer { previousText = record.text }
    guard record.text != previousText else {
      let title = record.text.prefix { $0 != "\n" }
      let said =
        record.refusal.map { words["play.refused", VisibleText.escaped($0)] }
        ?? words["play.unchanged"]
      return Storyboard.Step(label: record.step.label, text: "\(title)\n  \(said)\n")
    }
    return Storyboard.Step(
      label: record.step.label,
      text: Self.clip(record.text, maxRows, controls: record.controls.count, words: words))
  }

  /// The screen text with at most `maxRows` rows: the first ones and the last one (the
  /// feed's footer), with a line saying how many were left out between them; the title and
  /// the `controls` lines of the controls under it all stay.
  static func clip(_ text: String, _ maxRows: Int?, controls: Int, words: Words) -> String {
    guard let maxRows else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let head = lines.prefix(1 + controls)
    let rows = lines.dropFirst(head.count)
    guard rows.count > maxRows else { return text }
    let hidden = rows.count - maxRows
    let kept =
      head + rows.prefix(max(0, maxRows - 1))
      + [Substring("  " + words.counted("play.hidden", hidden, DigitGrouping.grouped(hidden)))]
      + rows.suffix(1)
    return kept.joined(separator: "\n") + "\n"
  }
}
