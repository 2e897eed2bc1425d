import ScreenModel
import StockScreens
import TaiwanMarket

/// One line of a scenario file, understood.
///
/// The grammar, one command a line, `#` starting a comment:
///
///     open directory | open feed [PAGE_SIZE] | open profile CODE
///     load MARKET            # MARKET: listed | otc | emerging (or 上市 | 上櫃 | 興櫃)
///     fail MARKET [REASON]   # the next request for MARKET made after this line fails
///     retry [MARKET]         # directory: retry MARKET; feed: retry the failed load
///     filter [TEXT]          # no TEXT clears the filter
///     select CODE            # from the directory, opens that company's profile
///     back
///     refresh | more         # feed
///     fail-next [REASON]     # feed: the next page request made after this line fails
///     pause | resume         # hold answers until resume, then answer in request order
public enum ScenarioCommand: Hashable, Sendable {
  /// A user's action, as any front end sends it to a session: `open`, `load`, `retry`,
  /// `filter`, `select`, `back`, `refresh`, `more`.
  case event(SessionEvent)
  /// `fail MARKET [REASON]`: the next request for the market fails.
  case fail(Market, reason: String?)
  /// `fail-next [REASON]`: the feed's next page request fails.
  case failNext(reason: String?)
  /// `pause`: hold answers to requests.
  case pause
  /// `resume`: answer the held requests in request order.
  case resume

  /// The reason a failure shows when the scenario gives none.
  static let defaultFailure = "模擬的連線失敗"
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
