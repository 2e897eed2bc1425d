/// Every command line `stock-screens` accepts, declared once: the commands read their
/// arguments by these forms, and `Help` prints their usage and option lines from them.
enum ProgramSyntax {
  static let program = "stock-screens"

  /// Every form, in the order the help lists them.
  static let forms: [CommandSyntax] =
    [.demo, .play] + CommandSyntax.snapshots + [.browse, .drive, .serve]

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

  static let snapshots: [CommandSyntax] = [
    CommandSyntax(
      words: ["snapshots", "check"], options: [.packagePath],
      summary: "list failed, missing, inline and orphaned snapshots"),
    CommandSyntax(
      words: ["snapshots", "review"], options: [.noInteractive, .packagePath],
      summary: """
        on a terminal, one snapshot at a time: where it is, its test and line, and the diff
        with the changed characters marked; elsewhere, or with --no-interactive, every
        unified diff at once
        """),
    CommandSyntax(
      words: ["snapshots", "accept"], options: [.dryRun, .packagePath],
      summary: """
        take the actual text as the reference, and write it into the literal of each inline
        snapshot
        """),
    CommandSyntax(
      words: ["snapshots", "reject"], options: [.dryRun, .packagePath],
      summary: "discard every kept actual text; references and literals stay as they are"),
    CommandSyntax(
      words: ["snapshots", "prune"], options: [.dryRun, .packagePath],
      summary: "delete orphans (or, with --dry-run, only list them)"),
    CommandSyntax(
      words: ["snapshots", "report"], options: [.html, .junit, .packagePath],
      rules: [.atLeastOne(["--html", "--junit"])],
      summary: "write a page, a JUnit file or both, of the last run"),
  ]

  static let browse = CommandSyntax(
    words: ["browse"], options: DataOption.options, rules: DataOption.rules)

  static let drive = CommandSyntax(
    words: ["drive"], options: DataOption.options, rules: DataOption.rules)

  static let serve = CommandSyntax(
    words: ["serve"], options: DataOption.options + [.port], rules: DataOption.rules)
}

extension CommandOption {
  /// `--help` and `-h`, which every command takes; the program reads them before any form.
  static let help = CommandOption(
    "--help", "-h", help: "what a command does, its options, an example")

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

  static let packagePath = CommandOption(
    "--package-path", value: .required("DIR", meaning: "a folder"),
    help: "the package to act on (default: the one holding the current folder)")

  static let dryRun = CommandOption(
    "--dry-run", help: "say what accept, reject or prune would do, and do nothing")

  static let noInteractive = CommandOption(
    "--no-interactive", help: "review: print every diff at once, even on a terminal")

  static let html = CommandOption(
    "--html", value: .required("DIR", meaning: "a folder"),
    help: """
      report: DIR/index.html, every failed, missing and inline snapshot,
      reference and actual side by side, a page that loads nothing from
      elsewhere
      """)

  static let junit = CommandOption(
    "--junit", value: .required("FILE", meaning: "a file"),
    help: "report: FILE, JUnit XML, one case a snapshot checked")

  static let port = CommandOption(
    "--port", value: .required("N", meaning: "a number from 0 to 65535"),
    help: "the port on 127.0.0.1 (default 2330; 0 picks a free one)")
}
