import Foundation
import LoopbackHTTP
import TestSupport
import XCTest

/// Servers for the end-to-end tests: started per test, always stopped, with a handler that
/// echoes what it got and streams events on `/events`.
enum HTTPServerFixtures {
  /// `METHOD TARGET BODY` as text, so a test sees what the handler received.
  static func echo(_ request: HTTPRequest) -> HTTPResponse {
    .text("\(request.method) \(request.target) \(String(decoding: request.body, as: UTF8.self))")
  }

  /// Runs `body` with a server of `configuration`, and stops the server whatever happens.
  static func withServer(
    _ configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    handler: @escaping HTTPServer.Handler = { echo($0) },
    isolation: isolated (any Actor)? = #isolation,
    _ body: (HTTPServer) async throws -> Void
  ) async throws {
    let server = try HTTPServer(configuration: configuration, handler: handler)
    do {
      try await body(server)
    } catch {
      try await stop(server)
      throw error
    }
    try await stop(server)
  }

  /// `server.stop()`, waited for with a bound.
  static func stop(_ server: HTTPServer, line: Int = #line) async throws {
    try await withDeadline("the server's thread to end on stop()", line: line) {
      await server.stop()
    }
  }

  /// Fails unless a good request on a new connection is answered: the server survived.
  static func assertServes(
    _ server: HTTPServer, file: StaticString = #filePath, line: UInt = #line
  ) async throws {
    let client = try LoopbackHTTPClient(port: server.port)
    defer { client.close() }
    let response = try await client.request("GET", "/still-there")
    XCTAssertEqual(response.status, 200, "\(response)", file: file, line: line)
    XCTAssertEqual(response.text, "GET /still-there \n", file: file, line: line)
  }
}

/// A flag set from any thread, for what a handler or a stream saw.
final class HTTPTestFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func raise() { lock.withLock { count += 1 } }
  var isRaised: Bool { lock.withLock { count > 0 } }
  var times: Int { lock.withLock { count } }
}
