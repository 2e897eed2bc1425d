import TestSupport

/// Strings drawn at random with given weights, reproducibly.
///
///     let pool = WeightedPool([(3, "台"), (1, "大中")])
///     var generator = SplitMix64(seed: 1)
///     print(pool.draw(using: &generator))
///     // Prints "台" three times in five, "大" or "中" once in five each
struct WeightedPool: Sendable {
  private let items: [String]
  private let cumulative: [UInt64]

  /// A pool of single characters: each tier gives every character of its string a weight.
  init(_ tiers: [(weight: Int, characters: String)]) {
    self.init(words: tiers.flatMap { tier in tier.characters.map { (tier.weight, String($0)) } })
  }

  /// A pool of words, each with its weight.
  init(words: [(weight: Int, word: String)]) {
    var items: [String] = []
    var cumulative: [UInt64] = []
    var total: UInt64 = 0
    for (weight, word) in words where weight > 0 {
      total += UInt64(weight)
      items.append(word)
      cumulative.append(total)
    }
    self.items = items
    self.cumulative = cumulative
  }

  /// One item, with probability proportional to its weight.
  func draw(using generator: inout SplitMix64) -> String {
    guard let total = cumulative.last else { return "" }
    let target = generator.next() % total
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] > target { high = middle } else { low = middle + 1 }
    }
    return items[low]
  }
}
