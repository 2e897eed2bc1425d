/// Replays the keystroke script on fresh sessions and times each keystroke.
///
/// Every cycle starts from a new session, so typing 台 is a real search each time rather
/// than a query remembered from the cycle before; within a cycle, deleting back to a query
/// typed a moment ago may reuse it, as it would for a user.
struct KeystrokeTimer {
  /// Untimed cycles first.
  var warmUpCycles: Int
  /// Timed cycles.
  var cycles: Int
  /// The keystrokes of one cycle.
  var script: [String] = KeystrokeScript.cycle

  /// The time of every keystroke of every timed cycle, and the times by keystroke text.
  func run<Session: KeystrokeSession>(
    sink: Sink, makeSession: () -> Session
  ) -> (all: Sample, byText: [(text: String, sample: Sample)]) {
    var all: [Double] = []
    var byText = Array(repeating: [Double](), count: script.count)
    for cycle in 0..<(warmUpCycles + cycles) {
      var session = makeSession()
      for (step, text) in script.enumerated() {
        let (time, checksum) = Clock.time { session.type(text) }
        sink.consume(checksum)
        guard cycle >= warmUpCycles else { continue }
        all.append(time)
        byText[step].append(time)
      }
    }
    return (Sample(all), zip(script, byText).map { ($0, Sample($1)) })
  }

  /// `"台" 12,345 · "台積" 2,345 · …` (median ns of each keystroke) for verbose notes.
  static func describe(_ byText: [(text: String, sample: Sample)]) -> String {
    byText.map { "\"\($0.text)\" \(NumberText.format($0.sample.median, .nanoseconds))" }
      .joined(separator: " · ")
  }
}
