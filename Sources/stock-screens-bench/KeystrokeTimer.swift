import ScreenModel
import StockScreens
import TaiwanMarket

/// The keystrokes a session replays: typing 台積電 and deleting it, then a code.
///
/// Typing narrows (each search checks only the previous query's matches); deleting goes
/// back to queries typed a moment ago; the empty text lists every company again. Each of
/// those is a keystroke people make, so each is a sample.
enum KeystrokeScript {
  /// One cycle of fourteen keystrokes.
  static let cycle = [
    "台", "台積", "台積電", "台積", "台", "", "2", "23", "233", "2330", "233", "23", "2", "",
  ]

  /// How many rows a phone's table shows, and so materializes, after a keystroke.
  static let visibleRows = 50

  /// A checksum of the first `visibleRows` rows, reading what a cell would show.
  static func touchVisible(_ rows: some Collection<DirectoryRow>) -> Int {
    var checksum = 0
    for row in rows.prefix(visibleRows) {
      switch row {
      case .company(let company):
        checksum &+= company.company.code.utf8.count &+ company.highlights.count
      case .status(let text), .empty(let text): checksum &+= text.utf8.count
      default: checksum &+= 1
      }
    }
    return checksum
  }
}

/// Something that answers keystrokes in a search box, returning a checksum of what it
/// produced: our directory, or the seed app's way.
protocol KeystrokeSession {
  /// Handles the search text becoming `text`, as one keystroke.
  mutating func type(_ text: String) -> Int
}

/// Replays the keystroke script on fresh sessions and times each keystroke.
///
/// Every cycle starts from a new session, so typing 台 is a real search each time rather
/// than a query remembered from the cycle before; within a cycle, deleting back to a query
/// typed a moment ago may reuse it, as it would for a user.
struct KeystrokeTimer {
  /// Untimed cycles first.
  var warmUpCycles: Int
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
        let (time, checksum) = Stopwatch.time { session.type(text) }
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

/// Replays the keystroke script the ways front ends take: through the public driver (send
/// the filter to a `ScreenDriver`, take its update, read the rows a table shows), or through
/// the generic session, as `drive`, `serve` and `browse` do (send the filter as a session
/// event, take the update, read what a front end draws of each row from the erased screen).
///
/// Each cycle starts a new front end on a copy of the prepared directory, so the first 台 of
/// a cycle is a real search, as it is for a user who just opened the screen.
@MainActor
struct FrontEndKeystrokeTimer {
  /// Untimed cycles first.
  var warmUpCycles: Int
  var cycles: Int
  /// The keystrokes of one cycle.
  var script: [String] = KeystrokeScript.cycle

  /// The time of every keystroke of every timed cycle, through a `ScreenDriver`.
  func driver(_ prepared: CompanyDirectory, sink: Sink) async -> Sample {
    await time(sink: sink, start: { ScreenDriver(prepared) { _ in nil } }, keystroke: Self.type)
  }

  /// The time of every keystroke of every timed cycle, through a `ScreenDriver` whose
  /// markets arrived as `RefreshedDirectory` says: one replaced by a different answer.
  func refreshed(_ arrivals: RefreshedDirectory, sink: Sink) async -> Sample {
    await time(sink: sink, start: { await arrivals.driver() }, keystroke: Self.type)
  }

  /// One keystroke through a driver: the event sent, the update's changes and visible rows read.
  private static func type(_ driver: ScreenDriver<CompanyDirectory>, _ text: String) async -> Int {
    let update = await driver.send(.filterChanged(text))
    let changes = update.changes
    return changes.inserts.count &+ 3 &* changes.deletes.count &+ 5 &* changes.moves.count
      &+ 7 &* changes.updates.count &+ KeystrokeScript.touchVisible(update.screen.rows)
  }

  /// The time of every keystroke of every timed cycle, through a `ScreenSession`, the first
  /// `KeystrokeScript.visibleRows` rows read.
  func session(_ prepared: CompanyDirectory, sink: Sink) async throws -> Sample {
    try await time(sink: sink) {
      ScreenSession(screens: BenchScreens.directory(prepared))
    } keystroke: { session, text in
      // A refused keystroke would time nothing: the figure says why instead.
      let update = try await session.send(.filter(text))
      var checksum = update.changes.inserts.count &+ 3 &* update.changes.deletes.count
      for index in 0..<min(update.screen.count, KeystrokeScript.visibleRows) {
        guard let row = update.screen.row(at: index) else { continue }
        checksum &+= row.key.utf8.count &+ row.text.cells.count &+ (row.action == nil ? 0 : 1)
      }
      return checksum
    }
  }

  /// Times each keystroke, each cycle on a front end `start` makes anew; `keystroke` types
  /// one text and returns a checksum of what it read.
  private func time<FrontEnd>(
    sink: Sink, start: () async -> FrontEnd, keystroke: (FrontEnd, String) async throws -> Int
  ) async rethrows -> Sample {
    var all: [Double] = []
    for cycle in 0..<(warmUpCycles + cycles) {
      let frontEnd = await start()
      for text in script {
        let begin = Stopwatch.nanoseconds()
        let checksum = try await keystroke(frontEnd, text)
        let time = Double(Stopwatch.nanoseconds() &- begin)
        sink.consume(checksum)
        if cycle >= warmUpCycles { all.append(time) }
      }
    }
    return Sample(all)
  }
}
