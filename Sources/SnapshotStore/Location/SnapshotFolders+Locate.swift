import Foundation

extension SnapshotFolders {
  /// The environment variable that names the snapshots folder instead of `<root>/Snapshots`.
  public static let snapshotsFolderVariable = "SNAPSHOTS_DIR"
  /// The environment variable that names the artifacts folder instead of `.snapshot-artifacts`.
  public static let artifactsFolderVariable = "SNAPSHOT_ARTIFACTS_DIR"

  /// Finds the snapshots folder from a start path: a test's `#filePath`, or the current
  /// folder for the command-line program.
  ///
  /// Walks up to the first folder holding `Package.swift` and takes its `Snapshots/`;
  /// `SNAPSHOTS_DIR` and `SNAPSHOT_ARTIFACTS_DIR` override the folders (a relative value is
  /// taken from the package root, or from the current folder when there is none).
  ///
  ///     let folders = try SnapshotFolders.locate(startingAt: "Tests/XTests/XTests.swift")
  ///     print(folders)
  ///     // Prints: Snapshots
  public static func locate(
    startingAt startPath: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotStoreError) -> SnapshotFolders {
    let root = packageRoot(startingAt: startPath)
    let base = root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let snapshots: URL
    if let override = value(of: snapshotsFolderVariable, in: environment) {
      snapshots = URL(fileURLWithPath: override, isDirectory: true, relativeTo: base)
    } else if let root {
      snapshots = root.appendingPathComponent("Snapshots", isDirectory: true)
    } else {
      throw .packageRootNotFound(startingAt: startPath)
    }
    let artifacts = value(of: artifactsFolderVariable, in: environment).map {
      URL(fileURLWithPath: $0, isDirectory: true, relativeTo: base)
    }
    return SnapshotFolders(
      snapshotsFolder: snapshots.absoluteURL, artifactsFolder: artifacts?.absoluteURL,
      packageRoot: root)
  }

  /// The nearest folder at or above `path` that holds `Package.swift`, or `nil`.
  ///
  /// A path to a file starts the walk at the file's folder; a relative path is taken from the
  /// current folder.
  public static func packageRoot(startingAt path: String) -> URL? {
    let files = FileManager.default
    var folder = URL(fileURLWithPath: path).standardizedFileURL
    var isFolder: ObjCBool = false
    if !files.fileExists(atPath: folder.path, isDirectory: &isFolder) || !isFolder.boolValue {
      folder.deleteLastPathComponent()
    }
    while true {
      if files.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder
      }
      let parent = folder.deletingLastPathComponent().standardizedFileURL
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  private static func value(of name: String, in environment: [String: String]) -> String? {
    guard let value = environment[name], !value.isEmpty else { return nil }
    return value
  }
}
