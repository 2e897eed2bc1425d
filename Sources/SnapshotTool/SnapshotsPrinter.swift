import SnapshotStore

/// The plain text the snapshots commands print: diffs for `review` away from a terminal, and
/// what `accept` and `reject` did.
struct SnapshotsPrinter {
  let review: SnapshotReview

  /// Every failed and missing file snapshot's diff, then every pending inline snapshot's, as
  /// real unified diffs, each under a `#` heading that names the snapshot and, where known,
  /// the assertion; missing snapshots with no kept text are listed. `hasSnapshots` is false
  /// when there was nothing to review.
  func allDiffs() throws -> (text: String, hasSnapshots: Bool) {
    let report = try review.report()
    let folders = review.folders
    var output = ""
    for location in report.acceptable {
      guard let diff = try review.unifiedDiff(for: location) else { continue }
      let origin = folders.origin(of: location).map { ": \($0)" } ?? ""
      output += "# \(folders.displayPath(ofReference: location))\(origin)\n\(diff)\n"
    }
    for pending in report.pendingInline {
      let changed = report.inlineSourceChanged.contains(pending.origin)
      let note = changed ? " (\(SnapshotReport.sourceChanged))" : ""
      output += "# \(pending.origin)\(note)\n" + pending.diff.description + "\n"
    }
    for location in report.missing where !report.missingWithArtifact.contains(location) {
      output += "missing  \(folders.displayPath(ofReference: location)) (no actual text kept)\n"
    }
    guard !output.isEmpty else {
      return ("No failed, missing or inline snapshots to review.\n", false)
    }
    return (output, true)
  }

  /// One line per accepted snapshot, `would accept …` in a dry run.
  static func acceptance(
    files: [SnapshotAcceptance], inline: [InlineRewrite], dryRun: Bool
  ) -> String {
    let verb = dryRun ? "would accept" : "accepted"
    var lines = files.map { "\(verb) \($0.referencePath) (\($0.created ? "new" : "updated"))" }
    for rewrite in inline where rewrite.refusal == nil {
      lines.append("\(verb) \(rewrite.place)")
    }
    if lines.isEmpty && inline.isEmpty {
      return "Nothing to accept: no failed, missing or inline snapshot kept its text.\n"
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// One line per discarded actual text, then a count.
  static func rejection(
    _ rejected: (files: [SnapshotLocation], inline: [PendingInlineSnapshot]),
    folders: SnapshotFolders, dryRun: Bool
  ) -> String {
    let verb = dryRun ? "would reject" : "rejected"
    var lines = rejected.files.map { "\(verb) \(folders.displayPath(ofReference: $0))" }
    lines += rejected.inline.map { "\(verb) \($0.origin.file):\($0.origin.line) (inline)" }
    let count = lines.count
    let noun = count == 1 ? "snapshot" : "snapshots"
    lines.append(
      dryRun
        ? "\(count) pending \(noun) would be discarded (dry run); the references stay."
        : "\(count) pending \(noun) discarded; the references stay as they were.")
    return lines.joined(separator: "\n") + "\n"
  }
}
