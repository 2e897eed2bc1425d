import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import Testing
import XCTest

@testable import ScreenModelTesting

/// The end of an XCTest run, driven by hand with made-up suites, and the arguments that tell a
/// Swift Testing process whether it runs every test.
@Suite struct SnapshotTestObserverTests {
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

  /// An observer of a session of its own that has checked one snapshot in `package`.
  private func observerWithOneCheck(in package: TemporaryPackage) -> SnapshotTestObserver {
    let observer = SnapshotTestObserver(session: SnapshotSession())
    let outcome = package.folders.verify(
      "x\n", at: .init(relativePath: "A/testB.txt"), record: .init(mode: .all, origin: .argument))
    observer.session.runLog(for: package.folders).record(outcome)
    return observer
  }

  private func manifest(_ name: String, in package: TemporaryPackage) throws -> SnapshotManifest? {
    try SnapshotManifest.load(from: package.folders.manifestURL(.xctest, name))
  }

  @Test func currentTest_FollowsStartAndFinish() {
    let observer = SnapshotTestObserver(session: SnapshotSession())
    let testCase = FinishedCase(name: "testFilter", testClosure: { _ in })
    #expect(observer.currentTest == nil)
    observer.testCaseWillStart(testCase)
    #expect(observer.currentTest?.description == "FinishedCase/testFilter")
    #expect(observer.runsXCTest)
    observer.testCaseDidFinish(testCase)
    #expect(observer.currentTest == nil)
  }

  @Test func eachStart_IsANewScopeForNumbering() {
    let observer = SnapshotTestObserver(session: SnapshotSession())
    let testCase = FinishedCase(name: "testFilter", testClosure: { _ in })
    observer.testCaseWillStart(testCase)
    let first = observer.currentTest?.scope
    observer.testCaseWillStart(testCase)
    #expect(first != nil && first != observer.currentTest?.scope)
  }

  @Test func methodName_ReadsBothXCTestSpellings() {
    #expect(SnapshotTestObserver.methodName(fromTestName: "FinishedCase.testA") == "testA")
    #expect(SnapshotTestObserver.methodName(fromTestName: "-[FinishedCase testB]") == "testB")
    #expect(SnapshotTestObserver.methodName(fromTestName: "testC") == "testC")
    let testCase = FinishedCase(name: "testD", testClosure: { _ in })
    #expect(SnapshotTestObserver.names(of: testCase) == ("FinishedCase", "testD"))
  }

  @Test func rootSuiteAllTests_WritesTheFullRunWithFailedAndSkippedTests() throws {
    let package = try TemporaryPackage()
    let observer = observerWithOneCheck(in: package)
    let root = XCTestSuite(name: "All tests")
    let bundle = XCTestSuite(name: "debug.xctest")
    bundle.addTest(finishedCase("testPassed"))
    bundle.addTest(finishedCase("testSkipped", skipped: true))
    bundle.addTest(finishedCase("testBroken", failures: 2))
    root.addTest(bundle)
    observer.testSuiteDidFinish(bundle)
    #expect(try manifest(SnapshotManifest.lastFullRunFileName, in: package) == nil)
    observer.testSuiteDidFinish(root)
    let full = try #require(try manifest(SnapshotManifest.lastFullRunFileName, in: package))
    #expect(full.full && full.library == .xctest)
    #expect(full.run == String(getppid()))
    #expect(full.touched == [.init(relativePath: "A/testB.txt")])
    #expect(full.failedTests == ["FinishedCase/testBroken"])
    #expect(full.skippedTests == ["FinishedCase/testSkipped"])
  }

  @Test func rootSuiteSelectedTests_ClaimsNoFullRun() throws {
    let package = try TemporaryPackage()
    let observer = observerWithOneCheck(in: package)
    observer.testSuiteDidFinish(XCTestSuite(name: "Selected tests"))
    #expect(try manifest(SnapshotManifest.lastFullRunFileName, in: package) == nil)
    let lastRun = try manifest(SnapshotManifest.lastRunFileName, in: package)
    #expect(lastRun?.full == false)
    #expect(lastRun?.touched == [.init(relativePath: "A/testB.txt")])
  }

  @Test func runEnd_IsHandledOnce() throws {
    let package = try TemporaryPackage()
    let observer = observerWithOneCheck(in: package)
    observer.testSuiteDidFinish(XCTestSuite(name: "Selected tests"))
    observer.testBundleDidFinish(Bundle.main)
    observer.testSuiteDidFinish(XCTestSuite(name: "All tests"))
    #expect(try manifest(SnapshotManifest.lastFullRunFileName, in: package) == nil)
  }

  @Test func bundleEndWithoutRootSuite_ClaimsNoFullRun() throws {
    let package = try TemporaryPackage()
    let observer = observerWithOneCheck(in: package)
    observer.testBundleDidFinish(Bundle.main)
    #expect(try manifest(SnapshotManifest.lastFullRunFileName, in: package) == nil)
    #expect(try manifest(SnapshotManifest.lastRunFileName, in: package)?.full == false)
  }

  @Test func session_SkipsAPackageThatIsGone() throws {
    var package: TemporaryPackage? = try TemporaryPackage()
    let root = try #require(package?.root)
    let session = SnapshotSession()
    session.runLog(for: try #require(package?.folders)).record(
      SnapshotOutcome(
        location: .init(relativePath: "A/b.txt"), status: .matched, failureMessage: nil))
    package = nil
    session.finish(library: .xctest, full: true)
    #expect(!FileManager.default.fileExists(atPath: root.path))
  }

  @Test func session_KeepsOneRunLogPerArtifactsFolder() throws {
    let package = try TemporaryPackage()
    let session = SnapshotSession()
    let before = package.folders
    try FileManager.default.createDirectory(
      at: before.manifestFolder, withIntermediateDirectories: true)
    #expect(
      session.runLog(for: before)
        === session.runLog(for: SnapshotFolders(packageRoot: package.root)))
  }

  @Test func processArguments_TellTheLibrary() {
    let program = "/x/.build/debug/AppPackageTests.xctest"
    #expect(
      TestProcessArguments.library(of: [program, "--testing-library", "swift-testing"])
        == .swiftTesting)
    #expect(
      TestProcessArguments.library(of: [program, "--testing-library=swift-testing"])
        == .swiftTesting)
    #expect(TestProcessArguments.library(of: [program]) == nil)
    #expect(TestProcessArguments.library(of: [program, "--testing-library"]) == nil)
  }

  /// The XCTest root suite says "All tests", yet the process was given a test configuration
  /// that chooses tests (a test plan): the request has the last word.
  @Test func rootSuiteAllTests_OfAPartialRequest_ClaimsNoFullRun() throws {
    let package = try TemporaryPackage()
    let request = TestRunRequest(
      processArguments: ["/x/AppPackageTests.xctest"],
      environment: ["XCTestConfigurationFilePath": "/tmp/plan.xctestconfiguration"])
    let observer = SnapshotTestObserver(session: SnapshotSession(request: request))
    observer.session.runLog(for: package.folders).record(
      SnapshotOutcome(
        location: .init(relativePath: "A/testB.txt"), status: .matched, failureMessage: nil))
    observer.testSuiteDidFinish(XCTestSuite(name: "All tests"))
    #expect(try manifest(SnapshotManifest.lastFullRunFileName, in: package) == nil)
    let lastRun = try #require(try manifest(SnapshotManifest.lastRunFileName, in: package))
    #expect(!lastRun.full)
    #expect(lastRun.request == ["XCTestConfigurationFilePath=/tmp/plan.xctestconfiguration"])
  }
}
