import Foundation
import TestSupport
import XCTest

extension LoopbackServer {
  /// Starts the server, or skips the test when python3 is absent.
  static func startedOrSkipped(
    roots: [URL] = [], maps: [String: URL] = [:]
  ) throws -> LoopbackServer {
    do {
      return try LoopbackServer(roots: roots, maps: maps)
    } catch LoopbackServer.Failure.python3Missing {
      throw XCTSkip("\(LoopbackServer.Failure.python3Missing)")
    }
  }
}
