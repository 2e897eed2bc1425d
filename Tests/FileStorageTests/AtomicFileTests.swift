import FileStorage
import Foundation
import TestSupport
import Testing

/// The one atomic write keeps what a file was: its permissions, its hard links, a symbolic
/// link as a link; refuses to leave a boundary through a link; and leaves only leftovers that
/// the next sweep recognises and removes, never a write still in progress.
@Suite struct AtomicFileTests {
  private let folder: TemporaryPackage

  init() throws {
    folder = try TemporaryPackage()
  }

  private func url(_ path: String) -> URL { folder.root.appendingPathComponent(path) }

  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url(path).path)
    return (attributes[.posixPermissions] as? Int) ?? -1
  }

  @Test(arguments: [0o600, 0o640, 0o755])
  func write_KeepsTheFilesPermissions(permissions: Int) throws {
    try folder.write("old\n", at: "a.txt")
    try FileManager.default.setAttributes(
      [.posixPermissions: permissions], ofItemAtPath: url("a.txt").path)
    try AtomicFile().write(Data("new\n".utf8), to: url("a.txt"))
    #expect(folder.read("a.txt") == "new\n")
    #expect(try mode("a.txt") == permissions)
  }

  @Test func write_KeepsHardLinksSharingTheFile() throws {
    try folder.write("old\n", at: "a.txt")
    try FileManager.default.linkItem(at: url("a.txt"), to: url("b.txt"))
    try AtomicFile().write(Data("new and longer\n".utf8), to: url("a.txt"))
    try AtomicFile().write(Data("short\n".utf8), to: url("b.txt"))
    #expect(folder.read("a.txt") == "short\n")
    let count = try FileManager.default.attributesOfItem(atPath: url("b.txt").path)[
      .referenceCount]
    #expect(count as? Int == 2, "the two names still share one file")
  }

  @Test func write_ThroughALinkInsideTheBoundary_WritesTheFileAndKeepsTheLink() throws {
    try folder.write("old\n", at: "real/a.txt")
    try FileManager.default.createSymbolicLink(
      atPath: url("alias.txt").path, withDestinationPath: "real/a.txt")
    let file = AtomicFile(boundaries: [folder.root])
    try file.write(Data("new\n".utf8), to: url("alias.txt"))
    #expect(folder.read("real/a.txt") == "new\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: url("alias.txt").path)
        == "real/a.txt")
  }

  @Test func write_RefusesALinkThatLeavesTheBoundary_NamingTheLink() throws {
    let outside = try TemporaryPackage()
    try outside.write("theirs\n", at: "A/testA.txt")
    try FileManager.default.createSymbolicLink(
      at: url("Snapshots"), withDestinationURL: outside.root)
    let file = AtomicFile(boundaries: [folder.root])
    let expected = FileStorageError.linkLeavesFolder(
      path: url("Snapshots/A/testA.txt").path, link: url("Snapshots").path,
      target: try #require(realPath(outside.root.path)), folder: folder.root.path)
    #expect(throws: expected) {
      try file.write(Data("ours\n".utf8), to: url("Snapshots/A/testA.txt"))
    }
    #expect(throws: expected) { try file.remove(atPath: url("Snapshots/A/testA.txt").path) }
    #expect(outside.read("A/testA.txt") == "theirs\n")
    #expect(outside.allFiles() == ["A/testA.txt"], "no temporary file left outside either")
    // Without a boundary (the market cache), or when the boundary is itself the link, the
    // write goes where the path leads.
    try AtomicFile(boundaries: [url("Snapshots")]).write(
      Data("ours\n".utf8), to: url("Snapshots/A/testA.txt"))
    #expect(outside.read("A/testA.txt") == "ours\n")
  }

  /// A boundary holds what is under its folder, not a sibling folder whose name starts with
  /// the boundary's: a link from `pkg` into `pkg-other` leaves `pkg`, one into `pkg` does not.
  @Test func write_RefusesALinkIntoASiblingWhoseNameStartsWithTheBoundarys() throws {
    try folder.write("theirs\n", at: "pkg-other/A/testA.txt")
    try folder.write("ours\n", at: "pkg/Kept/A/testA.txt")
    try FileManager.default.createSymbolicLink(
      atPath: url("pkg/Snapshots").path, withDestinationPath: "../pkg-other")
    try FileManager.default.createSymbolicLink(
      atPath: url("pkg/Alias").path, withDestinationPath: "Kept")
    let file = AtomicFile(boundaries: [url("pkg")])
    let expected = FileStorageError.linkLeavesFolder(
      path: url("pkg/Snapshots/A/testA.txt").path, link: url("pkg/Snapshots").path,
      target: try #require(realPath(url("pkg-other").path)), folder: url("pkg").path)
    #expect(throws: expected) {
      try file.write(Data("new\n".utf8), to: url("pkg/Snapshots/A/testA.txt"))
    }
    #expect(throws: expected) { try file.remove(atPath: url("pkg/Snapshots/A/testA.txt").path) }
    #expect(folder.read("pkg-other/A/testA.txt") == "theirs\n")
    try file.write(Data("new\n".utf8), to: url("pkg/Alias/A/testA.txt"))
    #expect(folder.read("pkg/Kept/A/testA.txt") == "new\n")
  }

  @Test func temporaryFile_NamesItsProcessAndIsLockedWhileWritten() throws {
    let seen = Seen()
    let file = AtomicFile(beforeRename: { temporary in
      seen.name = temporary.lastPathComponent
      let descriptor = open(temporary.path, O_RDONLY)
      defer { close(descriptor) }
      seen.locked = flock(descriptor, LOCK_EX | LOCK_NB) != 0
    })
    try file.write(Data("x\n".utf8), to: url("a.txt"))
    let parts = seen.name.split(separator: ".")
    #expect(seen.name.hasPrefix(".a.txt.\(getpid())."), "\(seen.name)")
    #expect(parts.last == "tmp" && parts.dropLast().last?.count == 8, "\(seen.name)")
    #expect(seen.locked, "a sweep cannot take the file of a write in progress")
    #expect(folder.allFiles() == ["a.txt"])
  }

  @Test func leftovers_OfGoneProcessesAreRemoved_NeverALiveWrite() throws {
    let gone = Int32.max - 1
    let names = [
      "Snapshots/A/.a.txt.\(gone).00c0ffee.tmp",  // its process is gone: removed
      "Snapshots/A/.b.txt.\(getpid()).00c0ffee.tmp",  // this process may be writing it
      "Snapshots/.c.txt.1.00c0ffee.tmp",  // process 1 is alive
      "Snapshots/.d.txt.\(gone).0c0ffee.tmp",  // not our name: seven digits
      "Snapshots/.e.txt.\(gone).00c0ffee.tmp",  // held open by a writer elsewhere
      "Snapshots/.f.txt.\(UUID().uuidString).tmp",  // the older form, fresh
      "Snapshots/.g.txt.\(UUID().uuidString).tmp",  // the older form, two hours old
      "Snapshots/A/a.txt",
    ]
    for name in names { try folder.write("x", at: name) }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -7_200)], ofItemAtPath: url(names[6]).path)
    let held = open(url(names[4]).path, O_RDONLY)
    defer { close(held) }
    #expect(flock(held, LOCK_EX) == 0)
    let removed = AtomicFile.removeLeftovers(under: url("Snapshots"))
    #expect(removed == [url(names[6]).path, url(names[0]).path].sorted())
    #expect(folder.allFiles() == names.filter { $0 != names[0] && $0 != names[6] }.sorted())
    #expect(AtomicFile.removeLeftovers(under: url("Snapshots/B")) == [], "no such folder")
  }

  private func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}

/// What a write's hook saw, read back by the test after the write.
private final class Seen: @unchecked Sendable {
  var name = ""
  var locked = false
}
