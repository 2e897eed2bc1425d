import CommandLineSyntax
import FileStorage
import Foundation
import ScreenFrontEnds
import ScreenModel

extension FrontEndProgram {
  /// The program with `explore` among its commands, after `play`: its screens explored on
  /// the stage `play` plays on, checked with `invariants` too.
  ///
  ///     let program = FrontEndProgram("shelf", summary: "…") { _ in [ShelfScreen.declaration] }
  ///       .exploring(invariants: [bookOnce])
  ///     // shelf explore --depth 3 --events 20000 --seed 7 --findings found/
  public func exploring(invariants: [ScreenInvariant] = []) -> FrontEndProgram {
    exploring(invariants: invariants, refusing: [])
  }

  /// The program with `explore`, which refuses at start the options in `refusing`: those
  /// that would have the program's stage keep a file of the user's (a watchlist), where an
  /// exploration would add and remove at random on thousands of paths.
  package func exploring(invariants: [ScreenInvariant], refusing: [CommandOption])
    -> FrontEndProgram
  {
    var program = self
    let command = ExploreCommand.command(invariants: invariants, refusing: refusing)
    let place = (program.commands.firstIndex { $0.name == "play" } ?? program.commands.count - 1)
    program.commands.insert(command, at: min(place + 1, program.commands.count))
    return program
  }
}

/// `explore`: the program's screens explored on its stage, a summary printed, and each
/// finding written as a scenario `play` replays; exit 1 when there are findings.
enum ExploreCommand {
  static func command(invariants: [ScreenInvariant], refusing: [CommandOption] = [])
    -> ProgramCommand
  {
    ProgramCommand(
      "explore", forms: { [$0.exploreSyntax] }, help: ExploreHelp.text,
      run: { program, arguments, console in
        try await run(
          program, arguments, console: console, invariants: invariants, refusing: refusing)
      })
  }

  @MainActor
  static func run(
    _ program: FrontEndProgram, _ arguments: [String], console: Console,
    invariants: [ScreenInvariant], refusing: [CommandOption] = []
  ) async throws -> Int32 {
    let parsed = try program.parse(arguments, as: program.exploreSyntax)
    if let kept = refusing.first(where: parsed.has) {
      throw UsageError(
        "explore never writes a file of the user's, and \(kept.name) would have it add and "
          + "remove at random in one: explore keeps its data in memory", command: "explore")
    }
    let context = try program.context(parsed, console: console)
    let start = try parsed.clockStart() ?? ExplorationTarget.defaultStart
    let options = try ExplorerOptions(parsed, locale: context.words.locale)
    let quiet = Console(out: { _ in }, err: console.err)
    let target = ExplorationTarget(
      commands: program.scenarioCommands, invariants: invariants, start: start,
      catalogs: program.catalogs
    ) { words in
      try program.makeStage(FrontEndContext(parsed: parsed, console: quiet, words: words))
    }
    if parsed.has(.isolate) {
      return try await runIsolated(
        program, arguments, start: start, folder: parsed.value(of: .findings), console: console)
    }
    var explorer = Explorer(target, options: options)
    explorer.log = try parsed.value(of: .pathLog).map { try PathLog(path: $0) }
    let report = try await explorer.run()
    console.out(report.summary)
    let folder = parsed.value(of: .findings)
    for (index, finding) in report.findings.enumerated() {
      try write(finding, number: index + 1, of: program, start: start, in: folder, console: console)
    }
    return report.findings.isEmpty ? 0 : 1
  }

  /// Prints `finding` as a scenario, and writes it in `folder` when one is given, as the
  /// finding numbered `number`.
  static func write(
    _ finding: Finding, number: Int, of program: FrontEndProgram, start: WallTime,
    in folder: String?, console: Console
  ) throws {
    let replay = "\(program.name) play FILE --clock \(start) --locale \(finding.locale)"
    let scenario = finding.scenario(replay: replay)
    if let folder {
      let name = String(format: "%02d-%@-%@.scenario", number, finding.check.name, finding.screen)
        .replacingOccurrences(of: ":", with: "-")
      let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
      try AtomicFile().write(scenario, to: url)
      console.out("\n\(url.path):\n")
    } else {
      console.out("\n")
    }
    console.out(scenario + "# the \(finding.screen) after it:\n" + finding.snapshot)
  }
}

extension ExplorerOptions {
  /// The options `parsed` gives, in `locale` and any `--check-locale` given.
  init(_ parsed: ParsedArguments, locale: String) throws(UsageError) {
    func count(_ option: CommandOption, default value: Int) throws(UsageError) -> Int {
      try parsed.value(of: option) { Int($0).flatMap { $0 >= 0 ? $0 : nil } } ?? value
    }
    self.init(
      depth: try count(.depth, default: 3), events: try count(.events, default: 10_000),
      seed: try parsed.value(of: .seed) { UInt64($0) } ?? 7,
      locales: [locale] + parsed.values(of: .checkLocale).filter { $0 != locale })
  }
}

extension FrontEndProgram {
  /// `explore` with the data options and the exploration's own.
  var exploreSyntax: CommandSyntax {
    syntax(
      "explore", [.depth, .events, .seed, .checkLocale, .clock, .findings, .isolate, .pathLog])
  }
}

extension CommandOption {
  static let depth = CommandOption(
    "--depth", value: .required("N", meaning: "a whole number"),
    help: """
      explore every line each state offers to N lines from the start
      (default: 3)
      """,
    section: "Exploration")
  static let events = CommandOption(
    "--events", value: .required("N", meaning: "a whole number"),
    help: """
      explore N lines in all, at most half of them breadth first
      (default: 10000)
      """,
    section: "Exploration")
  static let seed = CommandOption(
    "--seed", value: .required("N", meaning: "a whole number from 0"),
    help: """
      the seed of the walks: the same seed explores the same lines
      (default: 7)
      """,
    section: "Exploration")
  static let checkLocale = CommandOption(
    "--check-locale", value: .required("LOCALE", meaning: "a locale such as en or en-XA"),
    help: "draw and check each new state in LOCALE too (repeatable)", section: "Exploration",
    repeatable: true)
  static let findings = CommandOption(
    "--findings", value: .required("FOLDER", meaning: "a folder"),
    help: "write each finding as a scenario file in FOLDER, which play replays",
    section: "Exploration")
}
