import Foundation
import ScreenModel
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run of `drive --protocol 1` on a watchlist file, fed its events at once: it opens the
/// watchlist, adds its three codes and removes the second, each event with an id.
final class DriveRun {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lines: PipeReader
  /// The companies the last update showed.
  private(set) var shown: Set<String> = []

  init(file: String, codes: [String]) throws {
    guard let program = BrowseBinary.url else { throw DriveRunFailure(BrowseBinary.missingMessage) }
    process.executableURL = program
    process.arguments = ["drive", "--protocol", "1", "--watchlist", file]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    lines = PipeReader(output)
    try process.runWatched()
    let events =
      [#"{"event":"open","screen":"watchlist","id":"open"}"#]
      + codes.map { #"{"event":"add","code":"\#($0)","id":"add \#($0)"}"# }
      + [#"{"event":"remove","code":"\#(codes[1])","id":"last"}"#]
    input.fileHandleForWriting.write(Data(events.map { $0 + "\n" }.joined().utf8))
  }

  /// Reads updates until the `done` of its last event: its changes are kept then.
  func waitForItsChanges() throws {
    while true {
      guard let line = try lines.line("drive's done of its last event") else {
        throw DriveRunFailure("drive ended before the done of its last event")
      }
      let message = try JSONValue(parsing: line)
      take(message)
      if message["error"] != nil { throw DriveRunFailure("drive refused an event: \(line)") }
      if message["done"] == .string("last") { return }
    }
  }

  /// Reads updates until the watchlist shows `codes`; its look at the file comes each second.
  func waitToShow(_ codes: Set<String>, _ what: String) throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while shown != codes {
      let left = deadline - ContinuousClock.now
      guard left > .zero, let line = try lines.line(what, within: left) else {
        throw DriveRunFailure("\(what): it shows \(shown.sorted())")
      }
      take(try JSONValue(parsing: line))
    }
  }

  /// Notes the companies an update shows.
  private func take(_ message: JSONValue) {
    guard case .array(let rows)? = message["rows"] else { return }
    shown = Set(
      rows.compactMap { row -> String? in
        guard case .string(let id)? = row["id"], id.hasPrefix("company:") else { return nil }
        return String(id.dropFirst("company:".count))
      })
  }

  func end() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}

/// What a run of `drive` did that its test did not expect.
private struct DriveRunFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
