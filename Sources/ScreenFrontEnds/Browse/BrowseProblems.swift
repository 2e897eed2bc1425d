import CommandLineSyntax
import ScreenModel

/// What went wrong while browsing, each said once on standard error as `browse: problem`: at
/// once when standard error is not the terminal the frame is drawn on, else held until the
/// terminal is restored.
@MainActor
final class BrowseProblems {
  private let console: Console
  private var said: Set<String> = []
  private var held: [String] = []

  init(console: Console) {
    self.console = console
  }

  /// Says each of `problems` not said before.
  func note(_ problems: [String]) {
    for problem in problems where said.insert(problem).inserted {
      if console.errIsTerminal {
        held.append(problem)
      } else {
        console.err("browse: \(problem)\n")
      }
    }
  }

  /// Sends an event by `send`; a refusal is a problem to say.
  func sending(_ send: () async throws(SessionEventError) -> SessionUpdate) async {
    do throws(SessionEventError) {
      _ = try await send()
    } catch {
      note(["the session refused an event: \(error.message)"])
    }
  }

  /// Says the problems held while the frame was on the terminal.
  func sayHeld() {
    for problem in held { console.err("browse: \(problem)\n") }
    held = []
  }
}
