import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// The monotonic clock the figures are read from.
enum Stopwatch {
  /// Nanoseconds since an arbitrary start; never goes back.
  @inline(__always)
  static func nanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
  }

  /// The time `work` takes, in nanoseconds, and its result.
  @inline(__always)
  static func time<Result>(_ work: () -> Result) -> (nanoseconds: Double, result: Result) {
    let start = nanoseconds()
    let result = work()
    return (Double(nanoseconds() &- start), result)
  }
}

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

/// A set of timings, in nanoseconds.
struct Sample: Sendable {
  /// The timings, sorted.
  let sorted: [Double]

  /// A sample of `times`, in any order.
  init(_ times: [Double]) {
    sorted = times.sorted()
  }

  /// The middle timing (the mean of the two middle ones for an even count).
  var median: Double { percentile(50) }

  var minimum: Double { sorted.first ?? 0 }

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

/// Collects the results of measured work into a checksum printed with `--verbose`, so that
/// no measured computation is dead code.
final class Sink {
  private(set) var checksum: UInt64 = 0

  /// Folds `value` into the checksum.
  @inline(never)
  func consume(_ value: Int) {
    checksum = (checksum &* 0x100_0000_01B3) ^ UInt64(bitPattern: Int64(value))
  }
}

/// The process's resident memory, from `/proc/self/statm` (Linux); nil elsewhere.
enum ProcessMemory {
  /// Resident bytes, or nil when the system does not say.
  static func residentBytes() -> Int? {
    #if canImport(Glibc)
      guard let file = fopen("/proc/self/statm", "r") else { return nil }
      defer { fclose(file) }
      var buffer = [CChar](repeating: 0, count: 256)
      guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
      // statm holds page counts: total size, then resident.
      let pages = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self
      )
      .split(separator: " ").compactMap { Int($0) }
      guard pages.count >= 2 else { return nil }
      return pages[1] * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }
}
