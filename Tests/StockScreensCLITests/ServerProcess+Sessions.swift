import Foundation
import ScreenModel
import TestSupport

extension ServerProcess {
  /// The port it listens on, from the address it printed.
  func port() throws -> UInt16 {
    guard let port = URL(string: url)?.port.flatMap({ UInt16(exactly: $0) }) else {
      throw ServeSessionFailure(description: "no port in serve's address: \(url)")
    }
    return port
  }

  /// A new session on this server, opened through `client` from a thread that may block.
  static func openSession(on client: LoopbackHTTPClient) throws -> String {
    let created = try client.blockingRequest("POST", "/api/sessions")
    guard case .string(let session)? = try JSONValue(parsing: created.text)["session"] else {
      throw ServeSessionFailure(description: "no session: \(created)")
    }
    return session
  }
}

/// What `serve` answered that a test did not expect of it.
struct ServeSessionFailure: Error, CustomStringConvertible {
  var description: String
}
