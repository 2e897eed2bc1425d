#if canImport(XCTest)
  import Foundation
  import SnapshotStore
  import XCTest

  /// Follows an XCTest run: which test is running (its class names the snapshot folder), and
  /// when the run ends, whether it was full and which tests failed or were skipped, so that
  /// the manifests can be written.
  ///
  /// It registers itself when the library is loaded (see `EarlyRegistration`), before the
  /// first test starts; where the compiler cannot do that, at the first assertion, and the
  /// first test of the process then takes its folder from its file's name.
  final class SnapshotTestObserver: NSObject, XCTestObservation, @unchecked Sendable {
    /// The observer of this process, registered with XCTest on first use.
    static let shared: SnapshotTestObserver = {
      let observer = SnapshotTestObserver()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    /// Registers the shared observer, if it is not yet.
    static func register() {
      _ = shared
    }

    /// An observer that finishes `session`'s manifests; only the shared one is registered.
    init(session: SnapshotSession = .shared) {
      self.session = session
    }

    /// The session whose manifests the end of the run writes.
    let session: SnapshotSession
    // Guards the fields below: assertions can run off the main thread (async tests).
    private let lock = NSLock()
    private var current: TestIdentity?
    private weak var currentCase: XCTestCase?
    private var started = 0
    private var bundleStarted = false

    /// The test running now, when its start was seen.
    var currentTest: TestIdentity? { lock.withLock { current } }

    /// The case running now, where a failure's attachments go; weak, as XCTest owns it.
    var currentTestCase: XCTestCase? { lock.withLock { currentCase } }

    /// Whether this process runs an XCTest bundle.
    var runsXCTest: Bool { lock.withLock { bundleStarted } }

    func testBundleWillStart(_ testBundle: Bundle) {
      lock.withLock { bundleStarted = true }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      let (suite, method) = Self.names(of: testCase)
      lock.withLock {
        started += 1
        bundleStarted = true
        current = TestIdentity(suite: suite, test: method, scope: "xctest:\(started)")
        currentCase = testCase
      }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      lock.withLock {
        current = nil
        currentCase = nil
      }
    }

    func testSuiteDidFinish(_ testSuite: XCTestSuite) {
      // XCTest names the root suite "All tests" when it runs everything, and "Selected tests"
      // when it was given test names: `swift test --filter`, `--skip` and `--parallel` all
      // pass names.
      guard ["All tests", "Selected tests"].contains(testSuite.name) else { return }
      var failed: [String] = []
      var skipped: [String] = []
      Self.collectUnfinished(testSuite, failed: &failed, skipped: &skipped)
      session.finish(
        library: .xctest, full: testSuite.name == "All tests", failedTests: failed,
        skippedTests: skipped)
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
      // Reached without a root suite only if XCTest changes its names: claim nothing.
      session.finish(library: .xctest, full: false)
    }

    /// The class without its module, and the method without an argument list.
    ///
    /// corelibs XCTest names a test `Class.method`; Apple's XCTest names it `-[Class method]`.
    static func names(of testCase: XCTestCase) -> (suite: String, method: String) {
      (String(describing: type(of: testCase)), methodName(fromTestName: testCase.name))
    }

    /// `Class.method` or `-[Class method]` → `method`.
    static func methodName(fromTestName name: String) -> String {
      if name.hasPrefix("-["), let space = name.lastIndex(of: " ") {
        return String(name[name.index(after: space)...].dropLast())
      }
      if let dot = name.lastIndex(of: ".") { return String(name[name.index(after: dot)...]) }
      return name
    }

    static func collectUnfinished(
      _ test: XCTest, failed: inout [String], skipped: inout [String]
    ) {
      if let suite = test as? XCTestSuite {
        for child in suite.tests {
          collectUnfinished(child, failed: &failed, skipped: &skipped)
        }
      } else if let testCase = test as? XCTestCase, let run = testCase.testRun {
        let (suite, method) = names(of: testCase)
        if run.hasBeenSkipped { skipped.append("\(suite)/\(method)") }
        if run.totalFailureCount > 0 { failed.append("\(suite)/\(method)") }
      }
    }
  }
#endif

// XCTest tells an observer which test runs only if the observer is registered before that
// test starts, and nothing in a test bundle runs before the first test. So the library asks
// the loader to register it: a function pointer in the section of load-time initializers,
// which runs before `main`, in XCTest and Swift Testing processes alike (where it is harmless).
// Compilers before 6.3 cannot place it there; the observer then registers at the first
// assertion, and that first test's folder comes from its file's name.

#if compiler(>=6.3)
  #if canImport(XCTest)
    #if os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Android)
      @used @section(".init_array")
      private let registerObserverAtLoad: @convention(c) () -> Void = {
        SnapshotTestObserver.register()
      }
    #elseif os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      @used @section("__DATA,__mod_init_func")
      private let registerObserverAtLoad: @convention(c) () -> Void = {
        SnapshotTestObserver.register()
      }
    #endif
  #endif
#endif
