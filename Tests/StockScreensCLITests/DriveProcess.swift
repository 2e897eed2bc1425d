import Foundation
import ScreenModel
import TestSupport

/// `stock-screens drive` as a child process, fed a line at a time: what a front end in
/// another language does. Every read and the wait for its exit are bounded, and the program
/// is ended when the test is done with it.
final class DriveProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lines: PipeReader

  /// `binary drive`, with `arguments` after `--watchlist` and a file of the test's.
  init(_ binary: URL, arguments: [String] = []) throws {
    process.executableURL = binary
    // A watchlist of the test's, should an event ever reach it: never the user's own.
    let watchlist = FileManager.default.temporaryDirectory
      .appendingPathComponent("drive-watchlist-\(UUID().uuidString).json")
    process.arguments = ["drive", "--watchlist", watchlist.path] + arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    lines = PipeReader(output)
    try process.runWatched()
  }

  deinit { process.end() }

  func send(_ line: String) {
    send(bytes: Array(line.utf8))
  }

  /// Sends `bytes` as a line, UTF-8 or not.
  func send(bytes: [UInt8]) {
    input.fileHandleForWriting.write(Data(bytes + [0x0A]))
  }

  func endInput() {
    try? input.fileHandleForWriting.close()
  }

  /// The lines written from now until one satisfies `done` (included), or until the end of
  /// the output, parsed.
  ///
  /// - Throws: `DeadlineExceeded` naming `what` when neither comes in time.
  func readUntil(
    _ what: String, line: Int = #line, _ done: (JSONValue) -> Bool
  ) throws -> [JSONValue] {
    try readTextUntil(what, line: line) { try done(JSONValue(parsing: $0)) }.map {
      try JSONValue(parsing: $0)
    }
  }

  /// The lines written from now until one satisfies `done` (included), as written.
  func readTextUntil(
    _ what: String, line: Int = #line, _ done: (String) throws -> Bool
  ) throws -> [String] {
    var read: [String] = []
    let limit = DeadlineExceeded.standardLimit
    let deadline = ContinuousClock.now + limit
    while true {
      // One bound for all the lines, so that a program that writes for ever fails too.
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { throw DeadlineExceeded(what, limit: limit, line: line) }
      guard let text = try lines.line(what, within: left, line: line) else { return read }
      read.append(text)
      if try done(text) { return read }
    }
  }

  func waitForExit(line: Int = #line) throws -> Int32 {
    try process.waitUntilExit("drive to exit at the end of its input", line: line)
    return process.terminationStatus
  }
}
