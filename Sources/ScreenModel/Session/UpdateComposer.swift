/// What a session sends of the screen on top: each update, numbered by `seq`, with its
/// changes since the update before, and, in protocol 2, the window of rows each screen shows.
///
/// It keeps one invariant: `current` shows update `shown.number` of the driver of screen
/// instance `shown.instance`, and the changes of the next update go from `current`'s rows:
/// - the driver's own changes when it published exactly the one update after `shown`;
/// - a comparison of the rows when it published more (one was not sent);
/// - every row replaced when the screen on top is another instance.
/// The whole list's changes are computed once an update; protocol 2's window changes are cut
/// from them (`UpdateWindow`), never compared again.
///
/// While held — an event is being applied, or a screen being shown — a driver's update is
/// not sent; its changes are kept when it follows `shown`, and the one update that ends the
/// hold (`sendTop`) carries them. Holds nest.
@MainActor
final class UpdateComposer {
  /// The last update sent.
  private(set) var current: SessionUpdate
  /// The screen instance and the driver's update number `current` shows.
  private var shown: (instance: Int, number: Int)
  /// The changes of the driver of `shown.instance` from update `shown.number` to the next,
  /// published while held.
  private var gathered: Changeset?
  /// Each open screen's window, by instance; a screen without one has `.initial`.
  private var windows: [Int: WindowRequest] = [:]
  /// True when the next update describes its window whole.
  private var anew = false
  /// What went wrong since the last update that no refusal could say, for the next one.
  private var problems: [String] = []
  private var holds = 0
  /// The user's appearance now, when the session follows one.
  var appearance: (@MainActor () -> SessionAppearance)? {
    didSet { current.appearance = appearance?() }
  }
  private let send: @MainActor (SessionUpdate) -> Void

  /// Starts from update `number` of the driver of `screen`, instance `instance`, sent as the
  /// session's update 0; `send` hands each update after it to the front ends.
  init(
    first screen: AnyScreen, instance: Int, number: Int, protocol version: SessionProtocol,
    send: @escaping @MainActor (SessionUpdate) -> Void
  ) {
    current = SessionUpdate(
      seq: 0, screen: screen, changes: Changeset(),
      window: version == .v2
        ? UpdateWindow(
          .initial, of: screen, instance: instance, after: nil, changes: Changeset()) : nil)
    shown = (instance, number)
    self.send = send
  }

  /// Whether updates wait for the end of a hold.
  var isHeld: Bool { holds > 0 }

  /// Holds updates until the matching `release()`.
  func hold() { holds += 1 }

  /// Ends a hold; updates are sent again once every hold has ended.
  func release() { holds -= 1 }

  /// The window of screen `instance`: the rows its front end asked for.
  func window(of instance: Int) -> WindowRequest { windows[instance] ?? .initial }

  /// Sets the window of screen `instance`.
  func setWindow(_ window: WindowRequest, of instance: Int) { windows[instance] = window }

  /// Makes the next update describe its window whole, as a first message does.
  func describeWindowAnew() { anew = true }

  /// Forgets the windows of screens not among `open`.
  func forgetWindows(keeping open: Set<Int>) {
    guard !windows.isEmpty else { return }
    windows = windows.filter { open.contains($0.key) }
  }

  /// Notes a problem for the next update to name.
  func note(_ problem: String) { problems.append(problem) }

  /// Whether a problem waits for an update.
  var hasProblems: Bool { !problems.isEmpty }

  /// The driver of screen `instance`, on top, published update `number` with `changes`:
  /// sent at once, unless held.
  func topPublished(instance: Int, _ number: Int, _ changes: Changeset, _ screen: AnyScreen) {
    let consecutive = instance == shown.instance && number == shown.number + 1
    guard !isHeld else {
      if consecutive { gathered = changes }
      return
    }
    compose(
      screen, instance: instance,
      changes: consecutive ? changes : screen.changes(since: current.screen))
    shown = (instance, number)
  }

  /// Sends the update of `top` as it stands now, carrying `cause`.
  func sendTop(_ top: OpenScreen, cause: String?) {
    let (screen, number) = top.screen
    let changes: Changeset
    if top.instance != shown.instance {
      changes = Changeset(deletes: Array(current.screen.indices), inserts: Array(screen.indices))
    } else if number == shown.number {
      changes = Changeset()
    } else if number == shown.number + 1, let gathered {
      changes = gathered
    } else {
      changes = screen.changes(since: current.screen)
    }
    gathered = nil
    compose(screen, instance: top.instance, changes: changes, cause: cause)
    shown = (top.instance, number)
  }

  /// Sends the screen shown again, unchanged, with the problems noted.
  func sendProblems() {
    compose(current.screen, instance: shown.instance, changes: Changeset())
  }

  /// Sends the screen shown again, unchanged, when the appearance is not the one the last
  /// update had; an event being applied carries it in its own update instead.
  func sendAppearanceIfChanged() {
    guard !isHeld, let appearance, appearance() != current.appearance else { return }
    compose(current.screen, instance: shown.instance, changes: Changeset())
  }

  /// Whether `top` is not the screen and driver update `current` shows.
  func hasChanged(_ top: OpenScreen) -> Bool {
    top.instance != shown.instance || top.screen.number != shown.number
  }

  private func compose(
    _ screen: AnyScreen, instance: Int, changes: Changeset, cause: String? = nil
  ) {
    let requested = window(of: instance)
    let next = current.window.map { previous in
      UpdateWindow(
        requested, of: screen, instance: instance, after: previous, changes: changes, anew: anew)
    }
    anew = false
    let controls = next.map { next in
      SessionUpdate.changedControls(
        of: screen, after: current, sameScreen: next.instance == current.window?.instance)
    }
    var update = SessionUpdate(
      seq: current.seq + 1, screen: screen, changes: changes, cause: cause, window: next,
      controls: controls)
    update.problems = problems
    update.appearance = appearance?()
    update.writesAppearance = update.appearance != current.appearance
    problems = []
    current = update
    send(update)
  }
}
