/// A screen's pure core: state that takes events and returns commands for its shell.
///
/// The core never sleeps, never touches the network and never reads the clock; a driver
/// performs its commands and feeds the answers back as events.
public protocol ScreenController: Sendable {
  /// What can happen to the screen: user actions and answers.
  associatedtype Event: Sendable
  /// What the screen asks its shell to do.
  associatedtype Command: Sendable
  /// The screen's row type.
  associatedtype Row: ScreenRow

  /// Applies `event` and returns the commands to perform.
  mutating func handle(_ event: Event) -> [Command]

  /// The screen as it stands: a function of the state alone.
  var screen: Screen<Row> { get }

  /// The changes from `previous`'s rows to this state's rows.
  func changes(since previous: Self) -> Changeset
}

extension ScreenController {
  /// Compares the two screens' rows by identity.
  public func changes(since previous: Self) -> Changeset {
    screen.changes(since: previous.screen)
  }
}

/// A screen and the changes that led to it from the one before.
public struct ScreenUpdate<Row: ScreenRow>: Hashable, Sendable {
  /// The screen now.
  public var screen: Screen<Row>
  /// The changes from the previous screen.
  public var changes: Changeset

  /// Creates an update.
  public init(screen: Screen<Row>, changes: Changeset) {
    self.screen = screen
    self.changes = changes
  }
}
