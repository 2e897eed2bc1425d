import TerminalControl
import XCTest

@testable import ScreenFrontEnds
@testable import StockScreensCLI

final class BrowseFramePainterTests: XCTestCase {
  private typealias F = BrowseFixtures
  private let esc = "\u{1B}"

  private func model(height: Int = 6, width: Int = 30) -> BrowseModel {
    F.model(size: WindowSize(width: width, height: height))
  }

  func testFirstFrame_ClearsAndDrawsEveryLine() {
    var painter = FramePainter()
    let frame = BrowseFrame(model())
    XCTAssertEqual(painter.changedLines(in: frame, width: 30), [0, 1, 2, 3, 4, 5])
    let output = painter.escapes(for: frame, width: 30)
    XCTAssertTrue(output.hasPrefix("\(esc)[2J"))
    for line in 1...6 { XCTAssertTrue(output.contains("\(esc)[\(line);1H\(esc)[2K")) }
  }

  func testSameFrame_WritesNoLine() {
    var painter = FramePainter()
    let frame = BrowseFrame(model())
    _ = painter.escapes(for: frame, width: 30)
    XCTAssertEqual(painter.changedLines(in: frame, width: 30), [])
    XCTAssertEqual(painter.escapes(for: frame, width: 30), "\(esc)[?25l")
  }

  func testMovingTheSelection_RewritesTheTwoRowsAndTheTitle() {
    var painter = FramePainter()
    var model = model()
    _ = painter.escapes(for: BrowseFrame(model), width: 30)
    F.press([.down], on: &model)
    let moved = BrowseFrame(model)
    XCTAssertEqual(painter.changedLines(in: moved, width: 30), [0, 2, 3])
    let output = painter.escapes(for: moved, width: 30)
    XCTAssertFalse(output.contains("\(esc)[2J"))
    XCTAssertFalse(output.contains("\(esc)[5;1H"), "the third row did not change")
  }

  func testAnotherSize_DrawsTheWholeFrame() {
    var painter = FramePainter()
    _ = painter.escapes(for: BrowseFrame(model()), width: 30)
    let wider = BrowseFrame(model(width: 40))
    XCTAssertEqual(painter.changedLines(in: wider, width: 40).count, 6)
    XCTAssertTrue(painter.escapes(for: wider, width: 40).hasPrefix("\(esc)[2J"))
  }

  func testReset_DrawsTheWholeFrameAgain() {
    var painter = FramePainter()
    let frame = BrowseFrame(model())
    _ = painter.escapes(for: frame, width: 30)
    painter.reset()
    XCTAssertEqual(painter.changedLines(in: frame, width: 30).count, 6)
  }

  func testSelectedLine_IsReversedToTheRightEdge() {
    var painter = FramePainter()
    let frame = BrowseFrame(model(height: 4, width: 36))
    let output = painter.escapes(for: frame, width: 36)
    let selected = frame.lines[2].text
    XCTAssertEqual(selected, "> 已取得 上市 資料 - 數量 30 筆")
    XCTAssertTrue(output.contains("\(esc)[7m\(selected)     \(esc)[0m"))
  }

  func testSearching_ShowsTheCursorAtTheEndOfTheText() {
    var painter = FramePainter()
    var model = model()
    F.press(F.typing("台積"), on: &model)
    XCTAssertTrue(
      painter.escapes(for: BrowseFrame(model), width: 30).hasSuffix("\(esc)[2;11H\(esc)[?25h"))
  }
}
