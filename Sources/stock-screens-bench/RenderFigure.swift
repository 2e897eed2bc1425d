import ScreenModel
import StockScreens
import TaiwanMarket

/// `render.100k`: a directory screen of 100,000 company rows rendered to text, in 10⁶ bytes
/// of output a second.
///
/// The time covers what a snapshot or the terminal front end pays: each row's cells (the
/// name and code, market, full name, grouped capital), display widths of Chinese text,
/// column alignment and the final string. There is no baseline: the seed app had no text
/// renderer. `render.100k.renderer` renders the same text from rows whose cells were made
/// beforehand, which is the renderer's own share.
enum RenderFigure {
  /// A row whose text is already made.
  private struct PreparedRow: ScreenRow {
    var id: Int
    var text: RowText
  }

  /// Measures the renderer with and without making the rows' text.
  static func run(_ context: BenchContext) -> [Figure] {
    let companies = context.synthetic(100_000)
    let rows =
      [DirectoryRow.status(text: "已取得 上市 上櫃 興櫃 資料 - 數量 100,000 筆")]
      + companies.map { DirectoryRow.company(CompanyRow(company: $0)) }
    let screen = Screen(title: "公司列表", rows: rows)
    let prepared = Screen(
      title: screen.title,
      rows: rows.enumerated().map { PreparedRow(id: $0.offset, text: $0.element.text) })
    let text = TextRenderer(words: .source).render(screen)
    guard TextRenderer(words: .source).render(prepared) == text else {
      return [Figure(name: "render.100k", unit: .megabytesPerSecond, skipped: "outputs differ")]
    }
    let bytes = Double(text.utf8.count)
    let full = context.sampler(warmUps: 1, full: 15, quick: 6).measure {
      TextRenderer(words: .source).render(screen).utf8.count
    }
    let renderer = context.sampler(warmUps: 1, full: 15, quick: 6).measure {
      TextRenderer(words: .source).render(prepared).utf8.count
    }
    return [
      Figure(
        name: "render.100k", unit: .megabytesPerSecond, ours: bytes / 1e6 / (full.median / 1e9),
        target: Target([.oursAbove(50)]),
        notes: ["\(rows.count) rows, \(Int(bytes)) bytes of text; \(full.summary)"]),
      Figure(
        name: "render.100k.renderer", unit: .megabytesPerSecond,
        ours: bytes / 1e6 / (renderer.median / 1e9),
        notes: ["rows' text made beforehand; \(renderer.summary)"]),
    ]
  }
}
