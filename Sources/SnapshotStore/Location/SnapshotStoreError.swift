/// Why a snapshot could not be checked, recorded or reviewed, with the context to act on it.
///
/// `description` reads like an instruction:
///
///     print(SnapshotStoreError.unknownRecordMode(value: "sometimes"))
///     // Prints: SNAPSHOT_RECORD is "sometimes"; use one of missing, all, failed, never.
public enum SnapshotStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `SNAPSHOT_RECORD` holds a value that names no record mode.
  case unknownRecordMode(value: String)
  /// No folder holding `Package.swift` encloses the path, and `SNAPSHOTS_DIR` is not set.
  case packageRootNotFound(startingAt: String)
  /// A path that would resolve outside the snapshots folder (never produced by sanitized names).
  case outsideSnapshotsFolder(path: String, folder: String)
  /// A file exists but could not be read.
  case unreadable(path: String, reason: String)
  /// A file or folder could not be written, moved or removed.
  case unwritable(path: String, reason: String)
  /// A snapshot path names a folder, not a file.
  case notAFile(path: String)
  /// Writing or removing `path` would go through `link`, a symbolic link to `target`, out of
  /// `folder` (the package, or the folder a variable names).
  case linkLeavesFolder(path: String, link: String, target: String, folder: String)
  /// No actual text is kept for a snapshot that was asked to be accepted.
  case noArtifact(path: String)
  /// A strategy could not turn the value into text (an `Encodable` that throws).
  case notSnapshottable(reason: String)
  /// An unnamed assertion in one case of a parameterized test, whose cases run in parallel:
  /// their snapshots need names that tell the cases apart.
  case unnamedInParameterizedTest(test: String)
  /// Pruning needs a full run of every test library that checks snapshots, and one is missing.
  case noFullRun(manifest: String)

  /// What went wrong and what to do about it.
  public var description: String {
    switch self {
    case .unknownRecordMode(let value):
      "SNAPSHOT_RECORD is \"\(value)\"; use one of "
        + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ") + "."
    case .packageRootNotFound(let start):
      "no folder holding Package.swift encloses \(start); set SNAPSHOTS_DIR to the snapshots folder."
    case .outsideSnapshotsFolder(let path, let folder):
      "\(path) is outside the snapshots folder \(folder); snapshot names cannot leave it."
    case .unreadable(let path, let reason):
      "cannot read \(path): \(reason)"
    case .unwritable(let path, let reason):
      "cannot write \(path): \(reason)"
    case .notAFile(let path):
      "\(path) is a folder, not a snapshot file."
    case .linkLeavesFolder(let path, let link, let target, let folder):
      "refused to write \(path): \(link) is a symbolic link to \(target), outside \(folder), "
        + "and nothing is written through a link that leaves it. Replace the link with a "
        + "folder, or name the folder it leads to with \(SnapshotFolders.snapshotsFolderVariable) "
        + "(references) or \(SnapshotFolders.artifactsFolderVariable) (what tests keep)."
    case .noArtifact(let path):
      "no actual text is kept for \(path); run its test first."
    case .notSnapshottable(let reason):
      "the value could not be turned into text: \(reason)"
    case .unnamedInParameterizedTest(let test):
      "\(test) is parameterized and its cases run in parallel, so unnamed snapshots cannot be "
        + "numbered in a stable order; name each case's snapshot, such as `named: \"\\(argument)\"`."
    case .noFullRun(let manifest):
      "no full run of every test library is recorded in \(manifest); run `swift test` with no "
        + "--filter and no --parallel first."
    }
  }
}
