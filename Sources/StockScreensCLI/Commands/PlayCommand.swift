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
  }

  static func takeOptions(from arguments: inout [String], command: String, defaultMaxRows: Int?)
    throws(UsageError) -> Options
  {
    var options = Options(maxRows: defaultMaxRows)
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      func value() throws(UsageError) -> String {
        guard index + 1 < arguments.count else {
          throw UsageError("\(argument) needs a value", command: command)
        }
        return arguments[index + 1]
      }
      switch argument {
      case "--format":
        let text = try value()
        guard let format = Format(rawValue: text) else {
          throw UsageError("--format must be text or json, not \(text)", command: command)
        }
        options.format = format
        index += 2
      case "--max-rows":
        let text = try value()
        guard let count = Int(text), count >= 0 else {
          throw UsageError("--max-rows needs a whole number, not \(text)", command: command)
        }
        options.maxRows = count == 0 ? nil : count
        index += 2
      default:
        rest.append(argument)
        index += 1
      }
    }
    arguments = rest
    return options
  }

  static func play(_ arguments: [String], console: Console) async throws -> Int32 {
    var arguments = arguments
    let data = try DataOption.take(from: &arguments, command: "play")
    let options = try takeOptions(from: &arguments, command: "play", defaultMaxRows: nil)
    if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw UsageError("unknown option \(unknown)", command: "play")
    }
    guard arguments.count == 1 else {
      throw UsageError(
        arguments.isEmpty ? "play needs a scenario FILE" : "play takes one FILE", command: "play")
    }
    let path = arguments[0]
    let text = try readScenario(path)
    let scenario = try ScenarioParser.parse(text, file: path)
    let source = try data.makeSource(console: console)
    await run(scenario, source: source, options: options, title: nil, console: console)
    return 0
  }

  static func demo(_ arguments: [String], console: Console) async throws -> Int32 {
    var arguments = arguments
    let options = try takeOptions(from: &arguments, command: "demo", defaultMaxRows: 12)
    if let unknown = arguments.first {
      throw UsageError("demo takes no argument \(unknown)", command: "demo")
    }
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
