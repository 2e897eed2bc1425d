import FileStorage
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The advisory lock every process that shares a file takes: one exclusive holder, many
/// shared ones, a wait that ends when the holder lets go or its process ends however it ends,
/// and a bounded wait that says whom it gave up on.
@Suite struct FileLockTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  @Test func anExclusiveLock_KeepsOutEveryOther_UntilItIsReleased() throws {
    let path = folder("nested/folders/.list.lock")
    let first = try FileLock(on: path)
    #expect(FileManager.default.fileExists(atPath: path), "made with its folders")
    #expect(throws: FileStorageError.lockTimedOut(path: path, waited: .milliseconds(20))) {
      try FileLock(on: path, timeout: .milliseconds(20))
    }
    #expect(throws: FileStorageError.lockTimedOut(path: path, waited: .zero)) {
      try FileLock(on: path, .shared, timeout: .zero)
    }
    first.release()
    first.release()
    // Another test's child may hold a copy of the released descriptor for the moment between
    // its fork and its exec: the lock is free once it has, so a short wait, not none.
    let second = try FileLock(on: path, timeout: .seconds(5))
    second.release()
  }

  @Test func sharedLocks_AreHeldTogether_AndKeepOutAnExclusiveOne() throws {
    let path = folder(".list.lock")
    let readers = try (0..<3).map { _ in try FileLock(on: path, .shared, timeout: .seconds(5)) }
    #expect(throws: FileStorageError.lockTimedOut(path: path, waited: .milliseconds(5))) {
      try FileLock(on: path, .exclusive, timeout: .milliseconds(5))
    }
    readers.forEach { $0.release() }
    _ = try FileLock(on: path, .exclusive, timeout: .seconds(5))
  }

  @Test func aWaiter_IsToldOnce_AndGetsTheLockWhenTheHolderLetsGo() async throws {
    let path = folder(".list.lock")
    let holder = try FileLock(on: path)
    holder.writeHolder("serve 4242\n")
    let told = Counter()
    let got = Counter()
    // A thread of its own: a wait for a lock blocks its thread, as it does a program's.
    Thread.detachNewThread {
      if let lock = try? FileLock(on: path, timeout: .seconds(120), waiting: { told.add() }) {
        lock.release()
        got.add()
      }
    }
    // The waiter says it waits before it waits: then the holder lets go.
    try await Self.until("the waiter to say it waits") { told.value == 1 }
    #expect(folder.read(".list.lock") == "serve 4242\n")
    holder.release()
    try await Self.until("the waiter to get the lock") { got.value == 1 }
    #expect(told.value == 1)
  }

  /// Waits until `condition` holds, for two minutes at most: a bound on a loaded machine, not
  /// a budget.
  private static func until(_ what: String, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(120)
    while !condition() {
      guard ContinuousClock.now < deadline else { throw Timeout(what: what) }
      try await Task.sleep(for: .milliseconds(1))
    }
  }

  private struct Timeout: Error, CustomStringConvertible {
    var what: String
    var description: String { "waited 120 s for \(what)" }
  }

  @Test func aLockHeldByAProcessThatIsKilled_IsFreeAtOnce() async throws {
    let path = folder(".list.lock")
    // A child of one process, no grandchild, that takes the lock, says so, and sleeps until
    // it is killed, or until this process ends, however it ends: it never outlives the test.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    child.arguments = [
      "python3", "-c",
      """
      import fcntl, os, sys, time
      parent = os.getppid()
      held = open(sys.argv[1], "a")
      fcntl.flock(held, fcntl.LOCK_EX)
      print("held", flush=True)
      while os.getppid() == parent:
          time.sleep(0.2)
      """, path,
    ]
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let held = Self.line(from: output.fileHandleForReading.fileDescriptor)
    let refused = Result { try FileLock(on: path, timeout: .zero) }
    kill(child.processIdentifier, SIGKILL)
    child.waitUntilExit()
    #expect(held == "held\n")
    #expect(throws: FileStorageError.lockTimedOut(path: path, waited: .zero)) {
      try refused.get()
    }
    _ = try FileLock(on: path, timeout: .seconds(5))
  }

  /// What `descriptor` gives within 30 seconds, up to a line's end or its end.
  private static func line(from descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while bytes.last != 0x0A, poll(&waiting, 1, 30_000) > 0 {
      var byte: UInt8 = 0
      guard read(descriptor, &byte, 1) == 1 else { break }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func aLockWhereAFileIsInThePath_SaysWhatTheSystemSaid() throws {
    try folder.write("a file", to: "blocked")
    let path = folder("blocked/.list.lock")
    #expect(
      throws: FileStorageError.unwritable(path: path, reason: "Not a directory", code: ENOTDIR)
    ) {
      try FileLock(on: path)
    }
    let error = FileStorageError.lockTimedOut(path: path, waited: .seconds(10))
    #expect(
      error.description == "\(path) is locked by another process; gave up after waiting 10 s")
    let brief = FileStorageError.lockTimedOut(path: path, waited: .milliseconds(20))
    #expect(brief.description.hasSuffix("gave up after waiting 20 ms"))
  }
}

/// A count a detached task adds to and a test reads.
private final class Counter: @unchecked Sendable {
  // Unchecked: read and written under `lock`.
  private let lock = NSLock()
  private var count = 0

  func add() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}
