/// Runs a screen controller: applies events one at a time, performs its commands, feeds
/// their answers back, and publishes each new screen with its changes.
///
///     let driver = ScreenDriver(CompanyDirectory()) { command in
///       guard case .load(let market) = command else { return nil }
///       do { return .marketLoaded(try await source.load(market)) }
///       catch { return .marketFailed(error) }
///     }
///     for await update in driver.updates() { render(update.screen, update.changes) }
///
/// Every front end takes this path: an update carries the controller's own rows (lazy where
/// the controller makes them lazily) and the changeset its rows computed, once per event.
///
/// A driver lives on the main actor, as a view's model does: a front end on the main actor
/// reaches it without a thread hop, and code elsewhere awaits it. Its commands (loads,
/// fetches) run off the main actor, one of two ways:
/// - **Concurrently** (the default): each command in a task of its own; answers are applied
///   in whatever order they finish, as in an app.
/// - **Held** (`requests:` a `RequestQueue`): each command is performed at once, one after
///   another, and its answer waits in the queue until the queue is told to answer, in
///   request order. Scenarios and tests use it to reach every interleaving deterministically.
///
/// Events sent with `send(_:)` are applied when the call runs; `post(_:)` is for callers
/// that cannot wait, and applies events in the order they were posted.
@MainActor
public final class ScreenDriver<Controller: ScreenController> {
  /// Performs one command; returns the event that answers it, or nil when none does
  /// (navigation, say).
  public typealias Perform = @Sendable (Controller.Command) async -> Controller.Event?
  /// What the driver publishes.
  public typealias Update = ScreenUpdate<Controller.Rows>

  /// The controller's current state.
  public private(set) var controller: Controller
  /// The screen as it stands, with the changes that led to it.
  public private(set) var current: Update
  /// The screen the driver started with, readable from anywhere without waiting.
  public nonisolated let initial: Update

  private let perform: Perform
  let requests: RequestQueue?
  private nonisolated let posted: AsyncStream<Posted>.Continuation
  /// Events posted and not yet applied, which a `send` waits for.
  private nonisolated let postsInFlight = SharedCount()
  private let broadcast = UpdateBroadcast<Update>()
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextID = 0
  /// The clock the subscriptions run on; nil while they do not run.
  var subscriptionClock: SessionClock?
  /// The subscriptions that run, in the order they started.
  var running: [RunningSubscription] = []
  /// The ids the controller's subscriptions listed twice at the last look, already named.
  var twiceListed: Set<String> = []

  private enum Posted: Sendable {
    case event(Controller.Event)
    case barrier(CheckedContinuation<Void, Never>)
  }

  /// A driver around `controller`; nothing runs until an event is sent.
  ///
  /// - Parameters:
  ///   - controller: the screen's state to start from.
  ///   - requests: hold the answers to commands here, to be released in request order;
  ///     nil performs commands concurrently.
  ///   - perform: performs one command and returns its answer.
  public nonisolated init(
    _ controller: Controller, requests: RequestQueue? = nil, perform: @escaping Perform
  ) {
    self.controller = controller
    self.perform = perform
    self.requests = requests
    let first = Update(screen: controller.screen, changes: Changeset())
    self.current = first
    self.initial = first
    let (stream, continuation) = AsyncStream.makeStream(
      of: Posted.self, bufferingPolicy: .unbounded)
    self.posted = continuation
    // The loop outlives whatever event opened the screen, so it counts against none.
    EventScope.$work.withValue(nil) {
      Task { @MainActor [weak self] in
        for await item in stream {
          switch item {
          case .event(let event):
            await self?.send(event, asAnswer: false)
            self?.postsInFlight.add(-1)
          case .barrier(let waiter): waiter.resume()
          }
        }
      }
    }
  }

  deinit {
    posted.finish()
  }

  /// Applies `event`, publishes the new screen, starts its commands, starts and cancels
  /// subscriptions as the new state lists them (when they run: `startSubscriptions(on:)`),
  /// and returns the screen as it then stands.
  ///
  /// With a request queue, the commands are performed before this returns and their answers
  /// wait in the queue.
  @discardableResult
  public func send(_ event: Controller.Event) async -> Update {
    if postsInFlight.value > 0 {
      await withCheckedContinuation { posted.yield(.barrier($0)) }
    }
    return await send(event, asAnswer: false)
  }

  @discardableResult
  func send(_ event: Controller.Event, asAnswer: Bool) async -> Update {
    guard requests != nil else { return apply(event, asAnswer: asAnswer) }
    let commands = controller.handle(event)
    publish(unlessUnchanged: asAnswer)
    for command in commands where !handOut(command) { await hold(command) }
    for first in updateSubscriptions() { await send(first, asAnswer: true) }
    return current
  }

  /// Queues `event` to be applied after every event posted before it; for callers that
  /// cannot wait.
  ///
  /// An event sent after it, from anywhere, is applied after it too: `post(a)` then
  /// `send(b)` applies `a` first.
  public nonisolated func post(_ event: Controller.Event) {
    postsInFlight.add(1)
    posted.yield(.event(event))
  }

  /// Performs commands the controller produced before the driver existed, such as those a
  /// screen's `open` returns.
  public func run(_ commands: [Controller.Command]) async {
    for command in commands where !handOut(command) {
      if requests == nil { start(command) } else { await hold(command) }
    }
  }

  /// Where the controller's outputs go (see `ScreenController.output(of:)`): a session's
  /// navigation. An output that comes while no handler is set goes nowhere, and is a
  /// problem the driver names (`problems`).
  public var onOutput: ((Controller.Output) -> Void)?

  /// What the driver could not do that no screen shows, latest last, at most
  /// `maxProblems`: an output given while no `onOutput` handler was set, a subscription id
  /// the controller listed twice (the second is not started). A session names each in its
  /// next update (`SessionUpdate.problems`).
  ///
  ///     let driver = ScreenDriver(QuoteList()) { … }   // no onOutput
  ///     await driver.send(.select("AAPL"))
  ///     print(driver.problems)
  ///     // Prints ["the output show(\"AAPL\") went nowhere: no onOutput handler takes the driver's outputs"]
  public private(set) var problems: [String] = []

  /// Called with each problem as the driver meets it, after it is added to `problems`.
  public var onProblem: ((String) -> Void)?

  /// The most problems `problems` keeps: the oldest go first.
  public nonisolated static var maxProblems: Int { 100 }

  /// Names `problem`: kept in `problems` and handed to `onProblem`.
  func report(_ problem: String) {
    if problems.count == Self.maxProblems { problems.removeFirst() }
    problems.append(problem)
    onProblem?(problem)
  }

  /// Every screen from now on, starting with the current one.
  ///
  /// The first update's `number` tells a subscriber whether it missed any since the screen
  /// it shows (see `ScreenUpdate.changes(from:numbered:)`).
  public func updates() -> AsyncStream<Update> {
    broadcast.stream(startingWith: current)
  }

  /// Waits until every event posted so far is applied and every command started so far,
  /// and those their answers started, has finished. Answers held in a `RequestQueue` are
  /// not waited for: the queue's owner releases them. Nor are subscriptions, which may
  /// never end: this returns while they run.
  public func waitUntilIdle() async {
    await withCheckedContinuation { posted.yield(.barrier($0)) }
    while let task = tasks.values.first {
      await task.value
    }
  }

  /// Ends every update stream and cancels every subscription.
  public func finish() {
    stopSubscriptions()
    broadcast.finish()
  }

  /// Applies `event` at once, without waiting: the commands start in tasks of their own.
  /// Only for a driver without a request queue.
  @discardableResult
  func apply(_ event: Controller.Event, asAnswer: Bool = false) -> Update {
    let commands = controller.handle(event)
    publish(unlessUnchanged: asAnswer)
    for command in commands where !handOut(command) { start(command) }
    for first in updateSubscriptions() { apply(first, asAnswer: true) }
    return current
  }

  /// Hands `command` to `onOutput` when it is an output; false when it is to be performed.
  private func handOut(_ command: Controller.Command) -> Bool {
    guard let output = Controller.output(of: command) else { return false }
    guard let onOutput else {
      report(
        "the output \(output) went nowhere: no onOutput handler takes the driver's outputs")
      return true
    }
    onOutput(output)
    return true
  }

  /// True when answers wait in a request queue.
  var holdsAnswers: Bool { requests != nil }

  /// Calls `observer` with every update from now on, on the main actor as the update is
  /// published, until it returns false: for main-actor code that keeps a screen in step
  /// without waiting on a stream.
  public func observe(_ observer: @escaping (Update) -> Bool) {
    broadcast.observe(observer)
  }

  private func start(_ command: Controller.Command) {
    let perform = self.perform
    let id = takeID()
    // The task inherits the event's work, so the answer applied in it counts there too.
    let work = EventScope.work
    work?.begin(.performing)
    tasks[id] = Task {
      let answer = await perform(command)
      self.complete(id, answer: answer)
      work?.end(.performing)
    }
  }

  private func hold(_ command: Controller.Command) async {
    guard let requests, let answer = await perform(command) else { return }
    let work = EventScope.work
    work?.begin(.held)
    await requests.hold(
      label: "\(command)", again: { [weak self] in await self?.send(answer, asAnswer: true) }
    ) { [weak self] in
      await EventScope.$work.withValue(work) { await self?.send(answer, asAnswer: true) }
      await work?.end(.held)
    }
  }

  private func complete(_ id: Int, answer: Controller.Event?) {
    if let answer { apply(answer, asAnswer: true) }
    tasks[id] = nil
  }

  /// Publishes the screen as it stands. An answer that changed neither the rows, the title
  /// nor the controls publishes nothing: subscribers see only real changes.
  @discardableResult
  private func publish(unlessUnchanged: Bool = false) -> Update {
    let rows = controller.rows
    let title = controller.title
    let controls = controller.controls
    let changes = rows.changes(since: current.screen.rows)
    if unlessUnchanged, changes.isEmpty, title == current.screen.title,
      controls == current.screen.controls
    {
      return current
    }
    let update = Update(
      screen: Screen(title: title, rows: rows, controls: controls), changes: changes,
      number: current.number + 1)
    current = update
    broadcast.publish(update)
    return update
  }

  private func takeID() -> Int {
    nextID += 1
    return nextID
  }
}

extension ScreenDriver where Controller.Command == Never {
  /// A driver for a screen that asks its shell for nothing: there is no command to perform.
  public nonisolated convenience init(_ controller: Controller, requests: RequestQueue? = nil) {
    self.init(controller, requests: requests, perform: Self.performNothing)
  }

  nonisolated static func performNothing(_ command: Never) async -> Controller.Event? {}
}
