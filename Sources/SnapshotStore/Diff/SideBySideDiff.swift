/// Two texts laid out for reading side by side: every line of each, marked as kept, removed
/// or added, and each changed line marked at the characters that changed.
///
///     let sides = SideBySideDiff(old: "a\n台積電\n", new: "a\n台積體\n")
///     print(sides.new.map(\.kind))
///     // Prints [kept, changed]
///
/// - Complexity: O(N + M) in the texts' sizes: see `LineDiff` and `MarkedLine.pair`.
public struct SideBySideDiff: Hashable, Sendable {
  /// One line of one side.
  public struct Row: Hashable, Sendable {
    /// What became of a line.
    public enum Kind: Hashable, Sendable {
      /// On both sides.
      case kept
      /// Replaced by a line on the other side; `line` marks the characters that differ.
      case changed
      /// Only on this side.
      case alone
    }

    /// What became of the line.
    public var kind: Kind
    /// The line, in runs.
    public var line: MarkedLine
  }

  /// The old text's lines.
  public var old: [Row]
  /// The new text's lines.
  public var new: [Row]

  /// Lays out `old` and `new`, split on `\n` (a final line break adds no line).
  public init(old: String, new: String) {
    var work = 0
    self.init(old: old, new: new, work: &work)
  }

  /// Lays out `old` and `new`, adding to `work` the steps and comparisons of every search.
  init(old: String, new: String, work: inout Int) {
    let oldLines = Self.lines(old)
    let newLines = Self.lines(new)
    var oldRows: [Row] = []
    var newRows: [Row] = []
    var oldIndex = 0
    var newIndex = 0
    var removed: [String] = []
    var added: [String] = []
    func flush() {
      for index in 0..<max(removed.count, added.count) {
        if index < removed.count, index < added.count {
          let (oldLine, newLine) = MarkedLine.pair(
            old: removed[index], new: added[index], work: &work)
          let whole = !oldLine.segments.contains { !$0.isChanged } && !removed[index].isEmpty
          oldRows.append(Row(kind: whole ? .alone : .changed, line: oldLine))
          newRows.append(Row(kind: whole ? .alone : .changed, line: newLine))
        } else if index < removed.count {
          oldRows.append(Row(kind: .alone, line: MarkedLine(changed: removed[index])))
        } else {
          newRows.append(Row(kind: .alone, line: MarkedLine(changed: added[index])))
        }
      }
      removed = []
      added = []
    }
    for step in LineDiff.steps(from: oldLines, to: newLines, budget: .lines, work: &work) {
      switch step {
      case .keep:
        flush()
        oldRows.append(Row(kind: .kept, line: MarkedLine(unchanged: oldLines[oldIndex].text)))
        newRows.append(Row(kind: .kept, line: MarkedLine(unchanged: newLines[newIndex].text)))
        oldIndex += 1
        newIndex += 1
      case .delete:
        removed.append(oldLines[oldIndex].text)
        oldIndex += 1
      case .insert:
        added.append(newLines[newIndex].text)
        newIndex += 1
      }
    }
    flush()
    self.old = oldRows
    self.new = newRows
  }

  /// Whether the texts differ in any line.
  public var hasChanges: Bool {
    old.contains { $0.kind != .kept } || new.contains { $0.kind != .kept }
  }

  private static func lines(_ text: String) -> [UnifiedDiff.TextLine] {
    UnifiedDiff.lines(of: text).map { UnifiedDiff.TextLine(text: $0.text, endsWithNewline: true) }
  }
}
