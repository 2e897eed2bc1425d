import FileStorage
import Foundation

/// The snapshots one test process checked, kept in memory and written once, when the process
/// is done with its tests.
///
/// A process that crashes writes nothing, so no manifest ever claims a run it did not finish.
/// `finish` merges this process's record into `last-run.json` when that file holds the same
/// run (the other workers of one `swift test --parallel`), and replaces it otherwise; only a
/// full run writes `last-full-run.json`, and a run whose request chooses tests (a filter, a
/// skip, a configuration file, an option not known to be harmless) is never full.
///
/// - Complexity: `record` is O(1) amortized and touches no file.
public final class SnapshotRunLog: @unchecked Sendable {
  /// The folders whose manifests this log writes.
  public let folders: SnapshotFolders
  // Guards the sets: assertions run on many threads at once under Swift Testing.
  private let lock = NSLock()
  private var touched: Set<SnapshotLocation> = []
  private var failed: Set<SnapshotLocation> = []
  private var missing: Set<SnapshotLocation> = []
  private var inline: Set<SnapshotOrigin> = []
  private var inlineFailed: Set<SnapshotOrigin> = []

  public init(folders: SnapshotFolders) {
    self.folders = folders
  }

  /// Notes a checked file snapshot.
  public func record(_ outcome: SnapshotOutcome) {
    guard let location = outcome.location else { return }
    lock.withLock {
      touched.insert(location)
      if outcome.referenceDiffered { failed.insert(location) }
      if outcome.referenceWasMissing { missing.insert(location) }
    }
  }

  /// Notes a checked inline snapshot, and whether its literal differed.
  public func recordInline(_ origin: SnapshotOrigin, failed didFail: Bool) {
    lock.withLock {
      inline.insert(origin)
      if didFail { inlineFailed.insert(origin) }
    }
  }

  /// Whether nothing was recorded.
  public var isEmpty: Bool { lock.withLock { touched.isEmpty && inline.isEmpty } }

  /// Writes the run's record into `last-run.json` of `library`, and for a full run also
  /// `last-full-run.json`.
  ///
  /// - Parameters:
  ///   - library: the test library this process ran.
  ///   - run: the run the process belongs to; records of one run are merged.
  ///   - full: whether every test of the library ran in this process and the run completed,
  ///     as the test library tells.
  ///   - request: what the process was asked to run; the run is full only if it chooses no
  ///     tests, whatever `full` says.
  ///   - failedTests: tests (`Suite/test`) that failed; their snapshots are never orphans.
  ///   - skippedTests: tests that were skipped; their snapshots are never orphans.
  @discardableResult
  public func finish(
    library: SnapshotTestLibrary, run: String?, full: Bool,
    request: TestRunRequest = TestRunRequest(), failedTests: [String] = [],
    skippedTests: [String] = []
  ) throws(SnapshotStoreError) -> SnapshotManifest {
    let full = full && request.runsEveryTest
    let manifest = lock.withLock {
      SnapshotManifest(
        library: library, run: run, full: full, request: request.recorded, touched: touched,
        failed: failed,
        missing: missing, inline: inline, inlineFailed: inlineFailed, failedTests: failedTests,
        skippedTests: skippedTests)
    }
    let lastRun = folders.manifestURL(library, SnapshotManifest.lastRunFileName)
    try FileLock.withLock(on: folders.manifestFolder.appendingPathComponent(".lock")) {
      () throws(SnapshotStoreError) in
      var written = manifest
      if let run, let previous = try SnapshotManifest.load(from: lastRun), previous.run == run {
        written = previous.merged(with: manifest)
      }
      try folders.writer.write(written.jsonText(), to: lastRun)
      if full {
        try folders.writer.write(
          manifest.jsonText(),
          to: folders.manifestURL(library, SnapshotManifest.lastFullRunFileName))
      }
    }
    return manifest
  }
}

extension SnapshotFolders {
  /// The manifest file `name` of `library`: `.snapshot-artifacts/manifest/<library>/<name>`.
  public func manifestURL(_ library: SnapshotTestLibrary, _ name: String) -> URL {
    manifestFolder.appendingPathComponent(library.rawValue, isDirectory: true)
      .appendingPathComponent(name)
  }

  /// The manifests of every library that has one: `name` is `last-run.json` or
  /// `last-full-run.json`.
  public func manifests(_ name: String) throws(SnapshotStoreError) -> [SnapshotManifest] {
    var found: [SnapshotManifest] = []
    for library in SnapshotTestLibrary.allCases {
      if let manifest = try SnapshotManifest.load(from: manifestURL(library, name)) {
        found.append(manifest)
      }
    }
    return found
  }

  /// The number of this failure among the annotations of `run`, counted across the run's
  /// processes in `.snapshot-artifacts/manifest/annotations.json`: 1 for the first.
  public func nextAnnotationNumber(run: String) throws(SnapshotStoreError) -> Int {
    struct Count: Codable {
      var run: String
      var count: Int
    }
    let file = manifestFolder.appendingPathComponent("annotations.json")
    return try FileLock.withLock(on: manifestFolder.appendingPathComponent(".lock")) {
      () throws(SnapshotStoreError) in
      var count = Count(run: run, count: 0)
      if let text = try writer.read(file),
        let previous = try? JSONDecoder().decode(Count.self, from: Data(text.utf8)),
        previous.run == run
      {
        count = previous
      }
      count.count += 1
      try writer.write(JSONText.encode(count), to: file)
      return count.count
    }
  }
}
