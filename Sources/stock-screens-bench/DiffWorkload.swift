import Foundation
import TestSupport

/// DifferenceKit's published benchmark workloads: UUIDs, a block deleted, a block inserted
/// and the first elements shuffled; seeded, so every run compares the same arrays.
///
///     let workload = DiffWorkload.fiveThousand
///     print(workload.old.count, workload.new.count)
///     // Prints "5000 5000"
struct DiffWorkload {
  var old: [UUID]
  var new: [UUID]

  /// 5,000 elements: 2000..<3000 deleted, 1,000 inserted at 3000, 0..<200 shuffled.
  static var fiveThousand: DiffWorkload {
    DiffWorkload(count: 5_000, deleted: 2_000..<3_000, inserted: 1_000, at: 3_000, shuffled: 200)
  }

  /// 100,000 elements: 20000..<30000 deleted, 10,000 inserted at 30000, 0..<2000 shuffled.
  static var hundredThousand: DiffWorkload {
    DiffWorkload(
      count: 100_000, deleted: 20_000..<30_000, inserted: 10_000, at: 30_000, shuffled: 2_000)
  }

  /// Makes a workload from `count` random UUIDs.
  init(count: Int, deleted: Range<Int>, inserted: Int, at position: Int, shuffled: Int) {
    var random = SplitMix64(seed: UInt64(count))
    old = (0..<count).map { _ in Self.uuid(&random) }
    var new = old
    new.removeSubrange(deleted)
    new.insert(contentsOf: (0..<inserted).map { _ in Self.uuid(&random) }, at: position)
    new[0..<shuffled].shuffle(using: &random)
    self.new = new
  }

  /// A UUID made of sixteen random bytes.
  private static func uuid(_ random: inout SplitMix64) -> UUID {
    let high = random.next()
    let low = random.next()
    let byte = { (word: UInt64, index: UInt64) in UInt8(truncatingIfNeeded: word >> (8 * index)) }
    return UUID(
      uuid: (
        byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
        byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
        byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
      ))
  }
}
