/// The screens a scenario shows.
public enum ScenarioScreenKind: String, Hashable, Sendable {
  /// The company directory.
  case directory
  /// The paged feed.
  case feed
  /// A company profile.
  case profile
}
