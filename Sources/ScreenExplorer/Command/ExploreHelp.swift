import CommandLineSyntax
import ScreenFrontEnds

/// The help of `explore`: its usage and options from its form, what it does, the checks.
enum ExploreHelp {
  @Sendable
  static func text(_ program: FrontEndProgram) -> String {
    let checks = Check.all.map { HelpLayout.entry($0.name, $0.summary, column: 24) }.joined()
    return """
      \(program.name) explore: explores the screens by itself, as play plays them, and
      checks every step and every new state.

      \(FrontEndHelp.usage(program, "explore"))
      \(HelpLayout.options(of: program.forms(of: "explore")))
      Every line each state offers (its rows' actions, its controls, its events with edge
      values, open and back, the program's own commands, waits) is played to --depth lines
      from the start, then seeded walks spend the rest of --events. Each check's first
      failure on a screen is a finding, shrunk to the fewest lines that still fail: a
      scenario that play replays with the --clock and --locale its comments name.

      Checks:
      \(checks)
      Exit status: 0 no findings, 1 findings, 2 usage errors.

      Example:
        \(program.name) explore --depth 2 --events 20000 --seed 7 --findings found

      """
  }
}
