import Foundation

extension SnapshotFolders {
  /// The files found under the snapshots folder.
  public struct Listing: Hashable, Sendable {
    /// Files whose names a test can produce, sorted.
    public var references: [SnapshotLocation]
    /// Files whose names no test can produce (a space, a colon…), as relative paths: put
    /// there by hand, so neither checked nor pruned.
    public var unexpectedFiles: [String]
  }

  /// Lists the files under the snapshots folder, whatever their extension, leaving out hidden
  /// files and folders (`.gitattributes`, `.editorconfig`, temporary files of interrupted
  /// writes).
  public func listing() throws(SnapshotStoreError) -> Listing {
    var listing = Listing(references: [], unexpectedFiles: [])
    for path in try files(under: snapshotsFolder) {
      let location = SnapshotLocation(relativePath: path)
      if location.relativePath == path {
        listing.references.append(location)
      } else {
        listing.unexpectedFiles.append(path)
      }
    }
    listing.references.sort()
    listing.unexpectedFiles.sort()
    return listing
  }

  /// The snapshots that have a failure artifact in `.snapshot-artifacts/actual/`, sorted.
  public func artifactLocations() throws(SnapshotStoreError) -> [SnapshotLocation] {
    try files(under: actualFolder)
      .map { SnapshotLocation(relativePath: $0) }
      .filter { (try? artifactURL(for: $0)).map(exists) ?? false }
      .sorted()
  }

  /// Relative paths of the regular, non-hidden files under `folder`; none when it is absent.
  func files(under folder: URL) throws(SnapshotStoreError) -> [String] {
    let manager = FileManager.default
    guard manager.fileExists(atPath: folder.path) else { return [] }
    let paths: [String]
    do {
      paths = try manager.subpathsOfDirectory(atPath: folder.path)
    } catch {
      throw .unreadable(path: folder.path, reason: "\(error)")
    }
    return paths.filter { path in
      !path.split(separator: "/").contains { $0.hasPrefix(".") }
        && exists(folder.appendingPathComponent(path))
    }
  }

  private func exists(_ file: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder)
      && !isFolder.boolValue
  }
}
