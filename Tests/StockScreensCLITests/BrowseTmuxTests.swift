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
    // A watchlist of the test's, never the user's own.
    let watchlist = FileManager.default.temporaryDirectory
      .appendingPathComponent("browse-watchlist-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: watchlist) }
    try pane.type(
      TmuxPane.quoted(binary.path) + " browse" + data + " --watchlist "
        + TmuxPane.quoted(watchlist.path))
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
