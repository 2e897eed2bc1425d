import Foundation

/// One tmux pane on a server of its own, driven through the tmux command.
public final class TmuxPane {
  /// The shell's prompt in the pane.
  public static let prompt = "browse-test$ "
  /// The prompt as a capture shows it, without the trailing space.
  public static let promptMark = "browse-test$"

  private let tmux: String
  private let socket: String
  /// The tmux server's process id, which leads a session of its own.
  public private(set) var server: pid_t = 0
  /// Polls left for every wait of the test together.
  private var pollsLeft = 200
  private static let pollInterval: useconds_t = 100_000

  private init(tmux: String, socket: String) {
    self.tmux = tmux
    self.socket = socket
  }

  /// Starts a detached session running a plain shell.
  public static func start(tmux: String, width: Int, height: Int) throws -> TmuxPane {
    let socket = "stock-screens-browse-\(getpid())-\(UUID().uuidString.prefix(8))"
    let pane = TmuxPane(tmux: tmux, socket: socket)
    // The server this starts keeps whatever output it inherits open: give it none to keep.
    try pane.run(
      [
        "new-session", "-d", "-s", "browse", "-x", "\(width)", "-y", "\(height)",
        "env PS1='\(prompt)' ENV=/dev/null sh",
      ], capturing: false)
    // The server has left for a session of its own, where only its id finds it.
    do {
      let server = try pane.run(["display-message", "-p", "#{pid}"])
      guard let pid = pid_t(server.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        throw TmuxError("tmux gave no server process id but \(server.debugDescription)")
      }
      OrphanWatch.shared?.watch(pid)
      pane.server = pid
    } catch {
      pane.killServer()
      throw error
    }
    return pane
  }

  /// A pane at the shell's prompt that has been given `command` and Enter: what a test of a
  /// terminal program starts with. The pane is gone again if the prompt never shows.
  public static func running(
    _ command: String, tmux: String, width: Int, height: Int
  ) throws -> TmuxPane {
    let pane = try start(tmux: tmux, width: width, height: height)
    do {
      try pane.waitFor("the shell prompt") { $0.contains(promptMark) }
      try pane.type(command)
      try pane.press("Enter")
    } catch {
      pane.killServer()
      throw error
    }
    return pane
  }

  /// Types `text` literally (UTF-8 included).
  public func type(_ text: String) throws {
    try run(["send-keys", "-t", "browse", "-l", text])
  }

  /// Presses a key by its tmux name (`Enter`, `Escape`) or a single character.
  public func press(_ key: String) throws {
    try run(["send-keys", "-t", "browse", key])
  }

  /// What the pane shows now.
  public func capture() throws -> String {
    try run(["capture-pane", "-p", "-t", "browse"])
  }

  /// Polls the pane until `condition` holds and returns what it showed; fails with the
  /// last capture when the test's budget runs out.
  @discardableResult
  public func waitFor(_ what: String, _ condition: (String) -> Bool) throws -> String {
    var last = ""
    while pollsLeft > 0 {
      last = try capture()
      if condition(last) { return last }
      pollsLeft -= 1
      usleep(Self.pollInterval)
    }
    throw TmuxError("gave up waiting for \(what); the pane showed:\n\(last)")
  }

  /// Ends the server and every process in it.
  public func killServer() {
    _ = try? run(["kill-server"], capturing: false)
  }

  /// Runs tmux and returns what it printed.
  ///
  /// Spawned and reaped by hand: Foundation's `Process` waits for a descriptor that the tmux
  /// server, once forked off, would hold open for ever.
  @discardableResult
  private func run(_ arguments: [String], capturing: Bool = true) throws -> String {
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(socket)-\(UUID().uuidString).out").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, capturing ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // The server outlives this call: it must not keep the pipes of programs other tests run
    // meanwhile, whose readers would wait for it to end.
    DetachedProcess.closeInherited(&actions)
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = "C.UTF-8"
    let argv = ([tmux, "-u", "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, tmux, &actions, nil, argv + [nil], envp + [nil])
    guard spawned == 0 else { throw TmuxError("cannot start tmux: error \(spawned)") }
    guard let status = Self.exitStatus(of: pid, within: DeadlineExceeded.standardLimit) else {
      throw TmuxError(
        "tmux \(arguments.joined(separator: " ")) did not finish within "
          + "\(DeadlineExceeded.standardLimit); it was killed")
    }
    let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    // Exited normally (no signal in the low bits) with status 0.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
      throw TmuxError("tmux \(arguments.joined(separator: " ")) failed (\(status)): \(text)")
    }
    return text
  }

  /// The wait status of `pid` once it has exited; nil, with it killed and reaped, when it has
  /// not within `limit`.
  private static func exitStatus(of pid: pid_t, within limit: Duration) -> Int32? {
    let deadline = ContinuousClock.now + limit
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { return status }
      if reaped < 0, errno != EINTR { return status }
      guard ContinuousClock.now < deadline else { break }
      usleep(10_000)
    }
    kill(pid, SIGKILL)
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return nil
  }

  /// The tmux program on the PATH, if there is one.
  public static func findTmux() -> String? { ProgramRun.onPath("tmux")?.path }

  /// `text` quoted for the shell.
  public static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// A tmux command failed, or the pane never showed what was awaited.
public struct TmuxError: Error, CustomStringConvertible {
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
