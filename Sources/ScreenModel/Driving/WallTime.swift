#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A moment on the wall clock, as a distance from 1970-01-01T00:00:00Z: what a
/// `SessionClock` reads and what a timer hands a controller, so that a controller that shows
/// the time never reads a clock itself.
///
///     let open = WallTime(iso8601: "2026-12-03T09:00:00+08:00")!
///     open.civil(utcOffset: .seconds(8 * 3600)).hour   // 9
///     open.description                                  // 2026-12-03T01:00:00Z
///
/// No arithmetic on a moment traps: a moment lies within `reach` of the epoch (some 73
/// billion years either way), and a sum that would leave it stops at its edge. Within it, the
/// date, the time of day and a timer's next tick are exact.
public struct WallTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// How long after 1970-01-01T00:00:00Z; negative before it. Within `reach` either way.
  public private(set) var sinceEpoch: Duration

  /// The furthest a moment lies from the epoch: 2^61 seconds. The difference of two moments,
  /// and a moment with any offset, still have their seconds in an `Int64`.
  public static let reach = Duration.seconds(Int64(1) << 61)

  /// The moment `sinceEpoch` after the epoch, brought within `reach` when it lies beyond.
  public init(sinceEpoch: Duration) {
    self.sinceEpoch = min(max(sinceEpoch, .zero - Self.reach), Self.reach)
  }

  /// The time written as `2026-12-03T08:59:50+08:00`: a date of a year from 0000 to 9999,
  /// `T`, a time to the second with an optional fraction, and `Z` or an offset from UTC. Nil
  /// for any other text: a time without its offset names no moment.
  public init?(iso8601 text: String) {
    var reader = ISO8601Reader(text)
    guard let parsed = reader.read() else { return nil }
    self = parsed
  }

  /// The time the system's wall clock reads now.
  public static func system() -> WallTime {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return WallTime(
      sinceEpoch: .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec)))
  }

  /// The date and time it reads where clocks are `utcOffset` ahead of UTC.
  public func civil(utcOffset: Duration) -> CivilTime {
    let local = (self + utcOffset).sinceEpoch.components
    let seconds = local.seconds - (local.attoseconds < 0 ? 1 : 0)
    let (days, secondOfDay) = floorDivision(seconds, 86_400)
    let (year, month, day) = Self.civilDate(days: days)
    return CivilTime(
      year: Int(year), month: Int(month), day: Int(day), hour: Int(secondOfDay / 3600),
      minute: Int(secondOfDay % 3600 / 60), second: Int(secondOfDay % 60),
      weekday: Int(floorDivision(days + 3, 7).remainder) + 1)
  }

  /// The same moment in ISO 8601 form at UTC, to the second: `2026-12-03T00:59:50Z`.
  public var description: String { iso8601(utcOffset: .zero) }

  /// The moment in ISO 8601 form where clocks are `utcOffset` ahead of UTC, to the second:
  /// `2026-12-03T08:59:50+08:00` (`Z` for UTC).
  public func iso8601(utcOffset: Duration) -> String {
    let time = civil(utcOffset: utcOffset)
    let minutes = min(max(utcOffset, .zero - Self.reach), Self.reach).components.seconds / 60
    let zone =
      minutes == 0
      ? "Z"
      : (minutes < 0 ? "-" : "+") + Self.two(abs(minutes) / 60) + ":" + Self.two(abs(minutes) % 60)
    return
      "\(Self.four(time.year))-\(Self.two(time.month))-\(Self.two(time.day))T\(Self.two(time.hour)):"
      + "\(Self.two(time.minute)):\(Self.two(time.second))\(zone)"
  }

  public static func < (lhs: WallTime, rhs: WallTime) -> Bool { lhs.sinceEpoch < rhs.sinceEpoch }

  /// The moment `duration` later (earlier for a negative one), stopping at `reach`.
  public static func + (time: WallTime, duration: Duration) -> WallTime {
    // Cut to twice the reach first, so the sum itself stays far within what a Duration holds.
    let bound = Self.reach + Self.reach
    return WallTime(sinceEpoch: time.sinceEpoch + min(max(duration, .zero - bound), bound))
  }

  public static func - (lhs: WallTime, rhs: WallTime) -> Duration {
    lhs.sinceEpoch - rhs.sinceEpoch
  }

  /// The first moment after `self` that is a whole number of `interval`s from the epoch: a
  /// timer of one second ticks on each second of the wall clock. Nil when there is none
  /// within `reach`, or for an interval that is not positive; an interval counts in whole
  /// nanoseconds, at least one and at most `Int64.max`.
  ///
  /// Exact for every moment: the remainder is worked out apart from the product of the
  /// seconds and 10⁹, which does not fit 64 bits past 2262.
  func nextMultiple(of interval: Duration) -> WallTime? {
    guard interval > .zero else { return nil }
    let step = max(1, interval.saturatedNanoseconds)
    let (seconds, attoseconds) = sinceEpoch.components
    let nanoseconds = attoseconds / 1_000_000_000
    // (seconds · 10⁹ + nanoseconds) mod step, each part brought into 0..<step first.
    let remainder = Self.adding(
      Self.multiplying(
        floorDivision(seconds, step).remainder, floorDivision(1_000_000_000, step).remainder,
        modulo: step),
      floorDivision(nanoseconds, step).remainder, modulo: step)
    let next = WallTime(
      sinceEpoch: .seconds(seconds) + .nanoseconds(nanoseconds) + .nanoseconds(step - remainder))
    return next > self ? next : nil
  }

  /// `a · b mod m` for `a` and `b` in `0..<m`, through a product of 128 bits.
  private static func multiplying(_ a: Int64, _ b: Int64, modulo m: Int64) -> Int64 {
    m.dividingFullWidth(a.multipliedFullWidth(by: b)).remainder
  }

  /// `a + b mod m` for `a` and `b` in `0..<m`, without a sum past `Int64.max`.
  private static func adding(_ a: Int64, _ b: Int64, modulo m: Int64) -> Int64 {
    a >= m - b ? a - (m - b) : a + b
  }

  /// Days since 1970-01-01 of a date of the proleptic Gregorian calendar.
  static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shifted = month <= 2 ? year - 1 : year
    let era = floorDivision(shifted, 400).quotient
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `days` after 1970-01-01.
  static func civilDate(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = floorDivision(shifted, 146_097).quotient
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// A year in at least four digits, as ISO 8601 writes it: `0001`, `-0001`, `10000`.
  private static func four(_ year: Int) -> String {
    let digits = String(year.magnitude)
    return (year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count))
      + digits
  }

  private static func two<Number: BinaryInteger>(_ number: Number) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}

/// A date and a time of day as a clock in one place reads them.
public struct CivilTime: Hashable, Sendable {
  /// In the proleptic Gregorian calendar: 2026.
  public var year: Int
  /// 1 for January.
  public var month: Int
  /// 1 for the first of the month.
  public var day: Int
  /// 0 to 23.
  public var hour: Int
  /// 0 to 59.
  public var minute: Int
  /// 0 to 59.
  public var second: Int
  /// 1 for Monday through 7 for Sunday, as ISO 8601 numbers them.
  public var weekday: Int

  /// Seconds since midnight.
  public var secondOfDay: Int { hour * 3600 + minute * 60 + second }
}

extension Duration {
  /// The duration in whole nanoseconds, a fraction of one dropped (toward zero), and
  /// `Int64.max` or `Int64.min` past what they hold.
  var saturatedNanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let (total, carry) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    guard !overflow, !carry else { return seconds < 0 ? .min : .max }
    return total
  }
}

/// The quotient rounded toward negative infinity, and the remainder of the same sign as
/// `divisor`.
private func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64)
{
  let inexact = value % divisor != 0
  let quotient = value / divisor - (inexact && (value < 0) != (divisor < 0) ? 1 : 0)
  return (quotient, value - quotient * divisor)
}

/// Reads `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`.
private struct ISO8601Reader {
  private let bytes: [UInt8]
  private var position = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  mutating func read() -> WallTime? {
    guard let year = number(4), take("-"), let month = number(2), take("-"),
      let day = number(2), take("T") || take("t"), let hour = number(2), take(":"),
      let minute = number(2), take(":"), let second = number(2),
      (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { return nil }
    var fraction = Duration.zero
    if take(".") {
      var scale: Int64 = 100_000_000
      var digits = 0
      while let digit = digit() {
        fraction += .nanoseconds(digit * scale)
        scale /= 10
        digits += 1
      }
      guard digits > 0 else { return nil }
    }
    guard let offset = zone(), position == bytes.count else { return nil }
    let days = WallTime.days(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second
    return WallTime(sinceEpoch: .seconds(seconds) + fraction - offset)
  }

  private mutating func zone() -> Duration? {
    if take("Z") || take("z") { return .zero }
    let sign: Int64
    if take("+") {
      sign = 1
    } else if take("-") {
      sign = -1
    } else {
      return nil
    }
    guard let hours = number(2), take(":"), let minutes = number(2), hours < 24, minutes < 60
    else { return nil }
    return .seconds(sign * (hours * 3600 + minutes * 60))
  }

  private mutating func take(_ character: Unicode.Scalar) -> Bool {
    guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
    position += 1
    return true
  }

  private mutating func digit() -> Int64? {
    guard position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
    else { return nil }
    position += 1
    return Int64(bytes[position - 1] - UInt8(ascii: "0"))
  }

  private mutating func number(_ count: Int) -> Int64? {
    var value: Int64 = 0
    for _ in 0..<count {
      guard let digit = digit() else { return nil }
      value = value * 10 + digit
    }
    return value
  }

  private static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
