import CommandLineSyntax
import Foundation
import ScreenModel
import StockScreens
import TaiwanMarket

/// `stock-screens drive`: the session protocol on standard input and output, for a front end
/// that spawns the engine (Python, Kotlin, anything).
///
/// Each line of input is an event object; each line of output is an update object, in the
/// order the updates happen (an event's own, then answers as they arrive), or an error
/// object naming the line that was not an event. At the end of input the program waits
/// for the answers still out, writes their updates and exits 0.
enum DriveCommand {
  static func run(_ arguments: [String], console: Console) async throws -> Int32 {
    let source = try DataOption(ProgramSyntax.parse(arguments, as: .drive))
      .makeSource(console: console)
    await DriveLoop.run(source: source, lines: InputLines.standardInput(), write: console.out)
    return 0
  }
}

/// The loop of `drive`, apart from standard input and output so tests can feed it lines.
@MainActor
enum DriveLoop {
  /// Plays `lines` on a new session over `source`, writing each update and error as a line.
  static func run(
    source: any MarketDataSource, lines: AsyncStream<InputLine>,
    write: @escaping @Sendable (String) -> Void
  ) async {
    let session = AppSession(source: source)
    write(session.current.text + "\n")
    session.observe { update in
      write(update.text + "\n")
      return true
    }
    for await line in lines {
      if let error = await apply(line, to: session) {
        write(error.text + "\n")
      }
    }
    await session.waitUntilIdle()
  }

  /// Sends the event on `line`; the error object to write when it is not one that applies.
  private static func apply(_ line: InputLine, to session: AppSession) async -> JSONValue? {
    let text: String
    switch line.content {
    case .text(let read): text = read
    case .tooLong(let limit):
      return SessionError.json("the line is longer than \(limit) bytes", line: line.number)
    }
    guard text.contains(where: { !$0.isWhitespace }) else { return nil }
    let json: JSONValue
    let event: SessionEvent
    do {
      json = try JSONValue(parsing: text)
      event = try SessionEvent(json: json)
    } catch let error as JSONValue.ParseError {
      return SessionError.json("not JSON: \(error)", line: line.number)
    } catch {
      return SessionError.json("\(error)", line: line.number)
    }
    do {
      try await session.send(event, cause: cause(of: json))
    } catch {
      return SessionError.json(error.message, line: line.number)
    }
    return nil
  }

  /// The event's `id`, string or number, which its update carries back as `cause`.
  private static func cause(of json: JSONValue) -> String? {
    switch json["id"] {
    case .string(let id)?: id
    case .int(let id)?: String(id)
    default: nil
    }
  }
}
