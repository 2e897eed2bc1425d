import ScreenExplorer
import StockScreensCLI

/// `explore.events`: the lines the explorer plays a second on the stock app's screens over
/// the embedded data, with every check on: the per-event checks on every line, the per-state
/// checks on each new distinct state, breadth first to depth 2 then in seeded walks. There
/// is no baseline: explorers that drive a device play a few events a second.
enum ExploreFigure {
  @MainActor
  static func run(_ context: BenchContext) async -> [Figure] {
    let events = context.options.count(full: 20_000, quick: 3_000)
    let options = ExplorerOptions(depth: 2, events: events, seed: 7, shrinks: false)
    var rates: [Double] = []
    var last: ExplorationReport?
    for _ in 0..<context.options.count(full: 3, quick: 1) {
      let start = Stopwatch.nanoseconds()
      let report: ExplorationReport
      do {
        report = try await Explorer(StockExploration.target, options: options).run()
      } catch {
        return [Figure(name: "explore.events", unit: .perSecond, skipped: error.description)]
      }
      let seconds = Double(Stopwatch.nanoseconds() &- start) / 1e9
      rates.append(Double(report.events) / seconds)
      context.sink.consume(report.states)
      last = report
    }
    let median = Sample(rates).median
    let found = last.map { "\($0.states) states, \($0.findings.count) findings" } ?? ""
    return [
      Figure(
        name: "explore.events", unit: .perSecond, ours: median,
        target: Target([.oursAbove(10_000)]),
        notes: ["\(events) events a run, \(found); rates \(rates.map { Int($0) })"])
    ]
  }
}
