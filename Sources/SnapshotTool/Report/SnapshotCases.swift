import SnapshotStore

/// Every snapshot the last run checked, as a test report lists it: one case a snapshot, with
/// a failure for each mismatch, missing reference or differing inline literal.
struct SnapshotCase: Hashable, Sendable {
  /// Why a case failed.
  struct Failure: Hashable, Sendable {
    /// `mismatch`, `missing` or `inline`.
    var type: String
    /// What failed, in a line: the `message` attribute.
    var message: String
    /// The unified diff, or what to do when there is none.
    var details: String
  }

  /// The suite: the snapshot's folder, or the inline assertion's test suite.
  var suite: String
  /// The snapshot's file name, or the inline assertion's place.
  var name: String
  /// The file a person opens.
  var file: String
  /// Why it failed; `nil` when it passed.
  var failure: Failure?

  /// The cases of the last run of every test library, sorted by suite and name; without
  /// `details`, a failure's diff is left out (the page only counts the cases).
  static func lastRun(in review: SnapshotReview, details: Bool = true) throws -> [SnapshotCase] {
    let folders = review.folders
    let manifests = try folders.manifests(SnapshotManifest.lastRunFileName)
    let pending = Dictionary(
      try folders.pendingInlineSnapshots().map { (Self.key($0.origin), $0) }
    ) { first, _ in first }
    var cases: [SnapshotCase] = []
    let failed = Set(manifests.flatMap(\.failed))
    let missing = Set(manifests.flatMap(\.missing))
    for location in Set(manifests.flatMap(\.touched)).sorted() {
      let reference = folders.displayPath(ofReference: location)
      var failure: Failure?
      if failed.contains(location) || missing.contains(location) {
        let isMissing = missing.contains(location)
        let diff = details ? try review.unifiedDiff(for: location)?.description : ""

        failure = Failure(
          type: isMissing ? "missing" : "mismatch",
          message: isMissing
            ? "No reference snapshot at \(reference)" : "\(reference) does not match",
          details: diff ?? "The actual text is no longer kept; run the test again to see the diff.")
      }
      cases.append(
        SnapshotCase(
          suite: location.components.count > 1 ? location.components[0] : "Snapshots",
          name: location.components.last ?? location.relativePath, file: reference,
          failure: failure))
    }
    let inlineFailed = Set(manifests.flatMap(\.inlineFailed).map(Self.key))
    for origin in Set(manifests.flatMap(\.inline)).sorted(by: SnapshotCase.isBefore) {
      var failure: Failure?
      if inlineFailed.contains(Self.key(origin)) {
        failure = Failure(
          type: "inline", message: "The inline snapshot at \(origin.file):\(origin.line) differs",
          details: (details ? pending[Self.key(origin)]?.diff.description : "")
            ?? "The actual text is no longer kept; run the test again to see the diff.")
      }
      cases.append(
        SnapshotCase(
          suite: String(origin.test.prefix { $0 != "/" }), name: "\(origin.file):\(origin.line)",
          file: origin.file, failure: failure))
    }
    return cases.sorted { ($0.suite, $0.name) < ($1.suite, $1.name) }
  }

  private static func key(_ origin: SnapshotOrigin) -> String {
    "\(origin.file):\(origin.line):\(origin.column)"
  }

  private static func isBefore(_ lhs: SnapshotOrigin, _ rhs: SnapshotOrigin) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
