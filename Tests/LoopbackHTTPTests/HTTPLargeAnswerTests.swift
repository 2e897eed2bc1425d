import Foundation
import TestSupport
import Testing

@testable import LoopbackHTTP

/// An answer of 8 MiB over 127.0.0.1, in Swift Testing, so that the seconds it takes to make,
/// send and compare overlap the other tests instead of adding to the XCTest half.
@Suite struct HTTPLargeAnswerTests {
  @Test func anAnswerLargerThanTheSocketTakes_ArrivesWhole_OverManyWrites() async throws {
    // 8 MiB: more than one send takes (a socket's send buffer grows to 4 MiB at most), so
    // the server writes the rest each time poll says the socket has room again.
    let body = (0..<(1 << 23)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 12) }
    try await HTTPServerFixtures.withServer(handler: { _ in HTTPResponse(body: body) }) { server in
      let client = try LoopbackHTTPClient(port: server.port, timeout: .seconds(60))
      defer { client.close() }
      let response = try await client.request("GET", "/large")
      #expect(response.body.count == body.count)
      #expect(response.body == body, "the bytes arrive in order, none lost")
      let next = try await client.request("GET", "/large")
      #expect(next.body.count == body.count, "and the connection serves the next one")
    }
  }
}
