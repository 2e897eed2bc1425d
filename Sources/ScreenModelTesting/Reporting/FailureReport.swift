import SnapshotStore

/// A failed assertion on its way to the person: the test's failure at the assertion's line.
struct FailureReport {
  /// The failure message; `nil` when the assertion passed.
  var message: String?
  var site: AssertionSite

  init(message: String?, site: AssertionSite) {
    self.message = message
    self.site = site
  }

  init(outcome: SnapshotOutcome, site: AssertionSite) {
    self.init(message: outcome.failureMessage, site: site)
  }

  /// Fails the running test, if the assertion failed.
  func deliver() {
    guard let message else { return }
    IssueReporter.fail(message, at: site)
  }
}
