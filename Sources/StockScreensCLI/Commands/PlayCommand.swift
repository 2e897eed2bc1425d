import Foundation
import ScreenModel
import TaiwanMarket

/// `stock-screens play FILE …` and `stock-screens demo`.
enum PlayCommand {
  enum Format: String {
    case text
    case json
  }

  struct Options {
    var format = Format.text
    var maxRows: Int?

    /// `--format` and `--max-rows` as `parsed` gives them; `--max-rows 0` shows every row.
    init(_ parsed: ParsedArguments, defaultMaxRows: Int?) throws(UsageError) {
      format = parsed.value(of: .format).flatMap(Format.init(rawValue:)) ?? .text
      let count = try parsed.value(of: .maxRows) { text in Int(text).flatMap { $0 >= 0 ? $0 : nil }
      }
      maxRows = count.map { $0 == 0 ? nil : $0 } ?? defaultMaxRows
    }
  }

  /// What demo and play both refuse.
  static let rules: [OptionRule] = [
    .notWith(
      "--max-rows", option: "--format", value: "json",
      because: "each JSON line carries every row; leave out --max-rows, or use --format text")
  ]

  static func play(_ arguments: [String], console: Console) async throws -> Int32 {
    let parsed = try ProgramSyntax.parse(arguments, as: .play)
    let options = try Options(parsed, defaultMaxRows: nil)
    let path = parsed.positionals[0]
    let text = try readScenario(path)
    let scenario = try ScenarioParser.parse(text, file: path)
    let source = try DataOption(parsed).makeSource(console: console)
    await run(scenario, source: source, options: options, title: nil, console: console)
    return 0
  }

  static func demo(_ arguments: [String], console: Console) async throws -> Int32 {
    let options = try Options(ProgramSyntax.parse(arguments, as: .demo), defaultMaxRows: 12)
    let scenario = try ScenarioParser.parse(DemoScenario.text, file: "demo")
    await run(
      scenario, source: EmbeddedSampleSource(), options: options, title: DemoScenario.title,
      console: console)
    return 0
  }

  private static func readScenario(_ path: String) throws(UsageError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("\(path): cannot read the scenario file", command: "play")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw UsageError("\(path): the scenario is not UTF-8 text", command: "play")
    }
    return text
  }

  @MainActor
  static func run(
    _ scenario: Scenario, source: any MarketDataSource, options: Options, title: String?,
    console: Console
  ) async {
    let player = ScenarioPlayer(source: source)
    var printer = StoryboardPrinter(maxRows: options.maxRows)
    if options.format == .text, let title { console.out(Storyboard.heading(title)) }
    await player.play(scenario) { record in
      switch options.format {
      case .json: console.out(record.json.text + "\n")
      case .text: console.out(printer.text(for: record))
      }
    }
  }
}
