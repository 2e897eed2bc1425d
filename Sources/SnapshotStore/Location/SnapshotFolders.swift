import Foundation

/// The snapshots folder, the git-ignored artifacts folder beside it, and the paths inside both.
///
/// The usual layout, found from the package root:
///
///     Snapshots/<Suite>/<test>[.<name>].<ext>               references (committed)
///     .snapshot-artifacts/actual/<same relative path>       actual text of a failure
///     .snapshot-artifacts/origin/<same relative path>.json  the test and line that failed
///     .snapshot-artifacts/inline/<file>/<line>-<col>.json   a pending inline rewrite
///     .snapshot-artifacts/manifest/<library>/last-run.json  what the last test run touched
///     .snapshot-artifacts/manifest/<library>/last-full-run.json   the same, last full run
public struct SnapshotFolders: Sendable, Equatable, CustomStringConvertible {
  /// The folder holding the reference snapshots (`Snapshots/`).
  public let snapshotsFolder: URL
  /// The git-ignored folder for failure artifacts and manifests (`.snapshot-artifacts/`).
  public let artifactsFolder: URL
  /// The folder holding `Package.swift`, when known; messages name paths relative to it.
  public let packageRoot: URL?
  /// Writes files, never through a link out of the package, the snapshots folder or the
  /// artifacts folder; tests replace it to interrupt a write between its two steps.
  var writer = AtomicFileWriter()
  /// The folders' paths, each ending in `/`, made once: a check builds paths from them.
  private let paths: (snapshots: String, actual: String, origin: String, root: String?)

  /// Folders from explicit locations; the artifacts folder defaults to `.snapshot-artifacts`
  /// beside the snapshots folder.
  public init(snapshotsFolder: URL, artifactsFolder: URL? = nil, packageRoot: URL? = nil) {
    let snapshots = Self.folder(snapshotsFolder)
    self.snapshotsFolder = snapshots
    self.artifactsFolder = Self.folder(
      artifactsFolder
        ?? snapshots.deletingLastPathComponent().appendingPathComponent(
          ".snapshot-artifacts", isDirectory: true))
    self.packageRoot = packageRoot.map(Self.folder)
    let artifacts = self.artifactsFolder.path
    paths = (
      Self.slashed(snapshots.path), Self.slashed(artifacts) + "actual/",
      Self.slashed(artifacts) + "origin/", self.packageRoot.map { Self.slashed($0.path) }
    )
    // References and sources may not leave the package through a link, nor references a
    // folder named outside it; the artifacts folder, scratch space, may itself be a link.
    var boundaries = [self.artifactsFolder]
    if let root = self.packageRoot { boundaries.append(root) }
    if paths.root.map({ !Self.slashed(snapshots.path).hasPrefix($0) }) ?? true {
      boundaries.append(snapshots)
    }
    writer.boundaries = boundaries
  }

  private static func slashed(_ path: String) -> String {
    path.hasSuffix("/") ? path : path + "/"
  }

  /// A standardized folder URL; whether the folder exists yet makes no difference, so two
  /// values made before and after a first write compare equal.
  private static func folder(_ url: URL) -> URL {
    URL(fileURLWithPath: url.standardizedFileURL.path, isDirectory: true)
  }

  /// The default layout of a package: `Snapshots/` and `.snapshot-artifacts/` in its root.
  public init(packageRoot: URL) {
    self.init(
      snapshotsFolder: packageRoot.appendingPathComponent("Snapshots", isDirectory: true),
      packageRoot: packageRoot)
  }

  /// The file of a reference snapshot, checked to lie inside the snapshots folder.
  public func referenceURL(for location: SnapshotLocation) throws(SnapshotStoreError) -> URL {
    URL(fileURLWithPath: try referencePath(for: location), isDirectory: false)
  }

  /// The file where a failure leaves the actual text: `.snapshot-artifacts/actual/<path>`.
  public func artifactURL(for location: SnapshotLocation) throws(SnapshotStoreError) -> URL {
    URL(fileURLWithPath: try artifactPath(for: location), isDirectory: false)
  }

  /// The file that says which test and line left an artifact:
  /// `.snapshot-artifacts/origin/<path>.json`.
  public func originURL(for location: SnapshotLocation) throws(SnapshotStoreError) -> URL {
    URL(fileURLWithPath: try originPath(for: location), isDirectory: false)
  }

  func referencePath(for location: SnapshotLocation) throws(SnapshotStoreError) -> String {
    try contained(location.components, in: paths.snapshots)
  }

  func artifactPath(for location: SnapshotLocation) throws(SnapshotStoreError) -> String {
    try contained(location.components, in: paths.actual)
  }

  func originPath(for location: SnapshotLocation) throws(SnapshotStoreError) -> String {
    var components = location.components
    components[components.count - 1] += ".json"
    return try contained(components, in: paths.origin)
  }

  /// Whether the folders of kept actual texts and of their origins exist: while they do
  /// not, there is no artifact to discard, and a matching check need not build their paths.
  func artifactFoldersExist() -> (actual: Bool, origin: Bool) {
    (access(paths.actual, F_OK) == 0, access(paths.origin, F_OK) == 0)
  }

  /// The folder of failure artifacts: `.snapshot-artifacts/actual/`.
  public var actualFolder: URL {
    artifactsFolder.appendingPathComponent("actual", isDirectory: true)
  }

  /// The folder of the failures' origins: `.snapshot-artifacts/origin/`.
  public var originFolder: URL {
    artifactsFolder.appendingPathComponent("origin", isDirectory: true)
  }

  /// The folder of pending inline rewrites: `.snapshot-artifacts/inline/`.
  public var inlineFolder: URL {
    artifactsFolder.appendingPathComponent("inline", isDirectory: true)
  }

  /// The folder of run manifests: `.snapshot-artifacts/manifest/`.
  public var manifestFolder: URL {
    artifactsFolder.appendingPathComponent("manifest", isDirectory: true)
  }

  /// `Snapshots/DirectoryTests/testFilter.txt`: the reference as a person finds it.
  public func displayPath(ofReference location: SnapshotLocation) -> String {
    displayPath(of: snapshotsFolder) + "/" + location.relativePath
  }

  /// `.snapshot-artifacts/actual/DirectoryTests/testFilter.txt`: where the actual text is kept.
  public func displayPath(ofArtifact location: SnapshotLocation) -> String {
    displayPath(of: actualFolder) + "/" + location.relativePath
  }

  /// A path relative to the package root when inside it, else the full path.
  public func displayPath(of url: URL) -> String {
    displayPath(ofPath: url.standardizedFileURL.path)
  }

  /// A file system path relative to the package root when inside it, else unchanged.
  public func displayPath(ofPath path: String) -> String {
    guard let root = paths.root, path.hasPrefix(root) else { return path }
    return String(path.dropFirst(root.count))
  }

  /// A path as recorded relative to the package root, made absolute again; an absolute path
  /// stays as it is.
  public func absolutePath(ofPackagePath path: String) -> String {
    guard !path.hasPrefix("/"), let root = packageRoot else { return path }
    return root.appendingPathComponent(path).standardizedFileURL.path
  }

  /// The snapshots folder as messages show it.
  public var description: String { displayPath(of: snapshotsFolder) }

  /// Two values are equal when they name the same folders.
  public static func == (lhs: SnapshotFolders, rhs: SnapshotFolders) -> Bool {
    lhs.snapshotsFolder.path == rhs.snapshotsFolder.path
      && lhs.artifactsFolder.path == rhs.artifactsFolder.path
      && lhs.packageRoot?.path == rhs.packageRoot?.path
  }

  /// The file `components` name under `folder`, refused when a component could climb out
  /// (sanitized locations never can; this is the last line of defence).
  ///
  /// - Complexity: O(length of the path); it builds the path as text, since standardizing a
  ///   URL costs more than a matching snapshot's whole check.
  func contained(_ components: [String], in folder: URL) throws(SnapshotStoreError) -> URL {
    URL(
      fileURLWithPath: try contained(components, in: Self.slashed(folder.path)), isDirectory: false)
  }

  /// The path `components` name under the folder `folderPath` (which ends in `/`).
  func contained(
    _ components: [String], in folderPath: String
  ) throws(SnapshotStoreError) -> String {
    var path = folderPath
    // UTF-8 counts and `memchr`: a matching check builds three paths, and counting
    // characters or looping over bytes would cost more in a debug build than the file's read.
    let base = path.utf8.count
    for (index, component) in components.enumerated() {
      guard !component.isEmpty, component != ".", component != "..",
        !SnapshotText.contains(UInt8(ascii: "/"), in: component)
      else {
        throw .outsideSnapshotsFolder(
          path: path + components[index...].joined(separator: "/"), folder: folderPath)
      }
      path += index == 0 ? component : "/" + component
    }
    guard path.utf8.count > base else {
      throw .outsideSnapshotsFolder(path: path, folder: folderPath)
    }
    return path
  }
}
