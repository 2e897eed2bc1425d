import Foundation
import SnapshotStore
import XCTest

/// Follows the test run: which test is running (its class names the snapshot folder), and
/// when the run ends, whether it was full, so the manifests can be finished.
///
/// It registers itself on first use, that is at the first snapshot assertion of a process;
/// it therefore misses the start of that first test (the folder then comes from the source,
/// see `SourceClassLocator`), but sees every later test and the end of the root suite, whose
/// tree still holds the result of every test that ran before.
final class SnapshotTestObserver: NSObject, XCTestObservation, @unchecked Sendable {
  /// The observer of this process, registered with XCTest on first use.
  static let shared: SnapshotTestObserver = {
    let observer = SnapshotTestObserver()
    XCTestObservationCenter.shared.addTestObserver(observer)
    return observer
  }()

  // Guards the fields below: assertions can run off the main thread (async tests).
  private let lock = NSLock()
  private var current: TestIdentity?
  private var logs: [String: SnapshotRunLog] = [:]
  private var finished = false

  /// The test running now, when its start was seen.
  var currentTest: TestIdentity? { lock.withLock { current } }

  /// The run log of `directory`'s manifests, created on first use.
  func runLog(for directory: SnapshotDirectory) -> SnapshotRunLog {
    lock.withLock {
      if let log = logs[directory.artifactsFolder.path] { return log }
      let log = SnapshotRunLog(directory: directory)
      logs[directory.artifactsFolder.path] = log
      return log
    }
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    let identity = TestIdentity(testCase)
    lock.withLock { current = identity }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    lock.withLock { current = nil }
  }

  func testSuiteDidFinish(_ testSuite: XCTestSuite) {
    guard let kind = SnapshotRunKind(rootSuiteName: testSuite.name) else { return }
    var failed: [String] = []
    var skipped: [String] = []
    collectUnfinished(testSuite, failed: &failed, skipped: &skipped)
    finishLogs(full: kind == .full, failedTests: failed, skippedTests: skipped)
  }

  func testBundleDidFinish(_ testBundle: Bundle) {
    // Reached without a root suite only if XCTest changes its names: claim nothing.
    finishLogs(full: false, failedTests: [], skippedTests: [])
  }

  private func collectUnfinished(
    _ test: XCTest, failed: inout [String], skipped: inout [String]
  ) {
    if let suite = test as? XCTestSuite {
      for child in suite.tests {
        collectUnfinished(child, failed: &failed, skipped: &skipped)
      }
    } else if let testCase = test as? XCTestCase, let run = testCase.testRun {
      let identity = TestIdentity(testCase).description
      if run.hasBeenSkipped { skipped.append(identity) }
      if run.totalFailureCount > 0 { failed.append(identity) }
    }
  }

  private func finishLogs(full: Bool, failedTests: [String], skippedTests: [String]) {
    let pending: [SnapshotRunLog] = lock.withLock {
      defer { finished = true }
      return finished ? [] : Array(logs.values)
    }
    for log in pending {
      do {
        try log.finish(full: full, failedTests: failedTests, skippedTests: skippedTests)
      } catch {
        SnapshotWarning.print("snapshot manifest not written: \(error)")
      }
    }
  }
}
