/// A set of timings, in nanoseconds.
struct Sample: Sendable {
  /// The timings, sorted.
  let sorted: [Double]

  /// Creates a sample from timings in any order.
  init(_ times: [Double]) {
    sorted = times.sorted()
  }

  /// The middle timing (the mean of the two middle ones for an even count).
  var median: Double { percentile(50) }

  /// The fastest timing.
  var minimum: Double { sorted.first ?? 0 }

  /// The slowest timing.
  var maximum: Double { sorted.last ?? 0 }

  /// The timing below which `percent` of the timings fall, interpolated.
  func percentile(_ percent: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let position = Double(sorted.count - 1) * percent / 100
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    let weight = position - Double(lower)
    return sorted[lower] * (1 - weight) + sorted[upper] * weight
  }

  /// `n 21, min …, median …, p90 …, max … ns` for verbose notes.
  var summary: String {
    let format = { (value: Double) in NumberText.format(value, .nanoseconds) }
    return "n \(sorted.count), min \(format(minimum)), median \(format(median)), "
      + "p90 \(format(percentile(90))), max \(format(maximum)) ns"
  }
}
