/// A line of a diff cut into runs of characters that are the same on both sides and runs that
/// changed, so that a one-character change shows as that character, not as a whole line.
///
/// Characters are grapheme clusters: `台積電` → `台積體` marks `電` and `體`, each one
/// character (two columns wide on screen).
///
///     let (old, new) = MarkedLine.pair(old: "  聯電 - (2303)", new: "  聯發科 - (2454)")
///     print(new.segments.filter(\.isChanged).map(\.text))
///     // Prints ["發科", "454"]
public struct MarkedLine: Hashable, Sendable {
  /// A run of characters, changed or not.
  public struct Segment: Hashable, Sendable {
    /// The run's characters, as the line has them.
    public var text: String
    /// Whether they differ from the other side.
    public var isChanged: Bool

    public init(text: String, isChanged: Bool) {
      self.text = text
      self.isChanged = isChanged
    }
  }

  /// The runs, in order; they join into the whole line.
  public var segments: [Segment]

  public init(segments: [Segment]) {
    self.segments = segments
  }

  /// A line with no marks.
  public init(unchanged text: String) {
    segments = text.isEmpty ? [] : [Segment(text: text, isChanged: false)]
  }

  /// A line that changed as a whole (it has no counterpart, or shares too little with it).
  public init(changed text: String) {
    segments = text.isEmpty ? [] : [Segment(text: text, isChanged: true)]
  }

  /// The whole line.
  public var text: String { segments.map(\.text).joined() }

  /// Whether any run changed.
  public var hasChanges: Bool { segments.contains(where: \.isChanged) }

  /// The removed line and the added line that replaces it, marked where they differ.
  ///
  /// When less than a third of the longer line is shared, marking every scattered character
  /// would say nothing: both lines are marked as changed whole.
  ///
  /// - Complexity: O(N + M) for lines of N and M characters: the search for the characters
  ///   they share stops at the edits that would leave less than a third shared, and at a few
  ///   steps a character; past either, what lies between their common start and end is
  ///   marked changed.
  public static func pair(old: String, new: String) -> (old: MarkedLine, new: MarkedLine) {
    var work = 0
    return pair(old: old, new: new, work: &work)
  }

  /// The steps a pair of lines may take: a character search, and at most this many edits.
  static func budget(oldCount: Int, newCount: Int) -> LineDiff.Budget {
    let mostEdits = oldCount + newCount - 2 * ((max(oldCount, newCount) + 2) / 3)
    return LineDiff.Budget(costLimit: max(0, min(500, mostEdits)), allowance: 256, perElement: 16)
  }

  /// `pair(old:new:)`, adding the steps and comparisons made to `work`.
  static func pair(
    old: String, new: String, work: inout Int
  ) -> (old: MarkedLine, new: MarkedLine) {
    let oldCharacters = Array(old)
    let newCharacters = Array(new)
    var numbers = CharacterNumbers()
    let a = oldCharacters.map { numbers.number(for: $0) }
    let b = newCharacters.map { numbers.number(for: $0) }
    let longest = max(a.count, b.count)
    // Lines that cannot share a third, counting each character as often as both have it,
    // need no search; lines whose common start and end make a third need no count.
    guard
      3 * CharacterNumbers.sharedEnds(a, b) >= longest
        || 3 * CharacterNumbers.sharedAtMost(a, b, work: &work) >= longest
    else {
      return (MarkedLine(changed: old), MarkedLine(changed: new))
    }
    let steps = LineDiff.steps(
      numbered: a, b, budget: budget(oldCount: a.count, newCount: b.count), work: &work)
    let kept = steps.filter { $0 == .keep }.count
    guard kept * 3 >= longest else {
      return (MarkedLine(changed: old), MarkedLine(changed: new))
    }
    var oldLine = Builder()
    var newLine = Builder()
    var oldIndex = 0
    var newIndex = 0
    for step in steps {
      switch step {
      case .keep:
        oldLine.add(oldCharacters[oldIndex], changed: false)
        newLine.add(newCharacters[newIndex], changed: false)
        oldIndex += 1
        newIndex += 1
      case .delete:
        oldLine.add(oldCharacters[oldIndex], changed: true)
        oldIndex += 1
      case .insert:
        newLine.add(newCharacters[newIndex], changed: true)
        newIndex += 1
      }
    }
    return (MarkedLine(segments: oldLine.segments), MarkedLine(segments: newLine.segments))
  }

  /// Joins characters into runs of the same kind.
  private struct Builder {
    var segments: [Segment] = []

    mutating func add(_ character: Character, changed: Bool) {
      if let last = segments.last, last.isChanged == changed {
        segments[segments.count - 1].text.append(character)
      } else {
        segments.append(Segment(text: String(character), isChanged: changed))
      }
    }
  }
}

extension DiffHunk {
  /// One line of a hunk, with its changed characters marked.
  public struct MarkedDiffLine: Hashable, Sendable {
    /// Whether the line is shared, removed or added.
    public var kind: Line.Kind
    /// The line, in runs.
    public var line: MarkedLine
  }

  /// The hunk's lines, each removed line paired with the added line in the same place of its
  /// change and marked where they differ; a line without a partner is changed whole.
  public var markedLines: [MarkedDiffLine] {
    var result: [MarkedDiffLine] = []
    var index = 0
    while index < lines.count {
      guard lines[index].kind != .context else {
        result.append(
          MarkedDiffLine(kind: .context, line: MarkedLine(unchanged: lines[index].text)))
        index += 1
        continue
      }
      var removed: [String] = []
      var added: [String] = []
      while index < lines.count, lines[index].kind != .context {
        if lines[index].kind == .removed {
          removed.append(lines[index].text)
        } else {
          added.append(lines[index].text)
        }
        index += 1
      }
      let pairs = (0..<min(removed.count, added.count)).map {
        MarkedLine.pair(old: removed[$0], new: added[$0])
      }
      for (offset, text) in removed.enumerated() {
        let line = offset < pairs.count ? pairs[offset].old : MarkedLine(changed: text)
        result.append(MarkedDiffLine(kind: .removed, line: line))
      }
      for (offset, text) in added.enumerated() {
        let line = offset < pairs.count ? pairs[offset].new : MarkedLine(changed: text)
        result.append(MarkedDiffLine(kind: .added, line: line))
      }
    }
    return result
  }
}
