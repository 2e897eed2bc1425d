/// A value that renders to deterministic text: a screen, a storyboard, or a plain string.
///
/// Snapshot tests compare this text with a reference file, so the same value must always
/// render to the same text: `\n` line endings, no trailing white space, no addresses or dates.
public protocol TextSnapshotRepresentable {
  /// The text that stands for this value in a snapshot file.
  var snapshotText: String { get }
}

extension String: TextSnapshotRepresentable {
  public var snapshotText: String { self }
}

extension Substring: TextSnapshotRepresentable {
  public var snapshotText: String { String(self) }
}
