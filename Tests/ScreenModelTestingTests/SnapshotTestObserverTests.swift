import SnapshotStore
import XCTest

@testable import ScreenModelTesting

final class SnapshotTestObserverTests: XCTestCase {
  /// A finished test case whose run says it was skipped or failed, without running it.
  private final class FinishedCase: XCTestCase {
    var stubRun: XCTestRun?
    override var testRun: XCTestRun? { stubRun }
  }

  private final class StubRun: XCTestRun {
    var skipped = false
    var failures = 0
    override var hasBeenSkipped: Bool { skipped }
    override var totalFailureCount: Int { failures }
  }

  private func finishedCase(_ method: String, skipped: Bool = false, failures: Int = 0) -> XCTest {
    let testCase = FinishedCase(name: method, testClosure: { _ in })
    let run = StubRun(test: testCase)
    run.skipped = skipped
    run.failures = failures
    testCase.stubRun = run
    return testCase
  }

  private func observerWithOneCheck(in package: TemporaryPackage) throws -> SnapshotTestObserver {
    let observer = SnapshotTestObserver()
    let directory = package.directory
    let outcome = directory.verify(
      "x\n", at: .init(relativePath: "A/testB.txt"), record: .init(mode: .all, origin: .argument))
    try observer.runLog(for: directory).record(outcome)
    return observer
  }

  func testRunKind_ComesFromTheRootSuiteName() {
    XCTAssertEqual(SnapshotRunKind(rootSuiteName: "All tests"), .full)
    XCTAssertEqual(SnapshotRunKind(rootSuiteName: "Selected tests"), .partial)
    XCTAssertNil(SnapshotRunKind(rootSuiteName: "debug.xctest"))
    XCTAssertNil(SnapshotRunKind(rootSuiteName: "SnapshotTestObserverTests"))
  }

  func testCurrentTest_FollowsStartAndFinish() {
    let observer = SnapshotTestObserver()
    XCTAssertNil(observer.currentTest)
    observer.testCaseWillStart(self)
    XCTAssertEqual(
      observer.currentTest,
      TestIdentity(
        className: "SnapshotTestObserverTests", methodName: "testCurrentTest_FollowsStartAndFinish")
    )
    observer.testCaseDidFinish(self)
    XCTAssertNil(observer.currentTest)
  }

  func testRootSuiteAllTests_WritesTheFullRunWithFailedAndSkippedTests() throws {
    let package = try TemporaryPackage(for: self)
    let observer = try observerWithOneCheck(in: package)
    let root = XCTestSuite(name: "All tests")
    let bundle = XCTestSuite(name: "debug.xctest")
    bundle.addTest(finishedCase("testPassed"))
    bundle.addTest(finishedCase("testSkipped", skipped: true))
    bundle.addTest(finishedCase("testBroken", failures: 2))
    root.addTest(bundle)
    observer.testSuiteDidFinish(bundle)
    XCTAssertNil(package.read(".snapshot-artifacts/manifest/last-full-run.json"))
    observer.testSuiteDidFinish(root)
    let manifest = try XCTUnwrap(
      SnapshotManifest.load(
        from: package.directory.manifestFolder.appendingPathComponent("last-full-run.json")))
    XCTAssertTrue(manifest.full)
    XCTAssertEqual(manifest.touched, [.init(relativePath: "A/testB.txt")])
    XCTAssertEqual(manifest.failedTests, ["FinishedCase/testBroken"])
    XCTAssertEqual(manifest.skippedTests, ["FinishedCase/testSkipped"])
    XCTAssertEqual(manifest.orphans, [])
  }

  func testRootSuiteSelectedTests_ClaimsNoFullRun() throws {
    let package = try TemporaryPackage(for: self)
    let observer = try observerWithOneCheck(in: package)
    observer.testSuiteDidFinish(XCTestSuite(name: "Selected tests"))
    XCTAssertNil(package.read(".snapshot-artifacts/manifest/last-full-run.json"))
    let lastRun = try SnapshotManifest.load(
      from: package.directory.manifestFolder.appendingPathComponent("last-run.json"))
    XCTAssertEqual(lastRun?.full, false)
    XCTAssertEqual(lastRun?.touched, [.init(relativePath: "A/testB.txt")])
  }

  func testRunEnd_IsHandledOnce() throws {
    let package = try TemporaryPackage(for: self)
    let observer = try observerWithOneCheck(in: package)
    observer.testSuiteDidFinish(XCTestSuite(name: "Selected tests"))
    observer.testBundleDidFinish(Bundle.main)
    observer.testSuiteDidFinish(XCTestSuite(name: "All tests"))
    XCTAssertNil(package.read(".snapshot-artifacts/manifest/last-full-run.json"))
  }

  func testBundleEndWithoutRootSuite_ClaimsNoFullRun() throws {
    let package = try TemporaryPackage(for: self)
    let observer = try observerWithOneCheck(in: package)
    observer.testBundleDidFinish(Bundle.main)
    XCTAssertNil(package.read(".snapshot-artifacts/manifest/last-full-run.json"))
    XCTAssertTrue(
      package.read(".snapshot-artifacts/manifest/last-run.json")?.contains("\"full\" : false")
        ?? false)
  }

  func testTestIdentity_NamesClassAndMethod() {
    let identity = TestIdentity(self)
    XCTAssertEqual(
      identity.description, "SnapshotTestObserverTests/testTestIdentity_NamesClassAndMethod")
  }

  func testRunLog_IsOnePerArtifactsFolder() throws {
    let package = try TemporaryPackage(for: self)
    let observer = SnapshotTestObserver()
    let before = package.directory
    try FileManager.default.createDirectory(
      at: before.manifestFolder, withIntermediateDirectories: true)
    let after = SnapshotDirectory(packageRoot: package.root)
    XCTAssertTrue(observer.runLog(for: before) === observer.runLog(for: after))
  }
}
