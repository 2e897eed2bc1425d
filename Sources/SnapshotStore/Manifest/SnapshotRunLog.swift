import Foundation

/// The snapshots one test process checked, kept on disk as the run goes.
///
/// Every `record(_:)` rewrites `last-run.json` with `"full": false`, so a process that crashes
/// leaves a manifest that claims nothing it did not finish. Only `finish(full: true, …)`, called
/// when an unfiltered run has completed, writes `"full": true` and `last-full-run.json`.
public final class SnapshotRunLog: @unchecked Sendable {
  /// The folders whose manifests this log writes.
  public let directory: SnapshotDirectory
  // Guards the sets: assertions may run on other threads than the test observer.
  private let lock = NSLock()
  private var touched: Set<SnapshotLocation> = []
  private var failed: Set<SnapshotLocation> = []
  private var missing: Set<SnapshotLocation> = []

  /// Creates an empty log for `directory`.
  public init(directory: SnapshotDirectory) {
    self.directory = directory
  }

  /// Notes a checked snapshot and rewrites `last-run.json` (not full).
  public func record(_ outcome: SnapshotOutcome) throws(SnapshotStoreError) {
    guard let location = outcome.location else { return }
    // Writing under the lock keeps a later, larger manifest from being overwritten by an
    // earlier one.
    lock.lock()
    defer { lock.unlock() }
    touched.insert(location)
    if outcome.referenceDiffered { failed.insert(location) }
    if outcome.referenceWasMissing { missing.insert(location) }
    try write(
      SnapshotManifest(full: false, touched: touched, failed: failed, missing: missing),
      to: SnapshotManifest.lastRunFileName)
  }

  /// Writes the final `last-run.json`; for a full run, also finds the orphans and writes
  /// `last-full-run.json`.
  ///
  /// - Parameters:
  ///   - full: whether every test ran in this one process and the run completed.
  ///   - failedTests: tests (`Class/testName`) that failed; their snapshots are not orphans.
  ///   - skippedTests: tests that were skipped; their snapshots are not orphans.
  @discardableResult
  public func finish(
    full: Bool, failedTests: [String] = [], skippedTests: [String] = []
  ) throws(SnapshotStoreError) -> SnapshotManifest {
    lock.lock()
    defer { lock.unlock() }
    var orphans: [SnapshotLocation]? = nil
    if full {
      let unreached = failedTests + skippedTests
      orphans = try directory.listing().references.filter { location in
        !touched.contains(location) && !unreached.contains { location.belongs(toTest: $0) }
      }
    }
    let manifest = SnapshotManifest(
      full: full, touched: touched, failed: failed, missing: missing, orphans: orphans,
      failedTests: failedTests, skippedTests: skippedTests)
    try write(manifest, to: SnapshotManifest.lastRunFileName)
    if full { try write(manifest, to: SnapshotManifest.lastFullRunFileName) }
    return manifest
  }

  private func write(_ manifest: SnapshotManifest, to name: String) throws(SnapshotStoreError) {
    try directory.writer.write(
      manifest.jsonText(), to: directory.manifestFolder.appendingPathComponent(name))
  }
}
