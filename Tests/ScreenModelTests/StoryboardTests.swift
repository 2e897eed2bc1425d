import ScreenModel
import XCTest

final class StoryboardTests: XCTestCase {
  func testStoryboard_NumbersStepsAndSeparatesThem() {
    var board = Storyboard(title: "示範")
    board.append("open", Screen(title: "公司列表", rows: [TestRow(id: 1, cells: ["尚未取得資料"])]))
    board.append(
      "load listed",
      Screen(
        title: "公司列表",
        rows: [TestRow(id: 1, cells: ["台泥", "上市"]), TestRow(id: 2, cells: ["台積電", "上市"])]))
    XCTAssertEqual(
      board.snapshotText,
      """
      === 示範 ===

      --- 1. open ---
      # 公司列表
        尚未取得資料

      --- 2. load listed ---
      # 公司列表
        台泥    上市
        台積電  上市

      """)
  }

  func testStoryboard_AddsMissingLineEndAndEscapesLabels() {
    var board = Storyboard()
    board.append(Storyboard.Step(label: "a\nb ", text: "text"))
    XCTAssertEqual(board.snapshotText, "--- 1. a\\u{0A}b ---\ntext\n")
  }

  /// A label typed with a right-to-left override and a zero-width space reads as typed, each
  /// shown as its escape, in the storyboard and in its title; so does the screen's text.
  func testStoryboard_ShowsReorderingAndZeroWidthCharactersEscaped() {
    var board = Storyboard(title: "demo\u{200B}")
    board.append("filter \u{202E}abc\u{202C}", Screen(title: "\u{2067}t", rows: [TestRow]()))
    XCTAssertEqual(
      board.snapshotText,
      "=== demo\\u{200B} ===\n\n--- 1. filter \\u{202E}abc\\u{202C} ---\n# \\u{2067}t\n")
  }

  func testEmptyStoryboard_IsEmptyText() {
    XCTAssertEqual(Storyboard().snapshotText, "")
  }
}
