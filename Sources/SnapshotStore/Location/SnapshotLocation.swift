/// Where one reference snapshot lives, relative to the snapshots folder, with every component
/// sanitized so that it can never leave that folder.
///
///     print(SnapshotLocation(suite: "DirectoryTests", test: "testFilter()", name: "台積"))
///     // Prints: DirectoryTests/testFilter.台積.txt
///     print(SnapshotLocation(relativePath: "../../etc/passwd"))
///     // Prints: _../_../etc/passwd
public struct SnapshotLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The sanitized path components, never empty; none is empty, `.`, `..` or hidden.
  public let components: [String]

  /// Creates the location of an explicit path such as `Scenarios/open-directory.txt`.
  ///
  /// Both `/` and `\` separate components; empty components are dropped, so a leading `/`
  /// does not make the path absolute; each component is sanitized on its own.
  public init(relativePath: String) {
    components = SnapshotNameSanitizer.components(ofRelativePath: relativePath)
  }

  /// The location `<suite>/<test>[.<name>].<pathExtension>` of a test's snapshot.
  ///
  /// `test` may be written as `#function` gives it (`testFoo()`): the argument list is
  /// dropped. An empty `name` counts as no name; an empty extension becomes `txt`.
  public init(suite: String, test: String, name: String? = nil, pathExtension: String = "txt") {
    var stem = Self.testMethodName(fromFunction: test)
    if let name, !name.isEmpty { stem += "." + name }
    let cleanExtension = SnapshotNameSanitizer.component(
      pathExtension.isEmpty ? "txt" : pathExtension)
    components = [
      SnapshotNameSanitizer.component(suite),
      SnapshotNameSanitizer.component(stem + "." + cleanExtension),
    ]
  }

  /// The path relative to the snapshots folder, components joined by `/`.
  public var relativePath: String { components.joined(separator: "/") }

  public var description: String { relativePath }

  /// The method name in a `#function` string: `testFoo()` → `testFoo`.
  public static func testMethodName(fromFunction function: String) -> String {
    String(function.prefix { $0 != "(" })
  }

  /// Whether this snapshot belongs to the test `Suite/test` by its file name.
  ///
  /// `DirectoryTests/testFilter.txt`, `DirectoryTests/testFilter.2.txt` and
  /// `DirectoryTests/testFilter.empty.json` belong to `DirectoryTests/testFilter`;
  /// `DirectoryTests/testFilterMore.txt` does not.
  public func belongs(toTest testID: String) -> Bool {
    let parts = testID.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2, components.count == 2 else { return false }
    let location = SnapshotLocation(suite: parts[0], test: parts[1], pathExtension: "x")
    guard components[0] == location.components[0] else { return false }
    let stem = String(location.components[1].dropLast(".x".count))
    return components[1].hasPrefix(stem + ".")
  }

  /// Orders locations by their relative path.
  public static func < (lhs: SnapshotLocation, rhs: SnapshotLocation) -> Bool {
    lhs.relativePath < rhs.relativePath
  }

  /// Decodes a relative path string, sanitizing it again.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(relativePath: try container.decode(String.self))
  }

  /// Encodes the relative path as a string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(relativePath)
  }
}
