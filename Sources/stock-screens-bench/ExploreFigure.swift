import ScreenExplorer
import StockScreensCLI

/// `explore.events`: the lines the explorer plays a second on the stock app's screens over
/// the embedded data, with every check on: the per-event checks on every line, the per-state
/// checks on each new distinct state, breadth first to depth 2 then in seeded walks.
/// `explore.events.walks` is the same in walks alone, where a fresh stage is made once a
/// walk instead of once a line. There is no baseline: explorers that drive a device play a
/// few events a second.
enum ExploreFigure {
  @MainActor
  static func run(_ context: BenchContext) async -> [Figure] {
    let events = context.options.count(full: 20_000, quick: 3_000)
    return [
      await figure("explore.events", depth: 2, events: events, context, target: 10_000),
      await figure("explore.events.walks", depth: 0, events: events, context, target: nil),
    ]
  }

  @MainActor
  private static func figure(
    _ name: String, depth: Int, events: Int, _ context: BenchContext, target: Double?
  ) async -> Figure {
    let options = ExplorerOptions(depth: depth, events: events, seed: 7, shrinks: false)
    var rates: [Double] = []
    var last: ExplorationReport?
    for _ in 0..<context.options.count(full: 3, quick: 1) {
      let start = Stopwatch.nanoseconds()
      let report: ExplorationReport
      do {
        report = try await Explorer(StockExploration.target, options: options).run()
      } catch {
        return Figure(name: name, unit: .perSecond, skipped: error.description)
      }
      let seconds = Double(Stopwatch.nanoseconds() &- start) / 1e9
      rates.append(Double(report.events) / seconds)
      context.sink.consume(report.states)
      last = report
    }
    let found = last.map { "\($0.states) states, \($0.findings.count) findings" } ?? ""
    return Figure(
      name: name, unit: .perSecond, ours: Sample(rates).median,
      target: target.map { Target([.oursAbove($0)]) },
      notes: ["\(events) events a run, \(found); rates \(rates.map { Int($0) })"])
  }
}
