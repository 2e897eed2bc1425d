/// Whether a test process ran every test, told from the name of its root test suite.
///
/// XCTest (Apple's and corelibs alike) names the root suite "All tests" when it runs
/// everything, and "Selected tests" when it was given test names. `swift test --filter`,
/// `--skip` and `--parallel` all pass test names to the test binary, so none of them is full.
enum SnapshotRunKind: Equatable, Sendable {
  /// Every test of the bundle ran in this process.
  case full
  /// Only named tests ran.
  case partial

  /// The kind of run whose root suite bears `name`; `nil` for any other suite.
  init?(rootSuiteName name: String) {
    switch name {
    case "All tests": self = .full
    case "Selected tests": self = .partial
    default: return nil
    }
  }
}
