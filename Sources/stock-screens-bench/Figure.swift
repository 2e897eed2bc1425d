/// One measured figure: our median, the baseline's median in the same process, and the
/// target the README's table sets for it.
///
///     let figure = Figure(name: "diff.5k", unit: .nanoseconds, ours: 400_000,
///       baseline: 80_000_000, target: Target([.ratioAtLeast(50)]))
///     print(figure.ratio ?? 0, figure.isMet ?? false)
///     // Prints "200.0 true"
struct Figure: Sendable {
  /// What a figure's numbers count.
  enum Unit: String, Sendable {
    /// A median time, lower is better.
    case nanoseconds = "ns"
    /// A throughput in 10⁶ bytes a second, higher is better.
    case megabytesPerSecond = "MB/s"
    /// A size in 10⁶ bytes, lower is better.
    case megabytes = "MB"
    /// A size in 10³ bytes, lower is better.
    case kilobytes = "KB"
    /// A ratio of two counts or times, such as 10,000 pages' time over 1,000 pages'.
    case times = "x"
    /// A count a second, higher is better: events explored.
    case perSecond = "/s"
  }

  /// The figure's name, such as `keystroke.real`.
  var name: String
  /// The unit of `ours` and `baseline`.
  var unit: Unit
  /// Our median, nil when skipped.
  var ours: Double?
  /// The baseline's median, nil where there is none.
  var baseline: Double?
  /// What must hold, nil for a figure reported for information only.
  var target: Target?
  /// Why the figure did not run, if it did not.
  var skipped: String?
  /// Details for `--verbose`: repetitions, spread, checksums, counts.
  var notes: [String] = []

  init(
    name: String, unit: Unit, ours: Double, baseline: Double? = nil, target: Target? = nil,
    notes: [String] = []
  ) {
    self.name = name
    self.unit = unit
    self.ours = ours
    self.baseline = baseline
    self.target = target
    self.notes = notes
  }

  /// A figure that did not run, and why: it prints as `skipped: <reason>`.
  init(name: String, unit: Unit, target: Target? = nil, skipped reason: String) {
    self.name = name
    self.unit = unit
    self.target = target
    self.skipped = reason
  }

  /// How many times better ours is than the baseline: the baseline's time over ours, or
  /// our throughput over the baseline's. Nil without a baseline.
  var ratio: Double? {
    guard let ours, let baseline, ours > 0, baseline > 0 else { return nil }
    switch unit {
    case .nanoseconds, .megabytes, .kilobytes: return baseline / ours
    case .megabytesPerSecond, .times, .perSecond: return ours / baseline
    }
  }

  /// Whether the target is met; nil when there is no target or the figure was skipped.
  var isMet: Bool? {
    guard let target, ours != nil else { return nil }
    return target.isMet(by: self)
  }
}

/// The conditions a figure must meet, all of them.
///
///     print(Target([.oursBelow(50_000), .ratioAtLeast(50)]).description(unit: .nanoseconds))
///     // Prints "< 50,000 ns, ratio ≥ 50"
struct Target: Sendable {
  enum Condition: Sendable {
    /// Our figure is below this value.
    case oursBelow(Double)
    /// Our figure is above this value.
    case oursAbove(Double)
    /// The ratio is at least this.
    case ratioAtLeast(Double)
  }

  var conditions: [Condition]

  init(_ conditions: [Condition]) {
    self.conditions = conditions
  }

  /// True when every condition holds for `figure`.
  func isMet(by figure: Figure) -> Bool {
    conditions.allSatisfy { condition in
      switch condition {
      case .oursBelow(let bound): (figure.ours ?? .infinity) < bound
      case .oursAbove(let bound): (figure.ours ?? -.infinity) > bound
      case .ratioAtLeast(let bound): (figure.ratio ?? 0) >= bound
      }
    }
  }

  /// The target as the table prints it.
  func description(unit: Figure.Unit) -> String {
    conditions.map { condition in
      switch condition {
      case .oursBelow(let bound): "< \(NumberText.plain(bound)) \(unit.rawValue)"
      case .oursAbove(let bound): "> \(NumberText.plain(bound)) \(unit.rawValue)"
      case .ratioAtLeast(let bound): "ratio ≥ \(NumberText.plain(bound))"
      }
    }
    .joined(separator: ", ")
  }
}

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
        names: ["keystroke.real", "keystroke.real.driver", "keystroke.real.refreshed"],
        run: KeystrokeFigures.real),
      FigureFamily(
        names: [
          "keystroke.1m", "keystroke.1m.p99", "keystroke.1m.driver", "keystroke.1m.driver.p99",
          "session.keystroke.1m", "keystroke.1m.memory", "keystroke.1m.rss",
          "session.bytes.1m", "serve.keystroke.1m", "serve.keystroke.1m.p99",
        ],
        run: KeystrokeFigures.million),
      FigureFamily(names: ["screener.edit.1m"], run: ScreenerFigure.run),
      FigureFamily(names: ["watchlist.quotes"], run: WatchlistQuotesFigure.run),
      FigureFamily(names: ["diff.5k", "diff.100k"], run: DiffFigures.run),
      FigureFamily(names: ["merge.markets"], run: MergeFigure.run),
      FigureFamily(names: ["decode.csv"], run: DecodeFigure.run),
      FigureFamily(names: ["render.100k", "render.100k.renderer"], run: RenderFigure.run),
      FigureFamily(names: ["paging.linear"], run: PagingFigure.run),
      FigureFamily(names: ["serve.keystroke"], run: ServeFigure.run),
      FigureFamily(names: ["serve.tick"], run: ServeTickFigure.run),
      FigureFamily(names: ["page.update", "page.update.max"], run: PageFigure.run),
      FigureFamily(names: ["snapshots.10k", "snapshots.linear"], run: SnapshotFigures.run),
      FigureFamily(names: ["report.50mb", "report.linear"], run: ReportFigure.run),
      FigureFamily(names: ["explore.events", "explore.events.walks"], run: ExploreFigure.run),
    ]
  }
}
