extension ScreenSession {
  /// Calls `observer` with every message from now on, updates and acknowledgements alike, on
  /// the main actor as it is made, until it returns false: what a front end writes, in order.
  ///
  ///     session.observeMessages { message in print(message.text); return true }
  ///     try await session.send(json: #"{"event":"load","market":"otc","id":"a"}"#)
  ///     // Prints {"protocol":2,"seq":1,"cause":"a",…}, and once the market's answer is in,
  ///     // {"protocol":2,"seq":2,…} then {"protocol":2,"done":"a"}
  public func observeMessages(_ observer: @escaping (SessionMessage) -> Bool) {
    messageBroadcast.observe(observer)
  }

  /// Every message from now on, updates and acknowledgements in the order they are made,
  /// starting with the current update.
  public func messages() -> AsyncStream<SessionMessage> {
    messageBroadcast.stream(startingWith: .update(current))
  }

  /// Makes the update of the screen on top as it stands now, against the one `current`
  /// shows: the driver's own changes when it published exactly one update since, a
  /// comparison when it published more, every row replaced for another screen.
  func emitTop(cause: String?) {
    guard let top = stack.last else { return }
    let (screen, number) = top.screen
    let changes: Changeset
    if top.instance != shown.instance {
      changes = Changeset(deletes: Array(current.screen.indices), inserts: Array(screen.indices))
    } else if number == shown.number {
      changes = Changeset()
    } else if number == shown.number + 1, let gathered = gatheredChanges {
      changes = gathered
    } else {
      changes = screen.changes(since: current.screen)
    }
    gatheredChanges = nil
    emit(screen, changes: changes, cause: cause)
    shown = (top.instance, number)
  }

  func emit(_ screen: AnyScreen, changes: Changeset, cause: String? = nil) {
    let window = current.window.map { nextWindow(of: screen, after: $0) }
    let controls = window.map { window in
      SessionUpdate.changedControls(
        of: screen, after: current, sameScreen: window.instance == current.window?.instance)
    }
    current = SessionUpdate(
      seq: current.seq + 1, screen: screen, changes: changes, cause: cause, window: window,
      controls: controls)
    current.problems = navigationProblems
    navigationProblems = []
    broadcast.publish(current)
    messageBroadcast.publish(.update(current))
  }

  /// The window's rows of `screen`, on top now, after `previous`: every row replaced when
  /// the screen is another than the last, or when the window is read again whole.
  private func nextWindow(of screen: AnyScreen, after previous: UpdateWindow) -> UpdateWindow {
    let instance = stack.last?.instance ?? 0
    let whole = rereading
    rereading = false
    return UpdateWindow(window, of: screen, instance: instance, after: previous, whole: whole)
  }

  /// Drops the windows of screens no longer open: a stacked screen gone with `back`, a root
  /// screen opened again with another input.
  func forgetClosedWindows() {
    guard !windows.isEmpty else { return }
    let open = Set(liveScreens.map(\.instance))
    windows = windows.filter { open.contains($0.key) }
  }
}
