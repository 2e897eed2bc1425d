import CommandLineSyntax
import ScreenFrontEnds
import StockScreens
import TaiwanMarket

/// `stock-screens demo`: the built-in scenario, played on the embedded sample.
enum DemoCommand {
  static let command = ProgramCommand(
    "demo", forms: { _ in [.demo] }, help: { _ in Help.demo },
    run: { program, arguments, console in
      let parsed = try program.parse(arguments, as: .demo)
      let options = try PlayCommand.Options(parsed, defaultMaxRows: 12)
      let words = try program.words(parsed)
      let scenario = try ScenarioParser.parse(
        DemoScenario.text(in: StockWords(words)), file: "demo")
      try await PlayCommand.run(
        scenario,
        on: StockScenario.stage(source: EmbeddedSampleSource(), quotes: EmbeddedQuoteSource()),
        options: options,
        title: StockWords(words)["demo.title"], console: console, words: words)
      return 0
    })
}

/// The scenario `stock-screens` plays when run without arguments: every screen, on the
/// embedded sample, its notes (and the failure it makes) in the words of the locale asked
/// for, as everything else it prints.
enum DemoScenario {
  /// Each line: its command, and the catalog key of its note, if it has one.
  static let lines: [(command: String, note: String?)] = [
    ("open directory", "demo.note.opened"),
    ("load listed", "demo.note.listed"),
    ("fail otc", nil),
    ("load otc", "demo.note.otcFails"),
    ("retry otc", "demo.note.retried"),
    ("pause", nil),
    ("load emerging", "demo.note.emerging"),
    ("filter 台積", "demo.note.searchWhileLoading"),
    ("resume", "demo.note.arrived"),
    ("filter 台灣水泥", "demo.note.folding"),
    ("filter m31", "demo.note.english"),
    ("select 6643", "demo.note.select"),
    ("back", nil),
    ("filter", "demo.note.clear"),
    ("open feed 20", "demo.note.feed"),
    ("more", nil), ("more", nil), ("more", nil),
    ("pause", nil),
    ("more", "demo.note.loading"),
    ("resume", "demo.note.lastPage"),
    ("more", "demo.note.atEnd"),
    ("pause", nil),
    ("refresh", "demo.note.refresh"),
    ("resume", "demo.note.refreshed"),
    ("open profile 2330", "demo.note.profile"),
    ("back", nil),
    ("open profile 2758", "demo.note.partial"),
  ]

  /// The scenario in `words`: a line a command, its note after `#`; the failure of OTC says
  /// why in those words too.
  static func text(in words: StockWords) -> String {
    lines.map { line in
      var command = line.command
      if command == "fail otc" { command += " " + words["demo.busy"] }
      guard let note = line.note else { return command + "\n" }
      return command + "  # " + words[note] + "\n"
    }.joined()
  }
}
