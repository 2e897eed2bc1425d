/// The state of the snapshots after the last test run: what `snapshots check` prints.
///
///     print(try SnapshotReview(folders: folders).report())
///     // Prints:
///     // Snapshots: 1 failed, 1 missing, 1 inline, 1 orphan.
///     // failed   Snapshots/ListTests/testChanged.txt
///     //          actual text: .snapshot-artifacts/actual/ListTests/testChanged.txt
///     // missing  Snapshots/ListTests/testNew.txt
///     // inline   Tests/AppTests/ListTests.swift:12 (ListTests/testTitle)
///     // orphan   Snapshots/GoneTests/testGone.txt
///     // Review with `swift package snapshots review`; take the actual text with `swift package snapshots accept`.
///     // List orphans with `swift package snapshots prune --dry-run`; remove them with `swift package snapshots prune`.
public struct SnapshotReport: Equatable, Sendable, CustomStringConvertible {
  /// Whether orphans could be looked for.
  public enum Orphans: Hashable, Sendable {
    /// No file can be called an orphan yet: these libraries made checks but have no full run
    /// recorded (none at all when no full run of any library is recorded).
    case unknown(needingFullRun: [SnapshotTestLibrary])
    /// The references that the last full runs did not check and no later run checked.
    case found([SnapshotLocation])
  }

  /// The folders the report is about.
  public var folders: SnapshotFolders
  /// References that differ from the actual text kept in `.snapshot-artifacts/actual/`.
  public var failed: [SnapshotLocation]
  /// Snapshots with no reference: their actual text is kept, or the last run found them absent.
  public var missing: [SnapshotLocation]
  /// The subset of `missing` whose actual text is kept, so `accept` can create them.
  public var missingWithArtifact: [SnapshotLocation]
  /// Inline assertions whose literal differs from the actual text.
  public var pendingInline: [PendingInlineSnapshot]
  /// The pending inline assertions whose source file changed since their test ran (or is
  /// gone): their recorded line may no longer be theirs.
  public var inlineSourceChanged: Set<SnapshotOrigin>
  /// References that no test checks any more.
  public var orphans: Orphans
  /// Files whose names no test can produce, as relative paths.
  public var unexpectedFiles: [String]

  public init(
    folders: SnapshotFolders, failed: [SnapshotLocation], missing: [SnapshotLocation],
    missingWithArtifact: [SnapshotLocation], pendingInline: [PendingInlineSnapshot] = [],
    inlineSourceChanged: Set<SnapshotOrigin> = [], orphans: Orphans, unexpectedFiles: [String]
  ) {
    self.folders = folders
    self.failed = failed
    self.missing = missing
    self.missingWithArtifact = missingWithArtifact
    self.pendingInline = pendingInline
    self.inlineSourceChanged = inlineSourceChanged
    self.orphans = orphans
    self.unexpectedFiles = unexpectedFiles
  }

  /// The file snapshots `accept` would write: every failed one, and missing ones with kept text.
  public var acceptable: [SnapshotLocation] { (failed + missingWithArtifact).sorted() }

  /// The orphans found, or none when they are unknown.
  public var orphanLocations: [SnapshotLocation] {
    if case .found(let locations) = orphans { return locations }
    return []
  }

  /// Whether anything needs a person's attention (unknown orphans alone do not).
  public var hasProblems: Bool {
    !failed.isEmpty || !missing.isEmpty || !pendingInline.isEmpty || !orphanLocations.isEmpty
      || !unexpectedFiles.isEmpty
  }

  /// A summary line, then one line per problem, then what to run.
  public var description: String {
    var lines = [summary]
    for location in failed {
      lines.append("failed   \(folders.displayPath(ofReference: location))")
      lines.append("         actual text: \(folders.displayPath(ofArtifact: location))")
    }
    for location in missing {
      lines.append("missing  \(folders.displayPath(ofReference: location))")
    }
    for pending in pendingInline {
      let changed = inlineSourceChanged.contains(pending.origin)
      lines.append("inline   \(pending.origin)" + (changed ? ", \(Self.sourceChanged)" : ""))
    }
    for location in orphanLocations {
      lines.append("orphan   \(folders.displayPath(ofReference: location))")
    }
    for path in unexpectedFiles {
      lines.append("unexpected name  \(folders.description)/\(path)")
    }
    return (lines + advice).joined(separator: "\n")
  }

  private var summary: String {
    var counts: [String] = []
    if !failed.isEmpty { counts.append("\(failed.count) failed") }
    if !missing.isEmpty { counts.append("\(missing.count) missing") }
    if !pendingInline.isEmpty { counts.append("\(pendingInline.count) inline") }
    let orphanCount = orphanLocations.count
    if orphanCount > 0 { counts.append("\(orphanCount) orphan" + (orphanCount == 1 ? "" : "s")) }
    if !unexpectedFiles.isEmpty { counts.append("\(unexpectedFiles.count) unexpected") }
    let state = counts.isEmpty ? "no problems" : counts.joined(separator: ", ")
    return "\(folders.description): \(state)."
  }

  private var advice: [String] {
    var lines: [String] = []
    if !acceptable.isEmpty || !pendingInline.isEmpty {
      lines.append(
        "Review with `\(SnapshotCommand.review)`; take the actual text with "
          + "`\(SnapshotCommand.accept)`.")
    }
    if !inlineSourceChanged.isEmpty {
      lines.append(
        "A test file changed since its test ran: `accept` finds each call again by its test and "
          + "the literal the test compared, or says why it cannot; re-running the tests is surer.")
    }
    if missing.count > missingWithArtifact.count {
      lines.append("Run `swift test` locally to record the missing ones, then commit them.")
    }
    if !orphanLocations.isEmpty {
      lines.append(
        "List orphans with `\(SnapshotCommand.prune) --dry-run`; remove them with "
          + "`\(SnapshotCommand.prune)`.")
    }
    if case .unknown(let libraries) = orphans {
      let which =
        libraries.isEmpty
        ? "no full test run is recorded"
        : "no full run of the " + libraries.map(\.displayName).joined(separator: " and ")
          + " tests is recorded"
      lines.append(
        "Orphans unknown: \(which); run `swift test` with no --filter and no --parallel.")
    }
    return lines
  }
}

extension SnapshotReport {
  /// The words that mark a pending inline snapshot whose source file changed since its test ran.
  public static let sourceChanged = "the file changed since the test ran"
}

extension SnapshotTestLibrary {
  /// The library's name as people write it: XCTest, Swift Testing.
  public var displayName: String {
    switch self {
    case .xctest: "XCTest"
    case .swiftTesting: "Swift Testing"
    case .other: "other"
    }
  }
}
