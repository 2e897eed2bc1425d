import StockScreens
import TaiwanMarket

/// The keystroke figures: how long the directory takes to answer one keystroke.
///
/// Ours is the whole keystroke a screen pays for: `filterChanged`, the lazy `rows`, the
/// changeset against the rows on screen, and the first 50 rows materialized (with their
/// highlights) as a table's visible cells would be. The baseline is the seed app's way
/// (`SeedDirectory`): `String.contains` on every company, every matching row rebuilt, a full
/// reload. Both answer the same script of keystrokes over the same companies.
///
/// The `.driver` figures take the path of every front end instead: the event sent to a
/// `ScreenDriver`, the update taken from its stream, the first 50 rows read from the update.
/// Their baseline is the same keystrokes on the lazy rows directly, so their ratio is what
/// the driver costs (1 is free; the target asks for no worse than 0.5, twice the time).
@MainActor
enum KeystrokeFigures {
  /// `keystroke.real`, `keystroke.real.driver` and `keystroke.real.refreshed`: the 1,867 real
  /// listed and OTC companies.
  static func real(_ context: BenchContext) async -> [Figure] {
    let target = Target([.oursBelow(50_000), .ratioAtLeast(50)])
    let driverTarget = Target([.oursBelow(50_000), .ratioAtLeast(0.5)])
    let markets: RealMarkets
    switch context.realMarkets {
    case .success(let loaded): markets = loaded
    case .failure(let missing):
      return [
        Figure(name: "keystroke.real", unit: .nanoseconds, target: target, skipped: "\(missing)"),
        Figure(
          name: "keystroke.real.driver", unit: .nanoseconds, target: driverTarget,
          skipped: "\(missing)"),
        Figure(
          name: "keystroke.real.refreshed", unit: .nanoseconds, target: refreshedTarget,
          skipped: "\(missing)"),
      ]
    }
    let prepared = DirectorySession.prepared([markets.listed, markets.otc])
    let companies = prepared.catalog.companies
    let ours = KeystrokeTimer(
      warmUpCycles: 20, cycles: context.options.count(full: 400, quick: 100)
    )
    .run(sink: context.sink) { DirectorySession(prepared) }
    let seed = context.baseline {
      KeystrokeTimer(warmUpCycles: 2, cycles: context.options.count(full: 30, quick: 8))
        .run(sink: context.sink) { SeedDirectory(companies) }
    }
    let figure = Figure(
      name: "keystroke.real", unit: .nanoseconds, ours: ours.all.median,
      baseline: seed?.all.median, target: target,
      notes: notes(companies.count, ours, seed) + [matchCounts(prepared)])
    let driver = await FrontEndKeystrokeTimer(
      warmUpCycles: 20, cycles: context.options.count(full: 400, quick: 100)
    )
    .driver(prepared, sink: context.sink)
    let driverFigure = Figure(
      name: "keystroke.real.driver", unit: .nanoseconds, ours: driver.median,
      baseline: ours.all.median, target: driverTarget,
      notes: ["through ScreenDriver: \(driver.summary); p99 \(format(driver.percentile(99))) ns"])
    let refreshed = await refreshedFigure(markets, driver: driver, context)
    return [figure, driverFigure, refreshed]
  }

  /// At most 1.5 times the driver's keystroke: the baseline's time over ours at least 2/3.
  private static let refreshedTarget = Target([.oursBelow(50_000), .ratioAtLeast(2.0 / 3.0)])

  /// `keystroke.real.refreshed`: the keystrokes of `keystroke.real.driver` on the same final
  /// screen, reached by a refresh that replaced the listed market's first answer (the embedded
  /// sample) with the real file. Its baseline is `keystroke.real.driver` of the same run.
  private static func refreshedFigure(
    _ markets: RealMarkets, driver: Sample, _ context: BenchContext
  ) async -> Figure {
    let arrivals = RefreshedDirectory(answers: [
      [EmbeddedSampleSource.data(for: .listed), markets.listed], [markets.otc],
    ])
    let refreshed = await FrontEndKeystrokeTimer(
      warmUpCycles: 20, cycles: context.options.count(full: 400, quick: 100)
    )
    .refreshed(arrivals, sink: context.sink)
    return Figure(
      name: "keystroke.real.refreshed", unit: .nanoseconds, ours: refreshed.median,
      baseline: driver.median, target: refreshedTarget,
      notes: [
        "listed answered by the embedded sample, then by the real file: \(refreshed.summary); "
          + "p99 \(format(refreshed.percentile(99))) ns"
      ])
  }

  /// `keystroke.1m`, its 99th percentile, the same through the driver, and the index's
  /// memory: 1,000,000 synthetic companies.
  ///
  /// Every cycle starts from a fresh session, so the first 台 on a million companies, the
  /// slowest keystroke, is in every cycle's samples and in the 99th percentile.
  static func million(_ context: BenchContext) async -> [Figure] {
    let count = 1_000_000
    let (generation, companies) = Stopwatch.time { context.synthetic(count) }
    context.note(
      "keystroke.1m: \(count) synthetic companies made in \(milliseconds(generation)) ms")
    let memory = indexMemory(companies, context)
    let markets = Market.allCases.map { market in
      MarketData(
        market: market, companies: companies.filter { $0.market == market },
        origin: .memory(name: "synthetic \(market.token)"))
    }
    let (preparation, prepared) = Stopwatch.time { DirectorySession.prepared(markets) }
    context.note("keystroke.1m: markets merged and index built in \(milliseconds(preparation)) ms")
    let ours = KeystrokeTimer(warmUpCycles: 1, cycles: context.options.count(full: 5, quick: 1))
      .run(sink: context.sink) { DirectorySession(prepared) }
    // The seed app takes seconds a keystroke here: one pass, no warm-up (it needs none at
    // that length), and under --quick four keystrokes of the script, so that ratio is rough.
    let seedScript = context.options.quick ? ["台", "台積", "", "2"] : KeystrokeScript.cycle
    let seed = context.baseline {
      KeystrokeTimer(warmUpCycles: 0, cycles: 1, script: seedScript)
        .run(sink: context.sink) { SeedDirectory(companies) }
    }
    let keystroke = Figure(
      name: "keystroke.1m", unit: .nanoseconds, ours: ours.all.median, baseline: seed?.all.median,
      target: Target([.oursBelow(15_000_000)]),
      notes: notes(count, ours, seed) + [matchCounts(prepared)])
    let tail = Figure(
      name: "keystroke.1m.p99", unit: .nanoseconds, ours: ours.all.percentile(99),
      notes: ["the 99th percentile of keystroke.1m's \(ours.all.sorted.count) keystrokes"])
    let driver = await FrontEndKeystrokeTimer(
      warmUpCycles: 1, cycles: context.options.count(full: 5, quick: 1)
    )
    .driver(prepared, sink: context.sink)
    let driverFigures = [
      Figure(
        name: "keystroke.1m.driver", unit: .nanoseconds, ours: driver.median,
        baseline: ours.all.median, target: Target([.oursBelow(15_000_000)]),
        notes: ["through ScreenDriver: \(driver.summary)"]),
      Figure(
        name: "keystroke.1m.driver.p99", unit: .nanoseconds, ours: driver.percentile(99),
        baseline: ours.all.percentile(99), target: Target([.oursBelow(40_000_000)]),
        notes: ["the 99th percentile of \(driver.sorted.count) keystrokes through the driver"]),
    ]
    let sessionFigure: Figure
    do {
      let session = try await FrontEndKeystrokeTimer(
        warmUpCycles: 1, cycles: context.options.count(full: 5, quick: 1)
      )
      .session(prepared, sink: context.sink)
      sessionFigure = Figure(
        name: "session.keystroke.1m", unit: .nanoseconds, ours: session.median,
        baseline: driver.median, target: Target([.oursBelow(15_000_000)]),
        notes: [
          "through ScreenSession, the first \(KeystrokeScript.visibleRows) rows read: "
            + session.summary
        ])
    } catch {
      sessionFigure = Figure(
        name: "session.keystroke.1m", unit: .nanoseconds,
        target: Target([.oursBelow(15_000_000)]), skipped: "a keystroke was refused: \(error)")
    }
    let served = await ServeMillionFigures.run(
      prepared, driver: driver, cycles: context.options.count(full: 5, quick: 1),
      sink: context.sink)
    context.forgetSynthetic()
    return [keystroke, tail] + driverFigures + [sessionFigure] + memoryFigures(memory) + served
  }

  private static func format(_ nanoseconds: Double) -> String {
    NumberText.format(nanoseconds, .nanoseconds)
  }

  /// `keystroke.1m.memory`, the index's own count of its bytes, and `keystroke.1m.rss`, what
  /// the process's resident memory grew by while it was built.
  private static func memoryFigures(
    _ memory: (bytes: Int, residentDelta: Int?, time: Double)
  ) -> [Figure] {
    let index = Figure(
      name: "keystroke.1m.memory", unit: .megabytes, ours: Double(memory.bytes) / 1e6,
      target: Target([.oursBelow(600)]),
      notes: [
        "SearchIndex.byteCount \(memory.bytes) bytes, built in \(milliseconds(memory.time)) ms"
      ])
    guard let resident = memory.residentDelta else {
      return [
        index, Figure(name: "keystroke.1m.rss", unit: .megabytes, skipped: "no /proc/self/statm"),
      ]
    }
    let rss = Figure(
      name: "keystroke.1m.rss", unit: .megabytes, ours: Double(resident) / 1e6,
      notes: ["resident memory grew by \(resident) bytes while the index was built"])
    return [index, rss]
  }

  /// The index over `companies`: its own count of bytes, the growth of resident memory
  /// while it was built, and the build time.
  private static func indexMemory(
    _ companies: [Company], _ context: BenchContext
  ) -> (bytes: Int, residentDelta: Int?, time: Double) {
    let before = ProcessMemory.residentBytes()
    let (time, index) = Stopwatch.time { SearchIndex(companies) }
    let after = ProcessMemory.residentBytes()
    context.sink.consume(index.count)
    let delta = before.flatMap { before in after.map { $0 - before } }
    return (index.byteCount, delta, time)
  }

  private static func notes(
    _ count: Int, _ ours: (all: Sample, byText: [(text: String, sample: Sample)]),
    _ seed: (all: Sample, byText: [(text: String, sample: Sample)])?
  ) -> [String] {
    var notes = [
      "\(count) companies; keystrokes: \(KeystrokeScript.cycle.map { "\"\($0)\"" }.joined(separator: " "))",
      "ours: \(ours.all.summary)",
      "ours by keystroke (median ns): \(KeystrokeTimer.describe(ours.byText))",
    ]
    if let seed {
      notes.append("seed: \(seed.all.summary)")
      notes.append("seed by keystroke (median ns): \(KeystrokeTimer.describe(seed.byText))")
    }
    return notes
  }

  /// How many companies each typed text lists, untimed: `"台" 101 · "台積" 2 · …`.
  private static func matchCounts(_ prepared: CompanyDirectory) -> String {
    var session = DirectorySession(prepared)
    let counts = KeystrokeScript.cycle.prefix(10).map { text in
      _ = session.type(text)
      return "\"\(text)\" \(session.companyCount)"
    }
    return "companies listed: " + counts.joined(separator: " · ")
  }

  private static func milliseconds(_ nanoseconds: Double) -> String {
    NumberText.decimals(nanoseconds / 1e6, 1)
  }
}
