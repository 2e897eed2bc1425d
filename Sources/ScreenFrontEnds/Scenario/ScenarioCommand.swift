import ScreenModel

/// One line of a scenario file, understood.
///
/// The grammar, one command a line, `#` starting a comment, is made from the screens the
/// program registers and the commands it adds:
///
///     open SCREEN [PARAMETERS]   # each screen's name and opening parameters
///     back                       # the screen on top goes
///     wait DURATION              # the session's virtual clock moves: wait 5s, wait 1h30m
///     EVENT [PARAMETERS]         # each event a screen declares, by its parameters
///     COMMAND [WORDS]            # the program's own, by `ScenarioCommandForm`
///     refused: EVENT …           # an event the session is to refuse, and says why
public enum ScenarioCommand: Hashable, Sendable {
  /// A user's action, as any front end sends it to a session: `open`, `back`, and the
  /// events the screens declare.
  case event(SessionEvent)
  /// The session's clock moves this far ahead, its timers firing on the way.
  case wait(Duration)
  /// A command the program adds to its scenarios (the stock program's `fail MARKET`): its
  /// name, and its arguments as its form read them.
  case program(String, arguments: [String])
}

/// A scenario command a program adds beside its screens' events: its name, how help shows
/// it, and how its words are read, checked before anything runs.
///
///     ScenarioCommandForm("hold", usage: "hold", summary: "hold answers") { words in
///       guard words.isEmpty else { throw SessionEventError(.invalid, "hold takes no argument") }
///       return []
///     }
public struct ScenarioCommandForm: Sendable {
  /// The command's first word: `fail`.
  public var name: String
  /// How help shows it: `fail MARKET [REASON]`.
  public var usage: String
  /// What it does, for help.
  public var summary: String
  /// The arguments the command keeps from the words after its name; throws, naming what is
  /// wrong, when they do not fit.
  public var read: @Sendable ([String]) throws(SessionEventError) -> [String]

  public init(
    _ name: String, usage: String, summary: String,
    read: @escaping @Sendable ([String]) throws(SessionEventError) -> [String]
  ) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.read = read
  }
}

/// A command with the line it came from.
public struct ScenarioStep: Hashable, Sendable {
  /// The line of the file it was read from, from 1, which errors name.
  public var line: Int
  /// The command as written, its words joined by single spaces, without its comment: the
  /// `command` of a JSON step and the label of a storyboard step.
  public var source: String
  /// A comment at the end of the line, shown beside the step in a storyboard.
  public var note: String?
  /// What `source` asks for.
  public var command: ScenarioCommand
  /// True when the line expects the session to refuse its event (`refused: back`): the
  /// refusal is then part of the story, and the event taken would fail the scenario. Any
  /// other line the session refuses fails it.
  public var expectsRefusal = false

  /// The word that starts a line whose event the session is to refuse.
  public static let refusalMark = "refused:"

  /// The label a storyboard shows: the command, and its note.
  public var label: String {
    note.map { "\(source)  # \($0)" } ?? source
  }
}

/// A scenario: the steps of a file, checked before anything runs.
public struct Scenario: Hashable, Sendable {
  /// The file as named on the command line, which errors begin with.
  public var name: String
  /// The steps, one a command line; blank lines and comments make none.
  public var steps: [ScenarioStep]
}

/// A scenario that cannot run, with where and why: printed as `FILE:LINE: message`.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as named on the command line.
  public var file: String
  /// The line at fault, from 1; nil when the file as a whole is (it cannot be read).
  public var line: Int?
  /// What is wrong, and what would be right.
  public var message: String

  /// `FILE:LINE: message`, or `FILE: message` when no line applies.
  public var description: String {
    line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
  }
}
