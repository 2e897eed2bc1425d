#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment variables that snapshot checks read, and only those.
///
/// An assertion reads them each time, so that a test may set one; `getenv` on a few names
/// costs far less than the whole environment as a dictionary, which is most of a matching
/// assertion's time otherwise.
public enum SnapshotEnvironment {
  /// Every variable a check or a report may read.
  public static let names =
    [
      SnapshotRecordMode.variable, SnapshotFolders.snapshotsFolderVariable,
      SnapshotFolders.artifactsFolderVariable, "CI", "GITHUB_STEP_SUMMARY",
    ] + ContinuousIntegration.serviceVariables

  /// The variables of `names` that are set, with their values.
  public static func current() -> [String: String] {
    var values: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }
}
