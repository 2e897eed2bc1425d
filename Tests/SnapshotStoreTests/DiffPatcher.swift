import SnapshotStore

/// Applies a unified diff to the text it was made from, to check that it says the truth.
enum DiffPatcher {
  /// The old text with every hunk applied; context and removed lines must match the old text.
  static func apply(_ diff: UnifiedDiff, to old: String) -> String? {
    var oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let oldEndsWithNewline = old.isEmpty || old.hasSuffix("\n")
    if old.isEmpty || oldEndsWithNewline { oldLines.removeLast() }
    var result: [String] = []
    var position = 0
    var endsWithNewline = oldEndsWithNewline
    for hunk in diff.hunks {
      let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
      guard start >= position, start <= oldLines.count else { return nil }
      result += oldLines[position..<start]
      position = start
      for line in hunk.lines {
        switch line.kind {
        case .context, .removed:
          guard position < oldLines.count, oldLines[position] == line.text else { return nil }
          position += 1
          if line.kind == .context {
            result.append(line.text)
            endsWithNewline = line.endsWithNewline
          }
        case .added:
          result.append(line.text)
          endsWithNewline = line.endsWithNewline
        }
      }
    }
    if position < oldLines.count {
      result += oldLines[position...]
      endsWithNewline = oldEndsWithNewline
    }
    guard !result.isEmpty else { return "" }
    return result.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
  }
}
