import Foundation
import LibraryTestSupport
import SnapshotStore
import TestSupport
import Testing

/// `stock-screens snapshots review` in a real terminal, tmux's, key by key: accept, reject,
/// skip, quit, and what that leaves on disk.
///
/// The session runs on a thread of its own (`blockingCall`), beside the other tests, on a tmux
/// server and a package folder of its own.
@Suite struct SnapshotsReviewTmuxTests {
  static let tmux = TmuxPane.findTmux()

  /// What the pane showed at the steps checked once the session is over.
  struct Screens: Sendable {
    var first: String
    var summary: String
  }

  @Test(
    .needsBuiltProgram,
    .enabled(
      if: tmux != nil,
      "tmux is not installed: the review end-to-end test needs it (apt-get install tmux)"))
  func review_AcceptRejectSkipAndQuit() async throws {
    let binary = try #require(BrowseBinary.url)
    let tmux = try #require(Self.tmux)
    let fixture = try SnapshotsFixture()
    let command =
      TmuxPane.quoted(binary.path) + " snapshots review --package-path "
      + TmuxPane.quoted(fixture.root.path)
    let screens = try await blockingCall("snapshots review in tmux", within: .seconds(300)) {
      try Self.review(tmux: tmux, command: command)
    }
    #expect(screens.first.contains("-  [台積]電 - (2330)  上市"), "\(screens.first)")
    #expect(screens.first.contains("+  [台積]體 - (2330)  上市"), "\(screens.first)")
    #expect(
      screens.first.contains(
        "test DirectoryTests/testFilter · Tests/AppTests/DirectoryTests.swift:42"))
    #expect(
      screens.summary.contains("accepted      Snapshots/DirectoryTests/testFilter.txt"),
      "\(screens.summary)")
    #expect(
      screens.summary.contains("skipped       Tests/AppTests/TitleTests.swift:2"),
      "\(screens.summary)")

    #expect(
      fixture.read("Snapshots/DirectoryTests/testFilter.txt")
        == SnapshotsFixture.filterReference.replacingOccurrences(of: "]電", with: "]體"))
    #expect(
      fixture.read("Snapshots/Scenarios/feed.txt") == SnapshotsFixture.storyboardReference)
    let left = try SnapshotReview(folders: fixture.folders).report()
    #expect(left.failed == [], "accepted and rejected leave nothing failed")
    #expect(left.missingWithArtifact.map(\.relativePath) == ["DirectoryTests/testNew.txt"])
    #expect(left.pendingInline.map(\.origin.line) == [2])
  }

  /// Runs `command` in a pane of a tmux server of its own and answers each snapshot in turn:
  /// accept, reject, an unknown key, skip, quit; then checks the exit status.
  private static func review(tmux: String, command: String) throws -> Screens {
    let pane = try TmuxPane.running(command, tmux: tmux, width: 100, height: 30)
    defer { pane.killServer() }
    let first = try pane.waitFor("the first snapshot") {
      $0.contains("Snapshot 1/4 · failed · Snapshots/DirectoryTests/testFilter.txt")
    }

    try pane.press("a")
    try pane.waitFor("the storyboard") {
      $0.contains("Snapshot 2/4 · failed · Snapshots/Scenarios/feed.txt")
    }
    try pane.press("r")
    try pane.waitFor("the missing one") { $0.contains("Snapshot 3/4 · missing") }
    try pane.press("x")
    try pane.waitFor("the keys after an unknown one") { $0.contains("keys: a accept") }
    try pane.press("s")
    try pane.waitFor("the inline one") {
      $0.contains("Snapshot 4/4 · inline · Tests/AppTests/TitleTests.swift:2")
    }
    try pane.press("q")
    let summary = try pane.waitFor("the summary on the shell's screen") {
      $0.contains("Reviewed 4 snapshots: 1 accepted, 1 rejected, 2 skipped.")
        && $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(TmuxPane.promptMark)
    }
    try pane.type(#"echo "status:$?""#)
    try pane.press("Enter")
    try pane.waitFor("the exit status") { $0.contains("status:0") }
    return Screens(first: first, summary: summary)
  }
}
