import Foundation
import SnapshotStore
import Testing

@Suite struct SnapshotLocationTests {
  @Test func testLocation_IsClassFolderAndMethodFile() {
    #expect(
      SnapshotLocation(suite: "DirectoryTests", test: "testFilter()").relativePath
        == "DirectoryTests/testFilter.txt")
    #expect(
      SnapshotLocation(suite: "DirectoryTests", test: "testFilter()", name: "台積")
        .relativePath == "DirectoryTests/testFilter.台積.txt")
  }

  @Test func testLocation_EmptyNameCountsAsNoName() {
    #expect(SnapshotLocation(suite: "A", test: "testB()", name: "").relativePath == "A/testB.txt")
  }

  @Test func testLocation_TakesTheStrategysExtension() {
    #expect(
      SnapshotLocation(suite: "A", test: "b()", name: "2", pathExtension: "json").relativePath
        == "A/b.2.json")
    #expect(SnapshotLocation(suite: "A", test: "b", pathExtension: "").relativePath == "A/b.txt")
    #expect(
      SnapshotLocation(suite: "A", test: "b", pathExtension: "../x").relativePath == "A/b._.._x")
  }

  @Test func testLocation_NameWithSeparatorsStaysInTheClassFolder() {
    let location = SnapshotLocation(suite: "A", test: "testB", name: "../../x/y\\z")
    #expect(location.components == ["A", "testB..._.._x_y_z.txt"])
  }

  @Test func sanitizing_KeepsLettersOfAnyScriptDigitsDashUnderscoreDot() {
    #expect(
      SnapshotLocation(relativePath: "上櫃/Ünïcode-名前_9.v2.txt").relativePath
        == "上櫃/Ünïcode-名前_9.v2.txt")
  }

  @Test func sanitizing_ReplacesSpacesColonsAndControlCharacters() {
    #expect(SnapshotLocation(relativePath: "a b:c\u{0}d\te\n.txt").relativePath == "a_b_c_d_e_.txt")
  }

  @Test func sanitizing_MakesDotComponentsSafe() {
    #expect(
      SnapshotLocation(relativePath: "./../.hidden/x.txt").components == [
        "_.", "_..", "_.hidden", "x.txt",
      ])
  }

  @Test func sanitizing_DropsEmptyComponentsSoAbsolutePathsBecomeRelative() {
    #expect(SnapshotLocation(relativePath: "/etc//passwd").relativePath == "etc/passwd")
    #expect(SnapshotLocation(relativePath: "").relativePath == "_")
    #expect(SnapshotLocation(relativePath: "///").relativePath == "_")
  }

  @Test func sanitizing_ShortensLongNamesKeepingTheExtensionAndTellingThemApart() {
    let long1 = SnapshotLocation(relativePath: String(repeating: "長", count: 300) + "1.txt")
    let long2 = SnapshotLocation(relativePath: String(repeating: "長", count: 300) + "2.txt")
    #expect(long1.relativePath.utf8.count <= 200)
    #expect(long1.relativePath.hasSuffix(".txt"))
    #expect(long1 != long2)
    #expect(long1 == SnapshotLocation(relativePath: String(repeating: "長", count: 300) + "1.txt"))
  }

  @Test func resolvedPaths_NeverLeaveTheSnapshotsFolder() throws {
    let folders = SnapshotFolders(
      snapshotsFolder: URL(fileURLWithPath: "/srv/demo-package/Snapshots", isDirectory: true))
    let hostile = [
      "../escape.txt", "../../../etc/passwd", "/etc/passwd", "..", ".", "a/../../b",
      "..\\..\\windows", "Scenarios/../../x.txt", "%2e%2e/x", "\u{0}/..",
    ]
    for path in hostile {
      let url = try folders.referenceURL(for: SnapshotLocation(relativePath: path))
      #expect(url.path.hasPrefix("/srv/demo-package/Snapshots/"), "\(path) → \(url.path)")
      let artifact = try folders.artifactURL(for: SnapshotLocation(relativePath: path))
      #expect(
        artifact.path.hasPrefix("/srv/demo-package/.snapshot-artifacts/actual/"),
        "\(path) → \(artifact)")
    }
    let named = SnapshotLocation(suite: "..", test: "..", name: "/../..")
    #expect(try folders.referenceURL(for: named).path.hasPrefix("/srv/demo-package/Snapshots/"))
  }

  @Test func scenarioPath_KeepsItsFolders() throws {
    let folders = SnapshotFolders(
      snapshotsFolder: URL(fileURLWithPath: "/srv/demo-package/Snapshots", isDirectory: true))
    #expect(
      try folders.referenceURL(for: SnapshotLocation(relativePath: "Scenarios/foo.txt")).path
        == "/srv/demo-package/Snapshots/Scenarios/foo.txt")
  }

  @Test func belongsToTest_MatchesTheTestsFilesOnly() {
    let id = "DirectoryTests/testFilter"
    #expect(SnapshotLocation(relativePath: "DirectoryTests/testFilter.txt").belongs(toTest: id))
    #expect(
      SnapshotLocation(relativePath: "DirectoryTests/testFilter.empty.txt").belongs(toTest: id))
    #expect(SnapshotLocation(relativePath: "DirectoryTests/testFilter.2.json").belongs(toTest: id))
    #expect(
      !(SnapshotLocation(relativePath: "DirectoryTests/testFilterMore.txt").belongs(toTest: id)))
    #expect(!(SnapshotLocation(relativePath: "OtherTests/testFilter.txt").belongs(toTest: id)))
    #expect(!(SnapshotLocation(relativePath: "Scenarios/testFilter.txt").belongs(toTest: id)))
  }

  @Test func coding_IsAPlainStringAndSanitizesAgainOnDecoding() throws {
    let encoded = try JSONEncoder().encode([SnapshotLocation(relativePath: "A/b.txt")])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["A\/b.txt"]"#)
    let decoded = try JSONDecoder().decode(
      [SnapshotLocation].self, from: Data(#"["../../etc/passwd"]"#.utf8))
    #expect(decoded.map(\.relativePath) == ["_../_../etc/passwd"])
  }
}
