import CommandLineSyntax
import ScreenModel

/// An option of a program's data, which every front end takes: `--shelf NAME`.
public struct FrontEndOption: Hashable, Sendable {
  let declaration: CommandOption

  /// An option named `name` (`--shelf`); with a `placeholder` (`NAME`) it takes a value,
  /// described as `meaning` in messages, else it is a flag. `help` is its line in the help.
  public init(_ name: String, placeholder: String? = nil, meaning: String = "a value", help: String)
  {
    declaration = CommandOption(
      name, value: placeholder.map { .required($0, meaning: meaning) } ?? .none, help: help,
      section: "Data")
  }
}

/// What a program's screens are made from: the command line as parsed, where to write, and
/// the locale whose words they show.
public struct FrontEndContext: Sendable {
  /// The arguments of the command that runs.
  package let parsed: ParsedArguments
  /// Where the program writes; `browse` gives one whose progress lines are off, as they
  /// would scribble over its frame.
  public let console: Console
  /// The words of the locale the run speaks (`--locale`, else the environment's): the
  /// screens' labels and rows are made in it, and the front ends speak it.
  public let words: Words

  package init(parsed: ParsedArguments, console: Console, words: Words = .source) {
    self.parsed = parsed
    self.console = console
    self.words = words
  }

  /// The value the option named `name` was given, if it was given one.
  public func value(of name: String) -> String? {
    parsed.syntax.option(named: name).flatMap(parsed.value(of:))
  }

  /// Whether the option named `name` was given.
  public func has(_ name: String) -> Bool {
    parsed.syntax.option(named: name).map(parsed.has) ?? false
  }
}

/// One command of a program: its forms, its help and what it does, each given the program,
/// whose data options and screens the four front ends take.
package struct ProgramCommand: Sendable {
  package typealias Run = @Sendable (FrontEndProgram, [String], Console) async throws -> Int32

  /// The word that names it.
  package var name: String
  /// The command lines it takes.
  package var forms: @Sendable (FrontEndProgram) -> [CommandSyntax]
  /// Its `--help`.
  package var help: @Sendable (FrontEndProgram) -> String
  /// Runs it with the arguments after its name, returning the exit status.
  package var run: Run

  package init(
    _ name: String, forms: @escaping @Sendable (FrontEndProgram) -> [CommandSyntax],
    help: @escaping @Sendable (FrontEndProgram) -> String, run: @escaping Run
  ) {
    self.name = name
    self.forms = forms
    self.help = help
    self.run = run
  }

  /// The same command with the help `help` writes instead.
  package func helped(by help: @escaping @Sendable (FrontEndProgram) -> String) -> Self {
    var command = self
    command.help = help
    return command
  }

  /// `play FILE`: a scenario, played as a storyboard or as JSON lines.
  package static let play = ProgramCommand(
    "play", forms: { [$0.playSyntax] }, help: FrontEndHelp.play, run: PlayCommand.play)

  /// `browse`: the screens in a full-screen terminal.
  package static let browse = ProgramCommand(
    "browse", forms: { [$0.syntax("browse")] }, help: FrontEndHelp.browse,
    run: { try await BrowseCommand.run($1, console: $2, program: $0) })

  /// `drive`: the session protocol on standard input and output.
  package static let drive = ProgramCommand(
    "drive", forms: { [$0.driveSyntax] }, help: FrontEndHelp.drive,
    run: DriveCommand.run)

  /// `serve`: the web front end on 127.0.0.1.
  package static let serve = ProgramCommand(
    "serve", forms: { [$0.serveSyntax] }, help: FrontEndHelp.serve,
    run: ServeCommand.run)
}

extension FrontEndProgram {
  /// The form of `command` with the data options, then `options`.
  package func syntax(
    _ command: String, positionals: [Positional] = [], _ options: [CommandOption] = [],
    rules: [OptionRule] = []
  ) -> CommandSyntax {
    CommandSyntax(
      words: [command], positionals: positionals, options: dataOptions + options + [.locale],
      rules: dataRules + rules)
  }

  /// `play FILE` with the data options and the output options.
  package var playSyntax: CommandSyntax {
    syntax(
      "play", positionals: [Positional("FILE", meaning: "a scenario FILE")],
      [.format, .maxRows, .clock], rules: PlayCommand.rules)
  }

  /// `serve` with the data options, `--port` and `--clock`.
  package var serveSyntax: CommandSyntax { syntax("serve", [.port, .clock]) }
}
