import CommandLineSyntax
import Foundation
import ScreenFrontEnds
import ScreenModel

extension ExploreCommand {
  /// `explore --isolate`: the same exploration in a child, this program run again with its
  /// arguments and `--path-log`, watched by a `TrapHunt`: the child's status when it exits,
  /// and, when it dies on a signal, the path that traps, shrunk by `play` in children of
  /// its own, printed and written in `folder` as the `trap` finding; 1 then.
  @MainActor
  static func runIsolated(
    _ program: FrontEndProgram, _ arguments: [String], start: WallTime, folder: String?,
    console: Console
  ) async throws -> Int32 {
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let explored = arguments.filter { $0 != CommandOption.isolate.name }
    let data = dataArguments(in: explored)
    let hunt = TrapHunt(
      explore: { log in
        TrapHunt.Child(executable, ["explore"] + explored + [CommandOption.pathLog.name, log])
      },
      replay: { file, locale in
        TrapHunt.Child(
          executable, ["play", file, "--clock", "\(start)", "--locale", locale] + data)
      })
    switch try await hunt.run() {
    case .exited(let status):
      return status
    case .trapped(let finding):
      console.out(
        "the exploring child died on a signal: 1 finding:\n  trap on the \(finding.screen) "
          + "(\(finding.locale), \(finding.path.count) lines): \(finding.message)\n")
      try write(finding, number: 1, of: program, start: start, in: folder, console: console)
      return 1
    }
  }

  /// `arguments` without the exploration's own options and their values: those that say
  /// where the data comes from, which `play` takes too.
  static func dataArguments(in arguments: [String]) -> [String] {
    let own: [CommandOption] = [
      .depth, .events, .seed, .checkLocale, .clock, .findings, .pathLog, .locale,
    ]
    let names = Set(own.map(\.name))
    var kept: [String] = []
    var skipsValue = false
    for argument in arguments {
      if skipsValue {
        skipsValue = false
      } else if names.contains(argument) {
        skipsValue = true
      } else if !names.contains(where: { argument.hasPrefix($0 + "=") }) {
        kept.append(argument)
      }
    }
    return kept
  }
}

extension CommandOption {
  static let isolate = CommandOption(
    "--isolate",
    help: """
      explore in a child process of this program, so that a trap or a crash
      is a finding: the path that was playing, shrunk, as a scenario
      """,
    section: "Exploration")
  static let pathLog = CommandOption(
    "--path-log", value: .required("FILE", meaning: "a file"),
    help: "write each line as it is played to FILE (what --isolate reads)",
    section: "Exploration")
}
