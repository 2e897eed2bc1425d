import CommandLineSyntax
import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import XCTest

@testable import SnapshotTool

/// What the snapshot tool's writes leave of the files they touch: permissions and hard links
/// kept, no write through a link out of the package, leftovers of an interrupted write gone on
/// the next run, and a second run at once waiting for the first.
final class SnapshotsFileSafetyTests: XCTestCase {
  private let reference = "Snapshots/DirectoryTests/testFilter.txt"
  private let source = "Tests/AppTests/TitleTests.swift"

  private func run(_ arguments: [String], in package: TemporaryPackage, console: Console? = nil)
    async -> (status: Int32, output: OutputCollector)
  {
    let output = OutputCollector()
    let status = await SnapshotTool.run(
      arguments + ["--package-path", package.root.path], console: console ?? output.console)
    return (status, output)
  }

  private func attributes(_ path: String, in package: TemporaryPackage) throws -> (
    mode: Int, links: Int
  ) {
    let found = try FileManager.default.attributesOfItem(
      atPath: package.root.appendingPathComponent(path).path)
    return (found[.posixPermissions] as? Int ?? -1, found[.referenceCount] as? Int ?? -1)
  }

  private func setMode(_ mode: Int, of path: String, in package: TemporaryPackage) throws {
    try FileManager.default.setAttributes(
      [.posixPermissions: mode], ofItemAtPath: package.root.appendingPathComponent(path).path)
  }

  func testAccept_KeepsThePermissionsAndHardLinksOfReferencesAndSources() async throws {
    let package = try SnapshotsFixture()
    try setMode(0o600, of: reference, in: package)
    try setMode(0o640, of: source, in: package)
    try FileManager.default.linkItem(
      at: package.root.appendingPathComponent(reference),
      to: package.root.appendingPathComponent("shared-filter.txt"))
    let accepted = await run(["accept"], in: package)
    XCTAssertEqual(accepted.status, 0, accepted.output.text + accepted.output.errors)
    XCTAssertEqual(try attributes(reference, in: package).mode, 0o600)
    XCTAssertEqual(try attributes(reference, in: package).links, 2, "the hard link is kept")
    XCTAssertEqual(package.read("shared-filter.txt"), package.read(reference))
    XCTAssertTrue(package.read(reference)?.contains("[台積]體") ?? false)
    XCTAssertEqual(try attributes(source, in: package).mode, 0o640)
    XCTAssertTrue(package.read(source)?.contains("公司一覽") ?? false)
  }

  func testInit_KeepsTheIgnoreFilesPermissionsAndHardLink() async throws {
    let package = try TemporaryPackage(prefix: "snapshot-tool")
    try package.write(".build\n", at: ".gitignore")
    try setMode(0o640, of: ".gitignore", in: package)
    try FileManager.default.linkItem(
      at: package.root.appendingPathComponent(".gitignore"),
      to: package.root.appendingPathComponent("ignore-link"))
    let written = await run(["init"], in: package)
    XCTAssertEqual(written.status, 0, written.output.errors)
    XCTAssertEqual(package.read(".gitignore"), ".build\n/.snapshot-artifacts/\n")
    XCTAssertEqual(package.read("ignore-link"), package.read(".gitignore"))
    XCTAssertEqual(try attributes(".gitignore", in: package).mode, 0o640)
  }

  /// The tester's case: a snapshot folder that is a link to a folder outside the package;
  /// accept refuses, naming the link, and the file outside stays as it was.
  func testAccept_RefusesALinkOutOfThePackage_NamingIt() async throws {
    let package = try TemporaryPackage(prefix: "snapshot-tool")
    let outside = try TemporaryPackage(prefix: "outside")
    try outside.write("theirs\n", at: "shared/testA.txt")
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
    let link = package.root.appendingPathComponent("Snapshots/Linked")
    try FileManager.default.createSymbolicLink(
      at: link, withDestinationURL: outside.root.appendingPathComponent("shared"))
    try package.write("ours\n", at: ".snapshot-artifacts/actual/Linked/testA.txt")
    let accepted = await run(["accept"], in: package)
    XCTAssertEqual(accepted.status, 2)
    XCTAssertTrue(
      accepted.output.errors.contains("\(link.path) is a symbolic link to "),
      accepted.output.errors)
    XCTAssertTrue(accepted.output.errors.contains("Replace the link with a folder"))
    XCTAssertEqual(outside.read("shared/testA.txt"), "theirs\n")
    let left = try FileManager.default.contentsOfDirectory(
      atPath: outside.root.appendingPathComponent("shared").path)
    XCTAssertEqual(left, ["testA.txt"], "no temporary file outside either")
  }

  /// A `kill -9` between a write's two steps leaves a temporary file; the next run removes it
  /// and says so, and leaves alone one whose process is still alive.
  func testLeftoversOfAnInterruptedWrite_AreRemovedByTheNextRun() async throws {
    let package = try SnapshotsFixture()
    let gone = Int32.max - 1
    let leftovers = [
      "Snapshots/DirectoryTests/.testFilter.txt.\(gone).deadbeef.tmp",
      "Tests/AppTests/.TitleTests.swift.\(gone).deadbeef.tmp",
      ".snapshot-artifacts/manifest/xctest/.last-run.json.\(gone).deadbeef.tmp",
    ]
    let alive = "Snapshots/DirectoryTests/.testEmpty.txt.1.deadbeef.tmp"
    for path in leftovers + [alive] { try package.write("half", at: path) }
    let rejected = await run(["reject"], in: package)
    XCTAssertEqual(rejected.status, 0, rejected.output.errors)
    for path in leftovers {
      XCTAssertNil(package.read(path), path)
      XCTAssertTrue(
        rejected.output.text.contains("removed \(path), left by an interrupted write"),
        rejected.output.text)
    }
    XCTAssertEqual(package.read(alive), "half", "process 1 is alive: its write may go on")
  }

  /// Two accepts at once: the second says whom it waits for, writes nothing while the first
  /// holds the package, then does its work.
  func testASecondRunAtOnce_WaitsForTheFirstAndSaysSo() async throws {
    let package = try SnapshotsFixture()
    let before = package.read(reference)
    let holding = expectation(description: "the first run holds the package")
    let waiting = expectation(description: "the second run says it waits")
    let release = DispatchSemaphore(value: 0)
    let folders = package.folders
    let holder = Thread {
      do {
        let lock = try SnapshotToolLock(folders: folders, action: "review") { _ in }
        holding.fulfill()
        release.wait()
        lock.release()
      } catch {
        XCTFail("the first run could not take the lock: \(error)")
      }
    }
    holder.start()
    await fulfillment(of: [holding], timeout: 60)
    let output = OutputCollector()
    let console = Console(
      out: output.console.out,
      err: { text in
        output.console.err(text)
        if text.contains("waiting for") { waiting.fulfill() }
      })
    let arguments = ["accept", "--package-path", package.root.path]
    let second = Task { await SnapshotTool.run(arguments, console: console) }
    await fulfillment(of: [waiting], timeout: 60)
    XCTAssertEqual(
      output.errors,
      "waiting for `snapshots review` (process \(getpid())), which is writing in this package…\n")
    XCTAssertEqual(package.read(reference), before, "nothing written while the first holds it")
    release.signal()
    let status = await second.value
    XCTAssertEqual(status, 0, output.errors)
    XCTAssertTrue(package.read(reference)?.contains("[台積]體") ?? false)
  }
}
