import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import Testing

/// A run counts as full only when nothing it was asked chooses tests: each way of running a
/// part of a suite, and an option nobody knows, makes it partial, and the manifest records
/// what was asked.
@Suite struct TestRunRequestTests {
  private static let program = "/x/.build/debug/AppPackageTests.xctest"
  private static let swiftTesting = [program, "--testing-library", "swift-testing"]

  private func request(_ arguments: [String], _ environment: [String: String] = [:])
    -> TestRunRequest
  {
    TestRunRequest(processArguments: arguments, environment: environment)
  }

  @Test func whatSwiftTestPassesForAWholeRun_ChoosesNoTests() {
    #expect(request([Self.program]).runsEveryTest, "XCTest, every test")
    #expect(request(Self.swiftTesting).runsEveryTest)
    #expect(request(Self.swiftTesting + ["--parallel", "--xunit-output", "x.xml"]).runsEveryTest)
    #expect(request(Self.swiftTesting + ["--event-stream-version=0"]).runsEveryTest)
    #expect(request(Self.swiftTesting + ["--skip-build", "--attachments-path", "a"]).runsEveryTest)
    #expect(request([Self.program, "--testing-library=swift-testing"]).runsEveryTest)
    // Apple's xctest runner gets the bundle after its options.
    #expect(request(["/usr/bin/xctest", "/x/AppPackageTests.xctest"]).runsEveryTest)
  }

  /// One case a way of running part of a suite: the words that make the run partial.
  @Test(arguments: [
    (["--filter", "Directory"], ["--filter Directory"]),
    (["--filter=Directory"], ["--filter=Directory"]),
    (["--skip", "Slow"], ["--skip Slow"]),
    (["--configuration-path", "/tmp/c.json"], ["--configuration-path /tmp/c.json"]),
    (["--configuration-path=/tmp/c.json"], ["--configuration-path=/tmp/c.json"]),
    (
      ["--experimental-configuration-path", "c.json"], ["--experimental-configuration-path c.json"]
    ),
    (
      ["AppTests.ListTests/testA,AppTests.ListTests/testB"],
      ["AppTests.ListTests/testA,AppTests.ListTests/testB"]
    ),
    (["-XCTest", "ListTests/testA"], ["-XCTest ListTests/testA"]),
    (["--list-tests"], ["--list-tests"]),
    (["--some-future-option", "--parallel"], ["--some-future-option"]),
  ])
  func eachWayOfRunningAPart_MakesTheRunPartial(extra: [String], choosing: [String]) {
    let asked = request(Self.swiftTesting + extra)
    #expect(!asked.runsEveryTest)
    #expect(asked.choosing == choosing)
    let xctest = request([Self.program] + extra)
    #expect(!xctest.runsEveryTest)
  }

  @Test func aTestPlansConfiguration_MakesTheRunPartial() {
    let asked = request(
      [Self.program], ["XCTestConfigurationFilePath": "/tmp/plan.xctestconfiguration"])
    #expect(!asked.runsEveryTest)
    #expect(asked.choosing == ["XCTestConfigurationFilePath=/tmp/plan.xctestconfiguration"])
    #expect(request([Self.program], ["XCTestConfigurationFilePath": ""]).runsEveryTest)
  }

  /// The tester's case: the test binary run with a configuration file holding a filter ran two
  /// tests; its manifest records the file and no full run is written, so prune has nothing to
  /// go on and deletes nothing.
  @Test func aPartialRequest_WritesNoFullRunAndPruneDeletesNothing() throws {
    let package = try TemporaryPackage()
    let references = (0..<20).map { "Suite/check\($0).txt" }
    for path in references { try package.write("x\n", at: "Snapshots/" + path) }
    let log = SnapshotRunLog(folders: package.folders)
    for path in references.prefix(2) {
      log.record(
        SnapshotOutcome(location: .init(relativePath: path), status: .matched, failureMessage: nil))
    }
    let asked = request(Self.swiftTesting + ["--configuration-path", "/tmp/two-tests.json"])
    let manifest = try log.finish(library: .swiftTesting, run: "9", full: true, request: asked)
    #expect(!manifest.full)
    #expect(
      manifest.request == [
        "--testing-library", "swift-testing", "--configuration-path", "/tmp/two-tests.json",
      ])
    let full = package.folders.manifestURL(.swiftTesting, SnapshotManifest.lastFullRunFileName)
    #expect(try SnapshotManifest.load(from: full) == nil)
    #expect(throws: SnapshotStoreError.self) {
      try SnapshotReview(folders: package.folders).prune(dryRun: false)
    }
    for path in references { #expect(package.read("Snapshots/" + path) == "x\n", "\(path)") }
  }

  @Test func mergedRecords_KeepEachWordOnceInOrder() {
    let first = SnapshotManifest(
      library: .xctest, run: "1", full: false, request: ["A/testA"], touched: [], failed: [],
      missing: [])
    let second = SnapshotManifest(
      library: .xctest, run: "1", full: false, request: ["A/testB", "A/testA"], touched: [],
      failed: [], missing: [])
    #expect(first.merged(with: second).request == ["A/testA", "A/testB"])
  }
}
