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
    try await run(program, arguments, console: console, lines: InputLines.standardInput())
  }

  /// `drive` on the events of `lines` rather than of standard input.
  static func run(
    _ program: FrontEndProgram, _ arguments: [String], console: Console,
    lines: AsyncStream<InputLine>
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
    let appearance = try program.appearance(parsed, console: console)
    await DriveLoop.run(
      session: ScreenSession(
        screens: screens, protocol: version, clock: clocks.make(), words: words,
        appearance: appearance),
      lines: lines, write: console.out
    ) { @MainActor locale throws(SessionEventError) in
      guard let words = program.words(locale: locale) else {
        throw SessionEventError(.invalid, "no catalog has the locale \(VisibleText.quoted(locale))")
      }
      // The screens may not start in another locale's words: why is the locale's refusal.
      let screens: [AnyScreenDeclaration]
      do {
        screens = try program.screens(parsed, console: console, words: words)
      } catch {
        throw SessionEventError(.refused, "locale \(words.locale): \(error)")
      }
      return ScreenSession(
        screens: screens, protocol: version, clock: clocks.make(), words: words,
        appearance: appearance)
    }
    return 0
  }
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
