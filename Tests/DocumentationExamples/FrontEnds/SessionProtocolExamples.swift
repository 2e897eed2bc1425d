import Foundation
import LoopbackHTTP
import ScreenFrontEnds
import ScreenModel
import ScreenModelTesting
import StockScreens
import StockScreensCLI
import TaiwanMarket
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session protocol three ways, each checked against one snapshot: an `AppSession` in
/// the process, `stock-screens drive` as a child process, and `serve` over HTTP.
@Suite struct SessionProtocolExamples {
  /// The updates of a filter typed before the listed market arrives, a JSON object a line.
  static let snapshot = "SessionProtocolExamples/filterThenLoad.txt"

  // docs: begin app-session
  @Test @MainActor func anAppSessionInTheProcess() async throws {
    let session = AppSession.start(
      source: EmbeddedSampleSource(), quotes: EmbeddedQuoteSource())
    var lines = [session.current.first.text]
    session.observeMessages { message in
      lines.append(message.text)
      return true
    }
    try await session.send(.filter("台積"), cause: "1")
    try await session.send(.load(.listed), cause: "2")
    try await session.waitUntilIdle(within: .seconds(30))
    assertTextSnapshot(of: lines.joined(separator: "\n"), as: .lines, atPath: Self.snapshot)
  }
  // docs: end app-session

  // docs: begin drive
  /// Runs `stock-screens drive`, writes `events` to it a line each, closes its input, and
  /// returns the lines it wrote back: the first screen, then an update (or an error) a line.
  func drive(_ program: URL, events: [String]) throws -> [String] {
    let process = Process()
    process.executableURL = program
    process.arguments = ["drive"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(events.map { $0 + "\n" }.joined().utf8))
    try input.fileHandleForWriting.close()
    let written = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: written, as: UTF8.self).split(separator: "\n").map(String.init)
  }
  // docs: end drive

  @Test func driveAsAChildProcess() async throws {
    let program = try #require(
      ProgramRun.builtProductURL("stock-screens"), "`swift build` builds stock-screens")
    // The child process on a thread of its own, bounded: a drive that never ended would
    // fail the test instead of hanging it.
    let lines = try await blockingCall("stock-screens drive to end", within: .seconds(120)) {
      try Self().filterThenLoad(program)
    }
    assertTextSnapshot(of: lines.joined(separator: "\n"), as: .lines, atPath: Self.snapshot)
  }

  /// The events of the article, through `drive`.
  func filterThenLoad(_ program: URL) throws -> [String] {
    // docs: begin drive-events
    let lines = try drive(
      program,
      events: [
        #"{"event":"filter","text":"台積","id":"1"}"#,
        #"{"event":"load","market":"listed","id":"2"}"#,
      ])
    // docs: end drive-events
    return lines
  }

  @Test func serveOverHTTP() async throws {
    let frontEnd = await WebFrontEnd(
      source: EmbeddedSampleSource(), quotes: EmbeddedQuoteSource())
    let server = try frontEnd.serve(port: 0)
    let base = try #require(URL(string: server.url))
    do {
      // docs: begin serve-events
      let client = SessionClient(base: base)
      let (session, first) = try await client.open()
      let update = try await client.send(#"{"event":"filter","text":"台積","id":"1"}"#, to: session)
      // docs: end serve-events
      #expect(first["seq"] == .int(0))
      #expect(update["seq"] == .int(1))
      #expect(update["cause"] == "1")
      guard case .array(let rows)? = update["rows"] else {
        Issue.record("an update has rows: \(update.text)")
        return
      }
      #expect(rows.first?["index"] == .int(0))
      #expect(rows.first?["row"]?["text"] == "符合「台積」 0 筆 / 共 0 筆")
    } catch {
      Issue.record("\(error)")
    }
    try await withDeadline("the server to stop") { await server.stop() }
  }
}

// docs: begin serve-client
/// A front end's side of `stock-screens serve`: it opens a session and sends it events.
struct SessionClient {
  /// The address `serve` prints on its first line: `http://127.0.0.1:PORT/`.
  var base: URL

  /// `POST /api/sessions`: the new session's id and its first update.
  func open() async throws -> (session: String, update: JSONValue) {
    let answer = try await post("api/sessions", body: "")
    guard case .string(let session)? = answer["session"], let update = answer["update"] else {
      throw UnexpectedAnswer(answer: answer.text)
    }
    return (session, update)
  }

  /// `POST /api/sessions/ID/events`: the update the event made, or `{"error":…}`.
  func send(_ event: String, to session: String) async throws -> JSONValue {
    try await post("api/sessions/\(session)/events", body: event)
  }

  private func post(_ path: String, body: String) async throws -> JSONValue {
    var request = URLRequest(url: base.appendingPathComponent(path))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(body.utf8)
    let (data, _) = try await URLSession.shared.data(for: request)
    return try JSONValue(parsing: [UInt8](data))
  }
}

/// An answer that is not the JSON the protocol promises.
struct UnexpectedAnswer: Error {
  var answer: String
}
// docs: end serve-client
