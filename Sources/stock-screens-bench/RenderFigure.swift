import ScreenModel
import StockScreens
import TaiwanMarket

/// `render.100k`: a directory screen of 100,000 company rows rendered to text, in 10⁶ bytes
/// of output a second.
///
/// The time covers what a snapshot or the terminal front end pays: each row's cells (the
/// name and code, market, full name, grouped capital), display widths of Chinese text,
/// column alignment and the final string. There is no baseline: the seed app had no text
/// renderer.
enum RenderFigure {
  /// Measures the renderer.
  static func run(_ context: BenchContext) -> [Figure] {
    let companies = context.synthetic(100_000)
    let rows =
      [DirectoryRow.status(text: "已取得 上市 上櫃 興櫃 資料 - 數量 100,000 筆")]
      + companies.map { DirectoryRow.company(CompanyRow(company: $0)) }
    let screen = Screen(title: "公司列表", rows: rows)
    let bytes = TextRenderer().render(screen).utf8.count
    let sample = context.sampler(warmUps: 1, full: 15, quick: 4).measure {
      TextRenderer().render(screen).utf8.count
    }
    let rate = Double(bytes) / 1e6 / (sample.median / 1e9)
    return [
      Figure(
        name: "render.100k", unit: .megabytesPerSecond, ours: rate,
        target: Target([.oursAbove(50)]),
        notes: ["\(rows.count) rows, \(bytes) bytes of text; \(sample.summary)"])
    ]
  }
}
