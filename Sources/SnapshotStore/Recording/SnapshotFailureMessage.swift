/// The words of a failed snapshot check: what happened, where the files are, what to run.
struct SnapshotFailureMessage {
  let folders: SnapshotFolders
  let location: SnapshotLocation
  let choice: SnapshotRecordMode.Choice?

  private var reference: String { folders.displayPath(ofReference: location) }
  private var artifact: String { folders.displayPath(ofArtifact: location) }

  /// How the mode was chosen, as a person would set it: `SNAPSHOT_RECORD=failed`.
  private var modeSetting: String {
    guard let choice else { return "" }
    switch choice.origin {
    case .argument: return "record: .\(choice.mode.rawValue)"
    case .environment, .continuousIntegration, .standard:
      return "\(SnapshotRecordMode.variable)=\(choice.mode.rawValue)"
    }
  }

  func recorded() -> String {
    """
    Recorded a new snapshot at \(reference); the test fails this once so that no reference \
    appears unseen. Check the file, commit it, and re-run.
    """
  }

  func rerecorded(_ diff: UnifiedDiff) -> String {
    """
    Re-recorded \(reference) (\(modeSetting)): the reference differed from the actual text. \
    Check the change with `git diff \(reference)`, commit it, and re-run.
    \(diff)
    """
  }

  func mismatched(_ diff: UnifiedDiff) -> String {
    """
    Snapshot \(reference) does not match the actual text, which is kept in \(artifact).
    If the change is intended, run `\(SnapshotCommand.review)` then \
    `\(SnapshotCommand.accept)`, or re-run with `SNAPSHOT_RECORD=failed swift test`.
    \(diff)
    """
  }

  func missing() -> String {
    let why =
      switch choice?.origin {
      case .continuousIntegration(let variable)?:
        "CI never records (\(variable) is set). Run `swift test` locally"
      case .argument?:
        "\(modeSetting) records nothing. Run the test without it"
      default:
        "\(modeSetting) records nothing. Run `swift test` without it"
      }
    return """
      No reference snapshot at \(reference), and \(why) and commit \(reference). \
      The actual text is kept in \(artifact); `\(SnapshotCommand.accept)` can take it.
      """
  }
}

/// The snapshot tool's command lines as messages name them: the command plugin's, which any
/// package that depends on this library has.
package enum SnapshotCommand {
  /// `swift package snapshots`.
  package static let tool = "swift package snapshots"
  /// `swift package snapshots review`.
  package static let review = "\(tool) review"
  /// `swift package snapshots accept`.
  package static let accept = "\(tool) accept"
  /// `swift package snapshots prune`.
  package static let prune = "\(tool) prune"
  /// `swift package snapshots init`.
  package static let initialize = "\(tool) init"
}
