/// What an exploration checks, each by the name its findings carry.
///
/// Every step: `silent-refusal`, `refusal-changed-state`,
/// `ignored-event`, `schema`, `window`, `done`, `subscription`, `session-problem`, `hang`,
/// `memory` (the rows held), and each invariant a team declares (`invariant:NAME`). Every
/// state the first time it is met: `changes`, `determinism`, `label`, `browse-frame`,
/// `words`, `locale-leak`, `memory` (the bytes drawn), and `window` and `schema` again on
/// the whole window. A path's scenario that `play` does not read or does not replay to the
/// same screen is `replay`; a program that dies on a signal while a child explores is
/// `trap` (`TrapHunt`).
public struct Check: Hashable, Sendable, CustomStringConvertible {
  /// The name a finding and its file carry: `ignored-event`.
  public let name: String
  /// What the check holds, in a line.
  public let summary: String

  public var description: String { name }

  /// An event was refused with no reason given.
  public static let silentRefusal = Check(
    name: "silent-refusal", summary: "every refusal says why")
  /// An event the session refused changed what the screen shows.
  public static let refusalChangedState = Check(
    name: "refusal-changed-state", summary: "a refused event changes nothing")
  /// An event the state offers (a row's action, a usable control set to a new value) was
  /// taken, and nothing changed, nothing was asked for and nothing was said.
  public static let ignoredEvent = Check(
    name: "ignored-event", summary: "an offered event is taken or refused with a reason")
  /// A message the published schema rejects.
  public static let schema = Check(
    name: "schema", summary: "every update and error is one the published schema accepts")
  /// A protocol 2 client's window differs from the rows the session holds.
  public static let window = Check(
    name: "window", summary: "a protocol 2 client's window equals the rows in process")
  /// The changes of the updates do not turn the rows before into the rows after.
  public static let changes = Check(
    name: "changes", summary: "the changes turn the rows before into the rows after")
  /// An event with an id got no done, two, or one after its refusal.
  public static let done = Check(name: "done", summary: "a done comes for every event taken")
  /// A subscription or timer ran for a screen not on top, or after the session ended, or a
  /// screen with none changed as time passed.
  public static let subscription = Check(
    name: "subscription", summary: "subscriptions end when their screen closes")
  /// An update named a problem: an output that led nowhere, a control's state that cannot
  /// show.
  public static let sessionProblem = Check(
    name: "session-problem", summary: "no update names a problem")
  /// The same state drew different bytes twice.
  public static let determinism = Check(
    name: "determinism", summary: "the same state draws the same bytes")
  /// A row or a control without an accessible label.
  public static let label = Check(
    name: "label", summary: "every row and control has an accessible label")
  /// `browse`'s frame went past its width, cut its key help, or left an action without a
  /// key.
  public static let browseFrame = Check(
    name: "browse-frame", summary: "browse's frame fits its width without cutting a key")
  /// A word looked up that no catalog has, or filled with the wrong number of arguments.
  public static let words = Check(name: "words", summary: "every word comes from a catalog")
  /// Words of another locale in a locale's screen.
  public static let localeLeak = Check(
    name: "locale-leak", summary: "no other locale's words appear")
  /// A step's answers kept asking for more past `ExplorerOptions.answerLimit`: its
  /// commands never settle.
  public static let hang = Check(name: "hang", summary: "every step's commands settle")
  /// A state held more rows, or drew more bytes, than `ExplorerOptions` bounds.
  public static let memory = Check(
    name: "memory", summary: "what a state holds stays within its bounds")
  /// The program died on a signal (a trap, a crash) while a path was played.
  public static let trap = Check(name: "trap", summary: "nothing traps")
  /// The path's scenario is not one `play` reads, or replays to another screen.
  public static let replay = Check(
    name: "replay", summary: "every path is a scenario play replays")

  /// Every check the explorer makes itself, in the order of this list.
  public static let all: [Check] = [
    silentRefusal, refusalChangedState, ignoredEvent, schema, window, changes, done,
    subscription, sessionProblem, determinism, label, browseFrame, words, localeLeak, replay,
    hang, memory, trap,
  ]

  /// The check of a team's invariant named `name`.
  public static func invariant(_ name: String, summary: String) -> Check {
    Check(name: "invariant:\(name)", summary: summary)
  }
}

/// A check that failed at one step, before it is a finding: which, and why.
struct Failure: Sendable {
  var check: Check
  var message: String

  init(_ check: Check, _ message: String) {
    self.check = check
    self.message = message
  }
}
