import CommandLineSyntax

/// The snapshot tool as a program: `swift package snapshots ACTION …` (the command plugin),
/// the `snapshots` executable, and `stock-screens snapshots ACTION …`, which all run this.
///
/// `program` is what a person types before `snapshots`: `swift package` for the plugin and
/// the executable, `stock-screens` for the stock app's alias. Usage lines, errors and the
/// help name it, so every message names the tool the person has.
package enum SnapshotTool {
  /// The tool's name as the plugin and the executable give it.
  package static let pluginProgram = "swift package"

  /// Runs `snapshots` with `arguments` (the action first) and returns the exit status: 0
  /// done, 1 problems found (`check`, `review` of failed snapshots, a refused inline
  /// rewrite), 2 usage errors.
  package static func run(
    _ arguments: [String], program: String = pluginProgram, console: Console = .standard,
    among forms: [CommandSyntax] = SnapshotSyntax.forms
  ) async -> Int32 {
    if arguments.isEmpty
      || arguments.contains(where: (CommandOption.help.names + ["help"]).contains)
    {
      console.out(help(program: program))
      return arguments.isEmpty ? 2 : 0
    }
    do {
      return try await SnapshotsCommand.run(arguments, console: console, among: forms)
    } catch let error as UsageError {
      console.err(
        "\(program) snapshots: \(error.message)\n"
          + "Run `\(program) snapshots --help` for usage.\n")
      return 2
    } catch {
      console.err("\(program) snapshots: \(error)\n")
      return 2
    }
  }

  /// The help: what the tool does, every action's usage, the review keys, an example.
  package static func help(program: String) -> String {
    let usage = HelpLayout.usage(of: SnapshotSyntax.forms, program: program, summaries: true)
    return """
      \(program) snapshots: reviews the snapshots of the last `swift test` run of a package.

      Usage:
      \(usage)
      Review keys:
        a  accept     r  reject (keep the reference)     s  skip     q  quit
        A  R  S       the same for this one and all the rest
        ↑ ↓ j k PgUp PgDn Home End   scroll a long diff

      \(HelpLayout.options(of: SnapshotSyntax.forms))
      The package is the folder holding Package.swift; SNAPSHOTS_DIR and SNAPSHOT_ARTIFACTS_DIR
      name other folders for the references and for what tests keep. `check` exits 1 when it
      finds a problem, and `review --no-interactive` when there is a snapshot to review;
      `accept` and `review` exit 1 when an inline literal could not be rewritten (the reason
      is printed, and the file is left as it was); usage errors exit 2.
      \(program == pluginProgram ? pluginNote : "")
      Example:
        swift test; \(program) snapshots check; \(program) snapshots review

      """
  }

  /// What the plugin asks before it runs, and what it cannot do.
  private static let pluginNote = """

    As a command plugin the tool may write into the package (accept, reject, prune and init
    do), so SwiftPM asks before each run; `swift package --allow-writing-to-package-directory
    snapshots …` answers in advance. The plugin has no terminal, so its review prints every
    diff; `swift run snapshots review` on a terminal goes one snapshot at a time.

    """
}
