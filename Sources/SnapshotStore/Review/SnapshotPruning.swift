/// The orphans that `SnapshotReview.prune` removed, or would remove in a dry run.
///
///     print(try review.prune(dryRun: true))
///     // Prints:
///     // would remove Snapshots/OldTests/testGone.txt
///     // 1 orphan would be removed (dry run).
public struct SnapshotPruning: Hashable, Sendable, CustomStringConvertible {
  /// Whether nothing was deleted.
  public var dryRun: Bool
  /// The orphans, sorted.
  public var orphans: [SnapshotLocation]
  /// The orphans as a person finds them: `Snapshots/OldTests/testGone.txt`.
  public var referencePaths: [String]

  public init(dryRun: Bool, orphans: [SnapshotLocation], referencePaths: [String]) {
    self.dryRun = dryRun
    self.orphans = orphans
    self.referencePaths = referencePaths
  }

  /// One line per orphan, then a count.
  public var description: String {
    let verb = dryRun ? "would remove" : "removed"
    let noun = orphans.count == 1 ? "orphan" : "orphans"
    let total =
      dryRun
      ? "\(orphans.count) \(noun) would be removed (dry run)."
      : "\(orphans.count) \(noun) removed."
    return (referencePaths.map { "\(verb) \($0)" } + [total]).joined(separator: "\n")
  }
}
