import Foundation
import ScreenFrontEnds
import ScreenModel
import StockScreens
import StockScreensCLI
import TaiwanMarket
import TestSupport

/// `serve.keystroke`: a search keystroke on the real data as the web page makes it, an HTTP
/// round trip on loopback: the event posted to `serve`'s front end, the update it answers
/// with read to its last byte.
///
/// The baseline is the same keystrokes sent to an `AppSession` in the process, with the
/// update encoded as the JSON the server writes: the ratio is what HTTP on loopback costs
/// (1 is free).
@MainActor
enum ServeFigure {
  /// Measures both ways over the real listed and OTC markets.
  static func run(_ context: BenchContext) async -> [Figure] {
    let target = Target([.oursBelow(1_000_000)])
    let real: RealMarkets
    switch context.realMarkets {
    case .success(let loaded): real = loaded
    case .failure(let missing):
      return [
        Figure(name: "serve.keystroke", unit: .nanoseconds, target: target, skipped: "\(missing)")
      ]
    }
    let source = LoadedMarkets(markets: [real.listed, real.otc])
    let cycles = context.options.count(full: 60, quick: 15)
    do {
      let (http, firstCycle) = try await overHTTP(source, cycles: cycles, sink: context.sink)
      let inProcess = try await inProcess(source, cycles: cycles, sink: context.sink)
      return [
        Figure(
          name: "serve.keystroke", unit: .nanoseconds, ours: http.median,
          baseline: inProcess.median, target: target,
          notes: [
            "over HTTP on 127.0.0.1: \(http.summary)",
            // A session writes an equal row's object once: the first cycle writes every
            // row it shows, the later ones mostly rows it wrote before.
            "over HTTP, the first cycle, every row shown for the first time: \(firstCycle.summary)",
            "in process, the update encoded as JSON: \(inProcess.summary)",
          ])
      ]
    } catch {
      return [
        Figure(
          name: "serve.keystroke", unit: .nanoseconds, target: target,
          skipped: "the server could not run: \(error)")
      ]
    }
  }

  /// The keystrokes' timings after two cycles, and those of the first.
  private static func overHTTP(_ source: LoadedMarkets, cycles: Int, sink: Sink) async throws
    -> (Sample, firstCycle: Sample)
  {
    let frontEnd = WebFrontEnd(source: source)
    let server = try frontEnd.serve(port: 0)
    defer { Task { await server.stop() } }
    let client = try LoopbackHTTPClient(port: server.port, timeout: .seconds(30))
    defer { client.close() }
    let created = try await client.request("POST", "/api/sessions")
    guard case .string(let session)? = try JSONValue(parsing: created.text)["session"] else {
      throw ServeFigureError(message: "no session in \(created)")
    }
    let events = "/api/sessions/\(session)/events"
    for market in [Market.listed, .otc] {
      _ = try await client.request(
        "POST", events, body: SessionEvent.load(market).json.utf8)
    }
    // The markets answer in tasks of their own: wait until both are on screen.
    for _ in 0..<1_000 {
      let update = try await client.request("GET", "/api/sessions/\(session)")
      if update.text.contains("已取得 上市 上櫃") || update.text.contains("已取得 上櫃 上市") { break }
      await Task.yield()
    }
    // The keystrokes go from a thread of their own, as a browser's do from its process: the
    // main actor is the server's, and the client's hops to it and back are not timed.
    let (times, firstCycle, bytes) = try await onThread {
      var times: [Double] = []
      var firstCycle: [Double] = []
      var bytes = 0
      for cycle in 0..<(cycles + 2) {
        for text in KeystrokeScript.cycle {
          let body = SessionEvent.filter(text).json.utf8
          let start = Stopwatch.nanoseconds()
          let answer = try client.blockingRequest("POST", events, body: body)
          let time = Double(Stopwatch.nanoseconds() &- start)
          guard answer.status == 200 else {
            throw ServeFigureError(message: "a keystroke answered \(answer)")
          }
          bytes &+= answer.body.count
          if cycle >= 2 { times.append(time) }
          if cycle == 0 { firstCycle.append(time) }
        }
      }
      return (times, firstCycle, bytes)
    }
    sink.consume(bytes)
    return (Sample(times), Sample(firstCycle))
  }

  /// `work`'s result, run on a thread of its own while the main actor stays free.
  nonisolated static func onThread<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try work() }) }.start()
    }
  }

  private static func inProcess(
    _ source: LoadedMarkets, cycles: Int, sink: Sink
  ) async throws -> Sample {
    let requests = RequestQueue()
    let session = AppSession.start(source: source, requests: requests)
    for market in [Market.listed, .otc] { _ = try await session.send(SessionEvent.load(market)) }
    await requests.answerAll()
    var times: [Double] = []
    for cycle in 0..<(cycles + 2) {
      for text in KeystrokeScript.cycle {
        let start = Stopwatch.nanoseconds()
        let bytes = try await session.send(SessionEvent.filter(text)).utf8.count
        let time = Double(Stopwatch.nanoseconds() &- start)
        sink.consume(bytes)
        if cycle >= 2 { times.append(time) }
      }
    }
    return Sample(times)
  }

  struct ServeFigureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
