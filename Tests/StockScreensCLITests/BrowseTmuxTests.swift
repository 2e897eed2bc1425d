import Foundation
import TestSupport
import Testing

/// Runs `stock-screens browse` in a real terminal, tmux's, and checks what a person would see.
///
/// Waiting for a terminal to settle is the point of this test: each wait polls the pane a
/// bounded number of times, and all waits share one budget of about twenty seconds. The
/// session runs on a thread of its own (`blockingCall`), beside the other tests, on a tmux
/// server of its own.
@Suite struct BrowseTmuxTests {
  static let tmux = TmuxPane.findTmux()

  /// What the pane showed at the steps checked once the session is over.
  struct Screens: Sendable {
    var found: String
    var profile: String
    var after: String
  }

  @Test(
    .needsBuiltProgram,
    .enabled(
      if: tmux != nil,
      "tmux is not installed: the end-to-end browse test needs it (apt-get install tmux)"))
  func browse_LoadSearchOpenProfileGoBackAndQuit() async throws {
    let binary = try #require(BrowseBinary.url)
    let tmux = try #require(Self.tmux)
    let data = SharedData.folder.map { " --data " + TmuxPane.quoted($0.path) } ?? ""
    // A watchlist of the test's, never the user's own.
    let watchlist = FileManager.default.temporaryDirectory
      .appendingPathComponent("browse-watchlist-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: watchlist) }
    let command =
      TmuxPane.quoted(binary.path) + " browse" + data + " --watchlist "
      + TmuxPane.quoted(watchlist.path)
    let screens = try await blockingCall("browse in tmux", within: .seconds(300)) {
      try Self.browse(tmux: tmux, command: command)
    }

    let lines = screens.found.components(separatedBy: "\n")
    let status = try #require(lines.firstIndex { $0.contains("符合「台積」") }, "\(screens.found)")
    #expect(
      lines.dropFirst(status + 1).first?.hasPrefix("> [台積]電 - (2330)") == true,
      "first match:\n\(screens.found)")
    #expect(screens.profile.contains("台灣積體電路製造股份有限公司"), "\(screens.profile)")
    #expect(screens.profile.contains("Esc 返回"), "\(screens.profile)")
    let answers = Set(screens.after.components(separatedBy: "\n"))
    #expect(answers.contains("status:0"), "browse's exit status:\n\(screens.after)")
    #expect(
      answers.contains("sane:4"), "icanon, echo, isig and icrnl must be back on:\n\(screens.after)")
  }

  /// Runs `command` in a pane of a tmux server of its own and goes through the directory:
  /// load, search, open a profile, back, quit, then asks the shell how browse left it.
  private static func browse(tmux: String, command: String) throws -> Screens {
    let pane = try TmuxPane.running(command, tmux: tmux, width: 100, height: 30)
    defer { pane.killServer() }
    try pane.waitFor("the empty directory") { $0.contains("尚未取得資料") && $0.contains("1 上市") }

    try pane.press("1")
    try pane.waitFor("the listed companies") { $0.contains("已取得 上市 資料") }
    try pane.press("2")
    try pane.waitFor("listed and OTC companies") { $0.contains("已取得 上市 上櫃 資料") }

    try pane.press("/")
    try pane.type("台積")
    let found = try pane.waitFor("the search for 台積") { $0.contains("符合「台積」") }

    try pane.press("Enter")
    let profile = try pane.waitFor("2330's profile") {
      $0.contains("公司列表 > 公司資料") && $0.contains("台積電 (2330)")
    }

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
    return Screens(found: found, profile: profile, after: after)
  }
}
