import SnapshotStore
import XCTest

final class SnapshotLocationTests: XCTestCase {
  func testTestLocation_IsClassFolderAndMethodFile() {
    XCTAssertEqual(
      SnapshotLocation(testClass: "DirectoryTests", testName: "testFilter()").relativePath,
      "DirectoryTests/testFilter.txt")
    XCTAssertEqual(
      SnapshotLocation(testClass: "DirectoryTests", testName: "testFilter()", name: "台積")
        .relativePath,
      "DirectoryTests/testFilter.台積.txt")
  }

  func testTestLocation_EmptyNameCountsAsNoName() {
    XCTAssertEqual(
      SnapshotLocation(testClass: "A", testName: "testB()", name: "").relativePath, "A/testB.txt")
  }

  func testTestLocation_NameWithSeparatorsStaysInTheClassFolder() {
    let location = SnapshotLocation(testClass: "A", testName: "testB", name: "../../x/y\\z")
    XCTAssertEqual(location.components, ["A", "testB..._.._x_y_z.txt"])
  }

  func testSanitizing_KeepsLettersOfAnyScriptDigitsDashUnderscoreDot() {
    XCTAssertEqual(
      SnapshotLocation(relativePath: "上櫃/Ünïcode-名前_9.v2.txt").relativePath,
      "上櫃/Ünïcode-名前_9.v2.txt")
  }

  func testSanitizing_ReplacesSpacesColonsAndControlCharacters() {
    XCTAssertEqual(
      SnapshotLocation(relativePath: "a b:c\u{0}d\te\n.txt").relativePath, "a_b_c_d_e_.txt")
  }

  func testSanitizing_MakesDotComponentsSafe() {
    XCTAssertEqual(
      SnapshotLocation(relativePath: "./../.hidden/x.txt").components,
      [
        "_.", "_..", "_.hidden", "x.txt",
      ])
  }

  func testSanitizing_DropsEmptyComponentsSoAbsolutePathsBecomeRelative() {
    XCTAssertEqual(SnapshotLocation(relativePath: "/etc//passwd").relativePath, "etc/passwd")
    XCTAssertEqual(SnapshotLocation(relativePath: "").relativePath, "_")
    XCTAssertEqual(SnapshotLocation(relativePath: "///").relativePath, "_")
  }

  func testSanitizing_ShortensLongNamesKeepingTheExtensionAndTellingThemApart() {
    let long1 = SnapshotLocation(relativePath: String(repeating: "長", count: 300) + "1.txt")
    let long2 = SnapshotLocation(relativePath: String(repeating: "長", count: 300) + "2.txt")
    XCTAssertLessThanOrEqual(long1.relativePath.utf8.count, 200)
    XCTAssertTrue(long1.relativePath.hasSuffix(".txt"))
    XCTAssertNotEqual(long1, long2)
    XCTAssertEqual(
      long1, SnapshotLocation(relativePath: String(repeating: "長", count: 300) + "1.txt"))
  }

  func testResolvedPaths_NeverLeaveTheSnapshotsFolder() throws {
    let directory = SnapshotDirectory(
      snapshotsFolder: URL(fileURLWithPath: "/srv/demo-package/Snapshots", isDirectory: true))
    let hostile = [
      "../escape.txt", "../../../etc/passwd", "/etc/passwd", "..", ".", "a/../../b",
      "..\\..\\windows", "Scenarios/../../x.txt", "%2e%2e/x", "\u{0}/..",
    ]
    for path in hostile {
      let url = try directory.referenceURL(for: SnapshotLocation(relativePath: path))
      XCTAssertTrue(url.path.hasPrefix("/srv/demo-package/Snapshots/"), "\(path) → \(url.path)")
      let artifact = try directory.artifactURL(for: SnapshotLocation(relativePath: path))
      XCTAssertTrue(
        artifact.path.hasPrefix("/srv/demo-package/.snapshot-artifacts/actual/"),
        "\(path) → \(artifact)")
    }
    let named = SnapshotLocation(testClass: "..", testName: "..", name: "/../..")
    XCTAssertTrue(
      try directory.referenceURL(for: named).path.hasPrefix("/srv/demo-package/Snapshots/"))
  }

  func testScenarioPath_KeepsItsFolders() throws {
    let directory = SnapshotDirectory(
      snapshotsFolder: URL(fileURLWithPath: "/srv/demo-package/Snapshots", isDirectory: true))
    XCTAssertEqual(
      try directory.referenceURL(for: SnapshotLocation(relativePath: "Scenarios/foo.txt")).path,
      "/srv/demo-package/Snapshots/Scenarios/foo.txt")
  }

  func testBelongsToTest_MatchesTheTestsFilesOnly() {
    let id = "DirectoryTests/testFilter"
    XCTAssertTrue(
      SnapshotLocation(relativePath: "DirectoryTests/testFilter.txt").belongs(toTest: id))
    XCTAssertTrue(
      SnapshotLocation(relativePath: "DirectoryTests/testFilter.empty.txt").belongs(toTest: id))
    XCTAssertFalse(
      SnapshotLocation(relativePath: "DirectoryTests/testFilterMore.txt").belongs(toTest: id))
    XCTAssertFalse(SnapshotLocation(relativePath: "OtherTests/testFilter.txt").belongs(toTest: id))
    XCTAssertFalse(SnapshotLocation(relativePath: "Scenarios/testFilter.txt").belongs(toTest: id))
  }

  func testCoding_IsAPlainStringAndSanitizesAgainOnDecoding() throws {
    let encoded = try JSONEncoder().encode([SnapshotLocation(relativePath: "A/b.txt")])
    XCTAssertEqual(String(decoding: encoded, as: UTF8.self), #"["A\/b.txt"]"#)
    let decoded = try JSONDecoder().decode(
      [SnapshotLocation].self, from: Data(#"["../../etc/passwd"]"#.utf8))
    XCTAssertEqual(decoded.map(\.relativePath), ["_../_../etc/passwd"])
  }
}
