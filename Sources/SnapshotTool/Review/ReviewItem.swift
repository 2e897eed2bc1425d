import SnapshotStore

/// One snapshot waiting for a reviewer: a failed or missing file snapshot with its kept
/// actual text, or an inline assertion with its pending rewrite.
struct ReviewItem: Hashable, Sendable {
  /// Which kind of snapshot waits, and where it is.
  enum Subject: Hashable, Sendable {
    /// A file snapshot whose reference differs from the kept actual text.
    case failed(SnapshotLocation)
    /// A file snapshot with no reference yet.
    case missing(SnapshotLocation)
    /// An inline assertion whose literal differs from the actual text.
    case inline(PendingInlineSnapshot)
  }

  var subject: Subject
  /// The file and how a person finds it: `Snapshots/ListTests/testFilter.txt`, or the test's
  /// file and line for an inline snapshot.
  var title: String
  /// The test and the assertion's place, when known.
  var origin: SnapshotOrigin?
  /// The diff from the reference (or literal) to the actual text; empty in items made
  /// without diffing.
  var diff: UnifiedDiff
  /// The reference's (or literal's) text; `nil` when there is none yet.
  var reference: String?
  /// What the test produced this time: what accepting takes.
  var actual: String

  /// `failed`, `missing` or `inline`.
  var kindName: String {
    switch subject {
    case .failed: "failed"
    case .missing: "missing"
    case .inline: "inline"
    }
  }

  /// Everything a run left for review, in the order `check` lists it: failed, missing, inline.
  /// Without `diffing`, each item's `diff` is left empty (for the report's page, which draws
  /// its own).
  static func all(in review: SnapshotReview, diffing: Bool = true) throws -> [ReviewItem] {
    let report = try review.report()
    let folders = review.folders
    var items: [ReviewItem] = []
    let none = UnifiedDiff(from: "", to: "", oldLabel: "", newLabel: "")
    for location in report.failed + report.missingWithArtifact {
      let (reference, actual) = try review.texts(for: location)
      guard let actual else { continue }
      let diff =
        diffing
        ? folders.unifiedDiff(from: reference ?? "", to: actual, at: location) : none
      let subject: Subject =
        report.failed.contains(location) ? .failed(location) : .missing(location)
      items.append(
        ReviewItem(
          subject: subject, title: folders.displayPath(ofReference: location),
          origin: folders.origin(of: location), diff: diff, reference: reference, actual: actual))
    }
    for pending in report.pendingInline {
      let changed = report.inlineSourceChanged.contains(pending.origin)
      let note = changed ? " (\(SnapshotReport.sourceChanged))" : ""
      items.append(
        ReviewItem(
          subject: .inline(pending), title: "\(pending.origin.file):\(pending.origin.line)\(note)",
          origin: pending.origin, diff: diffing ? pending.diff : none,
          reference: pending.expected.map(SnapshotText.canonical),
          actual: SnapshotText.canonical(pending.actual)))
    }
    return items
  }

  /// Takes the actual text; `nil` when done, else why not.
  func accept(with review: SnapshotReview) throws -> String? {
    switch subject {
    case .failed(let location), .missing(let location):
      _ = try review.accept([location])
      return nil
    case .inline(let pending):
      return try review.acceptInline([pending]).first?.refusal?.description
    }
  }

  /// Discards the actual text and keeps the reference or literal.
  func reject(with review: SnapshotReview) throws {
    switch subject {
    case .failed(let location), .missing(let location):
      _ = try review.reject([location], inline: [])
    case .inline(let pending):
      _ = try review.reject([], inline: [pending])
    }
  }
}
