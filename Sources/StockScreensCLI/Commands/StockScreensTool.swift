import CommandLineSyntax
import SnapshotTool

/// The `stock-screens` program: parses the command line and runs a command.
public enum StockScreensTool {
  /// Runs the program with `arguments` (without the program name) and returns its exit
  /// status: 0 done, 1 problems found by `snapshots check`, 2 usage or scenario errors.
  public static func run(_ arguments: [String], console: Console = .standard) async -> Int32 {
    var arguments = arguments
    let command = arguments.isEmpty ? "demo" : arguments.removeFirst()
    let help = CommandOption.help.names
    if (help + ["help"]).contains(command) {
      console.out(Help.main)
      return 0
    }
    if arguments.contains(where: help.contains) {
      guard let help = Help.text(for: command) else { return unknown(command, console) }
      console.out(help)
      return 0
    }
    do {
      switch command {
      case "demo": return try await PlayCommand.demo(arguments, console: console)
      case "play": return try await PlayCommand.play(arguments, console: console)
      case "snapshots":
        return try await SnapshotsCommand.run(
          arguments, console: console, among: ProgramSyntax.forms)
      case "browse": return try await BrowseCommand.run(arguments, console: console)
      case "drive": return try await DriveCommand.run(arguments, console: console)
      case "serve": return try await ServeCommand.run(arguments, console: console)
      default: return unknown(command, console)
      }
    } catch let error as ScenarioError {
      console.err("\(error)\n")
      return 2
    } catch let error as UsageError {
      let hint = error.command.map { "\nRun `stock-screens \($0) --help` for usage.\n" } ?? "\n"
      console.err("stock-screens: \(error.message)\(hint)")
      return 2
    } catch {
      console.err("stock-screens: \(error)\n")
      return 2
    }
  }

  private static func unknown(_ command: String, _ console: Console) -> Int32 {
    let commands = ProgramSyntax.commands
    let nearest = Prose.nearest(to: command, among: commands).map { "did you mean \($0)? " } ?? ""
    console.err(
      "stock-screens: unknown command \"\(command)\"; \(nearest)commands: "
        + "\(commands.joined(separator: ", "))\nRun `stock-screens --help` for usage.\n")
    return 2
  }
}
