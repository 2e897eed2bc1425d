import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import Testing

@Suite struct SnapshotRunLogTests {
  private func outcome(_ path: String, _ status: SnapshotOutcome.Status) -> SnapshotOutcome {
    let failing: Bool = if case .matched = status { false } else { true }
    return SnapshotOutcome(
      location: SnapshotLocation(relativePath: path), status: status,
      failureMessage: failing ? "failed" : nil)
  }

  private let someDiff = UnifiedDiff(from: "a\n", to: "b\n", oldLabel: "a", newLabel: "b")
  private let lastRun = ".snapshot-artifacts/manifest/xctest/last-run.json"
  private let lastFullRun = ".snapshot-artifacts/manifest/xctest/last-full-run.json"

  @Test func record_WritesNothingUntilTheRunFinishes() throws {
    let package = try TemporaryPackage()
    let log = SnapshotRunLog(folders: package.folders)
    for index in 0..<1_000 { log.record(outcome("A/test\(index).txt", .matched)) }
    #expect(package.allFiles() == [])
    #expect(!log.isEmpty)
  }

  @Test func finish_WritesTheManifestOnceWithSortedLists() throws {
    let package = try TemporaryPackage()
    let log = SnapshotRunLog(folders: package.folders)
    log.record(outcome("B/testTwo.txt", .mismatched(someDiff)))
    log.record(outcome("A/testOne.txt", .matched))
    log.record(outcome("C/testNew.txt", .missing))
    log.record(outcome("A/testOne.txt", .matched))
    log.recordInline(
      SnapshotOrigin(test: "A/testInline", file: "Tests/A.swift", line: 9, column: 25), failed: true
    )
    try log.finish(library: .xctest, run: "77", full: false)
    #expect(
      package.read(lastRun) == """
        {
          "failed" : [
            "B/testTwo.txt"
          ],
          "failedTests" : [

          ],
          "full" : false,
          "inline" : [
            {
              "column" : 25,
              "file" : "Tests/A.swift",
              "line" : 9,
              "test" : "A/testInline"
            }
          ],
          "inlineFailed" : [
            {
              "column" : 25,
              "file" : "Tests/A.swift",
              "line" : 9,
              "test" : "A/testInline"
            }
          ],
          "library" : "xctest",
          "missing" : [
            "C/testNew.txt"
          ],
          "request" : [

          ],
          "run" : "77",
          "skippedTests" : [

          ],
          "touched" : [
            "A/testOne.txt",
            "B/testTwo.txt",
            "C/testNew.txt"
          ]
        }

        """)
    #expect(package.read(lastFullRun) == nil)
  }

  @Test func finish_MergesTheProcessesOfOneRunAndReplacesAnOlderRun() throws {
    let package = try TemporaryPackage()
    let first = SnapshotRunLog(folders: package.folders)
    first.record(outcome("A/testOne.txt", .matched))
    try first.finish(library: .xctest, run: "41", full: false)
    let worker = SnapshotRunLog(folders: package.folders)
    worker.record(outcome("B/testTwo.txt", .missing))
    let merged = try worker.finish(library: .xctest, run: "41", full: false)
    #expect(merged.touched == [.init(relativePath: "B/testTwo.txt")])
    let onDisk = try #require(
      try SnapshotManifest.load(from: package.root.appendingPathComponent(lastRun)))
    #expect(onDisk.touched.map(\.relativePath) == ["A/testOne.txt", "B/testTwo.txt"])
    let next = SnapshotRunLog(folders: package.folders)
    next.record(outcome("C/testThree.txt", .matched))
    try next.finish(library: .xctest, run: "42", full: false)
    let replaced = try #require(
      try SnapshotManifest.load(from: package.root.appendingPathComponent(lastRun)))
    #expect(replaced.touched.map(\.relativePath) == ["C/testThree.txt"])
  }

  @Test func finish_KeepsEachLibrarysManifestsApart() throws {
    let package = try TemporaryPackage()
    let xctest = SnapshotRunLog(folders: package.folders)
    xctest.record(outcome("XTests/testA.txt", .matched))
    try xctest.finish(library: .xctest, run: "5", full: true)
    let swiftTesting = SnapshotRunLog(folders: package.folders)
    swiftTesting.record(outcome("Suite/a.txt", .matched))
    try swiftTesting.finish(library: .swiftTesting, run: "5", full: true)
    let full = try package.folders.manifests(SnapshotManifest.lastFullRunFileName)
    #expect(full.map(\.library) == [.xctest, .swiftTesting])
    #expect(full.map { $0.touched.map(\.relativePath) } == [["XTests/testA.txt"], ["Suite/a.txt"]])
  }

  @Test func finish_PartialRunKeepsThePreviousFullRun() throws {
    let package = try TemporaryPackage()
    let fullLog = SnapshotRunLog(folders: package.folders)
    fullLog.record(outcome("A/testOne.txt", .recorded))
    try fullLog.finish(library: .xctest, run: "1", full: true)
    let before = package.read(lastFullRun)
    let partial = SnapshotRunLog(folders: package.folders)
    partial.record(outcome("A/testTwo.txt", .recorded))
    let manifest = try partial.finish(library: .xctest, run: "2", full: false)
    #expect(!manifest.full)
    #expect(package.read(lastFullRun) == before)
    #expect(before?.contains("\"full\" : true") ?? false)
  }

  @Test func manifest_LoadsAHandWrittenFileWithMissingKeys() throws {
    let package = try TemporaryPackage()
    try package.write(#"{"full":true,"touched":["A/b.txt"]}"#, at: "m.json")
    let manifest = try SnapshotManifest.load(from: package.root.appendingPathComponent("m.json"))
    #expect(
      manifest
        == SnapshotManifest(
          library: .xctest, full: true, touched: [.init(relativePath: "A/b.txt")], failed: [],
          missing: []))
  }

  @Test func manifest_BrokenFileIsAnErrorNamingIt() throws {
    let package = try TemporaryPackage()
    try package.write("{", at: "m.json")
    let file = package.root.appendingPathComponent("m.json")
    let error = #expect(throws: SnapshotStoreError.self) { try SnapshotManifest.load(from: file) }
    guard case .unreadable(let path, _)? = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(path == file.path)
  }
}
