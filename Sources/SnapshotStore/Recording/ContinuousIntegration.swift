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
