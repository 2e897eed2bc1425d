/// The state of the snapshots folder after the last test runs: what `snapshots check` prints.
///
///     print(try SnapshotReview(directory: directory).report())
///     // Prints:
///     // Snapshots: 1 failed, 1 missing, 1 orphan.
///     // failed   Snapshots/ListTests/testChanged.txt
///     //          actual text: .snapshot-artifacts/actual/ListTests/testChanged.txt
///     // missing  Snapshots/ListTests/testNew.txt
///     // orphan   Snapshots/GoneTests/testGone.txt
///     // Review with `stock-screens snapshots review`; take the actual text with `stock-screens snapshots accept`.
///     // List orphans with `stock-screens snapshots prune --dry-run`; remove them with `stock-screens snapshots prune`.
public struct SnapshotReport: Equatable, Sendable, CustomStringConvertible {
  /// Whether orphans could be looked for.
  public enum Orphans: Hashable, Sendable {
    /// No manifest of a full run exists, so no file can be called an orphan yet.
    case unknown
    /// The references that the last full run did not check and no later run checked.
    case found([SnapshotLocation])
  }

  /// The folders the report is about.
  public var directory: SnapshotDirectory
  /// References that differ from the actual text kept in `.snapshot-artifacts/actual/`.
  public var failed: [SnapshotLocation]
  /// Snapshots with no reference: their actual text is kept, or the last run found them absent.
  public var missing: [SnapshotLocation]
  /// The subset of `missing` whose actual text is kept, so `accept` can create them.
  public var missingWithArtifact: [SnapshotLocation]
  /// References that no test checks any more.
  public var orphans: Orphans
  /// `*.txt` files whose names no test can produce, as relative paths.
  public var unexpectedFiles: [String]

  /// Creates a report.
  public init(
    directory: SnapshotDirectory, failed: [SnapshotLocation], missing: [SnapshotLocation],
    missingWithArtifact: [SnapshotLocation], orphans: Orphans, unexpectedFiles: [String]
  ) {
    self.directory = directory
    self.failed = failed
    self.missing = missing
    self.missingWithArtifact = missingWithArtifact
    self.orphans = orphans
    self.unexpectedFiles = unexpectedFiles
  }

  /// The snapshots `accept` would write: every failed one, and missing ones with kept text.
  public var acceptable: [SnapshotLocation] { (failed + missingWithArtifact).sorted() }

  /// The orphans found, or none when they are unknown.
  public var orphanLocations: [SnapshotLocation] {
    if case .found(let locations) = orphans { return locations }
    return []
  }

  /// Whether anything needs a person's attention (unknown orphans alone do not).
  public var hasProblems: Bool {
    !failed.isEmpty || !missing.isEmpty || !orphanLocations.isEmpty || !unexpectedFiles.isEmpty
  }

  /// A summary line, then one line per problem, then what to run.
  public var description: String {
    var lines = [summary]
    for location in failed {
      lines.append("failed   \(directory.displayPath(ofReference: location))")
      lines.append("         actual text: \(directory.displayPath(ofArtifact: location))")
    }
    for location in missing {
      lines.append("missing  \(directory.displayPath(ofReference: location))")
    }
    for location in orphanLocations {
      lines.append("orphan   \(directory.displayPath(ofReference: location))")
    }
    for path in unexpectedFiles {
      lines.append("unexpected name  \(directory.description)/\(path)")
    }
    lines += advice
    return lines.joined(separator: "\n")
  }

  private var summary: String {
    var counts: [String] = []
    if !failed.isEmpty { counts.append("\(failed.count) failed") }
    if !missing.isEmpty { counts.append("\(missing.count) missing") }
    let orphanCount = orphanLocations.count
    if orphanCount > 0 { counts.append("\(orphanCount) orphan" + (orphanCount == 1 ? "" : "s")) }
    if !unexpectedFiles.isEmpty { counts.append("\(unexpectedFiles.count) unexpected") }
    let state = counts.isEmpty ? "no problems" : counts.joined(separator: ", ")
    return "\(directory.description): \(state)."
  }

  private var advice: [String] {
    var lines: [String] = []
    if !acceptable.isEmpty {
      lines.append(
        "Review with `stock-screens snapshots review`; take the actual text with "
          + "`stock-screens snapshots accept`.")
    }
    if missing.count > missingWithArtifact.count {
      lines.append("Run `swift test` locally to record the missing ones, then commit them.")
    }
    if !orphanLocations.isEmpty {
      lines.append(
        "List orphans with `stock-screens snapshots prune --dry-run`; remove them with "
          + "`stock-screens snapshots prune`.")
    }
    if orphans == .unknown {
      lines.append(
        "Orphans unknown: no full test run is recorded; run `swift test` with no --filter "
          + "and no --parallel.")
    }
    return lines
  }
}
