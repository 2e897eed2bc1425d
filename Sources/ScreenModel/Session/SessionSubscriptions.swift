/// Whose subscriptions run in a session: those of the screen on top, on the session's clock,
/// and no one's once the session has ended.
///
/// At most one screen's subscriptions run at a time: following a new top cancels those of
/// the screen that was on top before. Ending is for good: no screen's start again after.
@MainActor
final class SessionSubscriptions {
  /// The clock the timers run on.
  let clock: SessionClock
  /// The screen whose subscriptions run.
  private var running: OpenScreen?
  /// True once the session ended.
  private(set) var isEnded = false

  init(clock: SessionClock) {
    self.clock = clock
  }

  /// The ids of the subscriptions that run, in the order they started.
  var ids: [String] { running?.subscriptionIDs ?? [] }

  /// Runs the subscriptions of `top` and cancels those of the screen before it; nothing when
  /// `top` is the one whose run already, or once the session ended.
  func follow(_ top: OpenScreen?) async {
    guard running?.instance != top?.instance else { return }
    running?.stopSubscriptions()
    running = nil
    guard let top, !isEnded else { return }
    running = top
    await top.startSubscriptions(on: clock)
  }

  /// Cancels the subscriptions of every screen in `screens`, for good.
  func end(_ screens: [OpenScreen]) {
    isEnded = true
    for screen in screens { screen.stopSubscriptions() }
    running = nil
  }
}
