import Foundation

/// Which test made an assertion, and where the assertion is written: what a reviewer and a CI
/// annotation point at.
///
///     let origin = SnapshotOrigin(
///       test: "DirectoryTests/testFilter", file: "Tests/AppTests/DirectoryTests.swift", line: 42,
///       column: 19)
///     print(origin)
///     // Prints: Tests/AppTests/DirectoryTests.swift:42 (DirectoryTests/testFilter)
public struct SnapshotOrigin: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The test, as `Suite/test`.
  public var test: String
  /// The source file, relative to the package root when inside it, else absolute.
  public var file: String
  /// The assertion's line, 1-based.
  public var line: Int
  /// The assertion's column, 1-based, in UTF-8 bytes as `#column` counts.
  public var column: Int

  public init(test: String, file: String, line: Int, column: Int) {
    self.test = test
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line (test)`.
  public var description: String { "\(file):\(line) (\(test))" }
}

extension SnapshotFolders {
  /// The origin kept beside the artifact of `location`, if any.
  public func origin(of location: SnapshotLocation) -> SnapshotOrigin? {
    guard let url = try? originURL(for: location), let text = try? writer.read(url) else {
      return nil
    }
    return try? JSONDecoder().decode(SnapshotOrigin.self, from: Data(text.utf8))
  }

  /// Writes the actual text of a failure and, when known, its origin.
  func keepArtifact(
    _ text: String, at location: SnapshotLocation, origin: SnapshotOrigin?
  ) throws(SnapshotStoreError) {
    try writer.write(text, to: artifactURL(for: location))
    if let origin { try writer.write(JSONText.encode(origin), to: originURL(for: location)) }
  }

  /// Removes the actual text of `location` and its origin, if any.
  func discardArtifact(at location: SnapshotLocation) throws(SnapshotStoreError) {
    let exist = artifactFoldersExist()
    if exist.actual { try writer.remove(atPath: artifactPath(for: location)) }
    if exist.origin { try writer.remove(atPath: originPath(for: location)) }
  }
}

/// The one JSON form of the store's records: sorted keys, indented, slashes as they are, and a
/// final newline, so files diff well and read the same on every platform.
enum JSONText {
  /// The JSON text of `value`; records of strings, numbers and flags cannot fail to encode.
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
