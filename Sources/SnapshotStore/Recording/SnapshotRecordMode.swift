import Foundation

/// When an assertion writes a reference snapshot.
///
/// Chosen, in order of precedence, by an explicit `record:` argument, by `SNAPSHOT_RECORD`,
/// and by default: `missing` locally, `never` on CI (see `ContinuousIntegration`).
///
///     let choice = try SnapshotRecordMode.resolve(explicit: nil, environment: ["CI": "true"])
///     print(choice.mode)
///     // Prints: never
public enum SnapshotRecordMode: String, CaseIterable, Hashable, Sendable, Codable {
  /// Writes a reference that does not exist yet (and fails once); never rewrites one.
  case missing
  /// Writes every reference; fails only when one was new or changed.
  case all
  /// Writes references that are missing or do not match, and fails saying so.
  case failed
  /// Writes nothing; a missing reference fails. What CI uses.
  case never

  /// The environment variable holding a record mode.
  public static let variable = "SNAPSHOT_RECORD"

  /// Where a record mode came from; failure messages say why nothing was written.
  public enum Origin: Hashable, Sendable {
    /// The assertion's `record:` argument.
    case argument
    /// `SNAPSHOT_RECORD`.
    case environment
    /// A CI variable is set (`variable` names it) and `SNAPSHOT_RECORD` is not.
    case continuousIntegration(variable: String)
    /// Neither variable is set.
    case standard
  }

  /// A record mode with where it came from.
  public struct Choice: Hashable, Sendable {
    /// The mode in force.
    public var mode: SnapshotRecordMode
    /// Where it came from.
    public var origin: Origin

    public init(mode: SnapshotRecordMode, origin: Origin) {
      self.mode = mode
      self.origin = origin
    }
  }

  /// Picks the mode: the explicit one, else `SNAPSHOT_RECORD`, else `never` on CI, else
  /// `missing`. An empty variable counts as unset; an unknown value is an error, not a crash.
  public static func resolve(
    explicit: SnapshotRecordMode?, environment: [String: String]
  ) throws(SnapshotStoreError) -> Choice {
    if let explicit { return Choice(mode: explicit, origin: .argument) }
    if let raw = environment[variable], !raw.isEmpty {
      guard
        let mode = SnapshotRecordMode(rawValue: raw)
          ?? SnapshotRecordMode(
            rawValue: raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
      else {
        throw .unknownRecordMode(value: raw)
      }
      return Choice(mode: mode, origin: .environment)
    }
    if let variable = ContinuousIntegration.variable(in: environment) {
      return Choice(mode: .never, origin: .continuousIntegration(variable: variable))
    }
    return Choice(mode: .missing, origin: .standard)
  }
}

/// Whether the tests run on a CI service, where no snapshot is ever recorded.
///
/// `CI` counts when it holds anything but an empty string, `0` or `false` (any case): so
/// `CI=false` turns it off, as the usual CI-detection tools allow. The variables that the
/// common services set on their own count when they are not empty.
///
///     print(ContinuousIntegration.variable(in: ["CI": "false", "GITLAB_CI": "true"]) ?? "none")
///     // Prints: GITLAB_CI
public enum ContinuousIntegration {
  /// The variables of services that may not set `CI`: GitHub Actions, Azure Pipelines,
  /// GitLab CI/CD and Buildkite.
  public static let serviceVariables = ["GITHUB_ACTIONS", "TF_BUILD", "GITLAB_CI", "BUILDKITE"]

  /// The variable that shows a CI run, or `nil` when none does.
  public static func variable(in environment: [String: String]) -> String? {
    if let value = environment["CI"], !["", "0", "false"].contains(value.lowercased()) {
      return "CI"
    }
    return serviceVariables.first { environment[$0].map { !$0.isEmpty } ?? false }
  }

  /// Whether `environment` shows a CI run.
  public static func isActive(in environment: [String: String]) -> Bool {
    variable(in: environment) != nil
  }
}

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
