import Foundation
import SnapshotStore
import TestSupport
import XCTest

/// `stock-screens snapshots review` in a real terminal, tmux's, key by key: accept, reject,
/// skip, quit, and what that leaves on disk.
final class SnapshotsReviewTmuxTests: XCTestCase {
  private var tmux: TmuxPane?

  override func tearDown() {
    tmux?.killServer()
    tmux = nil
    super.tearDown()
  }

  func testReview_AcceptRejectSkipAndQuit() throws {
    guard let binary = BrowseBinary.url else { throw XCTSkip(BrowseBinary.missingMessage) }
    guard let tmuxPath = TmuxPane.findTmux() else {
      throw XCTSkip(
        "tmux is not installed: the review end-to-end test needs it (apt-get install tmux)")
    }
    let fixture = try SnapshotsFixture()
    let pane = try TmuxPane.start(tmux: tmuxPath, width: 100, height: 30)
    tmux = pane
    try pane.waitFor("the shell prompt") { $0.contains(TmuxPane.promptMark) }
    try pane.type(
      TmuxPane.quoted(binary.path) + " snapshots review --package-path "
        + TmuxPane.quoted(fixture.root.path))
    try pane.press("Enter")
    let first = try pane.waitFor("the first snapshot") {
      $0.contains("Snapshot 1/4 · failed · Snapshots/DirectoryTests/testFilter.txt")
    }
    XCTAssertTrue(first.contains("-  [台積]電 - (2330)  上市"), first)
    XCTAssertTrue(first.contains("+  [台積]體 - (2330)  上市"), first)
    XCTAssertTrue(
      first.contains("test DirectoryTests/testFilter · Tests/AppTests/DirectoryTests.swift:42"))

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
    XCTAssertTrue(
      summary.contains("accepted      Snapshots/DirectoryTests/testFilter.txt"), summary)
    XCTAssertTrue(summary.contains("skipped       Tests/AppTests/TitleTests.swift:2"), summary)
    try pane.type(#"echo "status:$?""#)
    try pane.press("Enter")
    try pane.waitFor("the exit status") { $0.contains("status:0") }

    XCTAssertEqual(
      fixture.read("Snapshots/DirectoryTests/testFilter.txt"),
      SnapshotsFixture.filterReference.replacingOccurrences(of: "]電", with: "]體"))
    XCTAssertEqual(
      fixture.read("Snapshots/Scenarios/feed.txt"), SnapshotsFixture.storyboardReference)
    let left = try SnapshotReview(folders: fixture.folders).report()
    XCTAssertEqual(left.failed, [], "accepted and rejected leave nothing failed")
    XCTAssertEqual(left.missingWithArtifact.map(\.relativePath), ["DirectoryTests/testNew.txt"])
    XCTAssertEqual(left.pendingInline.map(\.origin.line), [2])
  }
}
