import Foundation
import ScreenFrontEnds
import ScreenModel
import TestSupport

/// `serve.tick`: twenty sessions of `serve`'s front end on 127.0.0.1, each showing a screen
/// whose subscription ticks ten times a second, each with its update stream open; the figure
/// is the 99th percentile of the time from a tick (the instant of the wall clock its timer
/// fires for, which the row shows) to the update that shows it, read off the stream.
///
/// The streams are read on threads of the cooperative pool while the server runs on the
/// main actor, as a browser's tabs read theirs in processes of their own.
@MainActor
enum ServeTickFigure {
  static let sessions = 20
  /// Ticks of each stream left out while the sessions open and the streams start.
  nonisolated static let warmUps = 5

  static func run(_ context: BenchContext) async -> [Figure] {
    let target = Target([.oursBelow(50_000_000)])
    let ticks = context.options.count(full: 100, quick: 30)
    do {
      let sample = Sample(try await lags(ticks: ticks))
      return [
        Figure(
          name: "serve.tick", unit: .nanoseconds, ours: sample.percentile(99), target: target,
          notes: [
            "\(sessions) sessions ticking every 100 ms, \(ticks) ticks each after \(warmUps): "
              + "median \(NumberText.plain(sample.median)) ns, "
              + "max \(NumberText.plain(sample.maximum)) ns"
          ])
      ]
    } catch {
      return [
        Figure(
          name: "serve.tick", unit: .nanoseconds, target: target,
          skipped: "the server could not run: \(error)")
      ]
    }
  }

  private static func lags(ticks: Int) async throws -> [Double] {
    let frontEnd = WebFrontEnd(
      screens: [Ticker.declaration],
      limits: WebFrontEndLimits(maxSessions: sessions, openingsPerSecond: 1_000))
    let server = try frontEnd.serve(port: 0)
    defer { Task { await server.stop() } }
    var streams: [LoopbackHTTPClient] = []
    defer { for stream in streams { stream.close() } }
    for _ in 0..<sessions {
      let client = try LoopbackHTTPClient(port: server.port, timeout: .seconds(30))
      defer { client.close() }
      let created = try await client.request("POST", "/api/sessions")
      guard case .string(let id)? = try JSONValue(parsing: created.text)["session"] else {
        throw ServeFigure.ServeFigureError(message: "no session in \(created)")
      }
      let stream = try LoopbackHTTPClient(port: server.port, timeout: .seconds(30))
      try await stream.send("GET", "/api/sessions/\(id)/updates")
      let head = try await stream.responseHead()
      guard head.status == 200 else {
        throw ServeFigure.ServeFigureError(message: "the stream of \(id) answered \(head)")
      }
      streams.append(stream)
    }
    return try await withThrowingTaskGroup(of: [Double].self) { group in
      for stream in streams {
        group.addTask { try await lags(on: stream, ticks: ticks) }
      }
      var all: [Double] = []
      for try await lags in group { all += lags }
      return all
    }
  }

  /// The lag of each tick `stream` shows, after the first `warmUps`.
  nonisolated private static func lags(
    on stream: LoopbackHTTPClient, ticks: Int
  ) async throws -> [Double] {
    var lags: [Double] = []
    var seen = 0
    while lags.count < ticks {
      guard let data = try await stream.event() else {
        throw ServeFigure.ServeFigureError(message: "a stream ended after \(seen) ticks")
      }
      let now = WallTime.system()
      guard let tick = Ticker.tick(in: data) else { continue }
      seen += 1
      guard seen > warmUps else { continue }
      let lag = (now.sinceEpoch - tick.sinceEpoch).components
      lags.append(Double(lag.seconds) * 1e9 + Double(lag.attoseconds) / 1e9)
    }
    return lags
  }
}

/// A screen of one row showing the last tick of a timer that fires ten times a second.
struct Ticker: ScreenController {
  enum Event: Hashable, Sendable {
    case ticked(WallTime)
  }
  typealias Command = Never

  var last: WallTime?

  var title: String { "ticker" }
  var rows: [TickRow] { [TickRow(last: last)] }
  var subscriptions: [Subscription<Event>] {
    [.every(.milliseconds(100), id: "tick", immediately: false) { .ticked($0) }]
  }

  mutating func handle(_ event: Event) -> [Command] {
    switch event {
    case .ticked(let time): last = time
    }
    return []
  }

  static let declaration = ScreenDeclaration<Ticker, NoInput>(
    "ticker", summary: "the last tick of a timer that fires ten times a second",
    open: { requests in
      ScreenDriver(Ticker(), requests: requests)
    })

  /// The tick an update's row shows (`tick@` and its nanoseconds since the epoch).
  nonisolated static func tick(in data: String) -> WallTime? {
    guard let mark = data.range(of: "tick@") else { return nil }
    let digits = data[mark.upperBound...].prefix { $0.isNumber }
    return Int64(digits).map { WallTime(sinceEpoch: .nanoseconds($0)) }
  }
}

/// The ticker's row.
struct TickRow: DescribedRow {
  var last: WallTime?

  var id: String { "tick" }
  var text: RowText {
    guard let last else { return RowText("no tick yet") }
    let parts = last.sinceEpoch.components
    return RowText("tick@\(parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000)")
  }
  var action: Ticker.Event? { nil }
}
