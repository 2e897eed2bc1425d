import Foundation
import LibraryTestSupport
import ScreenModel
import ScreenModelTesting
import SnapshotStore
import TestSupport
import Testing

@Suite struct VerifySnapshotTests {
  private struct Screen: TextSnapshotRepresentable {
    var rows: [String]
    var snapshotText: String { rows.joined(separator: "\n") }
  }

  private struct Quote: Encodable {
    var code: String
    var name: String
    var price: Double
    var path = "a/b"
  }

  private struct Unencodable: Encodable {
    struct Refusal: Error, CustomStringConvertible {
      var description: String { "no JSON for this one" }
    }
    func encode(to encoder: any Encoder) throws { throw Refusal() }
  }

  @Test func missingUnderCI_FailsAndWritesNothingToSnapshots() throws {
    let package = try TemporaryPackage()
    let outcome = verifyTextSnapshot(
      of: Screen(rows: ["a"]), in: package.folders, environment: ["CI": "true"])
    #expect(outcome.status == .missing)
    #expect(outcome.failureMessage?.contains("CI never records (CI is set)") ?? false)
    #expect(!package.allFiles().contains { $0.hasPrefix("Snapshots/") })
  }

  @Test func missingLocally_RecordsUnderTheSuiteAndTestThenPasses() throws {
    let package = try TemporaryPackage()
    let first = verifyTextSnapshot(
      of: Screen(rows: ["a", "b"]), in: package.folders, environment: [:])
    #expect(first.status == .recorded)
    #expect(
      first.location?.relativePath
        == "VerifySnapshotTests/missingLocally_RecordsUnderTheSuiteAndTestThenPasses.txt")
    let again = verifyTextSnapshot(
      of: Screen(rows: ["a", "b"]), named: nil, in: package.folders, environment: [:])
    #expect(again.status == .recorded, "the second unnamed assertion is a snapshot of its own")
    #expect(
      again.location?.relativePath
        == "VerifySnapshotTests/missingLocally_RecordsUnderTheSuiteAndTestThenPasses.2.txt")
  }

  @Test func unnamedAssertions_AreNumberedPerTest() throws {
    let package = try TemporaryPackage()
    let paths = (0..<3).map { _ in
      verifyTextSnapshot(of: "x", in: package.folders, environment: [:]).location?.relativePath
        ?? ""
    }
    #expect(
      paths == [
        "VerifySnapshotTests/unnamedAssertions_AreNumberedPerTest.txt",
        "VerifySnapshotTests/unnamedAssertions_AreNumberedPerTest.2.txt",
        "VerifySnapshotTests/unnamedAssertions_AreNumberedPerTest.3.txt",
      ])
    let named = verifyTextSnapshot(of: "y", named: "上市", in: package.folders, environment: [:])
    #expect(
      named.location?.relativePath
        == "VerifySnapshotTests/unnamedAssertions_AreNumberedPerTest.上市.txt")
  }

  @Test(arguments: [1, 2, 3])
  func parameterizedCase_NeedsANamedSnapshot(argument: Int) throws {
    let package = try TemporaryPackage()
    let unnamed = verifyTextSnapshot(of: "\(argument)", in: package.folders, environment: [:])
    guard case .unchecked(.unnamedInParameterizedTest(let test)) = unnamed.status else {
      Issue.record("expected a refusal, got \(unnamed.status)")
      return
    }
    #expect(test == "VerifySnapshotTests/parameterizedCase_NeedsANamedSnapshot")
    #expect(unnamed.failureMessage?.contains("named:") ?? false)
    let named = verifyTextSnapshot(
      of: "\(argument)", named: "\(argument)", in: package.folders, environment: [:])
    #expect(named.status == .recorded)
  }

  @Test func namedSnapshots_GetTheirOwnSanitizedFiles() throws {
    let package = try TemporaryPackage()
    _ = verifyTextSnapshot(of: "one", named: "上市", in: package.folders, environment: [:])
    _ = verifyTextSnapshot(of: "two", named: "../上櫃", in: package.folders, environment: [:])
    #expect(
      package.allFiles() == [
        "Snapshots/VerifySnapshotTests/namedSnapshots_GetTheirOwnSanitizedFiles..._上櫃.txt",
        "Snapshots/VerifySnapshotTests/namedSnapshots_GetTheirOwnSanitizedFiles.上市.txt",
      ])
  }

  @Test func jsonStrategy_WritesSortedStableJSONInAJSONFile() throws {
    let package = try TemporaryPackage()
    let quote = Quote(code: "2330", name: "台積電", price: 1_005.5)
    let outcome = verifyTextSnapshot(of: quote, as: .json, in: package.folders, environment: [:])
    #expect(outcome.location?.relativePath.hasSuffix(".json") ?? false)
    let path = "Snapshots/" + (outcome.location?.relativePath ?? "")
    #expect(
      package.read(path) == """
        {
          "code" : "2330",
          "name" : "台積電",
          "path" : "a/b",
          "price" : 1005.5
        }

        """)
    let again = verifyTextSnapshot(
      of: quote, as: .json, named: nil, atPath: outcome.location?.relativePath,
      in: package.folders, environment: ["CI": "1"])
    #expect(again.status == .matched)
  }

  @Test func pullback_TurnsAnotherTypeIntoTheBaseStrategysText() throws {
    let package = try TemporaryPackage()
    let count = TextSnapshotting<String>.lines.pullback { (total: Int) in "數量 \(total) 筆" }
    let outcome = verifyTextSnapshot(of: 1867, as: count, in: package.folders, environment: [:])
    let path = "Snapshots/" + (outcome.location?.relativePath ?? "")
    #expect(path.hasSuffix(".txt"))
    #expect(package.read(path) == "數量 1867 筆\n")
    let json = TextSnapshotting<[String: Int]>.json.pullback { (total: Int) in ["total": total] }
    #expect(json.pathExtension == "json")
    #expect(try json.snapshot(3) == "{\n  \"total\" : 3\n}")
  }

  @Test func strategyThatThrows_FailsWithItsReasonAndWritesNothing() throws {
    let package = try TemporaryPackage()
    let outcome = verifyTextSnapshot(
      of: Unencodable(), as: .json, in: package.folders, environment: [:])
    guard case .unchecked(.notSnapshottable(let reason)) = outcome.status else {
      Issue.record("expected a refusal, got \(outcome.status)")
      return
    }
    #expect(reason == "no JSON for this one")
    #expect(package.allFiles() == [])
  }

  @Test func explicitPath_ForScenariosCannotLeaveTheSnapshotsFolder() throws {
    let package = try TemporaryPackage()
    try package.write("step 1\n", at: "Snapshots/Scenarios/open-directory.txt")
    let outcome = verifyTextSnapshot(
      of: "step 1", atPath: "Scenarios/open-directory.txt", in: package.folders,
      environment: ["CI": "1"])
    #expect(outcome.status == .matched)
    let escaping = verifyTextSnapshot(
      of: "x", atPath: "../../outside.txt", in: package.folders, environment: [:])
    #expect(escaping.location?.relativePath == "_../_../outside.txt")
    #expect(package.read("outside.txt") == nil)
  }

  @Test func mismatch_FailsWithTheExactDiff() throws {
    let package = try TemporaryPackage()
    let path = "Snapshots/VerifySnapshotTests/mismatch_FailsWithTheExactDiff.txt"
    try package.write("header\nrow 1\nrow 2\nfooter\n", at: path)
    let outcome = verifyTextSnapshot(
      of: Screen(rows: ["header", "row 1", "row 2 changed", "footer"]), in: package.folders,
      environment: [:])
    guard case .mismatched(let diff) = outcome.status else {
      Issue.record("expected a mismatch, got \(outcome.status)")
      return
    }
    #expect(
      diff.description == """
        --- Snapshots/VerifySnapshotTests/mismatch_FailsWithTheExactDiff.txt (reference)
        +++ .snapshot-artifacts/actual/VerifySnapshotTests/mismatch_FailsWithTheExactDiff.txt (actual)
        @@ -1,4 +1,4 @@
         header
         row 1
        -row 2
        +row 2 changed
         footer
        """)
    #expect(outcome.failureMessage?.hasSuffix(diff.description) ?? false)
    #expect(package.read(path) == "header\nrow 1\nrow 2\nfooter\n")
  }

  @Test func recordArgument_WinsOverTheEnvironment() throws {
    let package = try TemporaryPackage()
    let outcome = verifyTextSnapshot(
      of: "a", record: .all, in: package.folders, environment: ["CI": "1"])
    #expect(outcome.status == .recorded)
  }

  @Test func unknownRecordMode_IsAFailureMessageNotACrash() throws {
    let package = try TemporaryPackage()
    let outcome = verifyTextSnapshot(
      of: "a", in: package.folders, environment: ["SNAPSHOT_RECORD": "yes"])
    #expect(outcome.status == .unchecked(.unknownRecordMode(value: "yes")))
    #expect(
      outcome.failureMessage == """
        Snapshot VerifySnapshotTests/unknownRecordMode_IsAFailureMessageNotACrash.txt could not \
        be checked: SNAPSHOT_RECORD is "yes"; use one of missing, all, failed, never.
        """)
    #expect(package.allFiles() == [])
  }

  @Test func outsideAnyPackage_FailsWithAMessage() {
    let outcome = verifyTextSnapshot(
      of: "a", environment: ["CI": "1"],
      file: StaticString(stringLiteral: "/nonexistent-root/Tests/X.swift"))
    #expect(
      outcome.status
        == .unchecked(.packageRootNotFound(startingAt: "/nonexistent-root/Tests/X.swift")))
    #expect(outcome.failureMessage?.contains("set SNAPSHOTS_DIR") ?? false)
  }
}
