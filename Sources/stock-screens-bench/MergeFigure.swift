import TaiwanMarket

/// `merge.markets`: three markets merged into the directory's catalog as they arrive.
///
/// Ours is `CompanyCatalog.merge(_:)`, a linear merge of each sorted arrival into the sorted
/// catalog. The baseline is the seed app's way: a `Set` of companies that each arrival is
/// unioned into, then the whole set sorted by code for the list. Both start empty and take
/// the real listed (1,036) and OTC (831) companies and the embedded emerging sample, in that
/// order, and end with the same companies in the same order.
enum MergeFigure {
  static func run(_ context: BenchContext) -> [Figure] {
    let target = Target([.ratioAtLeast(5)])
    let real: RealMarkets
    switch context.realMarkets {
    case .success(let loaded): real = loaded
    case .failure(let missing):
      return [
        Figure(name: "merge.markets", unit: .nanoseconds, target: target, skipped: "\(missing)")
      ]
    }
    let arrivals = [
      real.listed.companies, real.otc.companies,
      EmbeddedSampleSource.data(for: .emerging).companies,
    ]
    let ours = context.sampler(warmUps: 50, full: 2_000, quick: 400).measure {
      var catalog = CompanyCatalog()
      for companies in arrivals { catalog.merge(companies) }
      return catalog.count &+ catalog.companies[catalog.count / 2].code.utf8.count
    }
    let seed = context.baseline {
      context.sampler(warmUps: 5, full: 200, quick: 40).measure {
        var set = Set<Company>()
        var list: [Company] = []
        for companies in arrivals {
          set.formUnion(companies)
          list = set.sorted { $0.code < $1.code }
        }
        return list.count &+ list[list.count / 2].code.utf8.count
      }
    }
    let count = arrivals.map(\.count).reduce(0, +)
    return [
      Figure(
        name: "merge.markets", unit: .nanoseconds, ours: ours.median, baseline: seed?.median,
        target: target,
        notes: [
          "arrivals of \(arrivals.map(\.count)) companies (\(count) in all)",
          "ours: \(ours.summary)", "seed: \(seed?.summary ?? "skipped")",
        ])
    ]
  }
}
