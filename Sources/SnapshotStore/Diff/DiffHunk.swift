/// One `@@ -a,b +c,d @@` section of a unified diff: changed lines with their context.
///
///     @@ -2,3 +2,3 @@
///      b
///     -c
///     +C
///      d
public struct DiffHunk: Hashable, Sendable, CustomStringConvertible {
  /// One line of a hunk.
  public struct Line: Hashable, Sendable {
    /// Whether a line is shared, removed from the old text, or added in the new.
    public enum Kind: Hashable, Sendable {
      /// In both texts (printed with a leading space).
      case context
      /// Only in the old text (printed with `-`).
      case removed
      /// Only in the new text (printed with `+`).
      case added
    }

    /// Whether the line is shared, removed or added.
    public var kind: Kind
    /// The line's text, without its line ending.
    public var text: String
    /// `false` for a last line with no `\n` after it (printed with a
    /// `\ No newline at end of file` marker).
    public var endsWithNewline: Bool

    public init(kind: Kind, text: String, endsWithNewline: Bool = true) {
      self.kind = kind
      self.text = text
      self.endsWithNewline = endsWithNewline
    }
  }

  /// The first old line the hunk covers, 1-based; for an empty range, the line before it.
  public var oldStart: Int
  /// How many old lines the hunk covers.
  public var oldCount: Int
  /// The first new line the hunk covers, 1-based; for an empty range, the line before it.
  public var newStart: Int
  /// How many new lines the hunk covers.
  public var newCount: Int
  /// The lines, removed ones before added ones within each change.
  public var lines: [Line]

  public init(oldStart: Int, oldCount: Int, newStart: Int, newCount: Int, lines: [Line]) {
    self.oldStart = oldStart
    self.oldCount = oldCount
    self.newStart = newStart
    self.newCount = newCount
    self.lines = lines
  }

  /// The header line, such as `@@ -2,3 +2,3 @@`; a count of 1 is left out, as `diff -u` does.
  public var header: String {
    "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
  }

  /// The header and the lines, joined by `\n`, without a final newline.
  public var description: String {
    var printed = [header]
    for line in lines {
      let mark =
        switch line.kind {
        case .context: " "
        case .removed: "-"
        case .added: "+"
        }
      printed.append(mark + line.text)
      if !line.endsWithNewline { printed.append("\\ No newline at end of file") }
    }
    return printed.joined(separator: "\n")
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}
