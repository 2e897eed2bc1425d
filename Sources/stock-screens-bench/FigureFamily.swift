/// Figures measured together because they share their setup (the 1,000,000 companies, the
/// real files), with the names they report so `--only` can pick them.
struct FigureFamily {
  /// The names of the figures `run` reports.
  var names: [String]
  /// Measures the figures, on the main actor as a front end would.
  var run: @MainActor (BenchContext) async -> [Figure]

  /// Every family, in the order the table lists them.
  static var all: [FigureFamily] {
    [
      FigureFamily(
        names: ["keystroke.real", "keystroke.real.driver"], run: KeystrokeFigures.real),
      FigureFamily(
        names: [
          "keystroke.1m", "keystroke.1m.p99", "keystroke.1m.driver", "keystroke.1m.driver.p99",
          "keystroke.1m.memory", "keystroke.1m.rss",
        ],
        run: KeystrokeFigures.million),
      FigureFamily(names: ["diff.5k", "diff.100k"], run: DiffFigures.run),
      FigureFamily(names: ["merge.markets"], run: MergeFigure.run),
      FigureFamily(names: ["decode.csv"], run: DecodeFigure.run),
      FigureFamily(names: ["render.100k", "render.100k.renderer"], run: RenderFigure.run),
      FigureFamily(names: ["paging.linear"], run: PagingFigure.run),
      FigureFamily(names: ["serve.keystroke"], run: ServeFigure.run),
      FigureFamily(names: ["snapshots.10k", "snapshots.linear"], run: SnapshotFigures.run),
    ]
  }
}
