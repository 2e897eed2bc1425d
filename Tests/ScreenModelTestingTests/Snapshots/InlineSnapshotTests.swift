import ScreenModel
import ScreenModelTesting
import SnapshotStore
import Testing

/// Inline snapshots of the library's own output: the expected text sits in the test, and
/// `stock-screens snapshots accept` wrote it there.
@Suite struct InlineSnapshotTests {
  @Test func unifiedDiffOfAChangedRow() {
    let diff = UnifiedDiff(
      from: "# 公司列表\n  台積電 - (2330)\n  聯電 - (2303)\n",
      to: "# 公司列表\n  台積電 - (2330)\n  聯發科 - (2454)\n", oldLabel: "reference",
      newLabel: "actual")
    assertInlineTextSnapshot(of: diff.description) {
      """
      --- reference
      +++ actual
      @@ -1,3 +1,3 @@
       # 公司列表
         台積電 - (2330)
      -  聯電 - (2303)
      +  聯發科 - (2454)
      """
    }
  }

  @Test func textThatNeedsARawLiteral() {
    assertInlineTextSnapshot(of: #"C:\stock\2330 "台積電""#) {
      #"""
      C:\stock\2330 "台積電"
      """#
    }
  }

  @Test func storyboardThroughTheTextStrategy() {
    var board = Storyboard(title: "demo")
    board.append(Storyboard.Step(label: "open directory", text: "# 公司列表\n  尚未取得資料\n"))
    assertInlineTextSnapshot(of: board) {
      """
      === demo ===

      --- 1. open directory ---
      # 公司列表
        尚未取得資料
      """
    }
  }

  @Test func jsonStrategyInline() {
    assertInlineTextSnapshot(of: ["code": "2330", "name": "台積電"], as: .json) {
      """
      {
        "code" : "2330",
        "name" : "台積電"
      }
      """
    }
  }
}
