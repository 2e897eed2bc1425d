import ScreenModel

/// `wait DURATION`: how far a scenario moves its session's virtual clock, written as amounts
/// and units, largest first: `5s`, `2m`, `1h30m`, `500ms`, `2d`.
enum ScenarioWait {
  static let usage = "wait DURATION"
  static let summary = "the clock moves DURATION ahead (5s, 2m, 1h30m), timers firing"
  /// The longest wait: a week of a one-second timer is 604,800 ticks.
  static let longest = Duration.seconds(7 * 86_400)

  private static let units: [(name: String, length: Duration)] = [
    ("d", .seconds(86_400)), ("h", .seconds(3600)), ("ms", .milliseconds(1)),
    ("m", .seconds(60)), ("s", .seconds(1)),
  ]

  /// The duration `words` write; throws naming what a wait takes when they write none.
  static func duration(_ words: [String]) throws(SessionEventError) -> Duration {
    guard words.count == 1, let duration = read(words[0]), duration > .zero else {
      throw SessionEventError(
        .invalid, "\(usage): one duration such as 5s, 2m, 1h30m, 500ms or 2d")
    }
    guard duration <= longest else {
      throw SessionEventError(.invalid, "wait: at most 7d at a time")
    }
    return duration
  }

  private static func read(_ word: String) -> Duration? {
    var rest = Substring(word)
    var total = Duration.zero
    var previous: Duration?
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, digits.count <= 9, let amount = Int64(digits) else { return nil }
      rest = rest.dropFirst(digits.count)
      // `ms` is tried before `m`; each unit is smaller than the one before it.
      guard let unit = units.first(where: { rest.hasPrefix($0.name) }),
        previous.map({ unit.length < $0 }) ?? true
      else { return nil }
      rest = rest.dropFirst(unit.name.count)
      previous = unit.length
      // At most nine digits of each unit, each unit once: no sum comes near overflowing.
      total += unit.length * amount
    }
    return total
  }
}
