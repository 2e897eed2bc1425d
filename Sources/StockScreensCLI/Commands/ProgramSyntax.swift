import CommandLineSyntax
import SnapshotTool

/// Every command line `stock-screens` accepts, declared once: the commands read their
/// arguments by these forms, and `Help` prints their usage and option lines from them.
enum ProgramSyntax {
  static let program = "stock-screens"

  /// Every form, in the order the help lists them.
  static let forms: [CommandSyntax] =
    [.demo, .play] + SnapshotSyntax.forms + [.browse, .drive, .serve]

  /// The commands, each named once.
  static var commands: [String] {
    forms.compactMap(\.command).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }

  /// The forms of `command`.
  static func forms(of command: String) -> [CommandSyntax] {
    forms.filter { $0.command == command }
  }

  /// Reads `arguments` by `syntax`, refusing an option of another command by its name.
  static func parse(_ arguments: [String], as syntax: CommandSyntax) throws(UsageError)
    -> ParsedArguments
  {
    try syntax.parse(arguments, among: forms)
  }
}

extension CommandSyntax {
  static let demo = CommandSyntax(
    words: ["demo"], options: [.format, .maxRows], rules: PlayCommand.rules)

  static let play = CommandSyntax(
    words: ["play"], positionals: [Positional("FILE", meaning: "a scenario FILE")],
    options: DataOption.options + [.format, .maxRows],
    rules: DataOption.rules + PlayCommand.rules)

  static let browse = CommandSyntax(
    words: ["browse"], options: DataOption.options, rules: DataOption.rules)

  static let drive = CommandSyntax(
    words: ["drive"], options: DataOption.options + [.sessionProtocol], rules: DataOption.rules)

  static let serve = CommandSyntax(
    words: ["serve"], options: DataOption.options + [.port], rules: DataOption.rules)
}

extension CommandOption {
  static let data = CommandOption(
    "--data", value: .required("DIR", meaning: "a folder"),
    help: """
      read t187ap03_L.csv (or .json), t187ap03_O.csv (or
      mopsfin_t187ap03_O.json), t187ap03_R.csv (or mopsfin_t187ap03_R.json);
      a missing or broken file shows as that market's error row
      """, section: DataOption.section)

  static let live = CommandOption(
    "--live", value: .optionalURL("BASE_URL"),
    help: """
      the exchanges' open-data endpoints, or the same paths under BASE_URL;
      the last good answer of each market is kept in ~/.cache/stock-screens
      (STOCK_SCREENS_CACHE names another folder) and shown, marked stale,
      when a request fails
      """, section: DataOption.section)

  static let noCache = CommandOption(
    "--no-cache", help: "with --live: keep nothing, show failures as they are",
    section: DataOption.section)

  static let format = CommandOption(
    "--format",
    value: .choice([
      Choice("text", help: "a storyboard: each command, then the screen after it (default)"),
      Choice(
        "json",
        help: """
          one JSON object a line:
          {"step":N,"command":"…","screen":"directory|feed|profile",
           "rows":[…],"changes":{"inserted":N,"deleted":N,"moved":N,"updated":N}}
          """),
    ]), help: "", section: "Output")

  static let maxRows = CommandOption(
    "--max-rows", value: .required("N", meaning: "a whole number"),
    help: """
      text only: show at most N rows of each screen; 0 shows all
      (default: all; in the demo, 12)
      """, section: "Output")

  static let sessionProtocol = CommandOption(
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

  static let port = CommandOption(
    "--port", value: .required("N", meaning: "a number from 0 to 65535"),
    help: "the port on 127.0.0.1 (default 2330; 0 picks a free one)")
}
