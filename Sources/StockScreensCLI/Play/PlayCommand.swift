import CommandLineSyntax
import Foundation
import ScreenModel
import TaiwanMarket

/// `stock-screens play FILE …` and `stock-screens demo`.
enum PlayCommand {
  enum Format: String {
    case text
    case json
  }

  struct Options {
    var format = Format.text
    var maxRows: Int?

    /// `--format` and `--max-rows` as `parsed` gives them; `--max-rows 0` shows every row.
    init(_ parsed: ParsedArguments, defaultMaxRows: Int?) throws(UsageError) {
      format = parsed.value(of: .format).flatMap(Format.init(rawValue:)) ?? .text
      let count = try parsed.value(of: .maxRows) { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
      maxRows = count.map { $0 == 0 ? nil : $0 } ?? defaultMaxRows
    }
  }

  /// What demo and play both refuse.
  static let rules: [OptionRule] = [
    .notWith(
      "--max-rows", option: "--format", value: "json",
      because: "each JSON line carries every row; leave out --max-rows, or use --format text")
  ]

  static func play(_ arguments: [String], console: Console) async throws -> Int32 {
    let parsed = try ProgramSyntax.parse(arguments, as: .play)
    let options = try Options(parsed, defaultMaxRows: nil)
    let path = parsed.positionals[0]
    let text = try readScenario(path)
    let scenario = try ScenarioParser.parse(text, file: path)
    let source = try DataOption(parsed).makeSource(console: console)
    await run(scenario, source: source, options: options, title: nil, console: console)
    return 0
  }

  static func demo(_ arguments: [String], console: Console) async throws -> Int32 {
    let options = try Options(ProgramSyntax.parse(arguments, as: .demo), defaultMaxRows: 12)
    let scenario = try ScenarioParser.parse(DemoScenario.text, file: "demo")
    await run(
      scenario, source: EmbeddedSampleSource(), options: options, title: DemoScenario.title,
      console: console)
    return 0
  }

  private static func readScenario(_ path: String) throws(UsageError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("\(path): cannot read the scenario file", command: "play")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw UsageError("\(path): the scenario is not UTF-8 text", command: "play")
    }
    return text
  }

  @MainActor
  static func run(
    _ scenario: Scenario, source: any MarketDataSource, options: Options, title: String?,
    console: Console
  ) async {
    let player = ScenarioPlayer(source: source)
    var printer = StoryboardPrinter(maxRows: options.maxRows)
    if options.format == .text, let title { console.out(Storyboard.heading(title)) }
    await player.play(scenario) { record in
      switch options.format {
      case .json: console.out(record.json.text + "\n")
      case .text: console.out(printer.text(for: record))
      }
    }
  }
}

/// The scenario `stock-screens` plays when run without arguments: every screen, on the
/// embedded sample.
enum DemoScenario {
  static let title = "StockScreens 示範：公司列表、搜尋、公司資料與分頁列表（內建範例資料）"

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
