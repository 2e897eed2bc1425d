import CommandLineSyntax
import ScreenExplorer
import ScreenFrontEnds
import SnapshotTool
import StockScreens

/// The `stock-screens` program: the front ends of the three stock screens over the data its
/// options name, the demo, and the snapshot tool under the program's name.
public enum StockScreensTool {
  /// The program: the front ends' commands with the stock help, between the demo and the
  /// snapshot tool, and the scenario commands that fail requests and hold answers.
  static let program: FrontEndProgram = {
    var program = FrontEndProgram(
      "stock-screens", summary: "the screens of a Taiwan stock-market app, played as text."
    ) { context in
      let data = DataOption(context.parsed)
      return AppSession.screens(
        source: try data.makeSource(console: context.console, words: StockWords(context.words)),
        quotes: data.makeQuoteSource(), watchlist: WatchlistLocation.store(for: context),
        settings: SettingsLocation.store(for: context), live: try .app(context))
    }
    // The user's colour of a rise, from the store the settings screen writes to.
    program.appearance = { SettingsLocation.store(for: $0).appearance }
    program.catalogs = StockWords.catalogs
    program.dataOptions = DataOption.options + [.refresh, .watchlist, .settings]
    program.preferredLocale = { SettingsLocation.locale(for: $0) }
    program.dataRules = DataOption.rules + [.refreshNeedsLive]
    program.scenarioCommands = StockScenario.commands
    program.stage = { context in
      let data = DataOption(context.parsed)
      return try StockScenario.stage(
        source: data.makeSource(console: context.console, words: StockWords(context.words)),
        quotes: data.makeQuoteSource(), watchlist: WatchlistLocation.playStore(for: context),
        settings: SettingsLocation.playStore(for: context), live: .app(context))
    }
    program.commands = [
      DemoCommand.command, ProgramCommand.play.helped { _ in Help.play }, snapshots,
      ProgramCommand.browse.helped { _ in Help.browse },
      ProgramCommand.drive.helped { _ in Help.drive },
      ProgramCommand.serve.helped { _ in Help.serve },
    ]
    program.defaultCommand = "demo"
    program.mainHelp = { _ in Help.main }
    return program.exploring(
      invariants: StockExploration.invariants, refusing: [.watchlist, .settings])
  }()

  /// Runs the program with `arguments` (without the program name) and returns its exit
  /// status: 0 done, 1 problems found by `snapshots check`, 2 usage or scenario errors.
  /// Without `--locale` it speaks the locale `environment` asks for, else zh-Hant.
  public static func run(
    _ arguments: [String], console: Console = .standard, environment: [String: String] = [:]
  ) async -> Int32 {
    await program.run(arguments, console: console, environment: environment)
  }

  /// `snapshots ACTION …`: the snapshot tool of any package, under this program's name, whose
  /// report draws a catalog's states with the page of `serve`.
  private static let snapshots = ProgramCommand(
    "snapshots", forms: { _ in SnapshotSyntax.forms }, help: { _ in Help.snapshots },
    run: { program, arguments, console in
      let page = PageDrawing.template.map { StatePage(template: $0, marker: PageDrawing.marker) }
      return try await SnapshotsCommand.run(
        arguments, console: console, among: program.forms, statePage: page)
    })
}
