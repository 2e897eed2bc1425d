import CommandLineSyntax
import ScreenFrontEnds
import SnapshotTool

/// The help texts. What each command does, the scenario grammar, key bindings, the protocol
/// and the examples are written here; every usage line and option line comes from the
/// forms in `ProgramSyntax`, through `usage` and `options`.
enum Help {
  static let program = ProgramSyntax.program

  static var main: String {
    let demo = HelpLayout.entry(
      program, "the demo: every screen on the embedded sample", column: 33)
    let forms = HelpLayout.usage(of: ProgramSyntax.forms, program: program, grouped: true)
    let help = HelpLayout.entry(
      "\(program) COMMAND \(CommandOption.help.name)", "more about one command", column: 33)
    return """
      stock-screens: the screens of a Taiwan stock-market app, played as text.

      Usage:
      \(demo + forms + help)
      Rules:
      \(HelpLayout.rules(of: ProgramSyntax.forms))
      An option's value may also follow an equals sign: --port=0, --live=http://127.0.0.1:8080.

      Exit status: 0 done; 1 `snapshots check` found problems, or `snapshots accept` left an
      inline literal as it was; 2 usage or scenario errors.

      Example:
        stock-screens play Tests/Scenarios/search-while-loading.scenario --format json

      """
  }

  static var demo: String {
    """
    stock-screens demo: plays the built-in scenario on the embedded sample and prints it as a
    storyboard: the three markets loaded one by one, a failed load and its retry, a search,
    a company's profile, the feed paged to its end, and a refresh. Its watchlist is its own,
    empty and in memory: the demo reads and writes no file.

    \(usage("demo"))
    \(options("demo"))
    Example:
      stock-screens demo --max-rows 0

    """
  }

  static var play: String {
    """
    stock-screens play: plays a scenario file and prints what each step left on screen.

    \(usage("play"))
    \(options("play"))
    Scenario commands, one a line, # starts a comment:
    \(ScenarioGrammar.help(for: ScenarioParser.stockScreens, commands: StockScenario.commands))

    A scenario with an unknown command, a missing argument, an unknown market or a command
    on the wrong screen stops before anything runs: exit 2, `FILE:LINE: message` on stderr.

    The watchlist (自選股) starts empty and is kept in memory, so that a scenario plays the
    same everywhere; with --watchlist FILE it is that file's, and what the scenario changes
    is saved there.

    Example:
      stock-screens play Tests/Scenarios/markets-one-by-one.scenario --data ../shared/data

    """
  }

  /// The snapshot tool's own help, under this program's name.
  static var snapshots: String { SnapshotTool.help(program: program) }

  static var browse: String {
    """
    stock-screens browse: the market in a full-screen terminal, driven by the same screens.

    \(usage("browse"))
    \(options("browse"))
    The directory (公司列表):
      1 2 3      load listed (上市), OTC (上櫃), emerging (興櫃)
      /          search: from here on, everything typed filters as you type, digits and
                 letters too; Enter opens the selected match, Esc clears the search,
                 Backspace deletes, ↑ ↓ move
      中文       Chinese text, such as an input method commits, starts a search at once
      Enter      open the selected company's profile, or retry a failed market
      Esc        clear the search
    The feed (公司一覽):
      r          refresh; moving to its last rows loads more; Enter retries a failed load
    The profile (公司資料):
      Esc        back
    The screener (選股):
      Tab        the form: 市場, 產業, 資本額下限, 資本額上限, 只看自選股, 排序, then the next
                 screen; typing edits a field in place (Enter opens no row), Space turns
                 只看自選股, ← → choose, Esc back to the list; 1 清除條件 while it applies
    Everywhere:
      ↑ ↓ j k    move (PgUp PgDn Home End g G too)
      Tab        switch between the directory and the feed
      Ctrl-L     paint the screen again
      q          quit, outside the search (Ctrl-C quits anywhere, with exit status 130)

    Loading, errors, empty states and the end of the feed show as the screens' own rows.
    \(watchlistKept)
    Standard input and output must be a terminal; otherwise browse exits with status 2.

    Example:
      stock-screens browse --data ../shared/data

    """
  }

  static var drive: String {
    """
    stock-screens drive: the session protocol on standard input and output, for a front end
    in any language that runs the engine as a child process.

    \(usage("drive"))
    \(options("drive"))
    Each line of input is an event, a JSON object:
      {"event":"open","screen":"directory"}   {"event":"open","screen":"feed","pageSize":20}
      {"event":"open","screen":"profile","code":"2330"}
      {"event":"load","market":"listed"}      {"event":"retry"}   {"event":"retry","market":"otc"}
      {"event":"filter","text":"台積"}        {"event":"select","code":"2330"}
      {"event":"back"}   {"event":"refresh"}  {"event":"more"}
    An optional "id" (a string, or a whole number within ±2^53) comes back as "cause" on the
    update the event makes. A first line {"event":"locale","locale":"en"} starts the session
    again in that locale.

    \(FrontEndHelp.driveOutput)
    \(watchlistKept)

    Example:
      printf '%s\\n' '{"event":"load","market":"listed"}' '{"event":"filter","text":"台積"}' \\
        | stock-screens drive

    """
  }

  static var serve: String {
    """
    stock-screens serve: the web front end, on this machine only.

    \(usage("serve"))
    Prints http://127.0.0.1:PORT/ on its first line: open it in a browser. Each tab is a
    session of its own; updates reach the page as they happen (Server-Sent Events), so a
    market that finishes loading appears without a click. Every tab shows one watchlist
    (自選股): a company added in one appears in the others, and it outlives a tab's session
    (at most 32 live at once, the one used longest ago ending first) and the server. When
    the server cannot be reached the page says so, dims what it shows and keeps trying; once
    the server answers it goes on with its session, or opens a new one if the server was
    started again.
    \(watchlistKept)

    \(options("serve"))
    Only 127.0.0.1 is bound; requests naming another host, and posts from pages of other
    origins, are refused. Routes, for front ends of your own:
      POST /api/sessions                 {"session":ID,"update":{…}}, in protocol 2, or 1 for
                                         a body {"protocol":1}
      GET  /api/sessions/ID              the session's last update
      POST /api/sessions/ID/events       an event (see `stock-screens drive --help`) → its update
      GET  /api/sessions/ID/updates      Server-Sent Events, one update each
      GET  /api/schema                   the protocol's JSON Schema: the events and the updates

    Example:
      stock-screens serve --data ../shared/data --port 0

    """
  }

  /// Where the watchlist is kept, for the front ends that keep it.
  private static let watchlistKept = """
    The watchlist is saved, whole or not at all, in the file --watchlist names, by default
    the user's data folder (see below); a file that cannot be read is left as it is, the
    watchlist says why, and its changes are not saved until the file is mended or moved.
    The settings (設定: the colour of a rise, the language of a run without --locale, the
    market the directory opens with) are kept the same way, in the file --settings names.
    """

  /// The help of `command`, or nil when there is no such command.
  static func text(for command: String) -> String? {
    switch command {
    case "demo": demo
    case "play": play
    case "snapshots": snapshots
    case "browse": browse
    case "drive": drive
    case "serve": serve
    case "explore": StockScreensTool.program.help(for: "explore")
    default: nil
    }
  }

  /// `Usage:` and the usage lines of `command`'s forms.
  private static func usage(_ command: String, summaries: Bool = false) -> String {
    "Usage:\n"
      + HelpLayout.usage(
        of: ProgramSyntax.forms(of: command), program: program, summaries: summaries)
  }

  /// The option sections of `command`'s forms.
  private static func options(_ command: String) -> String {
    HelpLayout.options(of: ProgramSyntax.forms(of: command))
  }
}
