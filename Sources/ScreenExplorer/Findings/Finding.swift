import ScreenFrontEnds
import ScreenModel

/// A check that failed on a path an exploration took: which check, why, the lines that led
/// there (shrunk to the fewest that still fail), and the screen they left.
///
///     for finding in report.findings {
///       print(finding.check.name, finding.message)
///       try finding.scenario().write(to: …)   // a scenario `play` replays
///     }
public struct Finding: Sendable {
  /// The check that failed.
  public var check: Check
  /// Why, as the check said it on the path as first found.
  public var message: String
  /// The locale the path was played in.
  public var locale: String
  /// The lines from the start to the step that failed, each marked when the session
  /// refused it: shrunk, when the exploration shrinks.
  public var path: [PlayedLine]
  /// How many lines the path had when found.
  public var foundLength: Int
  /// The number of the event, counted from the exploration's start, that found it.
  public var event: Int
  /// The name of the screen on top after the path.
  public var screen: String
  /// The text snapshot of that screen, as `play` shows it after the path's last line.
  public var snapshot: String
  /// Why `play` does not replay the path to that screen, when it does not; nil when it
  /// reproduces it exactly.
  public var replayProblem: String?

  public init(
    check: Check, message: String, locale: String, path: [PlayedLine], foundLength: Int,
    event: Int, screen: String, snapshot: String, replayProblem: String? = nil
  ) {
    self.check = check
    self.message = message
    self.locale = locale
    self.path = path
    self.foundLength = foundLength
    self.event = event
    self.screen = screen
    self.snapshot = snapshot
    self.replayProblem = replayProblem
  }

  /// The finding's scenario: comments saying what failed and how to replay it, then its
  /// lines. `replay` is the command that replays it (`stock-screens play FILE --clock …`),
  /// when the program is known.
  public func scenario(replay: String? = nil) -> String {
    var lines = ["# \(check.name): \(Self.oneLine(message))"]
    lines.append(
      "# found at event \(event), in \(foundLength) lines; \(path.count) still fail")
    if let replay { lines.append("# replay: \(replay)") }
    if let replayProblem { lines.append("# \(Check.replay.name): \(Self.oneLine(replayProblem))") }
    lines += path.map(\.scenarioLine)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `message` on one line, its control and invisible characters escaped.
  private static func oneLine(_ message: String) -> String {
    VisibleText.escaped(message.split(separator: "\n").joined(separator: " "))
  }
}
