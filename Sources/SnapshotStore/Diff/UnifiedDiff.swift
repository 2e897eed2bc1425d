/// A line-by-line comparison of two texts, printed in the unified format of `diff -u`.
///
/// Lines compare exactly (white space included); only changed hunks are kept, each with
/// `context` unchanged lines around it, so one changed line in a long file prints a short diff.
///
///     let diff = UnifiedDiff(
///       from: "a\nb\nc\n", to: "a\nB\nc\n", oldLabel: "old.txt", newLabel: "new.txt")
///     print(diff)
///     // Prints:
///     // --- old.txt
///     // +++ new.txt
///     // @@ -1,3 +1,3 @@
///     //  a
///     // -b
///     // +B
///     //  c
///
/// - Complexity: O(N + M) for texts of N and M lines: see `LineDiff`.
public struct UnifiedDiff: Hashable, Sendable, CustomStringConvertible {
  /// The name printed after `---`.
  public var oldLabel: String
  /// The name printed after `+++`.
  public var newLabel: String
  /// The changed sections, in order; empty when the texts are equal.
  public var hunks: [DiffHunk]

  /// Compares `old` with `new`, keeping `context` unchanged lines around each change.
  public init(
    from old: String, to new: String, oldLabel: String, newLabel: String, context: Int = 3
  ) {
    self.oldLabel = oldLabel
    self.newLabel = newLabel
    let oldLines = Self.lines(of: old)
    let newLines = Self.lines(of: new)
    let steps = LineDiff.steps(from: oldLines, to: newLines)
    hunks = HunkBuilder(old: oldLines, new: newLines, steps: steps, context: max(0, context))
      .hunks()
  }

  /// Whether the texts are equal line for line.
  public var isEmpty: Bool { hunks.isEmpty }

  /// The `---`/`+++` headers and the hunks joined by `\n`, without a final newline;
  /// the empty string when the texts are equal.
  public var description: String {
    guard !hunks.isEmpty else { return "" }
    return (["--- \(oldLabel)", "+++ \(newLabel)"] + hunks.map(\.description))
      .joined(separator: "\n")
  }

  /// A line with whether a `\n` ends it; only a text's last line can lack one.
  ///
  /// Lines are equal when their bytes are: exactly, and without the Unicode normalization
  /// that comparing and hashing `String`s does (most of a large diff's time otherwise).
  struct TextLine: Hashable {
    var text: String
    var endsWithNewline: Bool

    static func == (lhs: TextLine, rhs: TextLine) -> Bool {
      lhs.endsWithNewline == rhs.endsWithNewline
        && lhs.text.utf8.count == rhs.text.utf8.count
        && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      hasher.combine(endsWithNewline)
    }
  }

  /// Splits on `\n` only (a `\r` stays part of its line, so CRLF shows as a difference).
  static func lines(of text: String) -> [TextLine] {
    var text = text
    text.makeContiguousUTF8()
    let lines = text.utf8.withContiguousStorageIfAvailable { bytes -> [TextLine] in
      var result: [TextLine] = []
      var start = 0
      for index in 0..<bytes.count where bytes[index] == 10 {
        result.append(TextLine(text: decode(bytes[start..<index]), endsWithNewline: true))
        start = index + 1
      }
      if start < bytes.count {
        result.append(TextLine(text: decode(bytes[start...]), endsWithNewline: false))
      }
      return result
    }
    return lines ?? []
  }

  private static func decode(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
  }
}

/// Groups an edit script into hunks with context.
private struct HunkBuilder {
  let old: [UnifiedDiff.TextLine]
  let new: [UnifiedDiff.TextLine]
  let steps: [LineDiff.Step]
  let context: Int

  func hunks() -> [DiffHunk] {
    var groups: [Range<Int>] = []
    var index = 0
    while index < steps.count {
      guard steps[index] != .keep else {
        index += 1
        continue
      }
      var end = index
      while end < steps.count, steps[end] != .keep { end += 1 }
      if let last = groups.last, index - last.upperBound <= 2 * context {
        groups[groups.count - 1] = last.lowerBound..<end
      } else {
        groups.append(index..<end)
      }
      index = end
    }
    var oldPosition = 0
    var newPosition = 0
    var consumed = 0
    return groups.map { group in
      let lower = max(consumed, group.lowerBound - context)
      let upper = min(steps.count, group.upperBound + context)
      for step in steps[consumed..<lower] {
        if step != .insert { oldPosition += 1 }
        if step != .delete { newPosition += 1 }
      }
      let hunk = makeHunk(
        steps: lower..<upper, oldPosition: &oldPosition, newPosition: &newPosition)
      consumed = upper
      return hunk
    }
  }

  private func makeHunk(
    steps range: Range<Int>, oldPosition: inout Int, newPosition: inout Int
  ) -> DiffHunk {
    let oldStart = oldPosition
    let newStart = newPosition
    var lines: [DiffHunk.Line] = []
    var removed: [DiffHunk.Line] = []
    var added: [DiffHunk.Line] = []
    for step in steps[range] {
      switch step {
      case .keep:
        lines += removed + added
        removed = []
        added = []
        lines.append(line(.context, old[oldPosition]))
        oldPosition += 1
        newPosition += 1
      case .delete:
        removed.append(line(.removed, old[oldPosition]))
        oldPosition += 1
      case .insert:
        added.append(line(.added, new[newPosition]))
        newPosition += 1
      }
    }
    lines += removed + added
    let oldCount = oldPosition - oldStart
    let newCount = newPosition - newStart
    return DiffHunk(
      oldStart: oldCount == 0 ? oldStart : oldStart + 1, oldCount: oldCount,
      newStart: newCount == 0 ? newStart : newStart + 1, newCount: newCount, lines: lines)
  }

  private func line(_ kind: DiffHunk.Line.Kind, _ text: UnifiedDiff.TextLine) -> DiffHunk.Line {
    DiffHunk.Line(kind: kind, text: text.text, endsWithNewline: text.endsWithNewline)
  }
}
