import ScreenModel
import StockScreens
import TaiwanMarket

/// `screener.edit.1m`: one edit of the screener's capital bound at 1,000,000 companies, the
/// path `drive`, `serve` and `browse` take: the event sent to a `ScreenSession` as its form
/// writes it, the update taken, the first `KeystrokeScript.visibleRows` rows read.
///
/// The screener is the session's only screen; it loads the three synthetic markets (about
/// 50%, 40% and 10% of the companies, capitals spread evenly from 0.1 to 500 億元) from
/// memory before the timing starts. A cycle types a lower bound in and deletes it, digit by
/// digit, so an edit lists from none to every company again; sorted by code throughout, so
/// nothing is sorted while timed.
@MainActor
enum ScreenerFigure {
  /// The bound's texts of one cycle, in 億元.
  static let script = ["1", "10", "100", "1000", "100", "10", "1", ""]

  static func run(_ context: BenchContext) async -> [Figure] {
    let count = 1_000_000
    let companies = context.synthetic(count)
    let byMarket = Dictionary(grouping: companies, by: \.market)
    let source = LoadedMarkets(
      markets: byMarket.map { market, companies in
        MarketData(
          market: market, companies: companies, origin: .memory(name: "synthetic \(market.token)"))
      })
    // A session refuses every event of a registration whose events open a screen it lacks:
    // the screener's `select` opens the profile.
    let session = ScreenSession(screens: [
      AppSession.screener(source: source),
      AppSession.profile(source: MarketProfileSource(source: source)),
    ])
    let start = Stopwatch.nanoseconds()
    await session.waitUntilIdle()
    let loading = Double(Stopwatch.nanoseconds() &- start) / 1e6
    context.note("screener.edit.1m: three markets loaded in \(NumberText.decimals(loading, 1)) ms")
    let cycles = context.options.count(full: 6, quick: 2)
    var times: [Double] = []
    var counts: [String] = []
    for cycle in 0..<(1 + cycles) {
      for text in script {
        let event = Screener.events.sessionEvent(for: .capitalFromChanged(text))
        guard let event else { return [skipped("no form writes the capital bound")] }
        let begin = Stopwatch.nanoseconds()
        let update: SessionUpdate
        do {
          update = try await session.send(event)
        } catch {
          return [skipped("the session refused the capital bound: \(error)")]
        }
        let checksum = read(update)
        let time = Double(Stopwatch.nanoseconds() &- begin)
        context.sink.consume(checksum)
        if cycle > 0 { times.append(time) }
        if cycle == 0 { counts.append("\"\(text)\" \(update.screen.count - 1)") }
      }
    }
    let sample = Sample(times)
    return [
      Figure(
        name: "screener.edit.1m", unit: .nanoseconds, ours: sample.median,
        target: Target([.oursBelow(15_000_000)]),
        notes: [
          "\(count) companies; lower bounds typed and deleted: "
            + script.map { "\"\($0)\"" }.joined(separator: " "),
          "through ScreenSession, the first \(KeystrokeScript.visibleRows) rows read: "
            + sample.summary,
          "rows after each edit (the status row counted out): " + counts.joined(separator: " · "),
        ])
    ]
  }

  /// A checksum of what a front end reads of the update: its changes and the visible rows.
  private static func read(_ update: SessionUpdate) -> Int {
    var checksum = update.changes.inserts.count &+ 3 &* update.changes.deletes.count
    for index in 0..<min(update.screen.count, KeystrokeScript.visibleRows) {
      guard let row = update.screen.row(at: index) else { continue }
      checksum &+= row.key.utf8.count &+ row.text.cells.count &+ (row.action == nil ? 0 : 1)
    }
    return checksum
  }

  private static func skipped(_ reason: String) -> Figure {
    Figure(
      name: "screener.edit.1m", unit: .nanoseconds, target: Target([.oursBelow(15_000_000)]),
      skipped: reason)
  }
}
