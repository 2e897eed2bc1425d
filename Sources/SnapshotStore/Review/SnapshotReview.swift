import Foundation

/// Reviews, accepts, rejects and prunes snapshots after a test run, without a test library:
/// what the `swift package snapshots` commands call.
///
///     let review = SnapshotReview(folders: try .locate(startingAt: "."))
///     for location in try review.report().failed {
///       print(try review.unifiedDiff(for: location) ?? "")
///     }
///     let accepted = try review.accept()
public struct SnapshotReview: Sendable {
  /// The folders reviewed.
  public var folders: SnapshotFolders

  public init(folders: SnapshotFolders) {
    self.folders = folders
  }

  /// Finds failed, missing, pending inline and orphaned snapshots from the artifacts and the
  /// manifests.
  ///
  /// A kept artifact equal to its reference (left over from a fix) counts as nothing.
  public func report() throws(SnapshotStoreError) -> SnapshotReport {
    var failed: [SnapshotLocation] = []
    var missing: Set<SnapshotLocation> = []
    var missingWithArtifact: [SnapshotLocation] = []
    for location in try folders.artifactLocations() {
      guard let reference = try folders.writer.read(folders.referenceURL(for: location)) else {
        missing.insert(location)
        missingWithArtifact.append(location)
        continue
      }
      let actual = try folders.writer.read(folders.artifactURL(for: location)) ?? ""
      if SnapshotText.canonical(reference) != SnapshotText.canonical(actual) {
        failed.append(location)
      }
    }
    let lastRuns = try folders.manifests(SnapshotManifest.lastRunFileName)
    for location in lastRuns.flatMap(\.missing) where try !referenceExists(location) {
      missing.insert(location)
    }
    let listing = try folders.listing()
    let pendingInline = try folders.pendingInlineSnapshots()
    return SnapshotReport(
      folders: folders, failed: failed, missing: missing.sorted(),
      missingWithArtifact: missingWithArtifact, pendingInline: pendingInline,
      inlineSourceChanged: sourceChanged(among: pendingInline),
      orphans: try orphans(among: listing.references, lastRuns: lastRuns),
      unexpectedFiles: listing.unexpectedFiles)
  }

  /// The diff from the reference to the kept actual text; `nil` when no actual text is kept.
  ///
  /// A missing reference diffs as empty, so every line shows as added.
  public func unifiedDiff(for location: SnapshotLocation) throws(SnapshotStoreError)
    -> UnifiedDiff?
  {
    let (reference, actual) = try texts(for: location)
    guard let actual else { return nil }
    return folders.unifiedDiff(from: reference ?? "", to: actual, at: location)
  }

  /// The reference and the kept actual text of `location`, in canonical form; `nil` for each
  /// that does not exist.
  public func texts(
    for location: SnapshotLocation
  ) throws(SnapshotStoreError) -> (reference: String?, actual: String?) {
    let reference = try folders.writer.read(folders.referenceURL(for: location))
    let actual = try folders.writer.read(folders.artifactURL(for: location))
    return (reference.map(SnapshotText.canonical), actual.map(SnapshotText.canonical))
  }

  /// Writes the kept actual text over the references (atomically) and deletes the artifacts.
  ///
  /// - Parameters:
  ///   - locations: the snapshots to accept; `nil` accepts every kept artifact.
  ///   - dryRun: say what would be written, and write nothing.
  /// - Returns: what was written, sorted; artifacts equal to their reference are only deleted.
  public func accept(
    _ locations: [SnapshotLocation]? = nil, dryRun: Bool = false
  ) throws(SnapshotStoreError) -> [SnapshotAcceptance] {
    var accepted: [SnapshotAcceptance] = []
    var chosen = locations ?? []
    if locations == nil { chosen = try folders.artifactLocations() }
    for location in chosen {
      guard let actual = try folders.writer.read(folders.artifactURL(for: location)) else {
        throw .noArtifact(path: folders.displayPath(ofReference: location))
      }
      let referenceURL = try folders.referenceURL(for: location)
      let reference = try folders.writer.read(referenceURL)
      let text = SnapshotText.canonical(actual)
      if reference.map(SnapshotText.canonical) != text {
        if !dryRun { try folders.writer.write(text, to: referenceURL) }
        accepted.append(
          SnapshotAcceptance(
            location: location, created: reference == nil,
            referencePath: folders.displayPath(ofReference: location)))
      }
      if !dryRun { try folders.discardArtifact(at: location) }
    }
    return accepted.sorted { $0.location < $1.location }
  }

  /// Writes the actual text of every pending inline snapshot (or of `pending`) into its
  /// test's literal; see `SnapshotFolders.acceptInline(_:dryRun:)`.
  public func acceptInline(
    _ pending: [PendingInlineSnapshot]? = nil, dryRun: Bool = false
  ) throws(SnapshotStoreError) -> [InlineRewrite] {
    if let pending { return try folders.acceptInline(pending, dryRun: dryRun) }
    return try folders.acceptInline(folders.pendingInlineSnapshots(), dryRun: dryRun)
  }

  /// Discards kept actual texts and pending inline rewrites, keeping every reference and
  /// literal as it is.
  ///
  /// - Parameters:
  ///   - locations: the file snapshots to reject; `nil` rejects every kept artifact.
  ///   - inline: the inline snapshots to reject; `nil` rejects every pending one.
  ///   - dryRun: say what would be discarded, and discard nothing.
  /// - Returns: the file snapshots and inline assertions whose pending text was discarded.
  public func reject(
    _ locations: [SnapshotLocation]? = nil, inline: [PendingInlineSnapshot]? = nil,
    dryRun: Bool = false
  ) throws(SnapshotStoreError) -> (files: [SnapshotLocation], inline: [PendingInlineSnapshot]) {
    var files = locations ?? []
    if locations == nil { files = try folders.artifactLocations() }
    var pending = inline ?? []
    if inline == nil { pending = try folders.pendingInlineSnapshots() }
    if !dryRun {
      for location in files { try folders.discardArtifact(at: location) }
      for item in pending { try folders.discardPendingInline(at: item.origin) }
    }
    return (files.sorted(), pending)
  }

  /// Deletes the orphans of the last full runs (or, with `dryRun`, only lists them).
  ///
  /// - Throws: `SnapshotStoreError.noFullRun` when orphans cannot be told yet.
  public func prune(dryRun: Bool) throws(SnapshotStoreError) -> SnapshotPruning {
    let lastRuns = try folders.manifests(SnapshotManifest.lastRunFileName)
    let references = try folders.listing().references
    guard case .found(let orphans) = try orphans(among: references, lastRuns: lastRuns) else {
      throw .noFullRun(manifest: folders.displayPath(of: folders.manifestFolder))
    }
    if !dryRun {
      for location in orphans {
        let url = try folders.referenceURL(for: location)
        try folders.writer.remove(url)
        removeEmptyFolders(above: url)
      }
    }
    return SnapshotPruning(
      dryRun: dryRun, orphans: orphans,
      referencePaths: orphans.map { folders.displayPath(ofReference: $0) })
  }

  /// The references that no test checks any more.
  ///
  /// Every library that has made checks (its `last-run.json` exists) must have a full run
  /// recorded; then an orphan is a reference that no full run touched, no later run touched,
  /// and that belongs to no test a full run saw fail or skip.
  private func orphans(
    among references: [SnapshotLocation], lastRuns: [SnapshotManifest]
  ) throws(SnapshotStoreError) -> SnapshotReport.Orphans {
    let fullRuns = try folders.manifests(SnapshotManifest.lastFullRunFileName)
    let fullLibraries = Set(fullRuns.map(\.library))
    let needing = Set(lastRuns.map(\.library)).subtracting(fullLibraries).subtracting([.other])
    guard !fullRuns.isEmpty, needing.isEmpty else {
      return .unknown(needingFullRun: needing.sorted { $0.rawValue < $1.rawValue })
    }
    let touched = Set((fullRuns + lastRuns).flatMap(\.touched))
    let unreached = fullRuns.flatMap { $0.failedTests + $0.skippedTests }
    return .found(
      references.filter { location in
        !touched.contains(location) && !unreached.contains { location.belongs(toTest: $0) }
      })
  }

  /// The pending inline assertions whose file is not what their test saw (a record without a
  /// fingerprint cannot tell, and is left out).
  private func sourceChanged(among pending: [PendingInlineSnapshot]) -> Set<SnapshotOrigin> {
    var now: [String: SourceFingerprint] = [:]
    for file in Set(pending.map(\.origin.file)) {
      let path = folders.absolutePath(ofPackagePath: file)
      if let bytes = (try? folders.writer.readBytes(atPath: path)) ?? nil {
        now[file] = SourceFingerprint(bytes)
      }
    }
    return Set(
      pending.filter { $0.source != nil && now[$0.origin.file] != $0.source }.map(\.origin))
  }

  private func referenceExists(_ location: SnapshotLocation) throws(SnapshotStoreError) -> Bool {
    FileManager.default.fileExists(atPath: try folders.referenceURL(for: location).path)
  }

  /// Removes folders that pruning left empty, up to the snapshots folder itself.
  private func removeEmptyFolders(above file: URL) {
    var folder = file.deletingLastPathComponent().standardizedFileURL
    while folder.path.hasPrefix(folders.snapshotsFolder.path + "/") {
      let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["?"]
      guard contents.isEmpty else { return }
      try? FileManager.default.removeItem(at: folder)
      folder = folder.deletingLastPathComponent().standardizedFileURL
    }
  }
}

/// One reference that `SnapshotReview.accept` wrote from the kept actual text.
///
///     print(accepted)
///     // Prints: accepted Snapshots/DirectoryTests/testFilter.txt (updated)
public struct SnapshotAcceptance: Hashable, Sendable, CustomStringConvertible {
  /// The snapshot written.
  public var location: SnapshotLocation
  /// Whether the reference did not exist before.
  public var created: Bool
  /// The reference as a person finds it: `Snapshots/DirectoryTests/testFilter.txt`.
  public var referencePath: String

  public init(location: SnapshotLocation, created: Bool, referencePath: String) {
    self.location = location
    self.created = created
    self.referencePath = referencePath
  }

  /// `accepted <path> (new)` or `accepted <path> (updated)`.
  public var description: String {
    "accepted \(referencePath) (\(created ? "new" : "updated"))"
  }
}

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
