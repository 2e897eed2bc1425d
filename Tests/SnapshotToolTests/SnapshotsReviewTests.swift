import CommandLineSyntax
import LibraryTestSupport
import ScreenModelTesting
import SnapshotStore
import TerminalControl
import XCTest

@testable import SnapshotTool

/// The interactive review's core: keys in, decisions and effects out, and the frames it draws.
final class SnapshotsReviewTests: XCTestCase {
  private let size = WindowSize(width: 90, height: 16)

  private func model(heights: [Int] = [10, 10, 10]) -> ReviewModel {
    ReviewModel(itemCount: heights.count, bodyHeights: heights, size: size)
  }

  private func press(_ keys: [Key], on model: inout ReviewModel) -> [ReviewEffect] {
    keys.flatMap { model.handle(.key($0)) }
  }

  func testKeys_AcceptRejectSkipOneAtATimeThenFinish() {
    var review = model()
    XCTAssertEqual(press([.character("a")], on: &review), [.accept(0)])
    XCTAssertEqual(review.index, 1)
    XCTAssertEqual(press([.character("r")], on: &review), [.reject(1)])
    XCTAssertEqual(press([.character("s")], on: &review), [.finish(status: 0)])
    XCTAssertEqual(review.decisions, [.accepted, .rejected, .skipped])
    XCTAssertTrue(review.isFinished)
    XCTAssertEqual(press([.character("a")], on: &review), [], "nothing after the end")
  }

  func testCapitals_DecideAllTheRest() {
    var accepting = model()
    _ = press([.character("s")], on: &accepting)
    XCTAssertEqual(
      press([.character("A")], on: &accepting), [.accept(1), .accept(2), .finish(status: 0)])
    XCTAssertEqual(accepting.decisions, [.skipped, .accepted, .accepted])
    var rejecting = model()
    XCTAssertEqual(
      press([.character("R")], on: &rejecting),
      [.reject(0), .reject(1), .reject(2), .finish(status: 0)])
    var skipping = model()
    XCTAssertEqual(press([.character("S")], on: &skipping), [.finish(status: 0)])
    XCTAssertEqual(skipping.decisions, [.skipped, .skipped, .skipped])
  }

  func testQuit_LeavesTheRestUndecided_AndCtrlCExits130() {
    var quitting = model()
    _ = press([.character("a")], on: &quitting)
    XCTAssertEqual(press([.character("q")], on: &quitting), [.finish(status: 0)])
    XCTAssertEqual(quitting.decisions, [.accepted, nil, nil])
    var interrupted = model()
    XCTAssertEqual(press([.interrupt], on: &interrupted), [.finish(status: 130)])
  }

  func testScrolling_StaysWithinTheDiff() {
    var review = model(heights: [30, 3])
    XCTAssertEqual(review.bodyRows, 12)
    _ = press([.down, .down, .character("j")], on: &review)
    XCTAssertEqual(review.scroll, 3)
    _ = press([.end], on: &review)
    XCTAssertEqual(review.scroll, 18)
    _ = press([.pageDown, .down], on: &review)
    XCTAssertEqual(review.scroll, 18)
    _ = press([.pageUp, .up], on: &review)
    XCTAssertEqual(review.scroll, 5)
    _ = press([.character("s")], on: &review)
    XCTAssertEqual(review.scroll, 0, "a new snapshot starts at its top")
    _ = press([.down], on: &review)
    XCTAssertEqual(review.scroll, 0, "a short diff does not scroll")
  }

  func testUnknownKey_ShowsTheKeys_AndAFailedAcceptIsSaid() {
    var review = model()
    XCTAssertEqual(press([.character("x")], on: &review), [])
    XCTAssertEqual(review.notice, "keys: " + ReviewModel.keys)
    _ = press([.character("a")], on: &review)
    XCTAssertNil(review.notice)
    XCTAssertEqual(review.handle(.performed(item: 0, failure: "the file changed")), [])
    XCTAssertEqual(review.decisions[0], .refused("the file changed"))
    XCTAssertEqual(review.notice, "not accepted: the file changed")
  }

  func testNothingToReview_IsFinishedAtOnce() {
    XCTAssertTrue(ReviewModel(itemCount: 0, bodyHeights: [], size: size).isFinished)
  }

  func testItems_ComeInCheckOrderWithTheirOrigins() throws {
    let fixture = try SnapshotsFixture()
    let items = try ReviewItem.all(in: SnapshotReview(folders: fixture.folders))
    XCTAssertEqual(
      items.map(\.title),
      [
        "Snapshots/DirectoryTests/testFilter.txt", "Snapshots/Scenarios/feed.txt",
        "Snapshots/DirectoryTests/testNew.txt", "Tests/AppTests/TitleTests.swift:2",
      ])
    XCTAssertEqual(items.map(\.kindName), ["failed", "failed", "missing", "inline"])
    XCTAssertEqual(items[0].origin?.line, 42)
    XCTAssertNil(items[2].reference)
  }

  func testFrames_MarkTheChangedCharacters() throws {
    let fixture = try SnapshotsFixture()
    let items = try ReviewItem.all(in: SnapshotReview(folders: fixture.folders))
    var review = ReviewModel(
      itemCount: items.count, bodyHeights: items.map { ReviewFrame.body(of: $0.diff).count },
      size: size)
    let first = ReviewFrame(model: review, item: items[0])
    XCTAssertTrue(first.markedText.contains("-  [台積]⟦電⟧ - (2330)"), first.markedText)
    XCTAssertTrue(first.markedText.contains("+  [台積]⟦體⟧ - (2330)"), first.markedText)
    assertTextSnapshot(of: first.markedText, named: "failed")
    _ = press([.character("s")], on: &review)
    assertTextSnapshot(
      of: ReviewFrame(model: review, item: items[1]).markedText, named: "storyboard")
    let narrow = ReviewModel(itemCount: 1, bodyHeights: [9], size: WindowSize(width: 40, height: 9))
    assertTextSnapshot(of: ReviewFrame(model: narrow, item: items[0]).markedText, named: "narrow")
  }

  func testPainter_ReversesTheMarksInTheLinesColour() throws {
    let fixture = try SnapshotsFixture()
    let items = try ReviewItem.all(in: SnapshotReview(folders: fixture.folders))
    let frame = ReviewFrame(model: model(), item: items[0])
    let escapes = ReviewPainter.escapes(for: frame)
    XCTAssertTrue(escapes.contains("\u{1B}[31m\u{1B}[7m電\u{1B}[0m"), escapes.debugDescription)
    XCTAssertTrue(escapes.contains("\u{1B}[32m\u{1B}[7m體\u{1B}[0m"))
  }

  func testSummary_SaysWhatWasDecided() throws {
    let fixture = try SnapshotsFixture()
    let items = try ReviewItem.all(in: SnapshotReview(folders: fixture.folders))
    var review = ReviewModel(itemCount: items.count, bodyHeights: [1, 1, 1, 1], size: size)
    _ = press([.character("a"), .character("r")], on: &review)
    _ = review.handle(.performed(item: 0, failure: "the file changed"))
    _ = press([.character("s"), .character("q")], on: &review)
    XCTAssertEqual(
      ReviewPainter.summary(review, items: items),
      """
      Reviewed 4 snapshots: 0 accepted, 1 rejected, 2 skipped, 1 not accepted.
      not accepted  Snapshots/DirectoryTests/testFilter.txt: the file changed
      rejected      Snapshots/Scenarios/feed.txt
      skipped       Snapshots/DirectoryTests/testNew.txt
      skipped       Tests/AppTests/TitleTests.swift:2

      """)
  }
}
