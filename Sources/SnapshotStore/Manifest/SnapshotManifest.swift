import Foundation

/// What one test run did with snapshots: the record that `stock-screens snapshots check` reads.
///
/// Written as JSON with sorted keys and sorted arrays, paths relative to the snapshots folder:
///
///     {
///       "failed" : [ "DirectoryTests/testFilter.txt" ],
///       "failedTests" : [ "DirectoryTests/testFilter" ],
///       "full" : true,
///       "missing" : [ ],
///       "orphans" : [ "OldTests/testGone.txt" ],
///       "skippedTests" : [ ],
///       "touched" : [ "DirectoryTests/testFilter.txt", "FeedTests/testMore.txt" ]
///     }
public struct SnapshotManifest: Hashable, Sendable, Codable {
  /// The file of the last test process: `.snapshot-artifacts/manifest/last-run.json`.
  public static let lastRunFileName = "last-run.json"
  /// The file of the last complete, unfiltered run: `last-full-run.json`.
  public static let lastFullRunFileName = "last-full-run.json"

  /// Whether the run ran every test and finished: only then can it name orphans.
  public var full: Bool
  /// Every snapshot an assertion checked.
  public var touched: [SnapshotLocation]
  /// Snapshots whose reference differed from the actual text (rewritten or not).
  public var failed: [SnapshotLocation]
  /// Snapshots whose reference was absent when checked (recorded or not).
  public var missing: [SnapshotLocation]
  /// For a full run: `*.txt` files under the snapshots folder that no test checked, apart from
  /// those of tests that failed or were skipped; `nil` otherwise.
  public var orphans: [SnapshotLocation]?
  /// Tests (`Class/testName`) that failed; their snapshots may not have been reached.
  public var failedTests: [String]
  /// Tests (`Class/testName`) that were skipped; their snapshots were not reached.
  public var skippedTests: [String]

  /// Creates a manifest; every array is sorted and freed of duplicates.
  public init(
    full: Bool, touched: some Sequence<SnapshotLocation>, failed: some Sequence<SnapshotLocation>,
    missing: some Sequence<SnapshotLocation>, orphans: [SnapshotLocation]? = nil,
    failedTests: some Sequence<String> = [String](),
    skippedTests: some Sequence<String> = [String]()
  ) {
    self.full = full
    self.touched = Set(touched).sorted()
    self.failed = Set(failed).sorted()
    self.missing = Set(missing).sorted()
    self.orphans = orphans.map { Set($0).sorted() }
    self.failedTests = Set(failedTests).sorted()
    self.skippedTests = Set(skippedTests).sorted()
  }

  /// Decodes a manifest; absent arrays read as empty, so an older or hand-made file still loads.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let locations = { (key: CodingKeys) throws -> [SnapshotLocation] in
      try values.decodeIfPresent([SnapshotLocation].self, forKey: key) ?? []
    }
    let tests = { (key: CodingKeys) throws -> [String] in
      try values.decodeIfPresent([String].self, forKey: key) ?? []
    }
    let full = try values.decodeIfPresent(Bool.self, forKey: .full) ?? false
    let orphans = try values.decodeIfPresent([SnapshotLocation].self, forKey: .orphans)
    self.init(
      full: full, touched: try locations(.touched), failed: try locations(.failed),
      missing: try locations(.missing), orphans: orphans, failedTests: try tests(.failedTests),
      skippedTests: try tests(.skippedTests))
  }

  /// The JSON text: sorted keys, two-space indentation, unescaped slashes, a final newline.
  public func jsonText() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // Encoding arrays of strings and a Bool cannot fail.
    let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Reads the manifest in `file`; `nil` when there is none.
  public static func load(from file: URL) throws(SnapshotStoreError) -> SnapshotManifest? {
    guard let text = try AtomicFileWriter().read(file) else { return nil }
    do {
      return try JSONDecoder().decode(SnapshotManifest.self, from: Data(text.utf8))
    } catch {
      throw .unreadable(path: file.path, reason: "not a snapshot manifest: \(error)")
    }
  }
}
