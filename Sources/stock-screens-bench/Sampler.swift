/// Times a piece of work: a warm-up, then a number of timed repetitions, each returning a
/// value that goes into a checksum so the optimizer cannot drop the work.
///
///     let sample = Sampler(warmUps: 2, repetitions: 21, sink: sink).measure {
///       Changeset(from: old, to: new, identifiedBy: { $0 }).inserts.count
///     }
///     print(sample.median)
///     // Prints the median time of one repetition, in nanoseconds
struct Sampler {
  /// Untimed runs before the timed ones, to fault in memory and fill caches.
  var warmUps: Int
  /// Timed runs.
  var repetitions: Int
  /// Where each run's result goes.
  var sink: Sink

  /// Times `work` `repetitions` times after `warmUps` untimed runs.
  func measure(_ work: () -> Int) -> Sample {
    for _ in 0..<warmUps { sink.consume(work()) }
    var times: [Double] = []
    times.reserveCapacity(repetitions)
    for _ in 0..<max(1, repetitions) {
      let start = Stopwatch.nanoseconds()
      let result = work()
      times.append(Double(Stopwatch.nanoseconds() &- start))
      sink.consume(result)
    }
    return Sample(times)
  }
}
