/// The input of a screen that opens with nothing: one instance, always shown again.
public struct NoInput: Hashable, Sendable {
  public init() {}
}

/// Where a screen goes when it opens.
public enum ScreenPlacement: Hashable, Sendable {
  /// Alone on the stack, as a tab: one instance a session, shown again while opened with
  /// the same input, made anew when the input changes.
  case root
  /// On top of the stack, a new instance each time, gone with `back`.
  case stacked
}

/// Where a screen's output leads: a screen to open, back, or an event for another screen.
///
/// The registration decides, so neither the screen that gave the output nor the session
/// names the screen it reaches: the directory's `加入自選股` is delivered to the watchlist
/// only because the app's declaration of the directory says so.
public struct Navigation: Sendable {
  enum Step: Sendable {
    case open(screen: String, input: ScreenInput)
    /// The screen on top goes; `result`, when there is one, goes to the screen below.
    case close(result: (any Sendable)?)
    case send(event: any Sendable, screen: String)
    /// Nothing to follow: what the screen's driver or its declaration's navigation could
    /// not do, for the session's next update to name.
    case problem(String)
  }

  let step: Step

  /// Opens the screen registered as `screen` with `input`, a value of that screen's
  /// `Input` type; an unknown screen or an input of another type is named in the session's
  /// next update (`SessionUpdate.problems`).
  public static func open(_ screen: String, with input: some Hashable & Sendable) -> Navigation {
    Navigation(step: .open(screen: screen, input: ScreenInput(input)))
  }

  /// Takes the screen on top off the stack, as `back` does.
  public static let close = Navigation(step: .close(result: nil))

  /// Takes the screen on top off the stack and delivers `result`, a value of the `Event`
  /// type of the screen below's controller, to that screen: what an editor returns to the
  /// list that opened it.
  ///
  ///     navigation: { output in
  ///       switch output {
  ///       case .saved(let alert): .close(returning: AlertList.Event.saved(alert))
  ///       }
  ///     }
  ///
  /// The screen that gives it is closed even when the screen below takes no event of the
  /// result's type; the session's next update then names the result not delivered
  /// (`SessionUpdate.problems`). A root screen, alone on the stack, is not closed.
  public static func close(returning result: some Sendable) -> Navigation {
    Navigation(step: .close(result: result))
  }

  /// Delivers `event`, a value of that screen's controller's `Event` type, to the screen
  /// registered as `screen`, where it stays: the stack and the screen on top do not change.
  ///
  /// The event goes to the instance nearest the top of the stack, or else the root screen's
  /// kept instance; a root screen not open yet is opened in the background first, as an
  /// `open` without arguments would open it, and shows the event's effect when it is opened.
  /// An event of another type, an unknown screen, a stacked screen not on the stack, or a
  /// root screen that cannot open without arguments: the event is not delivered, and the
  /// session's next update names why (`SessionUpdate.problems`).
  public static func send(_ event: some Sendable, to screen: String) -> Navigation {
    Navigation(step: .send(event: event, screen: screen))
  }
}

/// What a screen was opened with, its type erased: equal inputs show a root screen again.
struct ScreenInput: Hashable, @unchecked Sendable {
  // Unchecked: made only from a value that is Sendable, which `value` keeps.
  let value: any Sendable
  private let hashable: AnyHashable

  init<Input: Hashable & Sendable>(_ input: Input) {
    value = input
    hashable = AnyHashable(input)
  }

  static func == (lhs: ScreenInput, rhs: ScreenInput) -> Bool { lhs.hashable == rhs.hashable }

  func hash(into hasher: inout Hasher) { hasher.combine(hashable) }
}
