import Foundation

/// What the test processes of one test library did with snapshots in one run: the record
/// that `swift package snapshots check` reads.
///
/// Each library keeps two in `.snapshot-artifacts/manifest/<library>/`: `last-run.json`, the
/// processes of the latest `swift test` merged, and `last-full-run.json`, the latest run of
/// every test of that library. Written as JSON with sorted keys and sorted arrays, paths
/// relative to the snapshots folder:
///
///     {
///       "failed" : [ "DirectoryTests/testFilter.txt" ],
///       "failedTests" : [ "DirectoryTests/testFilter" ],
///       "full" : true,
///       "inline" : [ ],
///       "inlineFailed" : [ ],
///       "library" : "xctest",
///       "missing" : [ ],
///       "request" : [ "--testing-library", "swift-testing", "--parallel" ],
///       "run" : "4242",
///       "skippedTests" : [ ],
///       "touched" : [ "DirectoryTests/testFilter.txt", "FeedTests/testMore.txt" ]
///     }
public struct SnapshotManifest: Hashable, Sendable, Codable {
  /// The file of the latest run: `last-run.json`.
  public static let lastRunFileName = "last-run.json"
  /// The file of the latest complete, unfiltered run: `last-full-run.json`.
  public static let lastFullRunFileName = "last-full-run.json"

  /// The library whose tests made the checks.
  public var library: SnapshotTestLibrary
  /// The run the processes belonged to (the `swift test` that started them), when known;
  /// processes of one run merge their records.
  public var run: String?
  /// Whether every test of the library ran and the run finished: only then can the record
  /// tell orphans.
  public var full: Bool
  /// What the processes were asked to run (`TestRunRequest.recorded`), in order, each word
  /// once: the filters, skips, test names and configuration files that made a run partial.
  public var request: [String]
  /// Every file snapshot an assertion checked.
  public var touched: [SnapshotLocation]
  /// File snapshots whose reference differed from the actual text (rewritten or not).
  public var failed: [SnapshotLocation]
  /// File snapshots whose reference was absent when checked (recorded or not).
  public var missing: [SnapshotLocation]
  /// Every inline snapshot an assertion checked.
  public var inline: [SnapshotOrigin]
  /// Inline snapshots whose literal differed from the actual text.
  public var inlineFailed: [SnapshotOrigin]
  /// Tests (`Suite/test`) that failed; their snapshots may not have been reached.
  public var failedTests: [String]
  /// Tests (`Suite/test`) that were skipped; their snapshots were not reached.
  public var skippedTests: [String]

  /// A manifest from its parts; every array is sorted and freed of duplicates.
  public init(
    library: SnapshotTestLibrary, run: String? = nil, full: Bool, request: [String] = [],
    touched: some Sequence<SnapshotLocation>, failed: some Sequence<SnapshotLocation>,
    missing: some Sequence<SnapshotLocation>, inline: some Sequence<SnapshotOrigin> = [],
    inlineFailed: some Sequence<SnapshotOrigin> = [], failedTests: some Sequence<String> = [],
    skippedTests: some Sequence<String> = []
  ) {
    self.library = library
    self.run = run
    self.full = full
    var seen: Set<String> = []
    self.request = request.filter { seen.insert($0).inserted }
    self.touched = Set(touched).sorted()
    self.failed = Set(failed).sorted()
    self.missing = Set(missing).sorted()
    self.inline = Self.sorted(inline)
    self.inlineFailed = Self.sorted(inlineFailed)
    self.failedTests = Set(failedTests).sorted()
    self.skippedTests = Set(skippedTests).sorted()
  }

  private static func sorted(_ origins: some Sequence<SnapshotOrigin>) -> [SnapshotOrigin] {
    Set(origins).sorted(by: SnapshotFolders.isBefore)
  }

  /// Decodes a manifest; absent keys read as empty (and the library as XCTest), so an older
  /// or hand-made file still loads.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    func list<Element: Decodable>(_ key: CodingKeys, _: Element.Type) throws -> [Element] {
      try values.decodeIfPresent([Element].self, forKey: key) ?? []
    }
    self.init(
      library: try values.decodeIfPresent(SnapshotTestLibrary.self, forKey: .library) ?? .xctest,
      run: try values.decodeIfPresent(String.self, forKey: .run),
      full: try values.decodeIfPresent(Bool.self, forKey: .full) ?? false,
      request: try list(.request, String.self),
      touched: try list(.touched, SnapshotLocation.self),
      failed: try list(.failed, SnapshotLocation.self),
      missing: try list(.missing, SnapshotLocation.self),
      inline: try list(.inline, SnapshotOrigin.self),
      inlineFailed: try list(.inlineFailed, SnapshotOrigin.self),
      failedTests: try list(.failedTests, String.self),
      skippedTests: try list(.skippedTests, String.self))
  }

  /// This record and `other`'s, of the same run, as one: lists joined, full only if both were.
  public func merged(with other: SnapshotManifest) -> SnapshotManifest {
    SnapshotManifest(
      library: library, run: run, full: full && other.full, request: request + other.request,
      touched: touched + other.touched,
      failed: failed + other.failed, missing: missing + other.missing,
      inline: inline + other.inline, inlineFailed: inlineFailed + other.inlineFailed,
      failedTests: failedTests + other.failedTests, skippedTests: skippedTests + other.skippedTests)
  }

  /// The JSON text: sorted keys, two-space indentation, unescaped slashes, a final newline.
  public func jsonText() -> String {
    JSONText.encode(self)
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

/// The test library whose processes made a run's checks. `swift test` runs XCTest tests in one
/// process and Swift Testing tests in another, and each knows only its own tests, so each keeps
/// its own manifests.
public enum SnapshotTestLibrary: String, Hashable, Sendable, Codable, CaseIterable {
  /// XCTest (`XCTestCase` subclasses).
  case xctest
  /// Swift Testing (`@Test` functions).
  case swiftTesting = "swift-testing"
  /// A program that is neither test runner, such as a benchmark calling `verifyTextSnapshot`.
  case other
}
