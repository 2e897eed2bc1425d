import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process apart from this one that ends what this one started once this one has ended,
/// however it ended: a test run stopped by a timeout, Ctrl-C or SIGKILL leaves no server,
/// `serve`, tmux or browser behind, holding a port.
///
///     try process.runWatched()             // a child, and whatever it starts
///     OrphanWatch.shared?.watch(server)    // a process that leads a group no Process started
///
/// It is `Tests/Support/orphan_watch.sh`, started at the first watch in a session of its own
/// (so that whatever ends this process's group spares it), reading process ids from a socket
/// whose other end only this process holds: that end is closed on exec, so no child keeps it,
/// and the socket's end is this process's end, whatever ended it. The script then ends each
/// watched process group and what its members started. Every process a test starts is
/// watched: through `runWatched()`, or `watch(_:)` for one that left for a session of its own
/// (a tmux server). A program a test starts to outlive it (`DetachedProcess`) is not.
public final class OrphanWatch: Sendable {
  /// The watch of this process; nil where it could not be started, which is said once on
  /// standard error.
  public static let shared: OrphanWatch? = start()

  /// This process's end of the socket.
  private let descriptor: Int32
  private let lock = NSLock()

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Has the process group that `pid` leads (and what its members start) ended when this
  /// process ends, unless it has ended before.
  public func watch(_ pid: pid_t) {
    let line = Array("\(pid)\n".utf8)
    lock.withLock {
      var sent = 0
      while sent < line.count {
        let count = line[sent...].withUnsafeBytes {
          send(descriptor, $0.baseAddress, $0.count, Self.noSignal)
        }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return Self.say("the watch has ended (error \(errno))") }
        sent += count
      }
    }
  }

  #if canImport(Glibc)
    /// A watch that has ended is an error of `send`, not a SIGPIPE that ends the tests.
    private static let noSignal = Int32(MSG_NOSIGNAL)
  #else
    private static let noSignal: Int32 = 0
  #endif

  private static func start() -> OrphanWatch? {
    guard let root = SharedData.packageRoot() else {
      say("no package root, which holds Tests/Support/orphan_watch.sh")
      return nil
    }
    let script = root.appendingPathComponent("Tests/Support/orphan_watch.sh")
    guard let (mine, its) = socketPair() else {
      say("no socket pair (error \(errno))")
      return nil
    }
    defer { close(its) }
    let started = DetachedProcess.start(
      ["/bin/sh", script.path], input: its, output: URL(fileURLWithPath: "/dev/null"))
    guard started else {
      close(mine)
      say("/bin/sh \(script.path) could not be started")
      return nil
    }
    return OrphanWatch(descriptor: mine)
  }

  /// Two connected ends, both closed on exec: this process's, then the script's.
  private static func socketPair() -> (Int32, Int32)? {
    var ends: [Int32] = [-1, -1]
    #if canImport(Glibc)
      let kind = Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue)
      guard socketpair(AF_UNIX, kind, 0, &ends) == 0 else { return nil }
    #else
      guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else { return nil }
      var on: Int32 = 1
      _ = setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(4))
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    #endif
    return (ends[0], ends[1])
  }

  private static func say(_ problem: String) {
    let line = "OrphanWatch: \(problem): what the tests start may outlive them\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}

extension Process {
  /// Starts the process as `run()` does, and has it and what it starts ended when this
  /// process ends, however it ends (see `OrphanWatch`). Foundation starts it in a process
  /// group of its own, which the watch ends whole.
  public func runWatched() throws {
    try run()
    OrphanWatch.shared?.watch(processIdentifier)
  }
}
