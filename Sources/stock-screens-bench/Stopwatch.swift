import Dispatch

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
