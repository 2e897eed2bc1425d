import SnapshotStore

/// Where an assertion is written: what `#fileID`, `#filePath`, `#line` and `#column` give, and
/// the calling function for when no test is running.
struct AssertionSite: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var function: String
  var line: UInt
  var column: UInt

  /// `#filePath` as a string.
  var path: String { filePath.description }

  /// The assertion as manifests and reviews name it, its file relative to the package root.
  func origin(of test: TestIdentity, in folders: SnapshotFolders) -> SnapshotOrigin {
    SnapshotOrigin(
      test: test.description, file: folders.displayPath(ofPath: path), line: Int(line),
      column: Int(column))
  }
}
