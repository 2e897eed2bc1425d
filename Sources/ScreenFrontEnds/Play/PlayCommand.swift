import CommandLineSyntax
import FileStorage
import Foundation
import ScreenModel

/// `play FILE …`: a scenario in the grammar of the program's screens and commands, played on
/// its stage and printed as a storyboard or as JSON lines.
package enum PlayCommand {
  package enum Format: String {
    case text
    case json
  }

  /// How the steps are printed.
  package struct Options {
    var format = Format.text
    var maxRows: Int?
    /// Where the scenario's virtual clock starts; nil starts it at the time the play starts.
    var clock: WallTime?

    /// Text, every row, the clock starting when the play does: a `play` without options.
    package init() {}

    /// `--format`, `--max-rows` and, where the form takes it, `--clock` as `parsed` gives
    /// them; `--max-rows 0` shows every row.
    package init(_ parsed: ParsedArguments, defaultMaxRows: Int?) throws(UsageError) {
      format = parsed.value(of: .format).flatMap(Format.init(rawValue:)) ?? .text
      let count = try parsed.value(of: .maxRows) { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
      maxRows = count.map { $0 == 0 ? nil : $0 } ?? defaultMaxRows
      if parsed.syntax.option(named: CommandOption.clock.name) != nil {
        clock = try parsed.clockStart()
      }
    }
  }

  /// What every command that prints steps refuses.
  package static let rules: [OptionRule] = [
    .notWith(
      "--max-rows", option: "--format", value: "json",
      because: "each JSON line carries every row; leave out --max-rows, or use --format text")
  ]

  static func play(
    _ program: FrontEndProgram, _ arguments: [String], console: Console
  ) async throws -> Int32 {
    let parsed = try program.parse(arguments, as: program.playSyntax)
    let options = try Options(parsed, defaultMaxRows: nil)
    let path = parsed.positionals[0]
    let text = try readScenario(path)
    let context = try program.context(parsed, console: console)
    let stage = try program.makeStage(context)
    let scenario = try ScenarioParser.parse(
      text, file: path, screens: stage.screens, commands: program.scenarioCommands)
    try await run(
      scenario, on: stage, options: options, title: nil, console: console, words: context.words)
    return 0
  }

  /// The largest scenario file `play` reads, in bytes: a scenario is lines of commands, and a
  /// file past this is refused before any of it is read.
  package static let maxScenarioBytes = 1 << 20

  private static func readScenario(_ path: String) throws(UsageError) -> String {
    let bytes: [UInt8]
    do throws(BoundedReadError) {
      bytes = try BoundedRead.contents(of: path, limit: maxScenarioBytes)
    } catch {
      throw UsageError(
        "\(VisibleText.escaped(path)): the scenario file \(error)", command: "play")
    }
    guard let text = String(data: Data(bytes), encoding: .utf8) else {
      throw UsageError(
        "\(VisibleText.escaped(path)): the scenario is not UTF-8 text", command: "play")
    }
    return text
  }

  /// Plays `scenario` on `stage`, writing each step as `options` say, after `title` as a
  /// storyboard's heading when there is one, and what the session named on the way on
  /// standard error, as `FILE:LINE: problem`.
  ///
  /// - Throws: `ScenarioError` at a line the session refused that did not expect it, or
  ///   that expected a refusal and got none; the steps before it are written.
  @MainActor
  package static func run(
    _ scenario: Scenario, on stage: ScenarioStage, options: Options, title: String?,
    console: Console, words: Words = .source
  ) async throws(ScenarioError) {
    let player = ScenarioPlayer(stage, clock: options.clock ?? .system(), words: words)
    var printer = StoryboardPrinter(maxRows: options.maxRows, words: words)
    if options.format == .text, let title { console.out(Storyboard.heading(title)) }
    try await player.play(scenario) { record in
      switch options.format {
      case .json: console.out(record.json.text + "\n")
      case .text: console.out(printer.text(for: record))
      }
      for problem in record.problems {
        console.err(
          "\(ScenarioError(file: scenario.name, line: record.step.line, message: problem))\n")
      }
    }
  }
}

extension FrontEndProgram {
  /// The stage of a playing: the program's own, or its screens with no commands and the
  /// program's appearance.
  package func makeStage(_ context: FrontEndContext) throws -> ScenarioStage {
    let stage =
      try stage?(context)
      ?? ScenarioStage(screens: screens(context), appearance: appearance?(context))
    _ = try checked(stage.screens)
    return stage
  }
}

extension CommandOption {
  package static let format = CommandOption(
    "--format",
    value: .choice([
      Choice("text", help: "a storyboard: each command, then the screen after it (default)"),
      Choice(
        "json",
        help: """
          one JSON object a line:
          {"step":N,"command":"…","screen":"…","controls":[…],
           "rows":[…],"changes":{"inserted":N,"deleted":N,"moved":N,"updated":N}}
          """),
    ]), help: "", section: "Output")

  package static let maxRows = CommandOption(
    "--max-rows", value: .required("N", meaning: "a whole number"),
    help: """
      text only: show at most N rows of each screen; 0 shows all (default: all)
      """, section: "Output")
}
