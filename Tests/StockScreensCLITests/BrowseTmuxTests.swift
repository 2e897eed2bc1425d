import Foundation
import TestSupport
import XCTest

/// Runs `stock-screens browse` in a real terminal, tmux's, and checks what a person would see.
///
/// Waiting for a terminal to settle is the point of this test: each wait polls the pane a
/// bounded number of times, and all waits share one budget of about twenty seconds.
final class BrowseTmuxTests: XCTestCase {
  private var tmux: TmuxPane?

  override func tearDown() {
    tmux?.killServer()
    tmux = nil
    super.tearDown()
  }

  func testBrowse_LoadSearchOpenProfileGoBackAndQuit() throws {
    guard let binary = BrowseBinary.url else { throw XCTSkip(BrowseBinary.missingMessage) }
    guard let tmuxPath = TmuxPane.findTmux() else {
      throw XCTSkip(
        "tmux is not installed: the end-to-end browse test needs it (apt-get install tmux)")
    }
    let pane = try TmuxPane.start(tmux: tmuxPath, width: 100, height: 30)
    tmux = pane
    try pane.waitFor("the shell prompt") { $0.contains(TmuxPane.promptMark) }

    let data = SharedData.folder.map { " --data " + TmuxPane.quoted($0.path) } ?? ""
    try pane.type(TmuxPane.quoted(binary.path) + " browse" + data)
    try pane.press("Enter")
    try pane.waitFor("the empty directory") { $0.contains("尚未取得資料") && $0.contains("1 上市") }

    try pane.press("1")
    try pane.waitFor("the listed companies") { $0.contains("已取得 上市 資料") }
    try pane.press("2")
    try pane.waitFor("listed and OTC companies") { $0.contains("已取得 上市 上櫃 資料") }

    try pane.press("/")
    try pane.type("台積")
    let found = try pane.waitFor("the search for 台積") { $0.contains("符合「台積」") }
    let lines = found.components(separatedBy: "\n")
    let status = try XCTUnwrap(lines.firstIndex { $0.contains("符合「台積」") }, found)
    XCTAssertTrue(lines[status + 1].hasPrefix("> [台積]電 - (2330)"), "first match:\n\(found)")

    try pane.press("Enter")
    let profile = try pane.waitFor("2330's profile") {
      $0.contains("公司列表 > 公司資料") && $0.contains("台積電 (2330)")
    }
    XCTAssertTrue(profile.contains("台灣積體電路製造股份有限公司"), profile)
    XCTAssertTrue(profile.contains("Esc 返回"), profile)

    try pane.press("Escape")
    try pane.waitFor("the search again") { $0.contains("符合「台積」") && !$0.contains("公司資料") }

    try pane.press("q")
    try pane.waitFor("the prompt after quitting") { pane in
      !pane.contains("公司列表")
        && pane.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(TmuxPane.promptMark)
    }
    try pane.type(
      #"echo "status:$?"; echo "sane:$(stty -a | tr ' ;' '\n\n' | grep -x -c -e icanon -e echo -e isig -e icrnl)"; echo ok-$((1+1))"#
    )
    try pane.press("Enter")
    let after = try pane.waitFor("the shell's answers") {
      $0.components(separatedBy: "\n").contains("ok-2")
    }
    let answers = Set(after.components(separatedBy: "\n"))
    XCTAssertTrue(answers.contains("status:0"), "browse's exit status:\n\(after)")
    XCTAssertTrue(
      answers.contains("sane:4"), "icanon, echo, isig and icrnl must be back on:\n\(after)")
  }
}

/// One tmux pane on a server of its own, driven through the tmux command.
final class TmuxPane {
  /// The shell's prompt in the pane.
  static let prompt = "browse-test$ "
  /// The prompt as a capture shows it, without the trailing space.
  static let promptMark = "browse-test$"

  private let tmux: String
  private let socket: String
  /// Polls left for every wait of the test together.
  private var pollsLeft = 200
  private static let pollInterval: useconds_t = 100_000

  private init(tmux: String, socket: String) {
    self.tmux = tmux
    self.socket = socket
  }

  /// Starts a detached session running a plain shell.
  static func start(tmux: String, width: Int, height: Int) throws -> TmuxPane {
    let socket = "stock-screens-browse-\(getpid())-\(UUID().uuidString.prefix(8))"
    let pane = TmuxPane(tmux: tmux, socket: socket)
    // The server this starts keeps whatever output it inherits open: give it none to keep.
    try pane.run(
      [
        "new-session", "-d", "-s", "browse", "-x", "\(width)", "-y", "\(height)",
        "env PS1='\(prompt)' ENV=/dev/null sh",
      ], capturing: false)
    return pane
  }

  /// Types `text` literally (UTF-8 included).
  func type(_ text: String) throws {
    try run(["send-keys", "-t", "browse", "-l", text])
  }

  /// Presses a key by its tmux name (`Enter`, `Escape`) or a single character.
  func press(_ key: String) throws {
    try run(["send-keys", "-t", "browse", key])
  }

  /// What the pane shows now.
  func capture() throws -> String {
    try run(["capture-pane", "-p", "-t", "browse"])
  }

  /// Polls the pane until `condition` holds and returns what it showed; fails with the
  /// last capture when the test's budget runs out.
  @discardableResult
  func waitFor(_ what: String, _ condition: (String) -> Bool) throws -> String {
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
  func killServer() {
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
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    // Exited normally (no signal in the low bits) with status 0.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
      throw TmuxError("tmux \(arguments.joined(separator: " ")) failed (\(status)): \(text)")
    }
    return text
  }

  /// The tmux program on the PATH, if there is one.
  static func findTmux() -> String? { ProgramRun.onPath("tmux")?.path }

  /// `text` quoted for the shell.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// A tmux command failed, or the pane never showed what was awaited.
struct TmuxError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
