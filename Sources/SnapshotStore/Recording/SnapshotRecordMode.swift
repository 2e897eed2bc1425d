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
            rawValue: raw.trimmingWhitespace().lowercased())
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

extension String {
  fileprivate func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
