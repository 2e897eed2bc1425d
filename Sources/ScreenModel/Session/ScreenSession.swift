/// Any set of registered screens on their drivers, with a back stack: what a front end in
/// any language talks to, through `drive`, `serve`, a test or a server of its own.
///
///     let session = ScreenSession(screens: [quotes, detail])
///     let update = try await session.send(SessionEvent("add", EventArguments([…])))
///     print(update.text)
///     // Prints {"protocol":2,"seq":1,"screen":"quotes","title":…,"count":2,…}
///
/// The session opens the first screen registered. Every change of the screen on top is an
/// update, numbered by `seq`: an event's own effect (`send` returns it) and each answer
/// that arrives later (`updates()` streams them all). An update's `changes` turn the
/// previous update's rows into its own while the same screen stays on top; a change of
/// screen reads as every row replaced. A screen's outputs (a company to show) become
/// navigation here, by its declaration, never in a driver's callback: a screen opened, the
/// top one closed, or an event delivered to another screen (`Navigation.send(_:to:)`).
///
/// In protocol 2 the session also keeps a window, the rows a front end shows (`window`
/// events move it; a change of screen takes it back to the top), and each update builds
/// the window's rows only: a screen of a million rows costs a window's worth a keystroke.
@MainActor
public final class ScreenSession {
  /// The screens the session can open, by name, in the order registered.
  public let declarations: [AnyScreenDeclaration]
  /// The most screens the stack holds; an `open` past it is refused.
  public let maxDepth: Int
  /// The form of the updates: every row (1), or a window of them (2).
  public let sessionProtocol: SessionProtocol
  /// The locale's words a front end on the session speaks: its buttons, help and messages.
  /// The screens speak their own, made in the locale by the program that registers them.
  public let words: Words
  /// The rows the last `window` event asked for (at first, the first 100).
  public private(set) var window = SessionWindow.initial
  /// What keeps the registered screens from starting (`problems(in:)`): while there is
  /// one, the session refuses every event, naming them all.
  public let problems: [String]
  private let requests: RequestQueue?
  private var roots: [String: LiveScreen] = [:]
  private var stack: [LiveScreen] = []
  private let broadcast = UpdateBroadcast<SessionUpdate>()
  private var nextID = 0
  private var cause: String?
  private var navigation: [Navigation] = []
  /// What following the outputs could not do, for the next update to say.
  private var navigationProblems: [String] = []
  private var isSending = false
  /// The screen instance and the driver's update number that `current` shows.
  private var shown: (instance: Int, number: Int) = (0, 0)
  /// The commands the first screen's opening returned (a fetch), performed after `init`:
  /// events and `waitUntilIdle` wait for them, so their requests come first. Nil once they
  /// are performed, so that later events, keystrokes among them, wait for nothing.
  private var opening: Task<Void, Never>?

  /// The last update.
  public private(set) var current: SessionUpdate
  /// The clock the screens' timers run on, and whose time they hand their controllers.
  public let clock: SessionClock
  /// The screen whose subscriptions run: the one on top, while the session has not ended.
  private var subscribed: LiveScreen?
  /// True while `show` starts the subscriptions of the screen it shows: the updates their
  /// first events make are part of the screen it then emits.
  private var isShowing = false
  /// True once `finish()` ended the session: no subscription starts again.
  private var isEnded = false

  /// A session on the first of `screens`, opened with no arguments.
  ///
  /// - Parameters:
  ///   - registered: the screens a front end may open; the first is shown at once, and must
  ///     open without arguments.
  ///   - requests: hold every answer here until released, for deterministic scenarios and
  ///     tests; nil answers as requests finish.
  ///   - maxDepth: the most screens the stack holds.
  ///   - version: the form of the updates; 2 writes only the window's rows.
  ///   - clock: where the screens' timers run; by default the system's wall clock. A
  ///     virtual one (`SessionClock.virtual(at:)`) moves only when told.
  ///   - words: the words front ends on the session speak.
  public init(
    screens registered: [any ScreenRegistration], requests: RequestQueue? = nil,
    maxDepth: Int = 64, protocol version: SessionProtocol = .v2,
    clock: SessionClock = SessionClock(), words: Words = .source
  ) {
    precondition(!registered.isEmpty, "a session needs at least one screen to show")
    let screens = registered.map(\.erased)
    declarations = screens
    problems = Self.problems(in: screens)
    self.requests = requests
    self.maxDepth = max(1, maxDepth)
    sessionProtocol = version
    self.clock = clock
    self.words = words
    let first = screens[0]
    guard let input = try? first.input(from: EventArguments()),
      let live = first.open(input, requests: requests, instance: 0)
    else { preconditionFailure("the first screen, \(first.name), must open without arguments") }
    let screen = live.screen.screen
    current = SessionUpdate(
      seq: 0, screen: screen, changes: Changeset(),
      window: version == .v2
        ? UpdateWindow(.initial, of: screen, instance: 0, after: nil) : nil)
    shown = (0, live.screen.number)
    attach(live)
    roots[first.name] = live
    stack = [live]
    opening = Task { [weak self] in
      await live.start()
      await self?.runSubscriptions(of: live)
      self?.opening = nil
    }
  }

  /// The names of the screens on the stack, bottom first.
  public var screens: [String] { stack.map(\.name) }

  /// The declaration of the screen on top.
  public var top: AnyScreenDeclaration {
    declaration(named: stack.last?.name ?? "") ?? declarations[0]
  }

  /// The declaration registered as `name`.
  public func declaration(named name: String) -> AnyScreenDeclaration? {
    declarations.first { $0.name == name }
  }

  /// Every update from now on, starting with the current one.
  public func updates() -> AsyncStream<SessionUpdate> {
    broadcast.stream(startingWith: current)
  }

  /// Calls `observer` with every update from now on, on the main actor as it is made, until
  /// it returns false: for a front end that writes updates in the order they happen.
  public func observe(_ observer: @escaping (SessionUpdate) -> Bool) {
    broadcast.observe(observer)
  }

  /// Applies `event` and returns the update it made; `cause` (a front end's id for the
  /// event) comes back on that update. An event that changed nothing still answers with an
  /// update saying so.
  ///
  /// `{"event":"window","from":N,"count":M}` is the session's own, whatever the screen:
  /// the update it makes goes from the old window to the new one.
  ///
  /// - Throws: `SessionEventError`: `.invalid` for an event no screen declares or whose
  ///   arguments are wrong, `.refused` for one that does not apply to the screen on top
  ///   (`more` on the directory, `window` in protocol 1); nothing changes then.
  @discardableResult
  public func send(
    _ event: SessionEvent, cause: String? = nil
  ) async throws(SessionEventError) -> SessionUpdate {
    try await applying(cause: cause) { () async throws(SessionEventError) in
      try await apply(event)
    }
  }

  /// Applies `change`, one event's effect, as `send(_:cause:)` applies an event: after the
  /// first screen's opening, with `cause` on the updates it makes, its outputs followed,
  /// and an update even when nothing changed; nothing happens while the registered screens
  /// have problems. Returns the last update.
  func applying(
    cause: String?, _ change: () async throws(SessionEventError) -> Void
  ) async throws(SessionEventError) -> SessionUpdate {
    guard problems.isEmpty else {
      throw SessionEventError(.refused, RegistrationError(problems).description)
    }
    if let opening { await opening.value }
    self.cause = cause
    isSending = true
    defer {
      self.cause = nil
      isSending = false
    }
    let before = current.seq
    try await change()
    await followNavigation()
    if current.seq == before || !navigationProblems.isEmpty {
      emit(current.screen, changes: Changeset())
    }
    return current
  }

  /// The screen on top, which a controller's own event is delivered to.
  var topScreen: LiveScreen? { stack.last }

  /// Applies `event`: the session's own (`open`, `window`, `back`) here, any other by the
  /// screen on top.
  private func apply(_ event: SessionEvent) async throws(SessionEventError) {
    switch event.name {
    case "open": try await open(event.arguments)
    case "window":
      guard sessionProtocol == .v2 else {
        throw SessionEventError(
          .refused, "window: protocol 1 sends every row; open the session with protocol 2")
      }
      window = try SessionWindow(event.arguments, current: window)
    case "back":
      guard stack.count > 1 else {
        throw SessionEventError(.refused, "back: nothing to go back to from the \(top.name)")
      }
      await show(Array(stack.dropLast()))
    default:
      guard let screen = stack.last, screen.takes(event.name) else {
        throw refusal(of: event.name)
      }
      try await screen.send(event)
    }
  }

  /// Waits until every open screen's commands (the first screen's opening's too), and those
  /// their answers started, have finished (answers a `RequestQueue` holds excepted).
  public func waitUntilIdle() async {
    if let opening { await opening.value }
    for screen in liveScreens { await screen.waitUntilIdle() }
  }

  /// Ends the session: cancels every subscription, for good, and ends every update stream.
  /// Events still apply, and the answers of requests in flight still arrive.
  public func finish() {
    isEnded = true
    for screen in liveScreens { screen.stopSubscriptions() }
    subscribed = nil
    broadcast.finish()
  }

  /// The ids of the subscriptions that run: those of the screen on top, the only screen
  /// whose subscriptions run, in the order they started.
  public var subscriptionIDs: [String] { subscribed?.subscriptionIDs ?? [] }

  /// Runs the subscriptions of `top` and cancels those of the screen that was on top before.
  private func runSubscriptions(of top: LiveScreen?) async {
    guard subscribed?.instance != top?.instance else { return }
    subscribed?.stopSubscriptions()
    subscribed = nil
    guard let top, !isEnded else { return }
    subscribed = top
    await top.startSubscriptions(on: clock)
  }

  private var liveScreens: [LiveScreen] {
    var seen = Set<Int>()
    return (Array(roots.values) + stack).filter { seen.insert($0.instance).inserted }
  }

  private func open(_ arguments: EventArguments) async throws(SessionEventError) {
    let names = declarations.map(\.name)
    guard let name = arguments.string("screen"), !name.isEmpty else {
      let list = EventParameter.Kind.list(names, last: "or")
      throw SessionEventError(.invalid, "open needs \"screen\": \(list)")
    }
    guard let declaration = declaration(named: name) else {
      throw SessionEventError(
        .invalid,
        "open: unknown screen \"\(name)\"; screens: \(names.joined(separator: ", "))")
    }
    let input = try declaration.input(from: arguments)
    try await open(declaration, with: input)
  }

  private func open(
    _ declaration: AnyScreenDeclaration, with input: ScreenInput
  ) async throws(SessionEventError) {
    let isRoot = declaration.placement == .root
    if isRoot, let kept = roots[declaration.name], kept.input == input {
      return await show([kept])
    }
    guard isRoot || stack.count < maxDepth else {
      throw SessionEventError(
        .refused, "open \(declaration.name): the stack holds \(maxDepth) screens, its most")
    }
    guard let live = declaration.open(input, requests: requests, instance: takeID()) else {
      throw SessionEventError(
        .invalid, "open \(declaration.name): its input is not of the type it opens with")
    }
    if isRoot { roots[declaration.name] = live }
    attach(live)
    await live.start()
    await show(isRoot ? [live] : stack + [live])
  }

  /// Why an event the screen on top does not declare is not taken.
  private func refusal(of name: String) -> SessionEventError {
    declarations.refusal(of: name, on: top.name)
  }

  /// Follows the outputs screens gave since the last look, in order.
  ///
  /// An output that leads nowhere (a screen not registered, an input or an event not of its
  /// screen's type, a screen that cannot be opened) is a problem the next update names.
  private func followNavigation() async {
    while !navigation.isEmpty {
      let step = navigation.removeFirst().step
      switch step {
      case .close:
        if stack.count > 1 { await show(Array(stack.dropLast())) }
      case .open(let name, let input):
        guard let declaration = declaration(named: name) else {
          navigationProblems.append("an output opens \"\(name)\", which no screen is named")
          continue
        }
        do {
          try await open(declaration, with: input)
        } catch {
          navigationProblems.append("an output opens \"\(name)\": \(error.message)")
        }
      case .send(let event, let name):
        guard let receiver = await receiver(named: name) else {
          navigationProblems.append(
            "an output sends \(event) to \"\(name)\", which is not open and cannot open alone")
          continue
        }
        if !(await receiver.deliver(event)) {
          navigationProblems.append(
            "an output sends \(event) to \"\(name)\", which takes no event of its type")
        }
      }
    }
    if !navigationProblems.isEmpty, !isSending { emit(current.screen, changes: Changeset()) }
  }

  /// The instance of `name` an event delivered to it goes to: the nearest the top of the
  /// stack, else the kept root, else a root opened now in the background; nil when there is
  /// none to open.
  private func receiver(named name: String) async -> LiveScreen? {
    if let live = stack.last(where: { $0.name == name }) ?? roots[name] { return live }
    guard let declaration = declaration(named: name), declaration.placement == .root,
      let input = try? declaration.input(from: EventArguments()),
      let live = declaration.open(input, requests: requests, instance: takeID())
    else { return nil }
    roots[name] = live
    attach(live)
    await live.start()
    return live
  }

  /// Follows `live`'s updates and outputs.
  private func attach(_ live: LiveScreen) {
    let instance = live.instance
    live.observe { [weak self] screen, number, changes in
      guard let self else { return false }
      self.driverPublished(instance: instance, number, changes, screen)
      return true
    }
    live.onNavigation { [weak self] step in
      guard let self else { return }
      self.navigation.append(step)
      // An output that comes with an answer, not during an event, is followed at once.
      if !self.isSending { Task { await self.followNavigation() } }
    }
  }

  /// Puts `entries` on the stack and shows the one on top as a new screen, its subscriptions
  /// running and the others' cancelled.
  private func show(_ entries: [LiveScreen]) async {
    stack = entries
    guard let top = stack.last else { return }
    isShowing = true
    await runSubscriptions(of: top)
    isShowing = false
    let (screen, number) = top.screen
    let sameScreen = top.instance == shown.instance
    let replaced = Changeset(
      deletes: Array(current.screen.indices), inserts: Array(screen.indices))
    emit(screen, changes: sameScreen ? Changeset() : replaced)
    shown = (top.instance, number)
  }

  /// A driver published update `number` with `changes`; when its screen is on top, that is
  /// an update of the session too, whose changes are the driver's unless one was missed.
  private func driverPublished(
    instance: Int, _ number: Int, _ changes: Changeset, _ screen: AnyScreen
  ) {
    guard !isShowing, instance == stack.last?.instance else { return }
    let consecutive = instance == shown.instance && number == shown.number + 1
    emit(screen, changes: consecutive ? changes : screen.changes(since: current.screen))
    shown = (instance, number)
  }

  private func emit(_ screen: AnyScreen, changes: Changeset) {
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
  }

  /// The window's rows of `screen`, on top now, after `previous`; another screen than the
  /// last takes the window back to the top.
  private func nextWindow(of screen: AnyScreen, after previous: UpdateWindow) -> UpdateWindow {
    let instance = stack.last?.instance ?? 0
    if instance != previous.instance { window = window.fromTop }
    return UpdateWindow(window, of: screen, instance: instance, after: previous)
  }

  private func takeID() -> Int {
    nextID += 1
    return nextID
  }
}

extension [AnyScreenDeclaration] {
  /// Why an event named `name` is not taken while the screen named `top` is on top: it is
  /// refused when another screen declares it (`more works on the feed; the screen here is
  /// the directory`), and invalid when none does.
  public func refusal(of name: String, on top: String) -> SessionEventError {
    let owners = filter { $0.event(named: name) != nil }.map(\.name)
    guard owners.isEmpty else {
      let list = EventParameter.Kind.list(owners, last: "or the")
      return SessionEventError(
        .refused, "\(name) works on the \(list); the screen here is the \(top)")
    }
    return SessionEventError(
      .invalid, "unknown event \"\(name)\"; events: \(eventNames.joined(separator: ", "))")
  }

  /// Every event a session of these screens takes, in order: `open`, each screen's own
  /// (each name once), then `back`.
  public var eventNames: [String] {
    var names = ["open"]
    for declaration in self {
      for event in declaration.events where !names.contains(event.name) { names.append(event.name) }
    }
    return names + ["back"]
  }
}
