import CommandLineSyntax
import Foundation
import ScreenModel

/// `drive`: the session protocol on standard input and output, for a front end that spawns
/// the engine (Python, Kotlin, anything).
///
/// Each line of input is an event object; each line of output is an update object, in the
/// order the updates happen (an event's own, then answers as they arrive), or an error
/// object naming the line that was not an event. At the end of input the program cancels
/// the screens' subscriptions, waits for the answers still out, writes their updates and
/// exits 0. With `--schema` it prints the protocol's JSON Schema for the program's screens
/// instead, and exits 0.
enum DriveCommand {
  static func run(
    _ program: FrontEndProgram, _ arguments: [String], console: Console
  ) async throws -> Int32 {
    let parsed = try program.parse(arguments, as: program.driveSyntax)
    let screens = try program.screens(parsed, console: console)
    if parsed.has(.schema) {
      console.out(ProtocolSchema(screens: screens).text)
      return 0
    }
    // The parser took only a version the option lists.
    let version =
      parsed.value(of: .sessionProtocol).flatMap(Int.init)
      .flatMap(SessionProtocol.init(number:)) ?? .v2
    let words = try program.words(parsed)
    let clocks = SessionClocks(start: try parsed.clockStart())
    await DriveLoop.run(
      session: ScreenSession(
        screens: screens, protocol: version, clock: clocks.make(), words: words),
      lines: InputLines.standardInput(), write: console.out
    ) { @MainActor locale in
      guard let words = program.words(locale: locale),
        let screens = try? program.screens(parsed, console: console, words: words)
      else { return nil }
      return ScreenSession(
        screens: screens, protocol: version, clock: clocks.make(), words: words)
    }
    return 0
  }
}

/// The loop of `drive`, apart from standard input and output so tests can feed it lines;
/// it speaks for whatever screens the session was given.
///
/// A first line `{"event":"locale","locale":"en"}` starts the session again in that locale
/// (`relocalize` makes it), answered by its first update; later, or without `relocalize`,
/// it is an event like any other.
@MainActor
enum DriveLoop {
  /// Plays `lines` on `session`, writing each update and error as a line.
  static func run(
    session first: ScreenSession, lines: AsyncStream<InputLine>,
    write: @escaping @Sendable (String) -> Void,
    relocalize: (@MainActor (String) -> ScreenSession?)? = nil
  ) async {
    var session = first
    var following = follow(session, write: write)
    var isFirst = true
    for await line in lines {
      if isFirst, let relocalize, let locale = Self.locale(asked: line) {
        isFirst = false
        guard let again = relocalize(locale) else {
          let message = "no catalog has the locale \(VisibleText.quoted(locale))"
          write(
            SessionUpdate.error(message, line: line.number, protocol: session.sessionProtocol)
              .text + "\n")
          continue
        }
        following.stop()
        session.finish()
        session = again
        following = follow(session, write: write)
        continue
      }
      if case .text(let text) = line.content, text.contains(where: { !$0.isWhitespace }) {
        isFirst = false
      }
      if let refusal = await apply(line, to: session) {
        write(refusal.error.text + "\n")
        // The session acknowledges the events it took; one it refused is done here.
        if let cause = refusal.cause {
          write(SessionDone(cause: cause, protocol: session.sessionProtocol).text + "\n")
        }
      }
    }
    await endOfInput(session)
  }

  /// Writes `session`'s current update, then every message it makes until stopped.
  private static func follow(_ session: ScreenSession, write: @escaping @Sendable (String) -> Void)
    -> Following
  {
    let following = Following()
    write(session.current.first.text + "\n")
    session.observeMessages { message in
      guard !following.isStopped else { return false }
      write(message.text + "\n")
      return true
    }
    return following
  }

  /// The locale a line asks for when it is `{"event":"locale","locale":…}`.
  private static func locale(asked line: InputLine) -> String? {
    guard case .text(let text) = line.content, text.contains("locale"),
      let json = try? JSONValue(parsing: text), json["event"] == .string("locale"),
      case .string(let locale)? = json["locale"]
    else { return nil }
    return locale
  }

  /// The input ended: once the requests in flight are answered and their updates written
  /// (with the `done` of the events that made them), the program may exit.
  private static func endOfInput(_ session: ScreenSession) async {
    // Subscriptions never end by themselves: a timer would go on writing while the answers
    // still out are awaited.
    session.finish()
    await session.waitUntilIdle()
  }

  /// Sends the event on `line`; the error object to write when it is not one that applies,
  /// and the event's `id` when it had one.
  private static func apply(
    _ line: InputLine, to session: ScreenSession
  ) async -> (error: JSONValue, cause: String?)? {
    var cause: String?
    let failure = { (message: String) in
      (SessionUpdate.error(message, line: line.number, protocol: session.sessionProtocol), cause)
    }
    let text: String
    switch line.content {
    case .text(let read): text = read
    case .refused(let why): return failure(why)
    case .tooLong(let limit): return failure("the line is longer than \(limit) bytes")
    }
    guard text.contains(where: { !$0.isWhitespace }) else { return nil }
    let json: JSONValue
    do {
      json = try JSONValue(parsing: text)
    } catch {
      return failure("not JSON: \(error)")
    }
    cause = SessionEvent.cause(of: json)
    do {
      try await session.send(json: json)
    } catch {
      return failure(error.message)
    }
    return nil
  }
}

/// Whether the writing of a session's updates has stopped: its session was replaced.
@MainActor
private final class Following {
  private(set) var isStopped = false

  func stop() { isStopped = true }
}

extension FrontEndProgram {
  /// `drive` with the data options, and either `--protocol` or `--schema`.
  package var driveSyntax: CommandSyntax {
    syntax(
      "drive", [.sessionProtocol, .schema, .clock], rules: [.oneOf(["--protocol", "--schema"])])
  }
}

extension CommandOption {
  package static let schema = CommandOption(
    "--schema",
    help: """
      print the JSON Schema (draft 2020-12) of the events these screens take
      and of the updates, and exit
      """)

  package static let sessionProtocol = CommandOption(
    "--protocol",
    value: .choice([
      Choice("1", help: "every row of the screen in every update"),
      Choice(
        "2",
        help: """
          the row count, the window's changes and only its new or changed
          rows; {"event":"window","from":N,"count":M} moves the window (default)
          """),
    ]),
    help: "the session protocol's version")
}
