/// A screen's pure core: state that takes events and returns commands for its shell.
///
/// The core never sleeps, never touches the network and never reads the clock; a driver
/// performs its commands and feeds the answers back as events, and runs the subscriptions
/// its state lists (`subscriptions`), whose values, the time among them, come as events
/// too. Its rows are a function of its state, in whatever `RowCollection` suits it.
public protocol ScreenController: Sendable {
  /// What can happen to the screen: user actions and answers.
  associatedtype Event: Sendable
  /// What the screen asks its shell to do.
  associatedtype Command: Sendable
  /// The screen's rows.
  associatedtype Rows: RowCollection
  /// What the screen asks of whoever runs it, apart from its side effects: "show this
  /// company". A session turns an output into navigation; `Never` for a screen that asks
  /// nothing.
  associatedtype Output: Sendable = Never

  /// Applies `event` and returns the commands to perform.
  mutating func handle(_ event: Event) -> [Command]

  /// The title shown above the rows.
  var title: String { get }

  /// The rows as they stand: a function of the state alone.
  var rows: Rows { get }

  /// The long-lived sources the screen listens to in its state (a timer, a channel), each
  /// under an id: a driver starts one when its id appears, keeps it while the id stays and
  /// cancels it when the id goes. None by default.
  var subscriptions: [Subscription<Event>] { get }

  /// The controls as they stand, each the state of one the screen's declaration lists
  /// (`ControlDeclaration.showing(_:message:)`), in the order to show them: a function of the state
  /// alone, like `rows`. None by default.
  var controls: [ControlState] { get }

  /// The output `command` stands for, or nil for a command the driver performs. A driver
  /// hands outputs to its `onOutput` handler instead of performing them, so navigation is
  /// the session's decision, never a side effect of a perform callback.
  static func output(of command: Command) -> Output?

  /// Why the state refuses `event` as a user's, said in the screen's words, or nil when it
  /// takes it: a request the state cannot honour (a company watched already) is refused
  /// with its reason, where taking it would change nothing and say nothing. A session
  /// refuses such an event before the screen sees it. Nil by default: every event taken.
  func refusal(of event: Event) -> String?
}

extension ScreenController {
  /// No refusal: a screen that takes every event it declares, as most do.
  public func refusal(of event: Event) -> String? { nil }
}

extension ScreenController where Output == Never {
  /// A screen without outputs: every command is performed.
  public static func output(of command: Command) -> Never? { nil }
}

extension ScreenController where Output == Command {
  /// A screen whose commands are all outputs (an editor that only asks to be closed):
  /// `typealias Output = Command` is all it writes.
  public static func output(of command: Command) -> Command? { command }
}

extension ScreenController where Output == Never, Command == Never {
  /// A screen that neither performs nor gives anything.
  public static func output(of command: Command) -> Never? { command }
}

extension ScreenController {
  /// No subscription: a screen that listens to nothing says nothing.
  public var subscriptions: [Subscription<Event>] { [] }

  /// No controls.
  public var controls: [ControlState] { [] }

  /// The title, the controls and the rows as one value.
  public var screen: Screen<Rows> { Screen(title: title, rows: rows, controls: controls) }
}

/// A screen, the changes that led to it from the one before, and its place in the order a
/// driver published them.
///
/// `changes` turn the rows of update `number - 1` into these. A subscriber that starts late
/// sees `number` jump: it then compares the rows it shows with these itself.
public struct ScreenUpdate<Rows: RowCollection>: Equatable, Sendable {
  /// The screen now.
  public var screen: Screen<Rows>
  /// The changes from the rows of the update before.
  public var changes: Changeset
  /// 0 for a driver's first screen, then one more for each update it publishes.
  public var number: Int

  /// An update; a driver numbers its first screen 0.
  public init(screen: Screen<Rows>, changes: Changeset, number: Int = 0) {
    self.screen = screen
    self.changes = changes
    self.number = number
  }

  /// The changes from `shown`, the screen a front end shows whose update was number
  /// `shownNumber`: this update's own changes when it comes right after, else a comparison.
  public func changes(from shown: Screen<Rows>, numbered shownNumber: Int) -> Changeset {
    number == shownNumber + 1 ? changes : screen.changes(since: shown)
  }
}
