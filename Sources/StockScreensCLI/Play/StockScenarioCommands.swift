import ScreenModel
import StockScreens
import TaiwanMarket

// The fuzzing of the scenario parser builds this file into one module with the parser's own
// files, where there is no ScreenFrontEnds to import.
#if canImport(ScreenFrontEnds)
  import ScreenFrontEnds
#endif

/// The stock program's own scenario commands, beside its screens' events:
///
///     fail MARKET [REASON]   # the next request for MARKET made after this line fails
///     fail-next [REASON]     # feed: the next page request made after this line fails
///     pause | resume         # hold answers until resume, then answer in request order
///     twice                  # the next answer comes again, after those waiting then
///
/// and (`stage(source:)`) the stage they play on. A failure without a reason is a refused
/// connection, said in the words of the scenario's locale.
enum StockScenario {
  static let commands: [ScenarioCommandForm] = [
    ScenarioCommandForm(
      "fail", usage: "fail MARKET [REASON]", summary: "the next request for MARKET fails"
    ) { words throws(SessionEventError) in
      guard let first = words.first else {
        throw SessionEventError(.invalid, "fail needs a market: fail MARKET [REASON]")
      }
      let reason = words.dropFirst().joined(separator: " ")
      return [try Market(word: first).rawValue] + (reason.isEmpty ? [] : [reason])
    },
    ScenarioCommandForm(
      "fail-next", usage: "fail-next [REASON]", summary: "feed: the next page request fails"
    ) { words in
      words.isEmpty ? [] : [words.joined(separator: " ")]
    },
    bare("pause", summary: "hold answers until resume"),
    bare("resume", summary: "answer the held requests, in request order"),
    bare("twice", summary: "the next answer comes again, after those waiting then"),
  ]

  /// A command that takes no argument.
  private static func bare(_ name: String, summary: String) -> ScenarioCommandForm {
    ScenarioCommandForm(name, usage: name, summary: summary) { words throws(SessionEventError) in
      guard words.isEmpty else { throw SessionEventError(.invalid, "\(name) takes no argument") }
      return []
    }
  }
}

extension ScenarioCommand {
  /// `fail MARKET [REASON]`, as the parser reads it.
  public static func fail(_ market: Market, reason: String?) -> ScenarioCommand {
    .program("fail", arguments: [market.rawValue] + (reason.map { [$0] } ?? []))
  }

  /// `fail-next [REASON]`, as the parser reads it.
  public static func failNext(reason: String?) -> ScenarioCommand {
    .program("fail-next", arguments: reason.map { [$0] } ?? [])
  }

  /// `pause`.
  public static let pause = ScenarioCommand.program("pause", arguments: [])
  /// `resume`.
  public static let resume = ScenarioCommand.program("resume", arguments: [])
  /// `twice`.
  public static let twice = ScenarioCommand.program("twice", arguments: [])
}

extension ScenarioParser {
  /// The stock app's screens, for their vocabulary: scenarios name no source. With quotes,
  /// so that the screener's bounds on the close and the change are fields a line may set.
  public static let stockScreens = AppSession.screens(
    source: EmbeddedSampleSource(), quotes: EmbeddedQuoteSource())

  /// Parses `text` in the stock program's grammar, naming `file` in errors.
  public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
    try parse(text, file: file, screens: stockScreens, commands: StockScenario.commands)
  }
}
