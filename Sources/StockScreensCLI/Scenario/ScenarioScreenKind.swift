/// The screens a scenario shows.
public enum ScenarioScreenKind: String, Hashable, Sendable {
  case directory
  case feed
  case profile
}
