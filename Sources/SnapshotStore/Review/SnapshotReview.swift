import Foundation

/// Reviews, accepts and prunes snapshots after a test run, without XCTest: what the
/// `stock-screens snapshots check|review|accept|prune` commands call.
///
///     let review = SnapshotReview(directory: try .locate(startingAt: "."))
///     for location in try review.report().failed {
///       print(try review.unifiedDiff(for: location) ?? "")
///     }
///     let accepted = try review.accept()
public struct SnapshotReview: Sendable {
  /// The folders reviewed.
  public var directory: SnapshotDirectory

  /// Creates a review of `directory`.
  public init(directory: SnapshotDirectory) {
    self.directory = directory
  }

  /// Finds failed, missing and orphaned snapshots from the artifacts and the manifests.
  ///
  /// A kept artifact equal to its reference (left over from a fix) counts as nothing.
  public func report() throws(SnapshotStoreError) -> SnapshotReport {
    var failed: [SnapshotLocation] = []
    var missing: Set<SnapshotLocation> = []
    var missingWithArtifact: [SnapshotLocation] = []
    for location in try directory.artifactLocations() {
      guard let reference = try directory.writer.read(directory.referenceURL(for: location))
      else {
        missing.insert(location)
        missingWithArtifact.append(location)
        continue
      }
      let actual = try directory.writer.read(directory.artifactURL(for: location)) ?? ""
      if SnapshotText.canonical(reference) != SnapshotText.canonical(actual) {
        failed.append(location)
      }
    }
    let lastRun = try manifest(SnapshotManifest.lastRunFileName)
    for location in lastRun?.missing ?? [] where try !referenceExists(location) {
      missing.insert(location)
    }
    let listing = try directory.listing()
    return SnapshotReport(
      directory: directory, failed: failed, missing: missing.sorted(),
      missingWithArtifact: missingWithArtifact,
      orphans: try orphans(among: listing.references, lastRun: lastRun),
      unexpectedFiles: listing.unexpectedFiles)
  }

  /// The diff from the reference to the kept actual text; `nil` when no actual text is kept.
  ///
  /// A missing reference diffs as empty, so every line shows as added.
  public func unifiedDiff(for location: SnapshotLocation) throws(SnapshotStoreError)
    -> UnifiedDiff?
  {
    guard let actual = try directory.writer.read(directory.artifactURL(for: location)) else {
      return nil
    }
    let reference = try directory.writer.read(directory.referenceURL(for: location))
    return UnifiedDiff(
      from: reference.map(SnapshotText.canonical) ?? "", to: SnapshotText.canonical(actual),
      oldLabel: "\(directory.displayPath(ofReference: location)) (reference)",
      newLabel: "\(location.relativePath) (actual)")
  }

  /// Writes the kept actual text over the references (atomically) and deletes the artifacts.
  ///
  /// - Parameter locations: the snapshots to accept; `nil` accepts every kept artifact.
  /// - Returns: what was written, sorted; artifacts equal to their reference are only deleted.
  public func accept(_ locations: [SnapshotLocation]? = nil) throws(SnapshotStoreError)
    -> [SnapshotAcceptance]
  {
    var accepted: [SnapshotAcceptance] = []
    var chosen = locations ?? []
    if locations == nil { chosen = try directory.artifactLocations() }
    for location in chosen {
      let artifactURL = try directory.artifactURL(for: location)
      guard let actual = try directory.writer.read(artifactURL) else {
        throw .noArtifact(path: directory.displayPath(ofReference: location))
      }
      let referenceURL = try directory.referenceURL(for: location)
      let reference = try directory.writer.read(referenceURL)
      let text = SnapshotText.canonical(actual)
      if reference.map(SnapshotText.canonical) != text {
        try directory.writer.write(text, to: referenceURL)
        accepted.append(
          SnapshotAcceptance(
            location: location, created: reference == nil,
            referencePath: directory.displayPath(ofReference: location)))
      }
      try directory.writer.remove(artifactURL)
    }
    return accepted.sorted { $0.location < $1.location }
  }

  /// Deletes the orphans of the last full run (or, with `dryRun`, only lists them).
  ///
  /// - Throws: `SnapshotStoreError.noFullRun` when no full run is recorded.
  public func prune(dryRun: Bool) throws(SnapshotStoreError) -> SnapshotPruning {
    let lastRun = try manifest(SnapshotManifest.lastRunFileName)
    let references = try directory.listing().references
    guard case .found(let orphans) = try orphans(among: references, lastRun: lastRun) else {
      throw .noFullRun(
        manifest: directory.displayPath(of: manifestURL(SnapshotManifest.lastFullRunFileName)))
    }
    if !dryRun {
      for location in orphans {
        let url = try directory.referenceURL(for: location)
        try directory.writer.remove(url)
        removeEmptyFolders(above: url)
      }
    }
    return SnapshotPruning(
      dryRun: dryRun, orphans: orphans,
      referencePaths: orphans.map { directory.displayPath(ofReference: $0) })
  }

  private func orphans(
    among references: [SnapshotLocation], lastRun: SnapshotManifest?
  ) throws(SnapshotStoreError) -> SnapshotReport.Orphans {
    guard let lastFull = try manifest(SnapshotManifest.lastFullRunFileName) else {
      return .unknown
    }
    let laterTouched = Set(lastRun?.touched ?? [])
    let present = Set(references)
    // A manifest without an orphan list (written by hand) falls back to "not touched".
    let candidates = lastFull.orphans ?? references.filter { !lastFull.touched.contains($0) }
    return .found(candidates.filter { present.contains($0) && !laterTouched.contains($0) })
  }

  private func referenceExists(_ location: SnapshotLocation) throws(SnapshotStoreError) -> Bool {
    FileManager.default.fileExists(atPath: try directory.referenceURL(for: location).path)
  }

  private func manifest(_ name: String) throws(SnapshotStoreError) -> SnapshotManifest? {
    try SnapshotManifest.load(from: manifestURL(name))
  }

  private func manifestURL(_ name: String) -> URL {
    directory.manifestFolder.appendingPathComponent(name)
  }

  /// Removes folders that pruning left empty, up to the snapshots folder itself.
  private func removeEmptyFolders(above file: URL) {
    var folder = file.deletingLastPathComponent().standardizedFileURL
    while folder.path.hasPrefix(directory.snapshotsFolder.path + "/") {
      let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["?"]
      guard contents.isEmpty else { return }
      try? FileManager.default.removeItem(at: folder)
      folder = folder.deletingLastPathComponent().standardizedFileURL
    }
  }
}
