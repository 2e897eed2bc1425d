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
/// 100 rows, and one shown again has its own back), and each update writes the window's new
/// and changed rows only: a screen of a million rows costs a window's worth a keystroke.
///
/// The session is the one place that ties its parts together, each of which owns one job:
/// the registry (`declarations`, `problems`), the open screens and their outputs
/// (`ScreenStack`), the update of the screen on top (`UpdateComposer`), the events in flight
/// and their acknowledgement (`EventLedger`), whose subscriptions run
/// (`SessionSubscriptions`), and who hears of it all (`UpdateBroadcast`). The order it keeps:
/// an event holds the composer for as long as it is applied, so every change it causes (its
/// driver's, an answer that came meanwhile, a screen it opened) is in the one update that
/// ends it, and the dones of events that ended meanwhile follow that update.
@MainActor
public final class ScreenSession {
  /// The screens the session can open, by name, in the order registered.
  public let declarations: [AnyScreenDeclaration]
  /// The most screens the stack holds; an `open` past it is refused.
  public var maxDepth: Int { stack.maxDepth }
  /// The form of the updates: every row (1), or a window of them (2).
  public let sessionProtocol: SessionProtocol
  /// The locale's words a front end on the session speaks: its buttons, help and messages,
  /// searching the screens' own catalogs too. A screen declared in words
  /// (`ScreenDeclaration(speaking:_:)`) is declared in these; one whose words are fixed
  /// speaks those its program made it with.
  public let words: Words
  /// What keeps the registered screens from starting (`problems(in:)`): while there is
  /// one, the session refuses every event, naming them all.
  public let problems: [String]
  /// The clock the screens' timers run on, and whose time they hand their controllers.
  public var clock: SessionClock { subscriptions.clock }

  let requests: RequestQueue?
  let stack: ScreenStack
  private(set) var composer: UpdateComposer!
  private(set) var ledger: EventLedger!
  let subscriptions: SessionSubscriptions
  let broadcast = UpdateBroadcast<SessionUpdate>()
  let messageBroadcast = UpdateBroadcast<SessionMessage>()
  /// How many events are being applied; while one is, outputs wait for its end.
  private(set) var applyingDepth = 0

  /// An event begins to be applied: its updates wait for its end.
  func beginApplying() {
    applyingDepth += 1
    composer.hold()
  }

  /// The event being applied ends.
  func endApplying() {
    applyingDepth -= 1
    composer.release()
  }
  /// The commands the first screen's opening returned (a fetch), performed after `init`:
  /// events and `waitUntilIdle` wait for them, so their requests come first. Nil once they
  /// are performed, so that later events, keystrokes among them, wait for nothing.
  var opening: Task<Void, Never>?

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
  ///   - appearance: the user's appearance (the colour of a rise), the program's: every
  ///     update carries it, and a change of it is an update; nil writes none.
  public convenience init(
    screens registered: [any ScreenRegistration], requests: RequestQueue? = nil,
    maxDepth: Int = 64, protocol version: SessionProtocol = .v2,
    clock: SessionClock = SessionClock(), words: Words = .source,
    appearance: AppearanceSource? = nil
  ) {
    self.init(
      screens: registered, requests: requests, maxDepth: maxDepth, protocol: version,
      clock: clock, words: words, appearance: appearance, checked: nil)
  }

  /// A session as `init(screens:…)` makes it, whose screens' problems are `checked` when
  /// they are known already: a program that makes the same screens for every run checks
  /// them once (`declarations(of:in:)`), not at every start; nil finds them.
  package init(
    screens registered: [any ScreenRegistration], requests: RequestQueue? = nil,
    maxDepth: Int = 64, protocol version: SessionProtocol = .v2,
    clock: SessionClock = SessionClock(), words: Words = .source,
    appearance: AppearanceSource? = nil, checked: [String]?
  ) {
    precondition(!registered.isEmpty, "a session needs at least one screen to show")
    let (screens, words) = Self.declarations(of: registered, in: words)
    declarations = screens
    problems = checked ?? Self.problems(in: screens)
    self.requests = requests
    stack = ScreenStack(maxDepth: maxDepth)
    subscriptions = SessionSubscriptions(clock: clock)
    sessionProtocol = version
    self.words = words
    let first = screens[0]
    guard let input = try? first.input(from: EventArguments()),
      let live = first.open(
        input, requests: requests, instance: stack.nextInstance(), words: words)
    else { preconditionFailure("the first screen, \(first.name), must open without arguments") }
    let (screen, number) = live.screen
    composer = UpdateComposer(
      first: screen, instance: live.instance, number: number, protocol: version
    ) { [broadcast, messageBroadcast] update in
      broadcast.publish(update)
      messageBroadcast.publish(.update(update))
    }
    ledger = EventLedger(isApplying: { [weak self] in (self?.applyingDepth ?? 0) > 0 }) {
      [messageBroadcast, version] cause in
      messageBroadcast.publish(.done(SessionDone(cause: cause, protocol: version)))
    }
    followAppearance(appearance)
    attach(live)
    stack.keepRoot(live)
    stack.replace(with: [live])
    opening = Task { [weak self] in
      await live.start()
      await self?.subscriptions.follow(live)
      self?.opening = nil
    }
  }

  /// The last update.
  public var current: SessionUpdate { composer.current }

  /// The rows of the screen on top the last `window` event on it asked for (at first, the
  /// first 100).
  public var window: WindowRequest { composer.window(of: stack.top?.instance ?? 0) }

  /// The names of the screens on the stack, bottom first.
  public var screens: [String] { stack.entries.map(\.name) }

  /// The declaration of the screen on top.
  public var top: AnyScreenDeclaration {
    declaration(named: stack.top?.name ?? "") ?? declarations[0]
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
  ///   (`more` on the directory, `window` in protocol 1) or that a disabled or read-only
  ///   control sends (its `control` names it); nothing changes then.
  @discardableResult
  public func send(
    _ event: SessionEvent, cause: String? = nil
  ) async throws(SessionEventError) -> SessionUpdate {
    try await applying(cause: cause) { () async throws(SessionEventError) in
      try await apply(event)
    }
  }

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
        composer.describeWindowAnew()
      } else if let top = stack.top {
        composer.setWindow(try WindowRequest(arguments, current: window), of: top.instance)
      }
    case "back":
      guard stack.entries.count > 1 else {
        throw SessionEventError(.refused, "back: nothing to go back to from the \(top.name)")
      }
      await show(Array(stack.entries.dropLast()))
    default:
      guard let screen = stack.top, screen.takes(event.name) else {
        throw declarations.refusal(of: event.name, on: top.name)
      }
      try await screen.send(event)
    }
  }

  /// Waits until every open screen's commands (the first screen's opening's too), those of
  /// screens closed since, and those their answers started, have finished (answers a
  /// `RequestQueue` holds excepted).
  public func waitUntilIdle() async {
    if let opening { await opening.value }
    for screen in stack.live { await screen.waitUntilIdle() }
    for work in ledger.pending { await work.untilPerformed() }
  }

  /// Ends the session: cancels every subscription, for good, and ends every update stream.
  /// Events still apply, and the answers of requests in flight still arrive.
  public func finish() {
    subscriptions.end(stack.live)
    broadcast.finish()
    messageBroadcast.finish()
  }

  /// The ids of the subscriptions that run: those of the screen on top, the only screen
  /// whose subscriptions run, in the order they started.
  public var subscriptionIDs: [String] { subscriptions.ids }

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

  /// Opens `declaration` with `input` on the stack and shows it: a root opened with that
  /// input already is shown again as it stands.
  func open(
    _ declaration: AnyScreenDeclaration, with input: ScreenInput
  ) async throws(SessionEventError) {
    let isRoot = declaration.placement == .root
    if isRoot, let kept = stack.root(declaration.name, openedWith: input) {
      return await show([kept])
    }
    guard isRoot || stack.hasRoom else {
      throw SessionEventError(
        .refused, "open \(declaration.name): the stack holds \(maxDepth) screens, its most")
    }
    guard
      let live = declaration.open(
        input, requests: requests, instance: stack.nextInstance(), words: words)
    else {
      throw SessionEventError(
        .invalid, "open \(declaration.name): its input is not of the type it opens with")
    }
    if isRoot { stack.keepRoot(live) }
    attach(live)
    await live.start()
    await show(stack.opening(live, asRoot: isRoot))
  }

  /// Follows `live`'s updates and outputs.
  func attach(_ live: OpenScreen) {
    let instance = live.instance
    live.observe { [weak self] screen, number, changes in
      guard let self else { return false }
      if instance == self.stack.top?.instance {
        self.composer.topPublished(instance: instance, number, changes, screen)
      }
      return true
    }
    live.onNavigation { [weak self] output in
      guard let self else { return }
      self.stack.give(output)
      // An output that comes with an answer, not during an event, is followed at once, as
      // part of the work of the event that asked for the answer.
      guard self.applyingDepth == 0 else { return }
      let work = EventScope.work
      work?.begin(.performing)
      Task {
        await self.followNavigation()
        work?.end(.performing)
      }
    }
  }

  /// Puts `entries` on the stack and runs the subscriptions of the one on top, cancelling
  /// the others'; outside an event, sends its update at once.
  func show(_ entries: [OpenScreen]) async {
    stack.replace(with: entries)
    composer.forgetWindows(keeping: Set(stack.live.map(\.instance)))
    guard let top = stack.top else { return }
    // The first events of its subscriptions are part of the screen shown, not updates of
    // their own.
    composer.hold()
    await subscriptions.follow(top)
    composer.release()
    if applyingDepth == 0 { composer.sendTop(top, cause: nil) }
  }
}
