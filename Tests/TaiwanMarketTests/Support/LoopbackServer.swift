import Foundation
import XCTest

/// The test HTTP server of `Tests/Support/loopback_server.py`, run as a child process on an
/// ephemeral port of 127.0.0.1.
final class LoopbackServer {
  /// `http://127.0.0.1:PORT`.
  let baseURL: URL
  private let process: Process

  /// Starts the server serving files from `roots`; skips the test when python3 is absent.
  init(roots: [URL]) throws {
    guard let python = TestFiles.python3 else {
      throw XCTSkip("python3 is not installed; the loopback HTTP tests need it")
    }
    let script = TestFiles.packageRoot.appendingPathComponent("Tests/Support/loopback_server.py")
    process = Process()
    process.executableURL = python
    process.arguments = [script.path] + roots.flatMap { ["--root", $0.path] }
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let port = Self.readFirstLine(output.fileHandleForReading)
    guard let port, let number = Int(port), let url = URL(string: "http://127.0.0.1:\(number)")
    else {
      process.terminate()
      process.waitUntilExit()
      throw LaunchError(firstLine: port)
    }
    baseURL = url
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL {
    URL(string: baseURL.absoluteString + path) ?? baseURL
  }

  /// Stops the server and waits for it to exit.
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  deinit { stop() }

  /// The server did not print its port.
  struct LaunchError: Error {
    /// What it printed instead, if anything.
    var firstLine: String?
  }

  private static func readFirstLine(_ handle: FileHandle) -> String? {
    var buffer = Data()
    while !buffer.contains(UInt8(ascii: "\n")) {
      let chunk = handle.availableData
      guard !chunk.isEmpty else { break }
      buffer.append(chunk)
    }
    let line = buffer.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).first
    return line.map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespaces) }
  }
}
