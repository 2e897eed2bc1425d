import Foundation
import TestSupport
import Testing

/// Runs `stock-screens browse` in tmux on the screener's form, on the embedded sample: Tab
/// into the form, → to choose a market, typing a capital bound in place, Enter in the field
/// (which must not open a row), Space on the toggle, → on the industry with no row to change,
/// Esc back to the list, and quitting.
///
/// Each wait polls the pane a bounded number of times; every wait says what it waited for.
@Suite struct BrowseFormTmuxTests {
  @Test(
    .needsBuiltProgram,
    .enabled(
      if: BrowseTmuxTests.tmux != nil,
      "tmux is not installed: the end-to-end browse test needs it (apt-get install tmux)"))
  func browse_TheScreenersForm() async throws {
    let binary = try #require(BrowseBinary.url)
    let tmux = try #require(BrowseTmuxTests.tmux)
    let watchlist = FileManager.default.temporaryDirectory
      .appendingPathComponent("browse-form-watchlist-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: watchlist) }
    let command =
      TmuxPane.quoted(binary.path) + " browse --watchlist " + TmuxPane.quoted(watchlist.path)
    let seen = try await blockingCall("browse's screener in tmux", within: .seconds(300)) {
      try Self.fillTheForm(tmux: tmux, command: command)
    }
    #expect(seen.typed.contains("> 資本額下限 [1000    ]"), "\(seen.typed)")
    #expect(seen.typed.contains("台積電 - (2330)"), "\(seen.typed)")
    #expect(!seen.typed.contains("台泥 - (1101)"), "77.5 億 is under the bound:\n\(seen.typed)")
    #expect(seen.typed.contains("輸入文字編輯"), "the help says typing edits:\n\(seen.typed)")
    #expect(!seen.toggled.contains("公司資料"), "Enter in the field opened a row:\n\(seen.toggled)")
  }

  /// What the pane showed with the bound typed, and with the toggle turned after Enter.
  struct Seen: Sendable {
    var typed: String
    var toggled: String
  }

  private static func fillTheForm(tmux: String, command: String) throws -> Seen {
    let pane = try TmuxPane.running(command, tmux: tmux, width: 80, height: 24)
    defer { pane.killServer() }
    try pane.waitFor("the directory") { $0.contains("尚未取得資料") }
    // The screener is the last tab but 設定: Shift-Tab from the first goes round to 設定,
    // then back to it.
    try pane.press("BTab")
    try pane.waitFor("設定") { $0.contains("漲跌顏色 (•) 紅漲綠跌") }
    try pane.press("BTab")
    try pane.waitFor("the screener's every company") {
      $0.contains("符合 91 家 / 共 91 家") && $0.contains("Tab 市場")
    }
    try pane.press("Tab")
    try pane.press("Right")
    try pane.waitFor("上市 chosen") {
      $0.contains("> 市場 ( ) 全部 (•) 上市") && $0.contains("符合 30 家 / 共 30 家")
    }
    try pane.press("Tab")
    try pane.press("Tab")
    try pane.type("1000")
    // The field shows each key at once, the list once the session has the edit: the wait is
    // for the list of the whole bound (6 of the 30 listed have 1000 億), not for the
    // frame of "10" or "100" drawn while the rest is in flight.
    let typed = try pane.waitFor("the bound typed in place and the list of 1000 億") {
      $0.contains("資本額下限 [1000    ]") && $0.contains("符合 6 家 / 共 30 家")
    }
    try pane.press("Enter")
    // From 資本額下限 past 資本額上限 and the four bounds on the day's quote.
    for _ in 0..<6 { try pane.press("Tab") }
    try pane.press("Space")
    let toggled = try pane.waitFor("只看自選股 on, of an empty watchlist") {
      $0.contains("> [x] 只看自選股") && $0.contains("沒有符合條件的公司")
    }
    // A choice whose change changes no row (nothing is listed, and the status does not name
    // the industry) is drawn at once all the same, not at the next key. Back past the four
    // bounds on the day's quote and the two on the capital.
    for _ in 0..<7 { try pane.press("BTab") }
    try pane.press("Right")
    try pane.waitFor("an industry chosen, drawn with no further key") {
      $0.contains("> 產業 (•) ") && !$0.contains("> 產業 (•) 全部") && $0.contains("沒有符合條件的公司")
    }
    try pane.press("Escape")
    // Esc and q in one read would be Alt-q, which never quits: q waits for Esc's frame.
    try pane.waitFor("the list with the keys again") {
      $0.contains("  [x] 只看自選股") && $0.contains("q 離開")
    }
    try pane.press("q")
    try pane.waitFor("the prompt after quitting") { pane in
      !pane.contains("選股")
        && pane.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(TmuxPane.promptMark)
    }
    return Seen(typed: typed, toggled: toggled)
  }
}
