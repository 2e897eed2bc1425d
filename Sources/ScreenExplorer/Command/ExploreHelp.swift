import CommandLineSyntax
import ScreenFrontEnds

/// The help of `explore`.
enum ExploreHelp {
  @Sendable
  static func text(_ program: FrontEndProgram) -> String {
    let checks = Check.all.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n")
    return """
      \(program.name) explore: explores the screens by itself, as play plays them, and
      checks every step and every new state.

      Usage:
        \(program.name) explore [--depth N] [--events N] [--seed N] [--locale LOCALE]
          [--check-locale LOCALE]… [--clock TIME] [--findings FOLDER]

      Every line each state offers (its rows' actions, its controls, its events with edge
      values, open and back, the program's own commands, waits) is played to --depth lines
      from the start, then seeded walks spend the rest of --events. Each check's first
      failure on a screen is a finding, shrunk to the fewest lines that still fail: a
      scenario that play replays with the --clock and --locale its comments name.

      Checks:
      \(checks)

      Exit status: 0 no findings, 1 findings, 2 usage errors.

      """
  }
}
