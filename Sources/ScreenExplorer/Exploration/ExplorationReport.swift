import ScreenModel

/// What an exploration did and found.
public struct ExplorationReport: Sendable {
  /// The lines explored, each checked: breadth first and in walks.
  public var events: Int
  /// The lines played again to reach a state from the start, unchecked.
  public var replayed: Int
  /// The distinct states met.
  public var states: Int
  /// How many lines from the start breadth-first exploration went.
  public var depth: Int
  /// How many walks were taken.
  public var walks: Int
  /// Lines the generator wrote that the grammar refused to read, with how many times: none,
  /// when every line the screens declare is one a scenario can write.
  public var unreadable: [String: Int]
  /// How many times each check failed, findings or not (a finding is the first on a screen).
  public var failures: [String: Int]
  /// The findings, each the first of its check on its screen.
  public var findings: [Finding]
  /// The states kept for review, at most `ExplorerOptions.catalogLimit`.
  public var catalog = StateCatalog()

  /// What a person reads: the counts, then each finding with its check, its screen and its
  /// path's length.
  public var summary: String {
    var lines = [
      "explored \(DigitGrouping.grouped(events)) events: \(DigitGrouping.grouped(states)) "
        + "distinct states, breadth first to depth \(depth), then \(walks) walks "
        + "(\(DigitGrouping.grouped(replayed)) lines played again to reach states)"
    ]
    if !unreadable.isEmpty {
      let sample = unreadable.sorted { $0.key < $1.key }.prefix(3).map(\.key)
      lines.append(
        "\(unreadable.count) lines the grammar does not read, such as "
          + sample.map { VisibleText.quoted($0) }.joined(separator: ", "))
    }
    lines.append(
      findings.isEmpty
        ? "no findings"
        : "\(findings.count) finding\(findings.count == 1 ? "" : "s"):")
    for finding in findings {
      lines.append(
        "  \(finding.check.name) on the \(finding.screen) (\(finding.locale), "
          + "\(finding.path.count) lines): \(finding.message.split(separator: "\n").joined(separator: " "))"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
