/// What checking one snapshot found and did, with the failure message to show when it failed.
///
///     let outcome = folders.verify("a\n", at: location, record: choice)
///     print(outcome.status, outcome.isFailure)
///     // Prints: matched false
public struct SnapshotOutcome: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Status: Hashable, Sendable {
    /// The reference equals the actual text.
    case matched
    /// There was no reference; the actual text was written as the new one.
    case recorded
    /// The reference differed and was rewritten with the actual text.
    case rerecorded(UnifiedDiff)
    /// The reference differs; nothing was written to the snapshots folder.
    case mismatched(UnifiedDiff)
    /// There is no reference, and the record mode wrote none.
    case missing
    /// The snapshot could not be checked (bad `SNAPSHOT_RECORD`, unreadable file, a value
    /// that cannot become text).
    case unchecked(SnapshotStoreError)
  }

  /// The snapshot checked; `nil` when the failure came before a location was known.
  public var location: SnapshotLocation?
  /// What happened.
  public var status: Status
  /// The instruction to show when the check failed: what happened, where the files are, what
  /// to run; `nil` when it passed.
  public var failureMessage: String?
  /// The reference's text as the check found it, canonical, when it existed and differed from
  /// the actual text; the file may hold the actual text by now (`rerecorded`).
  public var reference: String?
  /// The actual text, canonical, when the check failed after making it: what a person needs
  /// beside the message, such as a test's attachments.
  public var actual: String?

  public init(
    location: SnapshotLocation?, status: Status, failureMessage: String?,
    reference: String? = nil, actual: String? = nil
  ) {
    self.location = location
    self.status = status
    self.failureMessage = failureMessage
    self.reference = reference
    self.actual = actual
  }

  /// Whether the assertion fails: everything but a match fails, so that no recording goes
  /// unnoticed.
  public var isFailure: Bool { failureMessage != nil }

  /// Whether the reference was absent when the check began.
  public var referenceWasMissing: Bool {
    switch status {
    case .recorded, .missing: true
    default: false
    }
  }

  /// Whether the reference existed and differed from the actual text.
  public var referenceDiffered: Bool {
    switch status {
    case .rerecorded, .mismatched: true
    default: false
    }
  }

  /// The failure message, or `matched <path>`.
  public var description: String {
    failureMessage ?? "matched \(location?.relativePath ?? "")"
  }
}

extension SnapshotOutcome {
  /// The outcome of a check that could not start (a bad `SNAPSHOT_RECORD`, no package root),
  /// with a message that says why.
  public static func unchecked(
    _ error: SnapshotStoreError, at location: SnapshotLocation
  ) -> SnapshotOutcome {
    SnapshotOutcome(
      location: location, status: .unchecked(error),
      failureMessage: "Snapshot \(location.relativePath) could not be checked: \(error)")
  }
}
