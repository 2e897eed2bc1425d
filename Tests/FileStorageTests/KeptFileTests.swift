import FileStorage
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file several processes keep: a change is made to the file as it is now and is written
/// whole; what cannot be read is never written over; a read tells a file unchanged from one
/// another writer replaced; and only the file's own leftovers are swept.
@Suite struct KeptFileTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
  private func text(_ bytes: [UInt8]?) -> String? {
    bytes.map { String(decoding: $0, as: UTF8.self) }
  }

  /// A change that appends `line` to what the file holds.
  private func append(_ line: String) -> ([UInt8]?) -> (write: [UInt8]?, answer: String?) {
    { old in
      let now = (text(old) ?? "") + line
      return (bytes(now), now)
    }
  }

  @Test func aChange_IsMadeToTheFileAsItIsNow_WhoeverWroteItLast() throws {
    let file = KeptFile(path: folder("list.txt"))
    let other = KeptFile(path: folder("list.txt"))
    #expect(try file.update(append("a\n")).answer == "a\n")
    #expect(try other.update(append("b\n")).answer == "a\nb\n")
    try folder.write("a\nb\nc\n", to: "list.txt")
    #expect(try file.update(append("d\n")).answer == "a\nb\nc\nd\n")
    #expect(folder.read("list.txt") == "a\nb\nc\nd\n")
  }

  @Test func aChangeThatWritesNothing_OrTheSameBytes_LeavesTheFileAlone() throws {
    let file = KeptFile(path: folder("list.txt"))
    let (_, version) = try file.update { _ in (bytes("a\n"), ()) }
    let before = try #require(Self.inode(folder("list.txt")))
    let (_, same) = try file.update { old in (old, ()) }
    #expect(try file.update { _ in (nil, 1) }.answer == 1)
    #expect(Self.inode(folder("list.txt")) == before, "not replaced")
    #expect(same == version)
  }

  @Test func whatCannotBeRead_IsNeverWritten_AndTheChangeIsNotAsked() throws {
    try FileManager.default.createDirectory(
      atPath: folder("list.txt"), withIntermediateDirectories: true)
    let file = KeptFile(path: folder("list.txt"))
    var asked = false
    #expect(throws: KeptFileError.unreadable(path: folder("list.txt"), .notRegular(.folder))) {
      try file.update { _ in
        asked = true
        return (self.bytes("x"), ())
      }
    }
    #expect(!asked)
    let small = KeptFile(path: folder("big.txt"), maxBytes: 4)
    try folder.write("12345", to: "big.txt")
    #expect(throws: KeptFileError.unreadable(path: folder("big.txt"), .tooLarge(size: 5, limit: 4)))
    {
      try small.update(append("6"))
    }
    #expect(folder.read("big.txt") == "12345")
    try folder.write("1234", to: "big.txt")
    #expect(try small.read() == .contents(bytes("1234"), try small.read().version))
  }

  @Test func aRead_SinceAVersion_TellsWhetherAnotherWriterChangedTheFile() throws {
    let file = KeptFile(path: folder("list.txt"))
    let first = try file.read()
    #expect(first == .contents(nil, .absent), "no file yet")
    #expect(try file.read(since: .absent) == .unchanged(.absent))
    let (_, version) = try file.update(append("a\n"))
    #expect(try file.read(since: version) == .unchanged(version))
    // Another writer puts the same bytes back by a rename: a new inode, the same content.
    try folder.write("a\n", to: "copy.txt")
    #expect(rename(folder("copy.txt"), folder("list.txt")) == 0)
    guard case .unchanged(let renamed) = try file.read(since: version) else {
      Issue.record("the same bytes read as a change")
      return
    }
    #expect(renamed != version, "the new status is remembered")
    #expect(try file.read(since: renamed) == .unchanged(renamed))
    // Another writer changes one byte, keeping the size.
    try folder.write("b\n", to: "list.txt")
    guard case .contents(let changed, let newer) = try file.read(since: renamed) else {
      Issue.record("a change of content not seen")
      return
    }
    #expect(text(changed) == "b\n")
    #expect(newer != renamed)
    try FileManager.default.removeItem(atPath: folder("list.txt"))
    #expect(try file.read(since: newer) == .contents(nil, .absent))
  }

  @Test func aLinkToNothingYet_StaysALink_AndTheFileIsMadeWhereItLeads() throws {
    try FileManager.default.createSymbolicLink(
      atPath: folder("list.txt"), withDestinationPath: "elsewhere/real.txt")
    let file = KeptFile(path: folder("list.txt"))
    _ = try file.update(append("a\n"))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder("list.txt"))
        == "elsewhere/real.txt")
    #expect(folder.read("elsewhere/real.txt") == "a\n")
    #expect(FileManager.default.fileExists(atPath: folder("elsewhere/.real.txt.lock")))
    // Both names share one lock: the file's.
    let held = try FileLock(on: folder("elsewhere/.real.txt.lock"))
    let impatient = KeptFile(path: folder("list.txt"), lockTimeout: .milliseconds(10))
    #expect(throws: KeptFileError.self) { try impatient.update(append("b\n")) }
    held.release()
    #expect(try file.update(append("b\n")).answer == "a\nb\n")
  }

  @Test func theLeftoversSwept_AreThoseOfThisFile_WhoseWritersAreGone() throws {
    // A process number that is not running: the highest a system allows is far below it.
    let gone = "2147483646"
    for name in [".list.txt.\(gone).0000abcd.tmp", ".other.txt.\(gone).0000abcd.tmp"] {
      try folder.write("half", to: name)
    }
    try folder.write("mine", to: ".list.txt.\(getpid()).0000abcd.tmp")
    let file = KeptFile(path: folder("list.txt"))
    #expect(file.removeLeftovers() == [folder(".list.txt.\(gone).0000abcd.tmp")])
    #expect(
      folder.names == [
        ".list.txt.\(getpid()).0000abcd.tmp", ".other.txt.\(gone).0000abcd.tmp",
      ])
  }

  @Test func aSystemFailure_CarriesItsNumber_NotFoundationsText() throws {
    struct Full: Error {}
    let file = KeptFile(
      path: folder("list.txt"),
      atomicFile: AtomicFile(beforeRename: { _ in throw POSIXError(.ENOSPC) }))
    #expect(
      throws: KeptFileError.unwritable(
        .unwritable(path: folder("list.txt"), reason: "No space left on device", code: ENOSPC))
    ) {
      try file.update(append("a\n"))
    }
    #expect(folder.names == [".list.txt.lock"], "no temporary file left")
  }

  private static func inode(_ path: String) -> UInt64? {
    var status = stat()
    return stat(path, &status) == 0 ? UInt64(status.st_ino) : nil
  }
}

extension KeptFile.Found {
  /// The version read or kept.
  var version: KeptFile.Version {
    switch self {
    case .unchanged(let version), .contents(_, let version): version
    }
  }
}
