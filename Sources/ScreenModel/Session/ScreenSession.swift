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
/// An event makes one update, of the screen on top once it is applied: an event that opens
/// or closes a screen says nothing of the screen it leaves. An event with an id is then
/// acknowledged (`SessionMessage.done`, `observeMessages(_:)`) once the work it set going is
/// done: the requests it made answered, and those their answers made in turn.
///
/// In protocol 2 the session also keeps a window for each screen, the rows a front end shows
/// (`window` events move it, or read it again whole; a screen opened starts with the first
/// 100 rows, and one shown again has its own back), and each update builds the window's rows
/// only: a screen of a million rows costs a window's worth a keystroke.
@MainActor
public final class ScreenSession {
  /// The screens the session can open, by name, in the order registered.
  public let declarations: [AnyScreenDeclaration]
  /// The most screens the stack holds; an `open` past it is refused.
  public let maxDepth: Int
  /// The form of the updates: every row (1), or a window of them (2).
  public let sessionProtocol: SessionProtocol
  /// The locale's words a front end on the session speaks: its buttons, help and messages,
  /// searching the screens' own catalogs too. A screen declared in words
  /// (`AnyScreenDeclaration(catalogs:_:)`) is declared in these; one whose words are fixed
  /// speaks those its program made it with.
  public let words: Words
  /// The rows of the screen on top the last `window` event on it asked for (at first, the
  /// first 100).
  public var window: SessionWindow { windows[stack.last?.instance ?? 0] ?? .initial }
  /// What keeps the registered screens from starting (`problems(in:)`): while there is
  /// one, the session refuses every event, naming them all.
  public let problems: [String]
  let requests: RequestQueue?
  var roots: [String: LiveScreen] = [:]
  var stack: [LiveScreen] = []
  let broadcast = UpdateBroadcast<SessionUpdate>()
  let messageBroadcast = UpdateBroadcast<SessionMessage>()
  private var nextID = 0
  var navigation: [Navigation] = []
  /// What following the outputs could not do, for the next update to say.
  var navigationProblems: [String] = []
  /// How many events are being applied; while one is, updates wait for its end.
  var sending = 0
  var isSending: Bool { sending > 0 }
  /// The screen instance and the driver's update number that `current` shows.
  var shown: (instance: Int, number: Int) = (0, 0)
  /// The changes of the driver on top from the update `current` shows to the next, when it
  /// published that one while an event was being applied.
  var gatheredChanges: Changeset?
  /// Each open screen's window, by instance; a screen without one has `SessionWindow.initial`.
  var windows: [Int: SessionWindow] = [:]
  /// True when the next update describes its window whole (a `window` event without members).
  var rereading = false
  /// The events whose work is not done, and the id each is acknowledged by.
  var works: [ObjectIdentifier: (work: EventWork, cause: String?)] = [:]
  /// The ids of events done while another event was being applied, acknowledged after it.
  var finishedCauses: [String] = []
  /// The commands the first screen's opening returned (a fetch), performed after `init`:
  /// events and `waitUntilIdle` wait for them, so their requests come first. Nil once they
  /// are performed, so that later events, keystrokes among them, wait for nothing.
  var opening: Task<Void, Never>?

  /// The last update.
  public internal(set) var current: SessionUpdate
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
  ///   - words: the words front ends on the session speak, and the screens declared in
  ///     words; their catalogs are searched after those of `words`.
  public init(
    screens registered: [any ScreenRegistration], requests: RequestQueue? = nil,
    maxDepth: Int = 64, protocol version: SessionProtocol = .v2,
    clock: SessionClock = SessionClock(), words: Words = .source
  ) {
    precondition(!registered.isEmpty, "a session needs at least one screen to show")
    let erased = registered.map(\.erased)
    let words = words.including(erased.flatMap(\.catalogs))
    let screens = erased.map { $0.speaking(words) }
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
      let arguments = event.arguments
      if (arguments["from"] ?? .null) == .null, (arguments["count"] ?? .null) == .null {
        rereading = true
      } else if let top = stack.last {
        windows[top.instance] = try SessionWindow(arguments, current: window)
      }
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

  /// Waits until every open screen's commands (the first screen's opening's too), those of
  /// screens closed since, and those their answers started, have finished (answers a
  /// `RequestQueue` holds excepted).
  public func waitUntilIdle() async {
    if let opening { await opening.value }
    for screen in liveScreens { await screen.waitUntilIdle() }
    for entry in Array(works.values) { await entry.work.untilPerformed() }
  }

  /// Ends the session: cancels every subscription, for good, and ends every update stream.
  /// Events still apply, and the answers of requests in flight still arrive.
  public func finish() {
    isEnded = true
    for screen in liveScreens { screen.stopSubscriptions() }
    subscribed = nil
    broadcast.finish()
    messageBroadcast.finish()
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

  var liveScreens: [LiveScreen] {
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
        "open: unknown screen \(VisibleText.quoted(name)); screens: \(names.joined(separator: ", "))"
      )
    }
    let input = try declaration.input(from: arguments)
    try await open(declaration, with: input)
  }

  func open(
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

  /// Follows `live`'s updates and outputs.
  func attach(_ live: LiveScreen) {
    let instance = live.instance
    live.observe { [weak self] screen, number, changes in
      guard let self else { return false }
      self.driverPublished(instance: instance, number, changes, screen)
      return true
    }
    live.onNavigation { [weak self] step in
      guard let self else { return }
      self.navigation.append(step)
      // An output that comes with an answer, not during an event, is followed at once, as
      // part of the work of the event that asked for the answer.
      guard !self.isSending else { return }
      let work = EventScope.work
      work?.begin(.performing)
      Task {
        await self.followNavigation()
        work?.end(.performing)
      }
    }
  }

  /// Puts `entries` on the stack, runs the subscriptions of the one on top and cancels the
  /// others'; outside an event, shows it at once.
  func show(_ entries: [LiveScreen]) async {
    stack = entries
    forgetClosedWindows()
    guard let top = stack.last else { return }
    isShowing = true
    await runSubscriptions(of: top)
    isShowing = false
    if !isSending { emitTop(cause: nil) }
  }

  /// A driver published update `number` with `changes`; when its screen is on top, that is
  /// an update of the session too, whose changes are the driver's unless one was missed.
  /// While an event is applied, it waits for the event's one update.
  private func driverPublished(
    instance: Int, _ number: Int, _ changes: Changeset, _ screen: AnyScreen
  ) {
    guard !isShowing, instance == stack.last?.instance else { return }
    let consecutive = instance == shown.instance && number == shown.number + 1
    if isSending {
      if consecutive { gatheredChanges = changes }
      return
    }
    emit(screen, changes: consecutive ? changes : screen.changes(since: current.screen))
    shown = (instance, number)
  }

  func takeID() -> Int {
    nextID += 1
    return nextID
  }
}
