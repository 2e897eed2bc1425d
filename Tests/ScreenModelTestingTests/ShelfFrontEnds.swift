import Foundation
import ScreenModel
import TestSupport

/// The outside program's `serve` on a free port of 127.0.0.1, with a client and one session
/// opened there: what the serve tests of the outside package share.
struct ShelfServer {
  let server: ServerProcess
  let client: LoopbackHTTPClient
  let port: UInt16
  /// The session's id, and the answer that opened it (its first update in `update`).
  let session: String
  let opened: JSONValue

  static func start() async throws -> ShelfServer {
    let program = try await OutsidePackage.program.value
    let server = try await blockingCall("the shelf's serve to start") {
      try ServerProcess(program, arguments: ["serve", "--port", "0"])
    }
    do {
      guard let port = URL(string: server.url)?.port.flatMap({ UInt16(exactly: $0) }) else {
        throw ClientError("serve printed no port: \(server.url)")
      }
      let client = try LoopbackHTTPClient(port: port)
      let answer = try await client.request("POST", "/api/sessions")
      let opened = try JSONValue(parsing: answer.text)
      guard answer.status == 201, case .string(let session)? = opened["session"] else {
        client.close()
        throw ClientError("no session in \(answer.status) \(answer.text)")
      }
      return ShelfServer(
        server: server, client: client, port: port, session: session, opened: opened)
    } catch {
      server.stop()
      throw error
    }
  }

  /// Sends `event` to the session: the answer's status and body.
  func send(_ event: String) async throws -> (status: Int, body: JSONValue) {
    let answer = try await client.request(
      "POST", "/api/sessions/\(session)/events", body: Array(event.utf8))
    return (answer.status, try JSONValue(parsing: answer.text))
  }

  func stop() {
    client.close()
    server.stop()
  }
}

/// The outside program's `browse` in a tmux pane of 80 columns: the keys a test presses,
/// then `q`, after which the frame is gone and the shell's prompt shows again.
enum ShelfBrowse {
  static func run(
    _ what: String, arguments: String, height: Int,
    keys: @escaping @Sendable (TmuxPane) throws -> Void
  ) async throws {
    let program = try await OutsidePackage.program.value
    guard let tmux = ExternalPackageTests.tmux else { throw ClientError("no tmux") }
    try await blockingCall(what, within: .seconds(300)) {
      let pane = try TmuxPane.running(
        TmuxPane.quoted(program.path) + " browse" + arguments, tmux: tmux, width: 80,
        height: height)
      defer { pane.killServer() }
      try keys(pane)
      try pane.press("q")
      // The frame goes with its key bar, and the shell's prompt is back.
      try pane.waitFor("the prompt after quitting") {
        !$0.contains("q 離開")
          && $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(TmuxPane.promptMark)
      }
    }
  }
}
