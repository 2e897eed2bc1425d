import CommandLineSyntax
import ScreenFrontEnds
import SnapshotTool

/// Every command line `stock-screens` accepts, declared once: the commands read their
/// arguments by these forms, and `Help` prints their usage and option lines from them.
enum ProgramSyntax {
  static let program = StockScreensTool.program.name

  /// Every form, in the order the help lists them.
  static var forms: [CommandSyntax] { StockScreensTool.program.forms }

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
    words: ["demo"], options: [.format, .demoMaxRows, .locale], rules: PlayCommand.rules)

  static var play: CommandSyntax { ProgramSyntax.forms(of: "play")[0] }
  static var browse: CommandSyntax { ProgramSyntax.forms(of: "browse")[0] }
  static var drive: CommandSyntax { ProgramSyntax.forms(of: "drive")[0] }
  static var serve: CommandSyntax { ProgramSyntax.forms(of: "serve")[0] }
}

extension CommandOption {
  /// `--max-rows` as the demo takes it, 12 unless given.
  static let demoMaxRows = CommandOption(
    "--max-rows", value: .required("N", meaning: "a whole number"),
    help: "text only: show at most N rows of each screen; 0 shows all (default: 12)",
    section: "Output")

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
}
