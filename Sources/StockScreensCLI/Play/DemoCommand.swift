import CommandLineSyntax
import ScreenFrontEnds
import StockScreens
import TaiwanMarket

/// `stock-screens demo`: the built-in scenario, played on the embedded sample.
enum DemoCommand {
  static let command = ProgramCommand(
    "demo", forms: { _ in [.demo] }, help: { _ in Help.demo },
    run: { program, arguments, console in
      let parsed = try program.parse(arguments, as: .demo)
      let options = try PlayCommand.Options(parsed, defaultMaxRows: 12)
      let scenario = try ScenarioParser.parse(DemoScenario.text, file: "demo")
      let words = try program.words(parsed)
      try await PlayCommand.run(
        scenario,
        on: StockScenario.stage(source: EmbeddedSampleSource(), quotes: EmbeddedQuoteSource()),
        options: options,
        title: StockWords(words)["demo.title"], console: console, words: words)
      return 0
    })
}

/// The scenario `stock-screens` plays when run without arguments: every screen, on the
/// embedded sample.
enum DemoScenario {
  static let text = """
    # The demo: what a new user sees first.
    open directory          # 剛打開：還沒有任何資料
    load listed             # 取得上市公司
    fail otc 伺服器忙碌中（HTTP 503）
    load otc                # 上櫃第一次失敗：錯誤列出現，上市公司留在畫面上
    retry otc               # 重試成功，錯誤列消失
    pause
    load emerging           # 興櫃取得中…
    filter 台積             # 資料還在路上，就能搜尋
    resume                  # 興櫃到了，搜尋結果重新套用
    filter 台灣水泥         # 臺與台視為相同字
    filter m31              # 英文簡稱與代號也找得到，不分大小寫
    select 6643             # 打開円星科技的公司資料
    back
    filter                  # 清除搜尋
    open feed 20            # 分頁列表：第一頁
    more
    more
    more
    pause
    more                    # 載入中…
    resume                  # 最後一頁比 20 筆短：沒有更多資料
    more                    # 已經到底，不會再送出請求
    pause
    refresh                 # 下拉重新整理：新資料抵達前，舊資料留在畫面上
    resume                  # 第一頁到了，取代舊資料
    open profile 2330       # 公司資料：表頭、重要數字、捷徑、聯絡人
    back
    open profile 2758       # 興櫃公司只有部分資料：沒有的部分不顯示
    """
}
