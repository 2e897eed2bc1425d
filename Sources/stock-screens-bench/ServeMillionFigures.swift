import Foundation
import ScreenFrontEnds
import ScreenModel
import StockScreens
import StockScreensCLI
import TaiwanMarket
import TestSupport

/// `session.bytes.1m`, `serve.keystroke.1m` and its 99th percentile: the keystroke script on
/// a million companies over HTTP on 127.0.0.1, as a front end in another language pays for
/// it, each session showing a window of 60 rows.
///
/// Each keystroke is posted to `serve`'s front end and its update read to the last byte;
/// the largest of those updates is `session.bytes.1m`. The baseline of the time is the
/// same script through a `ScreenDriver` in the process (`keystroke.1m.driver`), so the
/// ratio says what the session, the JSON and HTTP add: the target is no more than 3 times.
@MainActor
enum ServeMillionFigures {
  /// The rows a front end's window shows.
  static let windowRows = 60

  static func run(
    _ prepared: CompanyDirectory, driver: Sample, cycles: Int, sink: Sink
  ) async -> [Figure] {
    let timeTarget = Target([.oursBelow(5_000_000), .ratioAtLeast(1.0 / 3)])
    do {
      let (times, largest) = try await overHTTP(prepared, cycles: cycles, sink: sink)
      return [
        Figure(
          name: "session.bytes.1m", unit: .kilobytes, ours: Double(largest.bytes) / 1e3,
          target: Target([.oursBelow(64)]),
          notes: [
            "the largest update of the script, \(largest.bytes) bytes, answered \"\(largest.text)\""
              + "; a window of \(windowRows) rows"
          ]),
        Figure(
          name: "serve.keystroke.1m", unit: .nanoseconds, ours: times.median,
          baseline: driver.median, target: timeTarget,
          notes: [
            "over HTTP on 127.0.0.1, a window of \(windowRows) rows: \(times.summary)",
            "baseline keystroke.1m.driver: \(driver.summary)",
          ]),
        Figure(
          name: "serve.keystroke.1m.p99", unit: .nanoseconds, ours: times.percentile(99),
          target: Target([.oursBelow(40_000_000)]),
          notes: ["the 99th percentile of \(times.sorted.count) keystrokes over HTTP"]),
      ]
    } catch {
      return ["session.bytes.1m", "serve.keystroke.1m", "serve.keystroke.1m.p99"].map {
        Figure(
          name: $0, unit: $0.hasPrefix("session") ? .kilobytes : .nanoseconds,
          skipped: "the server could not run: \(error)")
      }
    }
  }

  /// The script's keystrokes over HTTP, each cycle on a new session over a copy of
  /// `prepared`, the first cycle untimed; their times and the largest update.
  private static func overHTTP(
    _ prepared: CompanyDirectory, cycles: Int, sink: Sink
  ) async throws -> (Sample, largest: (bytes: Int, text: String)) {
    // One session at a time, as the driver's cycles have: opening the next ends the last,
    // so no earlier cycle's search results stay in memory.
    let frontEnd = WebFrontEnd(
      screens: BenchScreens.directory(prepared), limits: WebFrontEndLimits(maxSessions: 1))
    let server = try frontEnd.serve(port: 0)
    defer { Task { await server.stop() } }
    let client = try LoopbackHTTPClient(port: server.port, timeout: .seconds(60))
    defer { client.close() }
    var times: [Double] = []
    var largest = (bytes: 0, text: "")
    for cycle in 0..<(cycles + 1) {
      let created = try await client.request("POST", "/api/sessions")
      guard case .string(let session)? = try JSONValue(parsing: created.text)["session"] else {
        throw ServeFigure.ServeFigureError(message: "no session in \(created)")
      }
      let events = "/api/sessions/\(session)/events"
      let window = #"{"event":"window","from":0,"count":\#(windowRows)}"#
      _ = try await client.request("POST", events, body: Array(window.utf8))
      let (cycleTimes, cycleLargest) = try await ServeFigure.onThread {
        try typeScript(client, events)
      }
      if cycleLargest.bytes > largest.bytes { largest = cycleLargest }
      if cycle > 0 { times += cycleTimes }
    }
    sink.consume(largest.bytes)
    return (Sample(times), largest)
  }

  /// Posts each keystroke of the script from the calling thread and reads its update.
  private nonisolated static func typeScript(
    _ client: LoopbackHTTPClient, _ events: String
  ) throws -> ([Double], (bytes: Int, text: String)) {
    var times: [Double] = []
    var largest = (bytes: 0, text: "")
    for text in KeystrokeScript.cycle {
      let body = SessionEvent.filter(text).json.utf8
      let start = Stopwatch.nanoseconds()
      let answer = try client.blockingRequest("POST", events, body: body)
      times.append(Double(Stopwatch.nanoseconds() &- start))
      guard answer.status == 200 else {
        throw ServeFigure.ServeFigureError(message: "a keystroke answered \(answer)")
      }
      if answer.body.count > largest.bytes { largest = (answer.body.count, text) }
    }
    return (times, largest)
  }
}
