import Foundation
import ScreenModel

/// The changeset figures on DifferenceKit's workloads.
///
/// Ours is `Changeset(from:to:identifiedBy:)`, which finds deletions, insertions and moves
/// (and compares the matched elements for updates). The baseline is the standard library's
/// `difference(from:).inferringMoves()`, which answers the same question (what a table
/// view needs to animate) and is what a Swift app gets without a library. DifferenceKit
/// itself is a package dependency, which this package does not take, so only its
/// workloads are borrowed.
enum DiffFigures {
  /// `diff.5k` and `diff.100k`.
  static func run(_ context: BenchContext) -> [Figure] {
    var figures: [Figure] = []
    if context.options.selects("diff.5k") {
      figures.append(
        measure(
          "diff.5k", .fiveThousand, context, ours: context.options.count(full: 300, quick: 60),
          baseline: context.options.count(full: 15, quick: 3), target: 50))
    }
    if context.options.selects("diff.100k") {
      // The standard library takes seconds here, so it runs 3 times (once under --quick).
      figures.append(
        measure(
          "diff.100k", .hundredThousand, context, ours: context.options.count(full: 30, quick: 8),
          baseline: context.options.count(full: 3, quick: 1), target: 150))
    }
    return figures
  }

  private static func measure(
    _ name: String, _ workload: DiffWorkload, _ context: BenchContext, ours: Int, baseline: Int,
    target: Double
  ) -> Figure {
    let (old, new) = (workload.old, workload.new)
    let oursSample = Sampler(warmUps: 3, repetitions: ours, sink: context.sink).measure {
      let changes = Changeset(from: old, to: new, identifiedBy: { $0 })
      return changes.deletes.count &+ 3 &* changes.inserts.count &+ 5 &* changes.moves.count
    }
    // A run of seconds needs no warm-up; a short one does.
    let warmUps = old.count > 10_000 ? 0 : 1
    let baselineSample = context.baseline {
      Sampler(warmUps: warmUps, repetitions: baseline, sink: context.sink).measure {
        let difference = new.difference(from: old).inferringMoves()
        return difference.removals.count &+ 3 &* difference.insertions.count
      }
    }
    let changes = Changeset(from: old, to: new, identifiedBy: { $0 })
    return Figure(
      name: name, unit: .nanoseconds, ours: oursSample.median, baseline: baselineSample?.median,
      target: Target([.ratioAtLeast(target)]),
      notes: [
        "\(old.count) → \(new.count) UUIDs; ours found \(changes)",
        "ours: \(oursSample.summary)",
        "stdlib: \(baselineSample?.summary ?? "skipped")",
      ])
  }
}
